/**
 * The app's IndexedDB database, through Dexie. Version 1 holds:
 * - `settings`: one row per browser-storage key (visitor_id, affiliate_code,
 *   affiliate_first_visit, preferredLanguage) plus the cookie consent record and a few keys
 *   of the app's own (see Settings);
 * - `translations`: translated user content by text hash and language (usable offline);
 * - `outbox`: writes waiting for the network, sent in order by `seq`, exactly once
 *   (creates carry a client-generated PocketBase id).
 * Version 2 adds the synced records and the sync engine's bookkeeping (docs/sync.md):
 * - `contractors`, `reviews`, `hires`, `trades`: PocketBase records (src/data/records.ts).
 *   `contractors` has no secondary index on purpose: each secondary index slows the
 *   write rate of a pull, and browse searches an in-memory index instead;
 * - `sync_state`: the pull cursor of each collection, saved after the page it ends commits;
 * - `conflicts`: local edits the server refused with 409, kept for the user to reapply or
 *   discard.
 * Version 3 makes edits field-level (docs/sync.md, "Conflicts"): an update carries only the
 * fields the user changed and, in `base`, the value each was changed from; a conflict holds
 * the fields changed on both sides. Its upgrade rewrites what version 2 left: queued updates
 * keep their fields with an unknown base, conflicts become per-field ones (v3Upgrade).
 * Version 4 adds `estimates` (src/data/estimates.ts): the user's construction estimates,
 * synced through the outbox, plus the projects made signed out (owner '', device only).
 * Version 5 caches the estimators' shared cost data, read-only, for offline search:
 * `materials` and `labor_rates` (src/data/cost-data.ts), each replaced whole by a refresh (the
 * tables are small and have no tombstones).
 * Version 6 adds `plans` (src/data/plans.ts): plan drawings opened in the plan estimator
 * (/plan-estimator) with their scale and measurements, kept on this device only (not synced).
 * A device database left by each release is kept in tests/fixtures/local-db/v<version>.json.
 * Load this module with a dynamic import: Dexie is not part of the first paint.
 */
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { ConsentRecord } from '@/lib/consent-types';
import { LOCAL_DB_NAME, noteLocalDbOpened } from '@/lib/local-db-presence';
import type {
  AffiliateStatsRecord,
  EstimateRecord,
  ListingRecord,
  HireRecord,
  ReviewRecord,
  SyncedRecord,
  CostOverrideRecord,
} from './records';
import { sameValue } from './sync/merge';

/** The keys of `settings` and the type of each value. */
export interface Settings {
  visitor_id: string;
  affiliate_code: string;
  /** ISO 8601 date-time. */
  affiliate_first_visit: string;
  /** i18next locale code of one of the 20 languages, e.g. "es". */
  preferredLanguage: string;
  cookie_consent: ConsentRecord;
  /** Listing ids the signed-in client saved from profiles (client dashboard), newest first. */
  saved_contractors: string[];
  /**
   * The items signed-in users reported from this device (src/data/reports.ts), as
   * "reporter/contractor/review" keys (review '' for a listing), so "Report" reads
   * "Reported" afterwards.
   */
  reported_items: string[];
  /**
   * What the server answered this device's last write of a user's `language_preference`:
   * the value and the user record's `updated` then (src/data/language.ts).
   */
  profile_language: { userId: string; name: string; updated: string };
  /**
   * The server's last answer to GET /api/app/capabilities (its optional services, e.g.
   * `translate`), kept so the app knows them offline (src/features/translate/api.ts).
   */
  server_capabilities: Readonly<Record<string, boolean>>;
  /**
   * The contact forms' messages written on this device, newest first (at most 10): which form,
   * the record id it made, when (src/data/contact-messages.ts), so the page can say whether
   * the last one still waits or what its reference is.
   */
  contact_messages: { form: 'support' | 'legal'; id: string; at: number }[];
  /**
   * The signed-in affiliate's dashboard figures as the server last answered them, with whose
   * they are (src/data/affiliate-stats.ts), so the dashboard shows them offline with their date.
   */
  affiliate_stats: { userId: string; stats: AffiliateStatsRecord };
}

export interface SettingRow {
  key: keyof Settings;
  value: Settings[keyof Settings];
}

export interface TranslationRow {
  /** `<sha-256 hex of the text>:<language code>`. */
  key: string;
  text: string;
  /** epoch ms */
  savedAt: number;
}

/** A write waiting for the network. */
export interface OutboxRow {
  /** Order of sending (auto-increment). */
  seq?: number;
  collection: string;
  /** The record id (client-generated for creates). */
  recordId: string;
  op: 'create' | 'update' | 'delete';
  /** The fields to send: the whole record for a create, the changed fields for an update. */
  body: Record<string, unknown>;
  /**
   * For an update made on a known version (with `baseUpdated`): the value each field of
   * `body` had before the edit. A field missing here has an unknown base (queued by version 2),
   * so a change on the server since makes it a conflict instead of being overwritten.
   */
  base?: Record<string, unknown>;
  /**
   * For updates: the `updated` of the server version the edit was made on, sent as
   * If-Match so the server answers 409 when the record moved on. '' when unknown.
   */
  baseUpdated?: string;
  /** Sends tried so far. */
  attempts: number;
  /** epoch ms before which the next try must wait (backoff). */
  notBefore: number;
  /**
   * Set when the server refused the write (4xx): kept for the user to see, not retried.
   * `message` is the server's English text (for logs); the app words `code` and `fields`
   * (field → validation code) through lib/server-errors.ts.
   */
  error?: {
    status: number;
    message: string;
    code?: string;
    fields?: Record<string, string>;
  };
  /** epoch ms */
  createdAt: number;
}

/** A trade as the server stores it: its record id is what `contractors.trades` holds. */
export interface TradeRow extends SyncedRecord {
  value: string;
  label: string;
  category: string;
  sort: number;
}

/** A material of the shared materials database (collection `materials`, docs/cost-data.md). */
export interface MaterialRow extends SyncedRecord {
  name: string;
  /** Category key, e.g. "roofing" (translated in the `costData` namespace). */
  category: string;
  /** The trade's value (e.g. "roofer"), read from the record's `expand.trade`. */
  trade: string;
  /** Unit key, e.g. "m2". */
  unit: string;
  /** Typical waste, percent. */
  waste_pct: number;
  /** Price in minor units; 0 = no price. */
  price_cents: number;
  /** ISO 4217, '' without a price. */
  currency: string;
  region: string;
  /** PocketBase date or ''. */
  price_date: string;
  source: string;
}

/** An occupation's hourly wages in one area and year (collection `labor_rates`). */
export interface LaborRateRow extends SyncedRecord {
  /** US SOC code, e.g. "47-2111". */
  soc_code: string;
  title: string;
  /** The values of the trades it serves, read from the record's `expand.trades`. */
  trades: string[];
  area_code: string;
  area_title: string;
  /** Minor units per hour; 0 = no value in the source. */
  hourly_median_cents: number;
  hourly_mean_cents: number;
  currency: string;
  year: number;
  source: string;
}

/** Where the pull of one collection stands: the last record it stored, by (updated, id). */
export interface SyncStateRow {
  /** The collection name. */
  key: string;
  updated: string;
  id: string;
  /** epoch ms of the last complete pull, 0 before the first. */
  syncedAt: number;
}

/** One field changed on this device and, differently, on the server (sync/merge.ts). */
export interface ConflictField {
  /** The value before the user's edit; absent when unknown. */
  base?: unknown;
  /** The user's value. */
  mine: unknown;
  /** The server's value when the conflict was found. */
  theirs: unknown;
}

/**
 * The fields of one record the user changed while the server changed them too (409 and a
 * field-level merge): kept until the user keeps their value or the server's, field by field.
 */
export interface ConflictRow {
  id?: number;
  collection: string;
  recordId: string;
  /** Field name → both values. Never empty: the row is removed with its last field. */
  fields: Record<string, ConflictField>;
  /** True when the record was deleted on the server: nothing can be kept but theirs. */
  gone?: boolean;
  /** epoch ms */
  createdAt: number;
}

/** A point on a plan drawing, in drawing pixels (the page at scale 1: 72 per inch for a PDF). */
export interface PlanPoint {
  x: number;
  y: number;
}

/** One named takeoff measurement on a plan (src/data/plans.ts validates it). */
export interface PlanMeasurement {
  id: string;
  name: string;
  /** CSS colour, "#rrggbb". */
  colour: string;
  kind: 'length' | 'area' | 'count';
  /** 1-based page of the plan it is drawn on. */
  page: number;
  points: PlanPoint[];
  /** Cut-outs of an area (each at least 3 points); empty for the other kinds. */
  holes: PlanPoint[][];
}

/** The scale of one plan page: metres per drawing pixel, and how the user set it. */
export interface PlanScale {
  metresPerPixel: number;
  /** A calibration line drawn over a known length, or a drawing scale such as "1:50". */
  source:
    | { kind: 'line'; from: PlanPoint; to: PlanPoint; length: number; unit: 'm' | 'ft' }
    | {
        kind: 'drawing';
        scale: string;
      };
}

/** A plan drawing kept on this device with its takeoff (version 6, never synced). */
export interface PlanRow {
  id: string;
  /** The file's name as the user opened it. */
  name: string;
  type: 'application/pdf' | 'image/png' | 'image/jpeg';
  /** The file's bytes (an ArrayBuffer: structured-cloneable everywhere, unlike some Blobs). */
  data: ArrayBuffer;
  /** 1-based page shown; 1 for an image. */
  page: number;
  /** Scale per page ("1", "2", ...): each page of a set may be drawn at its own scale. */
  scales: Record<string, PlanScale>;
  /** The units values are shown in: metres (m, m²) or feet (ft, ft²). */
  unit: 'm' | 'ft';
  measurements: PlanMeasurement[];
  /** epoch ms */
  createdAt: number;
  /** epoch ms of the last change. */
  updatedAt: number;
  /**
   * The `plan_files` record id once the user chose "Save to my account" (the upload is in
   * the outbox until sent: src/data/plan-files.ts); absent: the plan is on this device only.
   */
  accountFileId?: string;
}

/** The tables holding synced records, by PocketBase collection name. */
export const SYNCED_TABLES = [
  'trades',
  'contractors',
  'reviews',
  'hires',
  'estimates',
  'cost_overrides',
] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

/** The database. One instance per name; tests pass their own name. */
export class LocalDb extends Dexie {
  settings!: EntityTable<SettingRow, 'key'>;
  translations!: EntityTable<TranslationRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  trades!: EntityTable<TradeRow, 'id'>;
  contractors!: EntityTable<ListingRecord, 'id'>;
  reviews!: EntityTable<ReviewRecord, 'id'>;
  hires!: EntityTable<HireRecord, 'id'>;
  estimates!: EntityTable<EstimateRecord, 'id'>;
  sync_state!: EntityTable<SyncStateRow, 'key'>;
  conflicts!: EntityTable<ConflictRow, 'id'>;
  materials!: EntityTable<MaterialRow, 'id'>;
  labor_rates!: EntityTable<LaborRateRow, 'id'>;
  plans!: EntityTable<PlanRow, 'id'>;
  cost_overrides!: EntityTable<CostOverrideRecord, 'id'>;

  constructor(name = LOCAL_DB_NAME) {
    super(name);
    this.version(1).stores({
      settings: 'key',
      translations: 'key',
      outbox: '++seq, collection, recordId',
    });
    this.version(2).stores({
      trades: 'id',
      contractors: 'id',
      reviews: 'id, contractor',
      hires: 'id',
      sync_state: 'key',
      conflicts: '++id, [collection+recordId]',
    });
    this.version(3)
      .stores({})
      .upgrade((tx) => v3Upgrade(tx));
    // New tables only: nothing to rewrite.
    this.version(4).stores({ estimates: 'id, owner' });
    this.version(5).stores({ materials: 'id', labor_rates: 'id' });
    this.version(6).stores({ plans: 'id, updatedAt' });
    // Version 9 (7 and 8 are other estimator tables): the user's own prices, synced.
    this.version(9).stores({ cost_overrides: 'id, owner' });
  }
}

/** A version 2 conflict: the user's fields, whole, without the server's values. */
interface V2Conflict {
  id?: number;
  collection: string;
  recordId: string;
  body?: Record<string, unknown>;
  fields?: Record<string, ConflictField>;
  createdAt: number;
}

/**
 * Version 2 → 3. Queued updates made on a known version get `base: {}` (every base unknown:
 * a field the server changed meanwhile comes back as a conflict, never overwritten; one it
 * did not change is sent as before). A conflict's whole edit becomes one field each, its
 * server value read from the local copy (which holds the server's version); fields equal on
 * both sides are dropped, and a conflict with none left is removed. (A version 2 conflict held
 * the whole form, so a field the user changed again later shows the later value as the other
 * side: noisy, but nothing is lost, and "Keep theirs" settles it.)
 */
async function v3Upgrade(tx: Transaction): Promise<void> {
  await tx
    .table<OutboxRow, number>('outbox')
    .toCollection()
    .modify((row) => {
      if (row.op === 'update' && row.baseUpdated !== undefined && row.base === undefined) {
        row.base = {};
      }
    });
  const conflicts = tx.table<V2Conflict, number>('conflicts');
  for (const old of await conflicts.toArray()) {
    if (old.fields || old.id === undefined) continue;
    const table = (SYNCED_TABLES as readonly string[]).includes(old.collection)
      ? old.collection
      : null;
    const local = table
      ? ((await tx.table(table).get(old.recordId)) as Record<string, unknown> | undefined)
      : undefined;
    const fields: Record<string, ConflictField> = {};
    for (const [field, mine] of Object.entries(old.body ?? {})) {
      const theirs = local?.[field] ?? null;
      if (!sameValue(theirs, mine)) fields[field] = { mine, theirs };
    }
    if (Object.keys(fields).length === 0) await conflicts.delete(old.id);
    else {
      await conflicts.put({
        id: old.id,
        collection: old.collection,
        recordId: old.recordId,
        fields,
        ...(local ? {} : { gone: true }),
        createdAt: old.createdAt,
      });
    }
  }
}

let shared: LocalDb | undefined;

/** The app's database, opened on first use. */
export function localDb(): LocalDb {
  if (!shared) {
    shared = new LocalDb();
    noteLocalDbOpened();
  }
  return shared;
}
