/**
 * What the server can do, as GET /api/app/capabilities answers (pb_hooks/routes-app.pb.js):
 * whether email can go out (a server-wide fact, never one about an address), whether a
 * translation provider is configured, whether the server takes payments and for what fee, and
 * the settings a release takes at run time (Stripe's publishable key, the operator's legal
 * name). The readers here are pure; `fetchCapabilities` and
 * `mailOutcomeAfterSend` ask the server.
 */
import { callPocketBase } from './pocketbase-call';

/** The server's mail state: ready, no mail settings, or a send failed a moment ago. */
export type MailState = 'ready' | 'not_configured' | 'failing';

/** What became of an email the app asked for: sent, or why not. */
export type MailOutcome = 'sent' | 'notConfigured' | 'failed';

/** The capabilities answer. */
export interface ServerCapabilities {
  /** True only when mail can go out. */
  readonly mail: boolean;
  readonly mailState: MailState;
  /** True when POST /api/translate-content can translate new texts (false when not said). */
  readonly translate: boolean;
  /** True when the server takes payments (Stripe configured); false when not said. */
  readonly payments: boolean;
  /** The hire and listing fee, or null when the server does not say (an older server). */
  readonly fee: Fee | null;
  /**
   * Stripe's publishable key (`pk_test_…`/`pk_live_…`) the server is configured with at run
   * time (STRIPE_PUBLISHABLE_KEY), for a build made without one; null when it has none.
   */
  readonly stripePublishableKey: string | null;
  /** The operator's legal name set on the server (LEGAL_ENTITY); null when unset. */
  readonly legalEntity: string | null;
}

/** A Stripe publishable key, as the server checks it (pb_hooks/lib/capabilities.js). */
const PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9_]{1,200}$/;

/** The longest operator name the server sends, characters. */
const LEGAL_ENTITY_MAX = 200;

/** Reads a string field: trimmed, or null when it is missing, empty, too long or bad. */
function parseText(value: unknown, valid: (text: string) => boolean): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text !== '' && valid(text) ? text : null;
}

/** The one fee amount: minor units (cents for USD) and an ISO 4217 currency code. */
export interface Fee {
  readonly amountCents: number;
  readonly currency: string;
}

/** Reads the `fee` part of a capabilities answer: null unless it is a whole positive amount. */
function parseFee(value: unknown): Fee | null {
  if (!value || typeof value !== 'object') return null;
  const { amountCents, currency } = value as Record<string, unknown>;
  if (typeof amountCents !== 'number' || !Number.isInteger(amountCents) || amountCents < 1) {
    return null;
  }
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  return { amountCents, currency };
}

/**
 * How long after PocketBase accepted an auth mail request the app asks whether the send
 * failed, ms. PocketBase sends in the background; a refused connection or a missing sendmail
 * fails well within this, a slow SMTP timeout does not.
 */
export const MAIL_CHECK_DELAY_MS = 1000;

const MAIL_STATES: readonly string[] = ['ready', 'not_configured', 'failing'];

function isMailState(value: unknown): value is MailState {
  return typeof value === 'string' && MAIL_STATES.includes(value);
}

/**
 * Reads a capabilities answer.
 * @returns null when `json` is not one (an older server, a proxy's page)
 */
export function parseCapabilities(json: unknown): ServerCapabilities | null {
  if (!json || typeof json !== 'object') return null;
  const { mail, mailState, translate, payments, fee, stripePublishableKey, legalEntity } =
    json as Record<string, unknown>;
  if (typeof mail !== 'boolean' || !isMailState(mailState)) return null;
  return {
    mail,
    mailState,
    translate: translate === true,
    payments: payments === true,
    fee: parseFee(fee),
    stripePublishableKey: parseText(stripePublishableKey, (key) => PUBLISHABLE_KEY.test(key)),
    legalEntity: parseText(legalEntity, (name) => name.length <= LEGAL_ENTITY_MAX),
  };
}

/** The outcome a mail state means for an email asked for now. */
export function mailOutcomeOf(state: MailState): MailOutcome {
  if (state === 'ready') return 'sent';
  return state === 'not_configured' ? 'notConfigured' : 'failed';
}

/**
 * The server's refusal of a mail request because mail cannot go out (503 `{mail: state}`), read
 * from what the SDK threw.
 * @returns the outcome, or null for any other error
 */
export function mailRefusalOf(error: unknown): MailOutcome | null {
  const { status, response } = (error ?? {}) as { status?: unknown; response?: unknown };
  if (status !== 503 || !response || typeof response !== 'object') return null;
  const state = (response as { mail?: unknown }).mail;
  return isMailState(state) && state !== 'ready' ? mailOutcomeOf(state) : null;
}

/**
 * Asks the server for its capabilities now.
 * @returns null when it did not answer with them
 */
export async function fetchCapabilities(): Promise<ServerCapabilities | null> {
  const outcome = await callPocketBase((pb) =>
    pb.send<unknown>('/api/app/capabilities', { requestKey: null }),
  );
  return outcome.ok ? parseCapabilities(outcome.value) : null;
}

/**
 * After the server accepted an email request: whether the email went out, as far as the server
 * knows `delayMs` later. Without an answer the server's acceptance stands ('sent').
 */
export async function mailOutcomeAfterSend(delayMs = 0): Promise<MailOutcome> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const capabilities = await fetchCapabilities();
  return capabilities ? mailOutcomeOf(capabilities.mailState) : 'sent';
}
