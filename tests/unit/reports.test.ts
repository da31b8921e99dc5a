import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalDb, type OutboxRow } from '@/data/local-db';
import {
  REPORT_DETAILS_MAX,
  reportSchema,
  reportedItems,
  reportedKey,
  sendReport,
  type ReportInput,
} from '@/data/reports';
import { flushOutbox, type SendOutcome } from '@/data/sync/outbox';
import { validateReport } from '@/features/profile/model';

// The reports repository (src/data/reports.ts) on fake-indexeddb: queued through the outbox,
// sent once, refusals answered, reported items remembered on the device.
const opened: LocalDb[] = [];
let n = 0;
const open = (name: string) => {
  const db = new LocalDb(name);
  opened.push(db);
  return db;
};
afterEach(async () => {
  const dbs = opened.splice(0);
  for (const db of dbs) db.close();
  for (const db of dbs) await db.delete();
});

const report = (fields: Partial<ReportInput> = {}): ReportInput => ({
  reporter: 'user00000000001',
  contractor: 'listing00000001',
  review: '',
  reason: 'spam',
  details: '',
  ...fields,
});

/** A stand-in server: answers each send with `outcome`, counting what it got. */
function server(outcome: SendOutcome) {
  const got: OutboxRow[] = [];
  const send = (row: OutboxRow): Promise<SendOutcome> => {
    got.push(row);
    return Promise.resolve(outcome);
  };
  return { got, send };
}

describe('report schema', () => {
  it('takes a listing report (review empty) and a review report, trimming details', () => {
    expect(v.parse(reportSchema, report({ details: '  fake photos  ' })).details).toBe(
      'fake photos',
    );
    expect(v.is(reportSchema, report({ review: 'review000000001', reason: 'offensive' }))).toBe(
      true,
    );
  });

  it('refuses an unknown reason, missing ids and details over the limit', () => {
    expect(v.is(reportSchema, { ...report(), reason: 'boring' })).toBe(false);
    expect(v.is(reportSchema, report({ contractor: '' }))).toBe(false);
    expect(v.is(reportSchema, report({ reporter: '' }))).toBe(false);
    expect(v.is(reportSchema, report({ details: 'x'.repeat(REPORT_DETAILS_MAX) }))).toBe(true);
    expect(v.is(reportSchema, report({ details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }))).toBe(false);
  });
});

describe('report form', () => {
  it('asks for a reason and keeps details within the limit', () => {
    expect(validateReport({ reason: '', details: '' })).toEqual({ reason: 'report.errors.reason' });
    expect(validateReport({ reason: 'fraud', details: '' })).toEqual({});
    expect(
      validateReport({ reason: 'other', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }),
    ).toEqual({ details: 'report.errors.details' });
    // Spaces around the details are trimmed before they are counted, as the repository does.
    expect(
      validateReport({ reason: 'other', details: ` ${'x'.repeat(REPORT_DETAILS_MAX)} ` }),
    ).toEqual({});
  });
});

describe('sendReport', () => {
  it('queues a report made offline; it survives a reload and is sent once', async () => {
    const name = `reports-test-${++n}`;
    let db = open(name);
    const outcome = await sendReport(report({ details: 'copied photos' }), db, {
      // Offline: the runner sends nothing.
      flush: () => Promise.resolve(null),
    });
    expect(outcome).toBe('queued');
    expect(await reportedItems(db)).toEqual([
      reportedKey('user00000000001', 'listing00000001', ''),
    ]);

    // The page is closed and opened again: the report still waits.
    db.close();
    db = open(name);
    expect(await db.outbox.toArray()).toMatchObject([
      {
        collection: 'reports',
        op: 'create',
        body: {
          reporter: 'user00000000001',
          contractor: 'listing00000001',
          review: '',
          reason: 'spam',
          details: 'copied photos',
        },
      },
    ]);

    const { got, send } = server({ kind: 'sent' });
    await flushOutbox(send, db);
    await flushOutbox(send, db);
    expect(got).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('answers "sent" when the server has it at once', async () => {
    const db = open(`reports-test-${++n}`);
    const { got, send } = server({ kind: 'sent' });
    const outcome = await sendReport(report({ review: 'review000000001' }), db, {
      flush: () => flushOutbox(send, db),
    });
    expect(outcome).toBe('sent');
    expect(got).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await reportedItems(db)).toEqual([
      reportedKey('user00000000001', 'listing00000001', 'review000000001'),
    ]);
  });

  it('answers "duplicate" when refused and the server already holds the user\'s report', async () => {
    const db = open(`reports-test-${++n}`);
    const { send } = server({ kind: 'refused', status: 400, message: 'Failed to create record.' });
    const findOnServer = vi.fn(() => Promise.resolve(true));
    const outcome = await sendReport(report(), db, {
      flush: () => flushOutbox(send, db),
      findOnServer,
    });
    expect(outcome).toBe('duplicate');
    expect(findOnServer).toHaveBeenCalledWith(report());
    // Not left in the outbox as a refusal: the dialog said what happened.
    expect(await db.outbox.count()).toBe(0);
    expect(await reportedItems(db)).toHaveLength(1);
  });

  it('answers "refused" for another refusal and does not mark the item as reported', async () => {
    const db = open(`reports-test-${++n}`);
    const { send } = server({ kind: 'refused', status: 403, message: 'Forbidden.' });
    const outcome = await sendReport(report(), db, {
      flush: () => flushOutbox(send, db),
      findOnServer: () => Promise.resolve(false),
    });
    expect(outcome).toBe('refused');
    expect(await db.outbox.count()).toBe(0);
    expect(await reportedItems(db)).toEqual([]);
  });

  it('queues nothing for a report the schema refuses', async () => {
    const db = open(`reports-test-${++n}`);
    await expect(
      sendReport(report({ details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }), db, {
        flush: () => Promise.resolve(null),
      }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
