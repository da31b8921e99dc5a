/**
 * Repository of `reports`: a signed-in user's report of a listing or of one of its reviews,
 * queued in the outbox and sent at once when possible, and the items reported from this
 * device (setting `reported_items`), so the profile says "Reported" afterwards.
 */
import * as v from 'valibot';
import { callPocketBase } from '@/lib/pocketbase-call';
import { localDb, type LocalDb } from './local-db';
import { getSetting } from './settings';
import { loadOutboxWriter } from './sync/loaders';
import { flushNow } from './sync/send-soon';

/** Why an item is reported (the collection's `reason` select). */
export const REPORT_REASONS = ['fake', 'spam', 'offensive', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The collection's limit on `details`. */
export const REPORT_DETAILS_MAX = 1000;

/**
 * A report as the collection stores it; the report form checks its fields with it too.
 * `review` is '' for a report of the listing itself. The server sets `status` and refuses a
 * second report of the same item (unique reporter, contractor, review).
 */
export const reportSchema = v.object({
  reporter: v.pipe(v.string(), v.nonEmpty()),
  contractor: v.pipe(v.string(), v.nonEmpty()),
  review: v.string(),
  reason: v.picklist(REPORT_REASONS),
  details: v.pipe(v.string(), v.trim(), v.maxLength(REPORT_DETAILS_MAX)),
});

export type ReportInput = v.InferInput<typeof reportSchema>;

/**
 * How sending a report ended: the server has it, it waits for the network, the server already
 * had one from this user about the item, or the server refused it for another reason.
 */
export type ReportOutcome = 'sent' | 'queued' | 'duplicate' | 'refused';

/** The setting's key of one reported item. */
export function reportedKey(reporter: string, contractor: string, review: string): string {
  return `${reporter}/${contractor}/${review}`;
}

/** The items reported from this device, as reportedKey keys ([] when none). */
export async function reportedItems(db: LocalDb = localDb()): Promise<string[]> {
  return (await getSetting('reported_items', db)) ?? [];
}

async function rememberReported(db: LocalDb, key: string): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const items = await reportedItems(db);
    if (!items.includes(key)) {
      await db.settings.put({ key: 'reported_items', value: [...items, key] });
    }
  });
}

/**
 * Whether the server holds a report by this reporter about this item (the reporter may read
 * their own reports). false when it cannot be asked.
 */
export async function serverHasReport(
  report: v.InferOutput<typeof reportSchema>,
): Promise<boolean> {
  const result = await callPocketBase((pb) =>
    pb.collection('reports').getList(1, 1, {
      filter: pb.filter(
        'reporter = {:reporter} && contractor = {:contractor} && review = {:review}',
        {
          reporter: report.reporter,
          contractor: report.contractor,
          review: report.review,
        },
      ),
      requestKey: null,
    }),
  );
  return result.ok && result.value.totalItems > 0;
}

/** What sendReport uses besides the database; tests pass stand-ins. */
export interface ReportDeps {
  /** Sends what the outbox holds (the sync runner's requestFlush in the app). */
  readonly flush?: () => Promise<unknown>;
  /** Whether the server already holds this user's report of the item. */
  readonly findOnServer?: (report: v.InferOutput<typeof reportSchema>) => Promise<boolean>;
}

/**
 * Queues a report and tries to send it at once. One made offline waits in the outbox and is
 * sent once, when the network is back. A refused one is removed from the outbox (the dialog
 * shows the refusal, so the sync panel does not list it too); when the server already holds
 * this user's report of the item, the answer is "duplicate". A sent, queued or duplicate
 * report is remembered on this device as reported.
 * @throws ValiError (valibot) when the report fails reportSchema (nothing is queued); an
 *   Error when IndexedDB cannot be used
 */
export async function sendReport(
  report: ReportInput,
  db: LocalDb = localDb(),
  deps: ReportDeps = {},
): Promise<ReportOutcome> {
  const body = v.parse(reportSchema, report);
  const { enqueue, outboxEntry, newRecordId } = await loadOutboxWriter();
  const flush = deps.flush ?? flushNow;
  const findOnServer = deps.findOnServer ?? serverHasReport;
  const key = reportedKey(body.reporter, body.contractor, body.review);
  const seq = await enqueue(
    { collection: 'reports', recordId: newRecordId(), op: 'create', body: { ...body } },
    db,
  );
  await flush();
  const entry = await outboxEntry(seq, db);
  if (entry?.error) {
    await db.outbox.delete(seq);
    if (!(await findOnServer(body))) return 'refused';
    await rememberReported(db, key);
    return 'duplicate';
  }
  await rememberReported(db, key);
  return entry ? 'queued' : 'sent';
}
