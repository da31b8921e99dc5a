import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { saveListing, type ListingFields } from '@/data/listings';
import { LocalDb } from '@/data/local-db';

let db: LocalDb;
afterEach(async () => {
  db.close();
  await db.delete();
});

const fields: ListingFields = {
  business_name: 'Olive Tiling',
  trades: ['t-tile'],
  description: 'Bathrooms and kitchens.',
  phone: '',
  email: '',
  website: '',
  city: 'Leeds',
  region: '',
  postcode: 'LS1 4AP',
  country_code: 'GB',
  lat: null,
  lon: null,
  service_radius_km: 25,
  years_in_business: 3,
  license_number: '',
  insured: true,
  status: 'active',
};
const photo = () => new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' });

describe('saveListing (the contractor portal repository)', () => {
  it('creates the listing under the owner’s id, photos in the queued create only', async () => {
    db = new LocalDb(`marketplace-test-${Date.now()}-a`);
    const id = await saveListing('owner000000001', fields, { photos: [photo()] }, db);
    expect(id).toBe('owner000000001');
    const local = await db.contractors.get(id);
    expect(local).toMatchObject({ owner: id, business_name: 'Olive Tiling', photos: [] });
    expect(local).not.toHaveProperty('photos+');
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ op: 'create', recordId: id });
    expect(queued[0]?.body['photos+']).toHaveLength(1);
  });

  it('queues an edit with If-Match and its new photos as a second entry, in one step', async () => {
    db = new LocalDb(`marketplace-test-${Date.now()}-b`);
    await db.contractors.put({
      ...fields,
      id: 'owner000000002',
      owner: 'owner000000002',
      created: '2026-11-01 10:00:00.000Z',
      updated: '2026-11-02 10:00:00.000Z',
      verified: false,
      background_check: false,
      logo: '',
      photos: ['old.webp'],
      rating_avg: 0,
      rating_count: 0,
      listed_until: '',
    });
    await saveListing('owner000000002', { ...fields, city: 'York' }, { photos: [photo()] }, db);
    expect((await db.contractors.get('owner000000002'))?.city).toBe('York');
    const [edit, upload, ...rest] = await db.outbox.orderBy('seq').toArray();
    expect(rest).toEqual([]);
    expect(edit).toMatchObject({
      op: 'update',
      baseUpdated: '2026-11-02 10:00:00.000Z',
      body: { city: 'York' },
    });
    expect(upload?.op).toBe('update');
    expect(upload?.baseUpdated).toBeUndefined();
    expect(Object.keys(upload?.body ?? {})).toEqual(['photos+']);
  });

  it('an edit without new files queues one entry', async () => {
    db = new LocalDb(`marketplace-test-${Date.now()}-c`);
    await saveListing('owner000000003', fields, {}, db);
    await db.outbox.clear();
    await saveListing('owner000000003', { ...fields, status: 'draft' }, {}, db);
    expect(await db.outbox.count()).toBe(1);
  });

  it('from a form opened before a sync: only the fields the user changed, based on what it showed', async () => {
    db = new LocalDb(`marketplace-test-${Date.now()}-d`);
    const stored = {
      ...fields,
      id: 'owner000000004',
      owner: 'owner000000004',
      created: '2026-11-01 10:00:00.000Z',
      updated: '2026-11-01 10:00:00.000Z',
      verified: false,
      background_check: false,
      logo: '',
      photos: [],
      rating_avg: 0,
      rating_count: 0,
      listed_until: '',
    };
    await db.contractors.put(stored);
    const opened = { fields, updated: stored.updated };
    // Another device's description and city arrive while the form is open.
    await db.contractors.put({
      ...stored,
      description: 'From the laptop.',
      city: 'Bradford',
      updated: '2026-11-03 10:00:00.000Z',
    });
    // The form still shows the old description; the user changes the years and the city.
    await saveListing(
      'owner000000004',
      { ...fields, years_in_business: 4, city: 'York' },
      {},
      db,
      opened,
    );
    expect(await db.outbox.toArray()).toMatchObject([
      {
        op: 'update',
        body: { years_in_business: 4, city: 'York' },
        base: { years_in_business: 3, city: 'Leeds' },
        baseUpdated: '2026-11-01 10:00:00.000Z',
      },
    ]);
    // Exactly those: the stale description is not written back.
    expect((await db.outbox.toArray())[0]?.body).toEqual({ years_in_business: 4, city: 'York' });
    expect(await db.contractors.get('owner000000004')).toMatchObject({
      description: 'From the laptop.',
      city: 'York',
      years_in_business: 4,
    });
  });
});
