import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type Place = { country: string; region: string; source?: string };
type Entry = { id: string; name: string; sources: string[] };
const sanctions = loadHooksLib('sanctions.js') as {
  LIST_DATE: string;
  requestPlace: (
    headers: Record<string, unknown>,
    getenv: (name: string) => string,
  ) => Required<Place>;
  sanctionedPlace: (place: Place) => Entry | null;
  refusalFor: (entry: Entry) => { status: number; code: string; message: string };
  eventDetails: (
    check: string,
    place: Required<Place>,
    entry: Entry,
    cardCountry?: string,
  ) => Record<string, string>;
};
const list = loadHooksLib('sanctions.json') as {
  date: string;
  entries: (Entry & { country: string; subdivisions: string[]; regionNames: string[] })[];
};

const env =
  (vars: Record<string, string> = {}) =>
  (name: string) =>
    vars[name] ?? '';
const place = (headers: Record<string, unknown>, vars?: Record<string, string>) =>
  sanctions.requestPlace(headers, env(vars));
const matched = (p: Place) => sanctions.sanctionedPlace(p)?.id ?? null;

describe('pb_hooks/lib/sanctions.js: requestPlace', () => {
  it("reads the client's IP-location headers (PocketBase's lower-case, underscore names)", () => {
    expect(place({ x_client_country: 'ir', x_client_region: 'Tehran' })).toEqual({
      country: 'IR',
      region: 'Tehran',
      source: 'client',
    });
    expect(place({})).toEqual({ country: '', region: '', source: 'none' });
  });

  it('turns a bare subdivision code into an ISO 3166-2 code, and decodes percent-encoded names', () => {
    expect(place({ x_client_country: 'UA', x_client_region: '43' }).region).toBe('UA-43');
    expect(place({ x_client_region: 'ua-14' }).region).toBe('UA-14');
    expect(place({ x_client_region: '43' }).region).toBe('');
    expect(place({ x_client_region: 'Donets%CA%B9ka%20Oblast' }).region).toBe('Donetsʹka Oblast');
  });

  it('treats garbage as unknown', () => {
    for (const country of ['IRN', 'I', '1R', 'XX', 'T1', ' ', 42, ['IR'], null]) {
      expect(place({ x_client_country: country }).country).toBe('');
    }
    for (const region of ['x'.repeat(101), 'Crimea\u0000', '%E0%A4%A', '---', '', 7]) {
      expect(place({ x_client_region: region }).region).toBe('');
    }
  });

  it('with TRUSTED_PROXY_HEADER, believes only the proxy', () => {
    const headers = {
      x_client_country: 'US',
      x_client_region: 'California',
      cf_ipcountry: 'KP',
      cf_region_code: '01',
    };
    expect(place(headers, { TRUSTED_PROXY_HEADER: 'CF-IPCountry' })).toEqual({
      country: 'KP',
      region: '',
      source: 'proxy',
    });
    expect(
      place(headers, {
        TRUSTED_PROXY_HEADER: 'CF-IPCountry',
        TRUSTED_PROXY_REGION_HEADER: 'CF-Region-Code',
      }).region,
    ).toBe('KP-01');
    // A proxy that sent nothing: unknown, never the client's word.
    expect(place({ x_client_country: 'IR' }, { TRUSTED_PROXY_HEADER: 'CF-IPCountry' })).toEqual({
      country: '',
      region: '',
      source: 'proxy',
    });
  });
});

describe('pb_hooks/lib/sanctions.js: sanctionedPlace', () => {
  it('matches the four countries, whatever the region', () => {
    for (const country of ['CU', 'IR', 'KP', 'SY']) {
      expect(matched({ country, region: '' })).toBe(country);
      expect(matched({ country: country.toLowerCase(), region: 'Anywhere' })).toBe(country);
    }
    expect(matched({ country: '', region: 'IR-07' })).toBe('IR');
  });

  it('matches the occupied regions of Ukraine by ISO 3166-2 code', () => {
    expect(matched({ country: 'UA', region: 'UA-43' })).toBe('UA-43');
    expect(matched({ country: 'UA', region: 'UA-40' })).toBe('UA-40');
    expect(matched({ country: 'UA', region: 'UA-14' })).toBe('UA-14');
    expect(matched({ country: '', region: 'UA-09' })).toBe('UA-09');
  });

  it('matches them by the names IP-location services give, under UA, RU or no country', () => {
    expect(matched({ country: 'UA', region: 'Crimea' })).toBe('UA-43');
    expect(matched({ country: 'RU', region: 'Republic of Crimea' })).toBe('UA-43');
    expect(matched({ country: '', region: 'crimea' })).toBe('UA-43');
    expect(matched({ country: 'UA', region: 'Donetsk Oblast' })).toBe('UA-14');
    expect(matched({ country: 'UA', region: "Donets'ka Oblast" })).toBe('UA-14');
    expect(matched({ country: 'UA', region: 'Donetsʹka Oblast' })).toBe('UA-14');
    expect(matched({ country: 'UA', region: 'Luhansk' })).toBe('UA-09');
    expect(matched({ country: 'RU', region: 'Lugansk' })).toBe('UA-09');
    expect(matched({ country: 'UA', region: 'Sevastopol City' })).toBe('UA-40');
  });

  it('does not match elsewhere in Ukraine, nor a same-named region in another country', () => {
    expect(matched({ country: 'UA', region: 'Kyiv City' })).toBeNull();
    expect(matched({ country: 'UA', region: 'UA-30' })).toBeNull();
    expect(matched({ country: 'UA', region: 'Kherson Oblast' })).toBeNull();
    expect(matched({ country: 'UA', region: 'UA-23' })).toBeNull();
    expect(matched({ country: 'US', region: 'Crimea' })).toBeNull();
    expect(matched({ country: 'US', region: 'California' })).toBeNull();
    expect(matched({ country: '', region: '' })).toBeNull();
  });
});

describe('pb_hooks/lib/sanctions.json', () => {
  it('names its date and a source for every entry', () => {
    expect(list.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sanctions.LIST_DATE).toBe(list.date);
    for (const entry of list.entries) {
      expect(entry.sources.length, entry.id).toBeGreaterThan(0);
      expect(entry.country || entry.subdivisions.length, entry.id).toBeTruthy();
    }
  });
});

describe('pb_hooks/lib/sanctions.js: refusals', () => {
  it('answers 451 with the code the app words, naming the place in English', () => {
    const entry = sanctions.sanctionedPlace({ country: 'UA', region: 'UA-43' });
    if (!entry) throw new Error('Crimea is on the list');
    expect(sanctions.refusalFor(entry)).toEqual({
      status: 451,
      code: 'sanctioned_region',
      message:
        "We can't open accounts or take payments from Crimea: it is under comprehensive sanctions.",
    });
  });

  it('logs the check, the place and the match, and nothing about the person', () => {
    const p = place({ x_client_country: 'us' });
    const entry = sanctions.sanctionedPlace({ country: 'IR', region: '' });
    if (!entry) throw new Error('Iran is on the list');
    expect(sanctions.eventDetails('payment', p, entry, 'IR')).toEqual({
      check: 'payment',
      country: 'US',
      region: '',
      source: 'client',
      matched: 'IR',
      list_date: list.date,
      card_country: 'IR',
    });
  });
});
