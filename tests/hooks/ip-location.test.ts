import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

interface Place {
  country_code: string;
  region: string;
  region_code: string;
  timezone: string;
}
interface Store {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => void;
  remove: (key: string) => void;
  getAll: () => Record<string, unknown>;
}
interface Io {
  nowMs: number;
  send: (request: { url: string; timeout: number }) => { statusCode: number; body: string };
  maxEntries?: number;
}

const lib = loadHooksLib('ip-location.js') as {
  ANSWER_TTL_MS: number;
  FAILURE_TTL_MS: number;
  RATE_LIMITED_PAUSE_MS: number;
  upstreamTemplate: (getenv: (name: string) => string) => string | null;
  upstreamHost: (getenv: (name: string) => string) => string | null;
  isPublicAddress: (ip: string) => boolean;
  addressKey: (ip: string) => string;
  lookupRequest: (template: string, ip: string) => { url: string; timeout: number };
  placeFromAnswer: (status: number, body: string) => Place | null;
  keysToSweep: (entries: Record<string, unknown>, nowMs: number, max: number) => string[];
  locate: (store: Store, template: string | null, ip: string, io: Io) => Place | object;
};

const env =
  (vars: Record<string, string>) =>
  (name: string): string =>
    vars[name] ?? '';

/** An app store stand-in: a Map with PocketBase's store methods. */
function memoryStore(): Store & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: (key) => map.get(key),
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    getAll: () => Object.fromEntries(map),
  };
}

const BERLIN = {
  ip: '81.2.69.142',
  country_code: 'de',
  region: 'Berlin',
  region_code: 'BE',
  timezone: 'Europe/Berlin',
  city: 'Berlin',
  latitude: 52.5,
};

describe('pb_hooks/lib/ip-location.js', () => {
  it('asks ipapi.co by default, nobody when off, and refuses a template without {ip}', () => {
    expect(lib.upstreamTemplate(env({}))).toBe('https://ipapi.co/{ip}/json/');
    expect(lib.upstreamHost(env({}))).toBe('ipapi.co');
    expect(lib.upstreamTemplate(env({ IP_LOCATION_URL: 'OFF' }))).toBeNull();
    expect(lib.upstreamHost(env({ IP_LOCATION_URL: 'off' }))).toBeNull();
    expect(
      lib.upstreamTemplate(env({ IP_LOCATION_URL: 'https://ipinfo.example/json' })),
    ).toBeNull();
    expect(lib.upstreamTemplate(env({ IP_LOCATION_URL: 'ftp://x.example/{ip}' }))).toBeNull();
    const custom = env({ IP_LOCATION_URL: ' http://user:pw@Geo.Example:8080/{ip}?key=k ' });
    expect(lib.upstreamTemplate(custom)).toBe('http://user:pw@Geo.Example:8080/{ip}?key=k');
    expect(lib.upstreamHost(custom)).toBe('geo.example:8080');
  });

  it('sends only public addresses', () => {
    for (const ip of ['81.2.69.142', '8.8.8.8', '2a02:8070:a::1', '::ffff:81.2.69.142']) {
      expect(lib.isPublicAddress(ip), ip).toBe(true);
    }
    for (const ip of [
      '127.0.0.1',
      '127.42.0.2',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '203.0.113.9',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '2001:db8::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '',
      'localhost',
      '1.2.3',
      '256.1.1.1',
      '1.2.3.4/../x',
      '2a02::1::2',
    ]) {
      expect(lib.isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('spells one IPv6 address one way (RFC 5952) however it is written', () => {
    expect(lib.addressKey('2A02:8070:000A::1')).toBe('2a02:8070:a::1');
    expect(lib.addressKey('2a02:8070:000a:0000:0000:0000:0000:0001')).toBe('2a02:8070:a::1');
    expect(lib.addressKey('2a02:0:0:1:0:0:0:1')).toBe('2a02:0:0:1::1');
    expect(lib.addressKey('2a02:1:2:3:4:5:6:7')).toBe('2a02:1:2:3:4:5:6:7');
    expect(lib.addressKey('2a02:1:0:3:4:5:6:7')).toBe('2a02:1:0:3:4:5:6:7');
    expect(lib.addressKey('81.2.69.142')).toBe('81.2.69.142');
  });

  it('puts the address into the template, with a short timeout', () => {
    const request = lib.lookupRequest('https://ipapi.co/{ip}/json/', '2a02:8070:a::1');
    expect(request.url).toBe('https://ipapi.co/2a02:8070:a::1/json/');
    expect(request.timeout).toBeGreaterThan(0);
    expect(request.timeout).toBeLessThanOrEqual(5);
  });

  it('keeps the four fields the app reads, and nothing from a failed answer', () => {
    expect(lib.placeFromAnswer(200, JSON.stringify(BERLIN))).toEqual({
      country_code: 'DE',
      region: 'Berlin',
      region_code: 'BE',
      timezone: 'Europe/Berlin',
    });
    expect(lib.placeFromAnswer(200, '{"country_code":"US"}')).toEqual({
      country_code: 'US',
      region: '',
      region_code: '',
      timezone: '',
    });
    expect(lib.placeFromAnswer(429, JSON.stringify(BERLIN))).toBeNull();
    expect(lib.placeFromAnswer(200, '{"error":true,"reason":"RateLimited"}')).toBeNull();
    expect(lib.placeFromAnswer(200, '{"country_code":"Germany"}')).toBeNull();
    expect(lib.placeFromAnswer(200, '<html>')).toBeNull();
    expect(lib.placeFromAnswer(200, '[]')).toBeNull();
    const long = lib.placeFromAnswer(
      200,
      JSON.stringify({ country_code: 'FR', region: 'x'.repeat(500) }),
    );
    expect(long?.region).toHaveLength(100);
  });

  it('asks once per address a day, remembers a failure for a while, and pauses after a 429', () => {
    const store = memoryStore();
    const asked: string[] = [];
    let answer = { statusCode: 200, body: JSON.stringify(BERLIN) };
    const io = (nowMs: number): Io => ({
      nowMs,
      send: (request) => {
        asked.push(request.url);
        return answer;
      },
    });
    const template = 'http://geo.test/{ip}';
    const t0 = 1_000_000;
    expect(lib.locate(store, template, '81.2.69.142', io(t0))).toMatchObject({
      country_code: 'DE',
    });
    expect(lib.locate(store, template, '81.2.69.142', io(t0 + 1000))).toMatchObject({
      country_code: 'DE',
    });
    expect(asked).toEqual(['http://geo.test/81.2.69.142']);
    lib.locate(store, template, '81.2.69.142', io(t0 + lib.ANSWER_TTL_MS));
    expect(asked).toHaveLength(2);

    expect(lib.locate(store, template, '127.0.0.1', io(t0))).toEqual({});
    expect(lib.locate(store, null, '8.8.8.8', io(t0))).toEqual({});
    expect(asked).toHaveLength(2);

    answer = { statusCode: 500, body: '' };
    expect(lib.locate(store, template, '8.8.4.4', io(t0))).toEqual({});
    expect(lib.locate(store, template, '8.8.4.4', io(t0 + lib.FAILURE_TTL_MS - 1))).toEqual({});
    expect(asked).toHaveLength(3);

    answer = { statusCode: 429, body: '{"error":true}' };
    expect(lib.locate(store, template, '9.9.9.9', io(t0))).toEqual({});
    answer = { statusCode: 200, body: JSON.stringify(BERLIN) };
    expect(lib.locate(store, template, '1.1.1.1', io(t0 + 1000))).toEqual({});
    expect(asked).toHaveLength(4);
    expect(
      lib.locate(store, template, '1.1.1.1', io(t0 + lib.RATE_LIMITED_PAUSE_MS)),
    ).toMatchObject({ country_code: 'DE' });
    expect(asked).toHaveLength(5);
  });

  it('answers {} when the provider cannot be reached', () => {
    const store = memoryStore();
    const io: Io = {
      nowMs: 5,
      send: () => {
        throw new Error('dial tcp 127.0.0.1:9: connect: connection refused');
      },
    };
    expect(lib.locate(store, 'http://127.0.0.1:9/{ip}', '81.2.69.142', io)).toEqual({});
  });

  it('holds at most maxEntries addresses', () => {
    const store = memoryStore();
    const io = (nowMs: number): Io => ({
      nowMs,
      maxEntries: 5,
      send: () => ({ statusCode: 200, body: JSON.stringify(BERLIN) }),
    });
    const cached = () => [...store.map.keys()].filter((k) => k.startsWith('ipLocation:cache:'));
    for (let i = 1; i <= 20; i += 1)
      lib.locate(store, 'http://geo.test/{ip}', `81.2.69.${i}`, io(i));
    expect(cached().length).toBeLessThanOrEqual(5);
    expect(cached().length).toBeGreaterThan(0);
  });

  it('sweeps the expired entries first, and all when the fresh ones fill the cache', () => {
    const fresh = JSON.stringify({ at: 100, ttl: 1000, place: null });
    const stale = JSON.stringify({ at: 0, ttl: 10, place: null });
    expect(lib.keysToSweep({ a: fresh, b: stale, c: 'junk' }, 200, 5).sort()).toEqual(['b', 'c']);
    expect(lib.keysToSweep({ a: fresh, b: fresh, c: stale }, 200, 2).sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
