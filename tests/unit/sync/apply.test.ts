import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  alreadyApplied,
  applyServerRecords,
  keepLocally,
  overlay,
  stripEnvelope,
} from '@/data/sync/apply';
import { updateLocally } from '@/data/sync/local-write';
import { entry, freshDatabases, listing } from '../../support/local-db';

// How server records enter the device's database (src/data/sync/apply.ts).
const fresh = freshDatabases('sync-apply-test');

describe('server records on the device', () => {
  it('drops PocketBase’s envelope fields', () => {
    const stored = stripEnvelope({
      ...listing(),
      collectionId: 'c',
      collectionName: 'contractors',
      expand: {},
    });
    expect(Object.keys(stored)).not.toContain('collectionName');
    expect(stored.business_name).toBe('Acme Roofing');
  });

  it('shows the server copy with the waiting edits on top, in order', () => {
    const server = listing();
    expect(
      overlay(server, [entry('update', { city: 'Salem' }), entry('update', { city: 'Lynn' })]),
    ).toMatchObject({
      city: 'Lynn',
      business_name: 'Acme Roofing',
    });
    expect(overlay(server, [entry('delete', {})])).toBeNull();
  });

  it('keeps other people’s listings only while they are active, one’s own always', () => {
    expect(keepLocally('contractors', listing({ status: 'draft' }), null)).toBe(false);
    expect(keepLocally('contractors', listing({ status: 'draft' }), 'owner0000000001')).toBe(true);
    expect(keepLocally('contractors', listing({ status: 'suspended' }), 'someone00000001')).toBe(
      false,
    );
    expect(keepLocally('reviews', listing({ status: 'draft' }), null)).toBe(true);
  });

  it('does not overwrite an edit still waiting in the outbox with an older server copy', async () => {
    const db = fresh();
    await db.contractors.put(listing() as never);
    await updateLocally(db, 'contractors', 'listing00000001', { city: 'Salem' });
    await db.transaction('rw', ['contractors', 'outbox'], () =>
      applyServerRecords(
        db,
        'contractors',
        [listing({ updated: '2026-11-02 00:00:00.000Z', business_name: 'Acme Co' })],
        null,
      ),
    );
    expect(await db.contractors.get('listing00000001')).toMatchObject({
      city: 'Salem',
      business_name: 'Acme Co',
    });
  });

  it('tells a resent update that already reached the server from one that did not', () => {
    expect(
      alreadyApplied({ city: 'Salem', trades: ['a'] }, listing({ city: 'Salem', trades: ['a'] })),
    ).toBe(true);
    expect(alreadyApplied({ city: 'Salem' }, listing())).toBe(false);
  });
});
