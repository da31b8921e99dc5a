import { describe, expect, it } from 'vitest';
import {
  isSanctionsRefusal,
  placeHeaders,
  sanctionedPlaceOf,
  type ClientPlaceHeaders,
} from '@/lib/client-place';
import { formErrorFor, failureFromError } from '@/features/auth/model';
import { readCallFailure } from '@/lib/call-failure';
import type { IpLocation } from '@/lib/ip-location';
import { loadHooksLib } from '../support/hooks-lib';

const server = loadHooksLib('sanctions.js') as {
  requestPlace: (
    headers: Record<string, unknown>,
    getenv: (name: string) => string,
  ) => { country: string; region: string };
  sanctionedPlace: (place: { country: string; region: string }) => { id: string } | null;
};

const at = (countryCode: string, region = '', regionCode = ''): IpLocation => ({
  countryCode,
  timeZone: '',
  region,
  regionCode,
});

/** The headers as PocketBase hands them to the hook: lower case, `-` as `_`. */
function asServerSees(headers: ClientPlaceHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k.toLowerCase().replace(/-/g, '_'), v]),
  );
}

describe('placeHeaders', () => {
  it('sends the country and the ISO 3166-2 code when the lookup has one', () => {
    expect(placeHeaders(at('UA', 'Crimea', '43'))).toEqual({
      'X-Client-Country': 'UA',
      'X-Client-Region': 'UA-43',
    });
  });

  it('sends the region name, percent-encoded, when there is no code', () => {
    expect(placeHeaders(at('UA', 'Donetsʹka Oblast'))).toEqual({
      'X-Client-Country': 'UA',
      'X-Client-Region': 'Donets%CA%B9ka%20Oblast',
    });
    expect(placeHeaders(at('DE'))).toEqual({ 'X-Client-Country': 'DE' });
  });

  it('sends nothing when the lookup failed', () => {
    expect(placeHeaders(null)).toEqual({});
  });
});

describe('sanctionedPlaceOf', () => {
  it('names a listed country by its code and a listed region by its words', () => {
    expect(sanctionedPlaceOf(at('IR', 'Tehran', 'TE'))).toEqual({ kind: 'country', code: 'IR' });
    expect(sanctionedPlaceOf(at('UA', 'Crimea', '43'))).toEqual({
      kind: 'region',
      region: 'crimea',
    });
    expect(sanctionedPlaceOf(at('RU', 'Lugansk'))).toEqual({ kind: 'region', region: 'luhansk' });
    expect(sanctionedPlaceOf(at('UA', 'Kyiv City', '30'))).toBeNull();
    expect(sanctionedPlaceOf(null)).toBeNull();
  });

  it('agrees with the server on what the headers it sends mean', () => {
    const cases = [
      at('IR', 'Tehran', 'TE'),
      at('CU'),
      at('KP', 'Pyongyang'),
      at('SY', 'Damascus Governorate', 'DI'),
      at('UA', 'Crimea', '43'),
      at('UA', 'Crimea'),
      at('RU', 'Republic of Crimea'),
      at('UA', 'Sevastopol City', '40'),
      at('UA', 'Donetsk Oblast', '14'),
      at('UA', 'Donetsʹka Oblast'),
      at('UA', 'Luhansk', '09'),
      at('UA', 'Kherson Oblast', '65'),
      at('UA', 'Kyiv City', '30'),
      at('US', 'Crimea'),
      at('DE', 'Berlin', 'BE'),
    ];
    for (const location of cases) {
      const seen = server.requestPlace(asServerSees(placeHeaders(location)), () => '');
      const refused = server.sanctionedPlace(seen) !== null;
      expect(sanctionedPlaceOf(location) !== null, JSON.stringify(location)).toBe(refused);
    }
  });
});

describe("the server's sanctions refusal", () => {
  const answer = {
    status: 451,
    response: { code: 'sanctioned_region', message: "We can't open accounts…" },
  };

  it('is read with its code, and told apart from other refusals', () => {
    const failure = readCallFailure(answer);
    expect(failure).toEqual({
      kind: 'refused',
      status: 451,
      code: 'sanctioned_region',
      message: "We can't open accounts…",
    });
    expect(isSanctionsRefusal(failure)).toBe(true);
    expect(isSanctionsRefusal(readCallFailure({ ...answer, status: 403 }))).toBe(false);
    expect(isSanctionsRefusal(readCallFailure({ status: 451, response: {} }))).toBe(false);
  });

  it('is a form error of its own on the sign-up form, worded by code', () => {
    expect(formErrorFor(failureFromError(answer), 'signUp')).toBe('sanctioned');
    expect(formErrorFor(failureFromError({ status: 451, response: {} }), 'signUp')).toBe('server');
  });
});
