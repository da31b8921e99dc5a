import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../support/actors';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { subscribe } from '../support/realtime';

// GET /api/ip-location (pb_hooks/routes-app.pb.js) over plain HTTP against real
// servers: one asking a local stand-in provider, behind a trusted proxy that names the
// visitor in X-Real-IP, with the production rate limits; one whose provider is a closed port;
// one with IP_LOCATION_URL=off. And the gzip compression of the REST API's answers.

/** A visitor address the stand-in knows (MaxMind's documentation address in Berlin). */
const BERLIN_IP = '81.2.69.142';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over node:http, as a caller sends it: no automatic decompression. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** GET /api/ip-location as a visitor at `ip` (through the trusted proxy), the JSON answer. */
async function locate(url: string, ip?: string): Promise<{ status: number; body: unknown }> {
  const res = await rawGet(`${url}/api/ip-location`, ip ? { 'X-Real-IP': ip } : {});
  return { status: res.status, body: JSON.parse(res.body.toString('utf8')) as unknown };
}

/** A stand-in IP-location provider (ipapi.co's `/{ip}/json/`); records every path it is asked. */
async function startProvider(): Promise<{
  url: string;
  paths: string[];
  stop: () => Promise<void>;
}> {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    const ip = decodeURIComponent((req.url ?? '').split('/')[1] ?? '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (ip === '81.2.69.150') send(500, { error: true });
    else if (ip === '81.2.69.160') send(429, { error: true, reason: 'RateLimited' });
    else {
      send(200, {
        ip,
        city: 'Berlin',
        region: 'Berlin',
        region_code: 'BE',
        country_code: 'de',
        timezone: 'Europe/Berlin',
        latitude: 52.52,
        org: 'Example ISP',
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: opened, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Makes PocketBase read the visitor's address from X-Real-IP (as behind the Caddy example). */
async function trustProxy(admin: PocketBase): Promise<void> {
  await admin.settings.update(
    { trustedProxy: { headers: ['X-Real-IP'], useLeftmostIP: false } },
    { requestKey: null },
  );
}

describe('GET /api/ip-location with a provider', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let server: RunningPocketBase;
  let admin: PocketBase;

  beforeAll(async () => {
    provider = await startProvider();
    server = await startTestPocketBase({
      productionRateLimits: true,
      env: { IP_LOCATION_URL: `${provider.url}/{ip}/json/` },
    });
    admin = await superuser(server.url);
    await trustProxy(admin);
  });
  afterAll(async () => {
    await server.stop();
    await provider.stop();
  });

  it('answers {} for a loopback visitor without asking the provider', async () => {
    expect(await locate(server.url)).toEqual({ status: 200, body: {} });
    expect(provider.paths).toEqual([]);
  });

  it('answers {} for a private address named by the proxy, without asking', async () => {
    for (const ip of ['10.1.2.3', '192.168.0.7', 'fd00::1']) {
      expect(await locate(server.url, ip)).toEqual({ status: 200, body: {} });
    }
    expect(provider.paths).toEqual([]);
  });

  it("answers the visitor's place, asking the provider with the visitor's address once", async () => {
    const first = await rawGet(`${server.url}/api/ip-location`, { 'X-Real-IP': BERLIN_IP });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(first.body.toString('utf8'))).toEqual({
      country_code: 'DE',
      region: 'Berlin',
      region_code: 'BE',
      timezone: 'Europe/Berlin',
    });
    expect(provider.paths).toEqual([`/${BERLIN_IP}/json/`]);

    const again = await locate(server.url, BERLIN_IP);
    expect(again.body).toMatchObject({ country_code: 'DE' });
    expect(provider.paths).toEqual([`/${BERLIN_IP}/json/`]);
  });

  it('looks up an IPv6 visitor by the address in its usual spelling, once', async () => {
    expect((await locate(server.url, '2a02:8070:a::1')).body).toMatchObject({ country_code: 'DE' });
    expect((await locate(server.url, '2A02:8070:000a::0001')).body).toMatchObject({
      country_code: 'DE',
    });
    expect(provider.paths.filter((p) => p.startsWith('/2a02'))).toEqual(['/2a02:8070:a::1/json/']);
  });

  it('answers {} when the provider fails, and does not ask again at once', async () => {
    expect(await locate(server.url, '81.2.69.150')).toEqual({ status: 200, body: {} });
    expect(await locate(server.url, '81.2.69.150')).toEqual({ status: 200, body: {} });
    expect(provider.paths.filter((p) => p.includes('81.2.69.150'))).toHaveLength(1);
  });

  it('limits each address to 30 lookups a minute (429 after)', async () => {
    const ip = '81.2.69.170';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await locate(server.url, ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another visitor is not limited by that one.
    expect((await locate(server.url, '81.2.69.171')).status).toBe(200);
  });

  it("names the provider's host for the privacy notice", async () => {
    const caps = (await (await fetch(`${server.url}/api/app/capabilities`)).json()) as {
      services: { ipLocation: string | null };
    };
    expect(caps.services.ipLocation).toBe(new URL(provider.url).host);
  });

  // Last: after a 429 the provider is left alone for a minute, for every visitor.
  it('answers {} when the provider says 429, and then asks nobody for a while', async () => {
    expect(await locate(server.url, '81.2.69.160')).toEqual({ status: 200, body: {} });
    const asked = provider.paths.length;
    expect(await locate(server.url, '81.2.69.161')).toEqual({ status: 200, body: {} });
    expect(provider.paths).toHaveLength(asked);
  });
});

describe('GET /api/ip-location with an unreachable provider, or none', () => {
  let unreachable: RunningPocketBase;
  let off: RunningPocketBase;

  beforeAll(async () => {
    const port = await closedPort();
    [unreachable, off] = await Promise.all([
      startTestPocketBase({ env: { IP_LOCATION_URL: `http://127.0.0.1:${port}/{ip}/json/` } }),
      startTestPocketBase({ env: { IP_LOCATION_URL: 'off' } }),
    ]);
    await Promise.all([unreachable, off].map(async (s) => trustProxy(await superuser(s.url))));
  });
  afterAll(async () => {
    await Promise.all([unreachable.stop(), off.stop()]);
  });

  it('answers {} when the provider cannot be reached', async () => {
    const started = Date.now();
    expect(await locate(unreachable.url, BERLIN_IP)).toEqual({ status: 200, body: {} });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers {} and names no provider when IP_LOCATION_URL is off', async () => {
    expect(await locate(off.url, BERLIN_IP)).toEqual({ status: 200, body: {} });
    const caps = (await (await fetch(`${off.url}/api/app/capabilities`)).json()) as {
      services: { ipLocation: string | null };
    };
    expect(caps.services.ipLocation).toBeNull();
  });

  it('gzips a records list for a caller that accepts gzip, and only then', async () => {
    const url = `${off.url}/api/collections/trades/records?perPage=1000`;
    const zipped = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    const list = JSON.parse(gunzipSync(zipped.body).toString('utf8')) as { items: unknown[] };
    expect(list.items.length).toBeGreaterThan(10);

    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(list);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('keeps the realtime stream plain, and it still delivers', async () => {
    const stream = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const req = request(
        `${off.url}/api/realtime`,
        { headers: { 'Accept-Encoding': 'gzip' }, agent: false },
        (res) => {
          res.once('data', () => {
            resolve(res.headers);
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(stream['content-type']).toContain('text/event-stream');
    expect(stream['content-encoding']).toBeUndefined();

    const admin = await superuser(off.url);
    const sub = await subscribe(off.url, ['trades/*']);
    try {
      const trade = await admin
        .collection('trades')
        .getFirstListItem('value = "roofer"', { requestKey: null });
      await admin.collection('trades').update(trade.id, { label: trade['label'] as string });
      const message = await sub.next(5000);
      expect(message.topic).toBe('trades/*');
      expect(message.data.record['id']).toBe(trade.id);
    } finally {
      sub.close();
    }
  });
});
