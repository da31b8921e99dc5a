/**
 * A real OpenID Connect provider for tests (oidc-provider, on loopback), configured as
 * PocketBase's generic `oidc` provider. Its sign-in page is a small form (email, name) that
 * the e2e tests fill in as a person would; integration tests go through the same pages with
 * plain HTTP (`authorize`). Whoever signs in is that email, verified (unless it starts with
 * `unverified-`), with that name: the provider's account id (`sub`) is the lower-cased email.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type PocketBase from 'pocketbase';

/** The client PocketBase is registered as. */
const CLIENT_ID = 'tradesmarket-test';
const CLIENT_SECRET = 'tradesmarket-test-secret-0123456789';

export interface OidcProvider {
  /** http://127.0.0.1:port */
  readonly issuer: string;
  /** The provider entry of the users collection's `oauth2.providers` (PocketBase's `oidc`). */
  pocketBaseConfig(displayName: string): Record<string, unknown>;
  /**
   * Follows an authorization URL (PocketBase's authURL with the redirect URL appended) as a
   * browser would, signing in as `email` on the form.
   * @returns the query of the redirect back to the app: code and state, or error
   */
  authorize(authURL: string, email: string, name?: string): Promise<URLSearchParams>;
  stop(): Promise<void>;
}

const names = new Map<string, string>();

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><title>Test OpenID provider</title></head>
<body><main>${body}</main></body></html>`);
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The sign-in page and its submission; the login and the consent are one step. */
async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const details = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    html(
      res,
      200,
      `<h1>Test OpenID provider</h1>
<form method="post" action="/interaction/${details.uid}">
<p><label>Email <input name="email" type="email" required></label></p>
<p><label>Name <input name="name"></label></p>
<p><button type="submit">Sign in</button></p>
</form>`,
    );
    return;
  }
  const form = await formBody(req);
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!email) {
    html(res, 400, '<p>Email is required.</p>');
    return;
  }
  names.set(email, (form.get('name') ?? '').trim());
  const clientId = String(details.params.client_id);
  const grant = new provider.Grant({ accountId: email, clientId });
  const scope = details.params.scope;
  grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: email }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/**
 * Starts the provider on 127.0.0.1 (`port`, or a free one) for clients redirecting to
 * `redirectUris` (the app's /auth/oauth-callback on each server that uses it).
 * @throws when the port is taken
 */
export async function startOidcProvider(
  redirectUris: readonly string[],
  port = 0,
): Promise<OidcProvider> {
  // The issuer names the port, known once the server listens.
  const made: { provider?: Provider } = {};
  const server: Server = createServer((req, res) => {
    const provider = made.provider;
    if (!provider) {
      res.writeHead(503).end();
      return;
    }
    if ((req.url ?? '').startsWith('/interaction/')) {
      interaction(provider, req, res).catch((error: unknown) => {
        html(res, 500, `<p>${String(error)}</p>`);
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  made.provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    // A signing key and lifetimes of its own, so the provider does not warn about its defaults.
    jwks: { keys: [{ ...signingKey(), use: 'sig', alg: 'RS256', kid: 'test' }] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) =>
      Promise.resolve({
        accountId: sub,
        claims: () =>
          Promise.resolve({
            sub,
            email: sub,
            email_verified: !sub.startsWith('unverified-'),
            name: names.get(sub) ?? '',
          }),
      }),
    interactions: { url: (_ctx, found) => Promise.resolve(`/interaction/${found.uid}`) },
  });

  return {
    issuer,
    pocketBaseConfig: (displayName) => ({
      name: 'oidc',
      displayName,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      authURL: `${issuer}/auth`,
      tokenURL: `${issuer}/token`,
      userInfoURL: `${issuer}/me`,
      pkce: true,
    }),
    authorize: (authURL, email, name = '') => authorize(authURL, email, name),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fresh RSA private key as a JWK (the provider signs its ID tokens with it). */
function signingKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ format: 'jwk' });
}

/** A browser's round trip through the provider, with a cookie jar of its own. */
async function authorize(authURL: string, email: string, name: string): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const at = (response: Response, base: string) =>
    new URL(response.headers.get('location') ?? '', base).toString();

  const started = await go(authURL);
  const form = at(started, authURL);
  if (!form.includes('/interaction/')) return new URL(form).searchParams;
  await go(form);
  const submitted = await go(form, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }).toString(),
  });
  let next = at(submitted, form);
  // The provider resumes the authorization, then redirects to the app.
  for (let hop = 0; hop < 5 && new URL(next).origin === new URL(authURL).origin; hop += 1) {
    next = at(await go(next), next);
  }
  return new URL(next).searchParams;
}

/**
 * Enables OAuth2 on `users` with `providers` only (as the operator does in the dashboard).
 * @returns a function that puts the previous OAuth2 settings back
 */
export async function enableOAuth2(
  admin: PocketBase,
  providers: ReadonlyArray<Record<string, unknown>>,
): Promise<() => Promise<void>> {
  const opts = { requestKey: null };
  const users = await admin.collections.getOne('users', opts);
  const previous: unknown = users.oauth2;
  await admin.collections.update(
    'users',
    { oauth2: { ...(previous as object), enabled: true, providers } },
    opts,
  );
  return async () => {
    await admin.collections.update('users', { oauth2: previous }, opts);
  };
}
