import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildListingIndex, LOAD_CHUNK, pocketBaseNow } from '@/data/listings';
import { LocalDb } from '@/data/local-db';
import type { ListingRecord } from '@/data/records';

let db: LocalDb;
afterEach(async () => {
  db.close();
  await db.delete();
});

const record = (i: number, fields: Partial<ListingRecord> = {}) =>
  ({
    id: `c${String(i).padStart(14, '0')}`,
    created: '',
    updated: '',
    owner: `o${i}`,
    business_name: `Business ${i}`,
    trades: ['t1'],
    description: '',
    status: 'active',
    listed_until: '',
    lat: 0,
    lon: 0,
    ...fields,
  }) as unknown as ListingRecord;

describe('the browse index on load', () => {
  it('reads the listings in steps, shows what it has after each, and skips what is not browsable', async () => {
    db = new LocalDb(`listings-test-${Date.now()}`);
    const total = LOAD_CHUNK * 2 + 10;
    await db.trades.put({
      id: 't1',
      created: '',
      updated: '',
      value: 'roofer',
      label: 'Roofer',
      category: 'envelope',
      sort: 1,
    });
    await db.contractors.bulkPut(
      Array.from({ length: total }, (_, i) =>
        record(
          i,
          i === 5
            ? { status: 'draft' }
            : i === 6
              ? { listed_until: '2000-01-01 00:00:00.000Z' }
              : {},
        ),
      ),
    );
    const steps: { size: number; complete: boolean }[] = [];
    const index = await buildListingIndex(db, (partial) =>
      steps.push({ size: partial.size, complete: partial.complete }),
    );
    expect(steps).toEqual([
      { size: LOAD_CHUNK - 2, complete: false },
      { size: LOAD_CHUNK * 2 - 2, complete: false },
    ]);
    expect(index.size).toBe(total - 2);
    expect(index.complete).toBe(true);
    expect(index.query({ trade: 'roofer' })).toHaveLength(total - 2);
    expect(pocketBaseNow(Date.UTC(2026, 10, 22, 8, 0, 0, 5))).toBe('2026-11-22 08:00:00.005Z');
  });
});
