import 'fake-indexeddb/auto';
import { ValiError } from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCapture } from '@/data/exit-intent-captures';
import { requestHire, type HireRequest } from '@/data/hires';
import { saveListing, type ListingFields } from '@/data/listings';
import { localDb, LocalDb } from '@/data/local-db';
import { reviewHire } from '@/data/reviews';
import { localDay } from '@/lib/local-day';

// Each repository write checks its input with the schema the form uses, so a caller that
// skips the form (or a bug in it) cannot queue what the server would refuse later, offline.
let db: LocalDb;
let n = 0;
const fresh = () => (db = new LocalDb(`write-schemas-test-${++n}`));
afterEach(async () => {
  db.close();
  await db.delete();
  vi.unstubAllGlobals();
});

const request: HireRequest = {
  trade: 't-roof',
  description: '  Replace the ridge tiles.  ',
  preferredStart: '',
  preferredEnd: '',
  contactPreference: 'phone',
  clientPhone: ' 555 0100 ',
};

const listing: ListingFields = {
  business_name: 'Olive Tiling',
  trades: ['t-tile'],
  description: '',
  phone: '',
  email: '',
  website: '',
  city: '',
  region: '',
  postcode: '',
  country_code: 'GB',
  lat: null,
  lon: null,
  service_radius_km: 25,
  years_in_business: 3,
  license_number: '',
  insured: false,
  status: 'active',
};

async function nothingQueued(): Promise<void> {
  expect(await db.outbox.count()).toBe(0);
}

describe('requestHire', () => {
  it('queues the checked request, its text trimmed', async () => {
    fresh();
    const hire = await requestHire('client000000001', { id: 'listing00000001' }, request, db);
    expect(hire).toMatchObject({
      description: 'Replace the ridge tiles.',
      client_phone: '555 0100',
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses a request the form would refuse, and stores nothing', async () => {
    fresh();
    const bad = [
      { ...request, description: 'short' },
      { ...request, trade: '' },
      { ...request, clientPhone: '' },
      { ...request, preferredStart: '2000-01-01' },
      { ...request, preferredStart: localDay(), preferredEnd: '2000-01-01' },
      { ...request, contactPreference: 'fax' as HireRequest['contactPreference'] },
    ];
    for (const input of bad) {
      await expect(requestHire('client000000001', { id: 'l1' }, input, db)).rejects.toThrow(
        ValiError,
      );
    }
    expect(await db.hires.count()).toBe(0);
    await nothingQueued();
  });
});

describe('reviewHire', () => {
  it('refuses a rating outside 1–5 or a fraction, and an over-long text', async () => {
    fresh();
    const hire = { id: 'h1', contractor: 'c1' };
    for (const [rating, body] of [
      [0, ''],
      [6, ''],
      [4.5, ''],
      [5, 'x'.repeat(2001)],
    ] as const) {
      await expect(reviewHire('author000000001', hire, rating, body, db)).rejects.toThrow(
        ValiError,
      );
    }
    expect(await db.reviews.count()).toBe(0);
    await nothingQueued();
  });
});

describe('saveListing', () => {
  it('refuses fields the server would refuse, and stores nothing', async () => {
    fresh();
    const bad: ListingFields[] = [
      { ...listing, business_name: 'X' },
      { ...listing, trades: [] },
      { ...listing, country_code: 'gb' },
      { ...listing, lat: 91, lon: 1 },
      // 0, 0 is what a failed lookup used to store for "unknown"; one coordinate is no place.
      { ...listing, lat: 0, lon: 0 },
      { ...listing, lat: 51.5, lon: null },
      { ...listing, years_in_business: 2.5 },
      { ...listing, service_radius_km: Number.NaN },
      { ...listing, website: 'javascript:alert(1)' },
      { ...listing, email: 'not an address' },
      { ...listing, status: 'suspended' as ListingFields['status'] },
    ];
    for (const fields of bad) {
      await expect(saveListing('owner000000001', fields, {}, db)).rejects.toThrow(ValiError);
    }
    expect(await db.contractors.count()).toBe(0);
    await nothingQueued();
  });

  it('stores the text trimmed', async () => {
    fresh();
    await saveListing('owner000000001', { ...listing, business_name: '  Olive Tiling ' }, {}, db);
    expect((await db.contractors.get('owner000000001'))?.business_name).toBe('Olive Tiling');
  });
});

describe('sendCapture', () => {
  it('refuses an email without "@" and queues nothing', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    db = localDb();
    await expect(
      sendCapture({
        email: 'nobody',
        user_intent: 'hirer',
        language_preference: 'English',
        user_agent: 'UA',
      }),
    ).rejects.toThrow(ValiError);
    await nothingQueued();
  });
});
