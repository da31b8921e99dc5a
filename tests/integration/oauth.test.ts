import PocketBase, { ClientResponseError, type RecordAuthResponse } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, freshEmail, guest, signUp, superuser, PASSWORD } from '../support/actors';
import { enableOAuth2, startOidcProvider, type OidcProvider } from '../support/oidc';
import { testPocketBaseUrl } from '../support/servers';
import { createListing, rooferId } from '../support/trust';

// Sign-in with an OpenID provider (a real one on loopback, PocketBase's `oidc`), through the
// redirect flow the app uses: the authorization URL from listAuthMethods, the provider's
// sign-in form, the code back to /auth/oauth-callback, then auth-with-oauth2.
const url = testPocketBaseUrl();
const opts = { requestKey: null };
const redirectURL = `${url}/auth/oauth-callback`;

let admin: PocketBase;
let oidc: OidcProvider;
let restore: () => Promise<void>;

beforeAll(async () => {
  admin = await superuser(url);
  oidc = await startOidcProvider([redirectURL]);
  restore = await enableOAuth2(admin, [oidc.pocketBaseConfig('Test ID')]);
});

afterAll(async () => {
  await restore();
  await oidc.stop();
});

/**
 * Signs in through the provider as `email` on `pb` (signed out, or signed in for a link).
 * @returns the auth answer, or the refusal
 */
async function oauthSignIn(
  pb: PocketBase,
  email: string,
  options: { createData?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<RecordAuthResponse | ClientResponseError> {
  const methods = await pb.collection('users').listAuthMethods(opts);
  const provider = methods.oauth2.providers.find((p) => p.name === 'oidc');
  if (!provider) throw new Error('The oidc provider is not listed');
  const back = await oidc.authorize(
    provider.authURL + encodeURIComponent(redirectURL),
    email,
    'Rana Haddad',
  );
  expect(back.get('state')).toBe(provider.state);
  return pb
    .collection('users')
    .authWithOAuth2Code(
      'oidc',
      back.get('code') ?? '',
      provider.codeVerifier,
      redirectURL,
      options.createData ?? {},
      { ...opts, ...(options.headers && { headers: options.headers }) },
    )
    .catch((error: unknown) => {
      if (error instanceof ClientResponseError) return error;
      throw error;
    });
}

function fieldCode(error: unknown, field: string): unknown {
  expect(error).toBeInstanceOf(ClientResponseError);
  const data = (error as ClientResponseError).response.data as Record<string, { code?: string }>;
  return data[field]?.code;
}

async function usersWith(email: string): Promise<number> {
  const filter = admin.filter('email = {:email}', { email });
  return (await admin.collection('users').getList(1, 1, { filter, ...opts })).totalItems;
}

async function linksOf(userId: string): Promise<number> {
  const filter = admin.filter('recordRef = {:id}', { id: userId });
  return (await admin.collection('_externalAuths').getList(1, 1, { filter, ...opts })).totalItems;
}

describe('an OAuth2 sign-up', () => {
  it('creates a verified account with no user type, whatever the app asked for', async () => {
    const email = freshEmail('oauth-new');
    const answer = await oauthSignIn(guest(url), email, {
      createData: {
        user_type: 'contractor',
        user_type_pending: false,
        email: 'someone-else@example.com',
        language_preference: 'Arabic',
      },
    });
    if (answer instanceof ClientResponseError) throw answer;
    expect(answer.meta?.['isNew']).toBe(true);
    expect(answer.record).toMatchObject({
      email,
      verified: true,
      name: 'Rana Haddad',
      user_type: '',
      user_type_pending: true,
      language_preference: 'Arabic',
    });
  });

  it('is refused when the provider vouches for no email, creating nobody', async () => {
    const email = freshEmail('unverified-oauth');
    const before = (await admin.collection('users').getList(1, 1, opts)).totalItems;
    const answer = await oauthSignIn(guest(url), email);
    expect(fieldCode(answer, 'email')).toBe('oauth_email_missing');
    expect((await admin.collection('users').getList(1, 1, opts)).totalItems).toBe(before);
  });

  it('chooses the user type once, through the choice route only', async () => {
    const pb = guest(url);
    const answer = await oauthSignIn(pb, freshEmail('oauth-choice'));
    if (answer instanceof ClientResponseError) throw answer;
    const id = answer.record.id;

    const plain = await expectRefused(
      pb.collection('users').update(id, { user_type: 'client' }, opts),
      400,
    );
    expect(plain.response.data).toMatchObject({ user_type: { code: 'validation_not_allowed' } });

    const chosen = await pb.send<unknown>('/api/account/user-type', {
      method: 'POST',
      body: { user_type: 'contractor' },
      ...opts,
    });
    expect(chosen).toEqual({ user_type: 'contractor' });
    const again = await expectRefused(
      pb.send('/api/account/user-type', { method: 'POST', body: { user_type: 'client' }, ...opts }),
      409,
    );
    expect(again.response).toMatchObject({ data: { user_type: { code: 'user_type_chosen' } } });
    const flag = await expectRefused(
      pb.collection('users').update(id, { user_type_pending: true }, opts),
      400,
    );
    expect(flag.response.data).toMatchObject({
      user_type_pending: { code: 'validation_not_allowed' },
    });
    expect(await admin.collection('users').getOne(id, opts)).toMatchObject({
      user_type: 'contractor',
      user_type_pending: false,
    });
  });

  it('is not a way for a password sign-up to skip or reopen the choice', async () => {
    const actor = await signUp(url, { user_type: 'client', user_type_pending: true });
    expect(actor.record['user_type_pending']).toBe(false);
    const refused = await expectRefused(
      actor.pb.send('/api/account/user-type', {
        method: 'POST',
        body: { user_type: 'contractor' },
        ...opts,
      }),
      409,
    );
    expect(refused.response).toMatchObject({ data: { user_type: { code: 'user_type_chosen' } } });
  });

  it('is refused from a sanctioned country, creating nobody', async () => {
    const email = freshEmail('oauth-sanctioned');
    const answer = await oauthSignIn(guest(url), email, { headers: { 'X-Client-Country': 'IR' } });
    expect(answer).toBeInstanceOf(ClientResponseError);
    expect((answer as ClientResponseError).status).toBe(451);
    expect((answer as ClientResponseError).response).toMatchObject({ code: 'sanctioned_region' });
    expect(await usersWith(email)).toBe(0);
  });

  it('cannot list under an email blocked after a suspension', async () => {
    const tradeId = await rooferId(admin);
    const owner = await signUp(url, { user_type: 'contractor' });
    const listing = await createListing(owner, tradeId);
    await admin.collection('contractors').update(listing.id, { status: 'suspended' }, opts);
    await owner.pb.collection('users').delete(owner.id, opts);

    const pb = guest(url);
    const answer = await oauthSignIn(pb, owner.email);
    if (answer instanceof ClientResponseError) throw answer;
    await pb.send('/api/account/user-type', {
      method: 'POST',
      body: { user_type: 'contractor' },
      ...opts,
    });
    await pb.collection('users').authRefresh();
    const refused = await expectRefused(
      pb.collection('contractors').create(
        {
          owner: answer.record.id,
          business_name: 'Back Again',
          trades: [tradeId],
          status: 'active',
        },
        opts,
      ),
      403,
    );
    expect(refused.response.data).toMatchObject({ owner: { code: 'identity_blocked' } });
  });
});

describe('an OAuth2 identity whose email has a password account', () => {
  it('is refused without the password, for any form of the mailbox, and links nothing', async () => {
    const owner = await signUp(url, { user_type: 'client' });
    const plusTag = owner.email.replace('@', '+oauth@');
    for (const email of [owner.email, owner.email.toUpperCase(), plusTag]) {
      const answer = await oauthSignIn(guest(url), email);
      expect(fieldCode(answer, 'email')).toBe('oauth_link_needs_password');
    }
    expect(await linksOf(owner.id)).toBe(0);
    expect(await usersWith(owner.email.toUpperCase())).toBe(0);
    expect(await usersWith(plusTag)).toBe(0);
    // The account and its password are untouched.
    await guest(url).collection('users').authWithPassword(owner.email, PASSWORD, opts);
  });

  it('is refused for an unverified account too (no take-over by the provider)', async () => {
    const owner = await signUp(url, { user_type: 'client', verified: false });
    const answer = await oauthSignIn(guest(url), owner.email);
    expect(fieldCode(answer, 'email')).toBe('oauth_link_needs_password');
    expect(await linksOf(owner.id)).toBe(0);
    await guest(url).collection('users').authWithPassword(owner.email, PASSWORD, opts);
  });

  it('is refused to a signed-in account that has not given its password', async () => {
    const owner = await signUp(url, { user_type: 'client' });
    const answer = await oauthSignIn(owner.pb, owner.email);
    expect(fieldCode(answer, 'email')).toBe('oauth_link_needs_password');
    expect(await linksOf(owner.id)).toBe(0);
  });

  it('links after the password, once, and then signs that account in', async () => {
    const owner = await signUp(url, { user_type: 'client' });
    const link = (password: string) =>
      owner.pb.send('/api/account/oauth-link', {
        method: 'POST',
        body: { provider: 'oidc', password },
        ...opts,
      });
    const wrong = await expectRefused(link('not-the-password-1'), 400);
    expect(wrong.response.data).toMatchObject({ password: { code: 'invalid_password' } });
    const unknown = await expectRefused(
      owner.pb.send('/api/account/oauth-link', {
        method: 'POST',
        body: { provider: 'google', password: PASSWORD },
        ...opts,
      }),
      400,
    );
    expect(unknown.response.data).toMatchObject({ provider: { code: 'validation_invalid_value' } });
    await expectRefused(
      guest(url).send('/api/account/oauth-link', {
        method: 'POST',
        body: { provider: 'oidc', password: PASSWORD },
        ...opts,
      }),
      401,
    );

    await link(PASSWORD);
    const linked = await oauthSignIn(owner.pb, owner.email);
    if (linked instanceof ClientResponseError) throw linked;
    expect(linked.record.id).toBe(owner.id);
    expect(linked.meta?.['isNew']).toBe(false);
    expect(await linksOf(owner.id)).toBe(1);

    const later = await oauthSignIn(guest(url), owner.email);
    if (later instanceof ClientResponseError) throw later;
    expect(later.record.id).toBe(owner.id);
    expect(later.record['user_type']).toBe('client');
  });
});

describe("a provider's answer by form post (Apple)", () => {
  it('becomes the GET of the callback page, with the name Apple sends once', async () => {
    const response = await fetch(`${url}/auth/oauth-callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code: 'apple-code',
        state: 'apple-state',
        user: JSON.stringify({ name: { firstName: 'Rana', lastName: 'Haddad' } }),
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/auth/oauth-callback?code=apple-code&state=apple-state&name=Rana%20Haddad',
    );
  });
});
