import type PocketBase from 'pocketbase';
import { describe, it } from 'vitest';
import { SCRIPT, useMarketplace, useMatrix } from '../../support/bad-input';
import type { Fields, Refusal } from '../../support/refusal';

// The sync conflict check (If-Match) on every updatable collection: a malformed header is a
// conflict, and the record stays as it was (tests/support/bad-input.ts).
const m = useMatrix('bad-input/if-match');
/** The people and records the cases run against. */
const w = useMarketplace(m);

describe('updates sent with a malformed If-Match header', () => {
  const conflict: Refusal = {
    status: 409,
    errors: { updated: 'record_conflict' },
    label: '409 updated record_conflict',
  };
  interface Edit {
    readonly collection: string;
    readonly ifMatch: string;
    readonly by: () => PocketBase;
    readonly id: () => string;
    readonly body: Fields;
  }
  const edit = (e: Edit): [string, Edit] => [
    `refuses a valid ${e.collection} edit with If-Match ${JSON.stringify(e.ifMatch)} → ${conflict.label}`,
    e,
  ];

  it.each([
    edit({
      collection: 'users',
      ifMatch: 'not-a-date',
      by: () => m.as(w.client),
      id: () => w.client.id,
      body: { name: 'Renamed' },
    }),
    edit({
      collection: 'contractors',
      ifMatch: SCRIPT,
      by: () => m.as(w.pro),
      id: () => w.listing.id,
      body: { city: 'Leeds' },
    }),
    edit({
      collection: 'hires',
      ifMatch: '"unterminated',
      by: () => m.as(w.client),
      id: () => w.pending.id,
      body: { status: 'cancelled' },
    }),
    edit({
      collection: 'reviews',
      ifMatch: '2099-99-99 99:99:99.999Z',
      by: () => m.as(w.client),
      id: () => w.review.id,
      body: { rating: 1 },
    }),
  ])('%s', (_title, e) =>
    m.refusedUpdate(e.collection, e.by(), e.id(), e.body, conflict, { 'If-Match': e.ifMatch }),
  );
});
