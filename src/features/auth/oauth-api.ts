/**
 * OAuth2 sign-in calls (rules in oauth-model.ts): the providers the operator enabled, the
 * redirect to one of them with the app's /auth/oauth-callback as the way back (a popup fails
 * in an installed app on iOS), the exchange of the code the provider sent back, the password
 * step that lets a provider be linked to an existing account, and the one-time user type
 * choice of a new OAuth2 account. The sign-in under way is kept in localStorage, so the way
 * back works whichever tab or window of this site the provider returns to.
 */
import type { CommonOptions } from 'pocketbase';
import { signUpAttribution } from '@/features/consent';
import { clientPlaceHeaders } from '@/lib/client-place';
import { callPocketBase, type CallResult } from '@/lib/pocketbase-call';
import { requestPersistentStorage } from './api';
import type { UserType } from './model';
import {
  OAUTH_CALLBACK_PATH,
  OAUTH_PENDING_KEY,
  parsePendingOAuth,
  type OAuthProvider,
  type PendingOAuth,
} from './oauth-model';

const options: CommonOptions = { requestKey: null };

/** The enabled OAuth2 providers, in the server's order; none when OAuth2 is off. */
export function listOAuthProviders(): Promise<CallResult<readonly OAuthProvider[]>> {
  return callPocketBase(async (pb) => {
    const methods = await pb.collection('users').listAuthMethods(options);
    if (!methods.oauth2.enabled) return [];
    return methods.oauth2.providers.map((p) => ({ name: p.name, displayName: p.displayName }));
  });
}

/**
 * Sends the browser to the provider. Asks the server for a fresh state and PKCE verifier,
 * keeps them on the device, then leaves the page (the promise then never settles).
 * @param next where to go after signing in (a path on this site), or null
 * @param link whether this links the provider to the signed-in account (after linkProvider)
 * @returns a failure when the server could not be asked or no longer offers the provider
 */
export function startOAuth(
  provider: string,
  next: string | null,
  link = false,
): Promise<CallResult<void>> {
  return callPocketBase(async (pb) => {
    const methods = await pb.collection('users').listAuthMethods(options);
    const found = methods.oauth2.providers.find((p) => p.name === provider);
    if (!found) throw new Error(`The provider ${provider} is not enabled.`);
    const redirectURL = `${window.location.origin}${OAUTH_CALLBACK_PATH}`;
    const pending: PendingOAuth = {
      provider,
      displayName: found.displayName,
      state: found.state,
      codeVerifier: found.codeVerifier,
      redirectURL,
      next,
      link,
      startedAt: Date.now(),
    };
    localStorage.setItem(OAUTH_PENDING_KEY, JSON.stringify(pending));
    // Leaving for the provider is no leave to confirm: the signed-in prompt (the session's
    // beforeunload guard) is skipped. At the window, capture listeners run first.
    window.addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), {
      capture: true,
      once: true,
    });
    window.location.assign(found.authURL + encodeURIComponent(redirectURL));
    await new Promise<never>(() => undefined);
  });
}

/** What this page load took from storage (the same answer however often it is asked). */
let taken: { readonly value: PendingOAuth | null } | undefined;

/**
 * The sign-in under way on this device, taken (removed from storage) so a code is exchanged
 * by one page only; null when there is none or it is older than 15 minutes.
 */
export function takePendingOAuth(): PendingOAuth | null {
  if (!taken) {
    taken = { value: parsePendingOAuth(localStorage.getItem(OAUTH_PENDING_KEY), Date.now()) };
    localStorage.removeItem(OAUTH_PENDING_KEY);
  }
  return taken.value;
}

/** A finished OAuth2 sign-in. */
export interface OAuthSignedIn {
  readonly id: string;
  readonly userType: string | null;
  /** A new account (or one that never chose): the user type is to be chosen now. */
  readonly choosesUserType: boolean;
}

/**
 * Exchanges the provider's code for a session. A new account gets the interface language and
 * the consented affiliate visit; the request carries the visitor's IP-location place, so the
 * server refuses a sign-up from a sanctioned place (451 `sanctioned_region`) as it does a
 * password sign-up.
 * @param languageName the interface language's English name, for a new account
 * @param name the person's name where the provider sent it with the redirect (Apple), else ''
 */
export function finishOAuth(
  pending: PendingOAuth,
  code: string,
  languageName: string,
  name = '',
): Promise<CallResult<OAuthSignedIn>> {
  return callPocketBase(async (pb) => {
    // A sign-in (not a link) must not be taken for a link to whoever was signed in.
    if (!pending.link) pb.authStore.clear();
    const headers = await clientPlaceHeaders();
    const visitorId = await signUpAttribution();
    const auth = await pb.collection('users').authWithOAuth2Code(
      pending.provider,
      code,
      pending.codeVerifier,
      pending.redirectURL,
      {
        language_preference: languageName,
        // Apple gives the name only to the first redirect, never in its token.
        ...(name !== '' && { name }),
        ...(visitorId !== undefined && { visitor_id: visitorId }),
      },
      { ...options, headers },
    );
    void requestPersistentStorage();
    const userType: unknown = auth.record.user_type;
    return {
      id: auth.record.id,
      userType: typeof userType === 'string' && userType ? userType : null,
      choosesUserType: auth.record.user_type_pending === true,
    };
  });
}

/**
 * Signs in to the existing account with its password and lets `provider` be linked to it
 * (POST /api/account/oauth-link, valid ten minutes); then startOAuth(provider, next, true).
 * @returns a failure with `data.password.code` `invalid_password` (or a failed sign-in) when
 *   the password is wrong
 */
export function allowProviderLink(
  email: string,
  password: string,
  provider: string,
): Promise<CallResult<void>> {
  return callPocketBase(async (pb) => {
    await pb.collection('users').authWithPassword(email.trim(), password, options);
    await pb.send('/api/account/oauth-link', {
      ...options,
      method: 'POST',
      body: { provider, password },
    });
  });
}

/**
 * The one-time choice of a new OAuth2 account's user type; the session then carries it.
 * @returns a 409 `user_type_chosen` failure when it was chosen already
 */
export function chooseUserType(userType: UserType): Promise<CallResult<void>> {
  return callPocketBase(async (pb) => {
    await pb.send('/api/account/user-type', {
      ...options,
      method: 'POST',
      body: { user_type: userType },
    });
    await pb.collection('users').authRefresh({ requestKey: null });
  });
}
