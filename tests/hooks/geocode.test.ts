import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type FieldErrors = Record<string, { code: string; message: string }>;
const g = loadHooksLib('geocode.js') as {
  positionErrors: (lat: unknown, lon: unknown) => FieldErrors;
  jsonValue: (raw: string) => unknown;
  geocodeConfig: (
    getenv: (name: string) => string,
  ) => { url: string; userAgent: string; batch: number; intervalMs: number } | null;
  searchRequest: (
    config: { url: string; userAgent: string },
    postcode: string,
    countryCode: string,
  ) => { url: string; method: string; headers: Record<string, string>; timeout: number };
  placeFromAnswer: (
    status: number,
    body: string,
  ) => { lat: number; lon: number; city: string; state: string } | null;
  retryDelayMs: (attempts: number) => number;
};

const HOUR = 60 * 60 * 1000;

describe('pb_hooks/lib/geocode.js', () => {
  it('accepts a position in range, or none', () => {
    expect(g.positionErrors(53.8, -1.55)).toEqual({});
    expect(g.positionErrors(null, null)).toEqual({});
    expect(g.positionErrors(51.4779, 0)).toEqual({});
    expect(g.positionErrors(0, 9.5)).toEqual({});
  });

  it('refuses 0, 0, one coordinate alone, text and out-of-range values', () => {
    expect(g.positionErrors(0, 0).lat?.code).toBe('validation_position_unknown');
    expect(g.positionErrors(10, null).lon?.code).toBe('validation_position_incomplete');
    expect(g.positionErrors(null, 10).lat?.code).toBe('validation_position_incomplete');
    expect(g.positionErrors('10', 10).lat?.code).toBe('validation_invalid_number');
    expect(g.positionErrors(90.01, 1).lat?.code).toBe('validation_max_number_constraint');
    expect(g.positionErrors(1, -180.5).lon?.code).toBe('validation_min_number_constraint');
  });

  it('reads a JSON field’s raw value', () => {
    expect(g.jsonValue('')).toBeNull();
    expect(g.jsonValue('null')).toBeNull();
    expect(g.jsonValue('-1.5492')).toBe(-1.5492);
    expect(g.jsonValue('"north"')).toBe('north');
  });

  it('is off without GEOCODE_URL and bounded with it', () => {
    expect(g.geocodeConfig(() => '')).toBeNull();
    const env: Record<string, string> = { GEOCODE_URL: ' https://geo.example/search ' };
    expect(g.geocodeConfig((name) => env[name] ?? '')).toEqual({
      url: 'https://geo.example/search',
      userAgent: 'TradesMarket listing geocoder',
      batch: 10,
      intervalMs: 1100,
    });
    env.GEOCODE_BATCH = '5000';
    env.GEOCODE_INTERVAL_MS = '0';
    expect(g.geocodeConfig((name) => env[name] ?? '')).toMatchObject({ batch: 100, intervalMs: 0 });
  });

  it('asks Nominatim’s search for one postcode with its User-Agent', () => {
    const request = g.searchRequest(
      { url: 'https://geo.example/search', userAgent: 'Ops (ops@example.com)' },
      ' SW1A 1AA ',
      'GB',
    );
    expect(request.url).toBe(
      'https://geo.example/search?format=jsonv2&addressdetails=1&limit=1&postalcode=SW1A%201AA&countrycodes=gb',
    );
    expect(request.headers['user-agent']).toBe('Ops (ops@example.com)');
    expect(request.method).toBe('GET');
  });

  it('reads the first place of an answer, and nothing from a failed or empty one', () => {
    const body = JSON.stringify([
      { lat: '53.7997', lon: '-1.5492', address: { town: 'Leeds', state: 'England' } },
    ]);
    expect(g.placeFromAnswer(200, body)).toEqual({
      lat: 53.7997,
      lon: -1.5492,
      city: 'Leeds',
      state: 'England',
    });
    expect(g.placeFromAnswer(500, body)).toBeNull();
    expect(g.placeFromAnswer(200, '[]')).toBeNull();
    expect(g.placeFromAnswer(200, '<html>')).toBeNull();
    expect(g.placeFromAnswer(200, '[{"lat":"0","lon":"0"}]')).toBeNull();
    expect(g.placeFromAnswer(200, '[{"lat":"95","lon":"0"}]')).toBeNull();
  });

  it('waits longer after each failure, at most a week', () => {
    expect(g.retryDelayMs(1)).toBe(HOUR);
    expect(g.retryDelayMs(2)).toBe(2 * HOUR);
    expect(g.retryDelayMs(4)).toBe(8 * HOUR);
    expect(g.retryDelayMs(30)).toBe(7 * 24 * HOUR);
  });
});
