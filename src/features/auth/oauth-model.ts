/**
 * Rules of the OAuth2 redirect sign-in (Google, Apple, Microsoft, an OpenID provider): what is
 * kept on the device across the round trip to the provider, whether the page the provider sent
 * back belongs to it, and what a failure means to the user. Pure: no React, no SDK, no storage.
 */
import type { CallFailure } from '@/lib/call-failure';
import { SANCTIONS_REFUSAL_CODE } from '@/lib/client-place';
import { homeFor, safeNextPath } from './model';

/** The app route the provider sends the browser back to (registered with each provider). */
export const OAUTH_CALLBACK_PATH = '/auth/oauth-callback';

/** localStorage key of the sign-in under way (one at a time). */
export const OAUTH_PENDING_KEY = 'tm.oauth.pending';

/** How long a sign-in under way may take at the provider, in ms, before it is stale. */
export const OAUTH_PENDING_MAX_AGE_MS = 15 * 60 * 1000;

/** The page of the one-time user type choice (lib/session's USER_TYPE_CHOICE_PATH). */
export const CHOOSE_USER_TYPE_PATH = '/auth/choose-role';

/** The server's refusal codes (pb_hooks/lib/oauth.js), answered on `data.email`. */
export const OAUTH_LINK_NEEDS_PASSWORD = 'oauth_link_needs_password';
export const OAUTH_EMAIL_MISSING = 'oauth_email_missing';

/** A provider the operator enabled (listAuthMethods): its id and the name to show. */
export interface OAuthProvider {
  readonly name: string;
  readonly displayName: string;
}

/** What the device keeps while the browser is at the provider. */
export interface PendingOAuth {
  readonly provider: string;
  readonly displayName: string;
  readonly state: string;
  readonly codeVerifier: string;
  readonly redirectURL: string;
  /** Where to go after signing in (a path on this site), or null for the user type's home. */
  readonly next: string | null;
  /** Whether the sign-in links the provider to the signed-in account (after its password). */
  readonly link: boolean;
  /** Epoch ms. */
  readonly startedAt: number;
}

/**
 * A stored sign-in under way, or null when there is none, it is malformed or older than
 * OAUTH_PENDING_MAX_AGE_MS.
 * @param raw the stored JSON
 * @param now epoch ms
 */
export function parsePendingOAuth(raw: string | null, now: number): PendingOAuth | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const strings = ['provider', 'displayName', 'state', 'codeVerifier', 'redirectURL'] as const;
  if (!strings.every((key) => typeof v[key] === 'string' && v[key] !== '')) return null;
  if (typeof v.startedAt !== 'number' || now - v.startedAt > OAUTH_PENDING_MAX_AGE_MS) return null;
  if (v.startedAt > now + 60_000) return null;
  return {
    provider: v.provider as string,
    displayName: v.displayName as string,
    state: v.state as string,
    codeVerifier: v.codeVerifier as string,
    redirectURL: v.redirectURL as string,
    next: typeof v.next === 'string' ? v.next : null,
    link: v.link === true,
    startedAt: v.startedAt,
  };
}

/** Why an OAuth2 sign-in did not finish; each has words in `auth:oauth.problems`. */
export type OAuthProblem =
  /** No sign-in under way on this device, or it was older than 15 minutes, or used. */
  | 'stale'
  /** The provider sent back an error (the person cancelled or refused). */
  | 'cancelled'
  /** The page came back with another state than the one sent: not ours. */
  | 'mismatch'
  | 'offline'
  /** An account has this email: its password is needed to link the provider. */
  | 'linkNeedsPassword'
  /** The provider gave no verified email address. */
  | 'emailMissing'
  | 'sanctioned'
  | 'rateLimited'
  | 'failed';

/**
 * Whether the page the provider sent back can be exchanged for a session.
 * @param query the callback's query (code, state, or error)
 * @param pending the sign-in under way on this device
 * @returns the code to exchange, or why not
 */
export function callbackCode(
  query: URLSearchParams,
  pending: PendingOAuth | null,
): { readonly code: string } | { readonly problem: OAuthProblem } {
  if (!pending) return { problem: 'stale' };
  if (query.get('error')) return { problem: 'cancelled' };
  const code = query.get('code') ?? '';
  if (!code) return { problem: 'cancelled' };
  if (query.get('state') !== pending.state) return { problem: 'mismatch' };
  return { code };
}

/** What a failed exchange (auth-with-oauth2) or start (listAuthMethods) means to the user. */
export function oauthProblemOf(failure: CallFailure): OAuthProblem {
  switch (failure.kind) {
    case 'offline':
    case 'network':
      return 'offline';
    case 'rateLimited':
      return 'rateLimited';
    case 'invalid': {
      const code = failure.fields.email?.code;
      // email_taken: the account model's own refusal of a mailbox that has an account.
      if (code === OAUTH_LINK_NEEDS_PASSWORD || code === 'email_taken') return 'linkNeedsPassword';
      if (code === OAUTH_EMAIL_MISSING) return 'emailMissing';
      return 'failed';
    }
    case 'refused':
      return failure.code === SANCTIONS_REFUSAL_CODE ? 'sanctioned' : 'failed';
    case 'server':
      return 'failed';
  }
}

/**
 * Where a finished sign-in goes: the one-time user type choice first, when it is due, then
 * `next` (a path on this site) or the user type's home.
 * @param account the signed-in account's user type and whether it still chooses one
 */
export function afterOAuth(
  account: { readonly userType: string | null; readonly choosesUserType: boolean },
  next: string | null,
): string {
  const to = safeNextPath(next);
  if (account.choosesUserType) {
    return `${CHOOSE_USER_TYPE_PATH}${to ? `?next=${encodeURIComponent(to)}` : ''}`;
  }
  return to ?? homeFor(account.userType);
}
