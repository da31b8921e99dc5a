import { afterEach, describe, expect, it, vi } from 'vitest';
import { IP_LOCATION_ROUTE, ipLocationRequestUrl } from '@/lib/ip-location';

describe('where the app asks for the visitor’s location (src/lib/ip-location.ts)', () => {
  it('asks its own server when the build names no IP-location API', () => {
    expect(IP_LOCATION_ROUTE).toBe('/api/ip-location');
    expect(ipLocationRequestUrl(null, null)).toBe('/api/ip-location');
  });

  it('asks the API server when it is on another origin (VITE_POCKETBASE_URL)', () => {
    expect(ipLocationRequestUrl(null, 'https://api.example/')).toBe(
      'https://api.example/api/ip-location',
    );
    expect(ipLocationRequestUrl(null, 'https://api.example/pb')).toBe(
      'https://api.example/pb/api/ip-location',
    );
  });

  it('calls the API the build names (VITE_IP_LOCATION_URL) directly', () => {
    expect(ipLocationRequestUrl('https://ip-location.test/json/', null)).toBe(
      'https://ip-location.test/json/',
    );
    expect(ipLocationRequestUrl('https://ip-location.test/json/', 'https://api.example/')).toBe(
      'https://ip-location.test/json/',
    );
  });
});

describe('lookupIpLocation with the server route', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The module afresh (its one lookup per page load is module state), the build unset. */
  async function freshLookup(answer: unknown) {
    vi.resetModules();
    vi.stubEnv('VITE_IP_LOCATION_URL', '');
    const fetchMock = vi.fn<(input: string) => Promise<Response>>(() =>
      Promise.resolve(Response.json(answer)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { lookupIpLocation } = await import('@/lib/ip-location');
    return { result: await lookupIpLocation(), fetchMock };
  }

  it("reads the server's normalized answer", async () => {
    const { result, fetchMock } = await freshLookup({
      country_code: 'DE',
      region: 'Berlin',
      region_code: 'BE',
      timezone: 'Europe/Berlin',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ip-location');
    expect(result).toEqual({
      countryCode: 'DE',
      region: 'Berlin',
      regionCode: 'BE',
      timeZone: 'Europe/Berlin',
    });
  });

  it('takes {} (the server knows nothing) as no location', async () => {
    expect((await freshLookup({})).result).toBeNull();
  });
});
