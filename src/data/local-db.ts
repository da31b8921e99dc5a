/**
 * The app's IndexedDB database, through Dexie (ARCHITECTURE.md "Data model", issue 4 and 5).
 * Version 1 holds:
 * - `settings`: one row per browser-storage key of spec §3 (visitor_id, affiliate_code,
 *   affiliate_first_visit, preferredLanguage) plus the cookie consent record;
 * - `translations`: translated user content by text hash and language (usable offline);
 * - `outbox`: writes waiting for the network, sent in order by `seq`, exactly once
 *   (creates carry a client-generated PocketBase id).
 * Load this module with a dynamic import: Dexie is not part of the first paint.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { ConsentRecord } from '@/lib/consent-types';

/** The keys of `settings` and the type of each value. */
export interface Settings {
  visitor_id: string;
  affiliate_code: string;
  /** ISO 8601 date-time. */
  affiliate_first_visit: string;
  /** i18next locale code of one of the 20 languages, e.g. "es". */
  preferredLanguage: string;
  cookie_consent: ConsentRecord;
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
  body: Record<string, unknown>;
  /** Sends tried so far. */
  attempts: number;
  /** epoch ms before which the next try must wait (backoff). */
  notBefore: number;
  /** Set when the server refused the write (4xx): kept for the user to see, not retried. */
  error?: { status: number; message: string };
  /** epoch ms */
  createdAt: number;
}

/** The database. One instance per name; tests pass their own name. */
export class LocalDb extends Dexie {
  settings!: EntityTable<SettingRow, 'key'>;
  translations!: EntityTable<TranslationRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;

  constructor(name = 'tradesmarket') {
    super(name);
    this.version(1).stores({
      settings: 'key',
      translations: 'key',
      outbox: '++seq, collection, recordId',
    });
  }
}

let shared: LocalDb | undefined;

/** The app's database, opened on first use. */
export function localDb(): LocalDb {
  shared ??= new LocalDb();
  return shared;
}
