import { describe, expect, it } from 'vitest';
import {
  failedAuth,
  botReasons,
  largeCopy,
  noMouseMovement,
  rapidClicks,
  rapidPageViews,
  scraperDetected,
  WindowCounter,
  type BrowserTraits,
} from '@/features/security/model';

const person: BrowserTraits = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  webdriver: false,
  automationGlobals: [],
  languages: 2,
  chromeWithoutChromeObject: false,
  missingStorage: false,
};

describe('WindowCounter', () => {
  it('counts events of the last minute only', () => {
    const counter = new WindowCounter(60_000);
    expect(counter.add(0)).toBe(1);
    expect(counter.add(30_000)).toBe(2);
    expect(counter.add(59_999)).toBe(3);
    expect(counter.add(60_000)).toBe(3);
    expect(counter.add(200_000)).toBe(1);
  });
});

const now = new Date('2026-11-22T01:02:03Z');
const timestamp = '2026-11-22T01:02:03.000Z';

describe('thresholds (spec §3 details: reason, activityType, timestamp, extra fields)', () => {
  it('clicks: more than 30 a minute', () => {
    expect(rapidClicks(30, now)).toBeNull();
    expect(rapidClicks(31, now)).toEqual({
      eventType: 'suspicious_activity',
      severity: 'medium',
      details: {
        reason: '31 clicks within a minute (limit 30)',
        activityType: 'rapid_clicks',
        timestamp,
        clicksPerMinute: 31,
      },
    });
  });
  it('page views: more than 20 a minute', () => {
    expect(rapidPageViews(20, now)).toBeNull();
    expect(rapidPageViews(21, now)?.details).toEqual({
      reason: '21 page views within a minute (limit 20)',
      activityType: 'rapid_page_views',
      timestamp,
      pageViewsPerMinute: 21,
    });
  });
  it('copies: over 500 characters is large_content_copy', () => {
    expect(largeCopy(500, '/', now)).toBeNull();
    expect(largeCopy(501, '/faq', now)?.details).toEqual({
      reason: '501 characters copied at once (limit 500)',
      activityType: 'large_content_copy',
      timestamp,
      characters: 501,
      path: '/faq',
    });
  });
  it('no mouse movement is no_mouse_movement', () => {
    expect(noMouseMovement(30_000, now).details).toEqual({
      reason: 'No mouse movement within 30 s on a device with a mouse',
      activityType: 'no_mouse_movement',
      timestamp,
      waitedMs: 30_000,
    });
  });
});

describe('bot detection (scraper_detected)', () => {
  it('finds nothing in an ordinary phone browser', () => {
    expect(botReasons(person)).toEqual([]);
    expect(scraperDetected(person, now)).toBeNull();
  });

  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)'],
    ['Mozilla/5.0 HeadlessChrome/131.0'],
    ['python-requests/2.32'],
    ['curl/8.5.0'],
    ['Scrapy/2.11'],
  ])('flags the user agent %s', (userAgent) => {
    expect(botReasons({ ...person, userAgent })).toContain('user_agent');
  });

  it('flags webdriver, automation globals, no languages, Chrome without window.chrome, no storage', () => {
    expect(botReasons({ ...person, webdriver: true })).toEqual(['webdriver']);
    expect(botReasons({ ...person, automationGlobals: ['callPhantom'] })).toEqual([
      'automation_globals',
    ]);
    expect(botReasons({ ...person, languages: 0 })).toEqual(['no_languages']);
    expect(botReasons({ ...person, chromeWithoutChromeObject: true })).toEqual([
      'no_chrome_object',
    ]);
    expect(botReasons({ ...person, missingStorage: true })).toEqual(['no_storage']);
  });

  it('reports all reasons in one high-severity event', () => {
    expect(
      scraperDetected({ ...person, webdriver: true, automationGlobals: ['_phantom'] }, now),
    ).toEqual({
      eventType: 'scraper_detected',
      severity: 'high',
      details: {
        reason: 'Automated browser traits: webdriver, automation_globals',
        activityType: 'bot_traits',
        timestamp,
        reasons: ['webdriver', 'automation_globals'],
        automationGlobals: ['_phantom'],
      },
    });
  });
});

describe('failed sign-in', () => {
  it('is a medium failed_auth event with reason, attempted email and timestamp', () => {
    expect(
      failedAuth('invalid_credentials', ' ada@example.com ', new Date('2026-01-02T03:04:05Z')),
    ).toEqual({
      eventType: 'failed_auth',
      severity: 'medium',
      details: {
        reason: 'invalid_credentials',
        attemptedEmail: 'ada@example.com',
        timestamp: '2026-01-02T03:04:05.000Z',
      },
    });
  });

  it('keeps the attempted email within the size the server accepts', () => {
    const event = failedAuth('invalid_code', 'x'.repeat(5000), new Date(0));
    expect(String(event.details.attemptedEmail)).toHaveLength(320);
  });
});
