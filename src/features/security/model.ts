/**
 * Security monitoring rules: which activity is suspicious, bot detection, and the events
 * sent to the server. Pure.
 */
import {
  LARGE_COPY_CHARS,
  SUSPICIOUS_CLICKS_PER_MINUTE,
  SUSPICIOUS_PAGE_VIEWS_PER_MINUTE,
} from '@/constants/business';

/**
 * The `details` of a security event, spec §3: why it was reported, what was tried (the email of
 * a failed sign-in, or the kind of activity), when (ISO 8601), plus fields of its own.
 */
export type SecurityEventDetails = {
  readonly reason: string;
  readonly timestamp: string;
} & (
  | { readonly attemptedEmail: string; readonly activityType?: never }
  | { readonly activityType: string; readonly attemptedEmail?: never }
) &
  Readonly<Record<string, unknown>>;

/** The body of POST /api/log-security-event (its userAgent is added when sent). */
export interface SecurityEvent {
  readonly eventType: 'failed_auth' | 'suspicious_activity' | 'scraper_detected';
  readonly severity: 'medium' | 'high';
  readonly details: SecurityEventDetails;
}

/** Counts events in a sliding window. */
export class WindowCounter {
  private readonly times: number[] = [];
  constructor(private readonly windowMs: number) {}

  /** Adds one event at `now` (epoch ms); returns how many fall within the window. */
  add(now: number): number {
    this.times.push(now);
    while (this.times.length > 0 && now - (this.times[0] ?? now) >= this.windowMs) {
      this.times.shift();
    }
    return this.times.length;
  }
}

/** A medium-severity suspicious_activity event of `activityType`, reported at `now`. */
function suspicious(
  activityType: string,
  reason: string,
  now: Date,
  extra: Record<string, unknown>,
): SecurityEvent {
  return {
    eventType: 'suspicious_activity',
    severity: 'medium',
    details: { ...extra, reason, activityType, timestamp: now.toISOString() },
  };
}

/** Clicks in the last minute → a rapid_clicks event once over the limit, else null. */
export function rapidClicks(countInMinute: number, now: Date): SecurityEvent | null {
  return countInMinute > SUSPICIOUS_CLICKS_PER_MINUTE
    ? suspicious(
        'rapid_clicks',
        `${countInMinute} clicks within a minute (limit ${SUSPICIOUS_CLICKS_PER_MINUTE})`,
        now,
        { clicksPerMinute: countInMinute },
      )
    : null;
}

/** Page views in the last minute → a rapid_page_views event once over the limit, else null. */
export function rapidPageViews(countInMinute: number, now: Date): SecurityEvent | null {
  return countInMinute > SUSPICIOUS_PAGE_VIEWS_PER_MINUTE
    ? suspicious(
        'rapid_page_views',
        `${countInMinute} page views within a minute (limit ${SUSPICIOUS_PAGE_VIEWS_PER_MINUTE})`,
        now,
        { pageViewsPerMinute: countInMinute },
      )
    : null;
}

/** A copy of `length` characters → large_content_copy when over 500, else null. */
export function largeCopy(length: number, path: string, now: Date): SecurityEvent | null {
  return length > LARGE_COPY_CHARS
    ? suspicious(
        'large_content_copy',
        `${length} characters copied at once (limit ${LARGE_COPY_CHARS})`,
        now,
        { characters: length, path },
      )
    : null;
}

/** No mouse movement within `waitedMs` (on a device with a mouse). */
export function noMouseMovement(waitedMs: number, now: Date): SecurityEvent {
  return suspicious(
    'no_mouse_movement',
    `No mouse movement within ${Math.round(waitedMs / 1000)} s on a device with a mouse`,
    now,
    { waitedMs },
  );
}

/** What bot detection looks at, read from the browser by the caller. */
export interface BrowserTraits {
  readonly userAgent: string;
  /** navigator.webdriver */
  readonly webdriver: boolean;
  /** Names of known automation globals present on window. */
  readonly automationGlobals: readonly string[];
  /** navigator.languages.length */
  readonly languages: number;
  /** The user agent claims Chrome but window.chrome is missing. */
  readonly chromeWithoutChromeObject: boolean;
  /** Storage the app needs (localStorage, IndexedDB) is missing. */
  readonly missingStorage: boolean;
}

/** Keywords of crawler, scraper and automation user agents. */
export const BOT_USER_AGENT =
  /bot|crawl|spider|scrap|slurp|headless|phantomjs|selenium|puppeteer|playwright|curl|wget|python-requests|httpclient|scrapy/i;

/** Globals that automation tools leave on window. */
export const AUTOMATION_GLOBALS = [
  '__nightmare',
  '_phantom',
  'callPhantom',
  '__selenium_unwrapped',
  '__webdriver_evaluate',
  '__driver_evaluate',
  '__webdriver_script_fn',
  'domAutomation',
  'domAutomationController',
  '_Selenium_IDE_Recorder',
  '__puppeteer_evaluation_script__',
  '__playwright__binding__',
  'cdc_adoQpoasnfa76pfcZLmcfl_Array',
] as const;

/**
 * Why this browser looks automated: user-agent keywords, headless or webdriver flags,
 * automation globals, missing browser features.
 * @returns the reasons; empty for an ordinary browser
 */
export function botReasons(traits: BrowserTraits): string[] {
  const reasons: string[] = [];
  if (BOT_USER_AGENT.test(traits.userAgent)) reasons.push('user_agent');
  if (traits.webdriver) reasons.push('webdriver');
  if (traits.automationGlobals.length > 0) reasons.push('automation_globals');
  if (traits.languages === 0) reasons.push('no_languages');
  if (traits.chromeWithoutChromeObject) reasons.push('no_chrome_object');
  if (traits.missingStorage) reasons.push('no_storage');
  return reasons;
}

/** The scraper_detected event for the reasons found at `now`, or null when there are none. */
export function scraperDetected(traits: BrowserTraits, now: Date): SecurityEvent | null {
  const reasons = botReasons(traits);
  return reasons.length === 0
    ? null
    : {
        eventType: 'scraper_detected',
        severity: 'high',
        details: {
          reason: `Automated browser traits: ${reasons.join(', ')}`,
          activityType: 'bot_traits',
          timestamp: now.toISOString(),
          reasons,
          automationGlobals: [...traits.automationGlobals],
        },
      };
}

/** Why a sign-in failed: a wrong email or password, or a wrong or expired one-time code. */
export type FailedAuthReason = 'invalid_credentials' | 'invalid_code';

/**
 * The failed_auth security event: details reason, attemptedEmail and timestamp (ISO).
 */
export function failedAuth(
  reason: FailedAuthReason,
  attemptedEmail: string,
  now: Date,
): SecurityEvent {
  return {
    eventType: 'failed_auth',
    severity: 'medium',
    details: {
      reason,
      attemptedEmail: attemptedEmail.trim().slice(0, 320),
      timestamp: now.toISOString(),
    },
  };
}

/** Most events one page load may send (so one visitor cannot flood the server). */
export const MAX_EVENTS_PER_PAGE_LOAD = 5;
