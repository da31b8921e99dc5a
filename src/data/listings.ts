/**
 * Repository of the `contractors` table (listings): browse index, single and own listing, edits.
 * The browse index is built once per page load from IndexedDB and kept current through change
 * notices (src/data/changes.ts), so typing never waits for IndexedDB. The owner's edits are
 * queued for the server in the same transaction (sync/local-write.ts).
 */
import Dexie from 'dexie';
import * as v from 'valibot';
import { onChanged } from './changes';
import { localDb, type LocalDb } from './local-db';
import type { ListingRecord } from './records';
import { isBrowsable, ListingIndex, toEntry } from './search';
import { createLocally, updateLocally } from './sync/local-write';
import { sameValue } from './sync/merge';
import { pulledOnce } from './sync/pull';
import { enqueue } from './sync/outbox';
import { sendSoon } from './sync/send-soon';
import { listTrades } from './trades';

export type { ListingRecord };

/** PocketBase's date format, for comparing with `listed_until`. */
export function pocketBaseNow(now: number = Date.now()): string {
  return new Date(now).toISOString().replace('T', ' ');
}

/** Trade record id → trade value: what the index matches a trade filter against. */
async function tradeValues(db: LocalDb): Promise<Map<string, string>> {
  return new Map((await listTrades(db)).map((row) => [row.id, row.value]));
}

/** Listings read from IndexedDB per step while the index is built. */
export const LOAD_CHUNK = 2000;

/**
 * Builds the index of every browsable listing held on this device, reading LOAD_CHUNK
 * records at a time in id order.
 * @param onChunk called with the (partial) index after each step but the last, so a page can
 *   show first results before 50,000 listings are read
 */
export async function buildListingIndex(
  db: LocalDb = localDb(),
  onChunk?: (index: ListingIndex) => void,
): Promise<ListingIndex> {
  const trades = await tradeValues(db);
  const now = pocketBaseNow();
  const index = new ListingIndex();
  let last: string | null = null;
  for (;;) {
    const query =
      last === null
        ? db.contractors.limit(LOAD_CHUNK)
        : db.contractors.where(':id').above(last).limit(LOAD_CHUNK);
    const records: ListingRecord[] = await query.toArray();
    index.upsert(
      records.filter((r) => isBrowsable(r, now)).map((r) => toEntry(r, (id) => trades.get(id))),
    );
    last = records.at(-1)?.id ?? last;
    if (records.length < LOAD_CHUNK) break;
    onChunk?.(index);
  }
  index.complete = true;
  return index;
}

type IndexListener = (index: ListingIndex) => void;

/** Resolves with the index once its first step is read. */
let shared: Promise<ListingIndex> | null = null;
/** Resolves with the index once every listing is read. */
let complete: Promise<ListingIndex> | null = null;
const indexListeners = new Set<IndexListener>();

function notifyAll(index: ListingIndex): void {
  for (const listener of indexListeners) listener(index);
}

async function refresh(index: ListingIndex, ids: readonly string[]): Promise<void> {
  const db = localDb();
  const [records, trades] = await Dexie.ignoreTransaction(() =>
    Promise.all([db.contractors.bulkGet([...ids]), tradeValues(db)]),
  );
  const now = pocketBaseNow();
  index.remove(ids);
  index.upsert(
    records
      .filter((r): r is ListingRecord => r !== undefined && isBrowsable(r, now))
      .map((r) => toEntry(r, (id) => trades.get(id))),
  );
  notifyAll(index);
}

/**
 * The shared browse index of this page: available after its first LOAD_CHUNK listings (with
 * `complete` false), then filled up and kept current.
 * @param listener called with the index after each step of the load and each change
 * @returns the index and a function that stops the listener
 */
export async function watchListingIndex(
  listener: IndexListener,
): Promise<{ index: ListingIndex; stop: () => void }> {
  if (!shared) {
    let first: (index: ListingIndex) => void = () => undefined;
    shared = new Promise((resolve) => (first = resolve));
    complete = buildListingIndex(localDb(), (partial) => {
      first(partial);
      notifyAll(partial);
    }).then((index) => {
      first(index);
      notifyAll(index);
      return index;
    });
    const loaded = complete;
    onChanged((notice) => {
      if (notice.table === 'contractors') {
        void loaded.then((index) => refresh(index, notice.ids));
      } else if (notice.table === 'trades') {
        // Trade names decide what every entry matches: rebuild all of it.
        void Promise.all([loaded, Dexie.ignoreTransaction(() => buildListingIndex())]).then(
          ([index, fresh]) => {
            index.replaceWith(fresh);
            notifyAll(index);
          },
        );
      }
    });
  }
  const index = await shared;
  indexListeners.add(listener);
  return { index, stop: () => indexListeners.delete(listener) };
}

/**
 * Whether this device has pulled every listing at least once (docs/sync.md "Cold device");
 * until then a search shows only what has arrived so far.
 */
export function listingsPulledOnce(db: LocalDb = localDb()): Promise<boolean> {
  return pulledOnce(db, 'contractors');
}

/** One listing as stored on this device, or undefined. */
export function getListing(
  id: string,
  db: LocalDb = localDb(),
): Promise<ListingRecord | undefined> {
  return db.contractors.get(id);
}

/** Listings by id (ids not on this device are left out). */
export async function listingsById(
  ids: readonly string[],
  db: LocalDb = localDb(),
): Promise<Map<string, ListingRecord>> {
  const rows = await db.contractors.bulkGet([...new Set(ids)]);
  return new Map(rows.filter((r) => r !== undefined).map((r) => [r.id, r]));
}

/** Most photos a listing holds (the server's `photos` maxSelect). */
export const MAX_PHOTOS = 10;
/** Longest description (the server's limit). */
export const DESCRIPTION_MAX = 5000;
/** Largest service radius a listing may give, in kilometres (the server's limit). */
export const RADIUS_MAX_KM = 1000;

const PHONE = /^[+0-9 ().-]*$/;
const EMAIL = /^([^\s@]+@[^\s@]+\.[^\s@]+)?$/;

/** An http(s) address whose host has a dot, as the server's url field wants it. */
function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const range = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));

/**
 * The listing fields its owner edits (files go separately), with the server's limits: a
 * listing saved offline must not be refused when it is sent. Numbers are 0 when not given,
 * except the position: lat and lon are null when unknown (both or neither), and an exact 0, 0
 * is refused as the server refuses it (pb_hooks/lib/geocode.js). Text is trimmed in the output.
 */
export const listingFieldsSchema = v.pipe(
  v.object({
    business_name: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(120)),
    /** Trade record ids (the synced `trades` table). */
    trades: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(45)),
    description: text(DESCRIPTION_MAX),
    phone: v.pipe(v.string(), v.trim(), v.maxLength(32), v.regex(PHONE)),
    email: v.pipe(v.string(), v.trim(), v.regex(EMAIL)),
    website: v.pipe(
      v.string(),
      v.check((url) => url === '' || isWebUrl(url)),
    ),
    city: text(100),
    region: text(100),
    postcode: text(20),
    /** ISO 3166-1 alpha-2, upper case, or ''. */
    country_code: v.pipe(v.string(), v.regex(/^([A-Z]{2})?$/)),
    lat: v.nullable(range(-90, 90)),
    lon: v.nullable(range(-180, 180)),
    service_radius_km: range(0, RADIUS_MAX_KM),
    years_in_business: v.pipe(range(0, 150), v.integer()),
    license_number: text(64),
    insured: v.boolean(),
    /** The owner publishes or keeps a draft; suspension is the staff's. */
    status: v.picklist(['draft', 'active']),
  }),
  v.forward(
    v.check(
      ({ lat, lon }) => (lat === null) === (lon === null),
      'Give both coordinates, or neither.',
    ),
    ['lon'],
  ),
  v.forward(
    v.check(({ lat, lon }) => !(lat === 0 && lon === 0), '0, 0 is not a known place.'),
    ['lat'],
  ),
);

/** The listing fields its owner edits. */
export type ListingFields = v.InferOutput<typeof listingFieldsSchema>;

/**
 * The user's own listing on this device: its id is the owner's id when made here, else it
 * is found by owner.
 * @returns undefined when this device holds none
 */
export async function ownListing(
  ownerId: string,
  db: LocalDb = localDb(),
): Promise<ListingRecord | undefined> {
  return (
    (await db.contractors.get(ownerId)) ??
    (await db.contractors.filter((row) => row.owner === ownerId).first())
  );
}

/** The listing as an editor opened it: its fields then and the version they came from. */
export interface OpenedListing {
  readonly fields: ListingFields;
  /** The listing's `updated` when the editor opened it ('' for a listing not yet sent). */
  readonly updated: string;
}

/**
 * Creates or updates the owner's listing and queues the server write. A new listing gets
 * the owner's id as its id, so a device finds it without an index and a retried create
 * cannot make a second one. An update queues only the fields that differ from `opened` (what
 * the editor showed): a form left open while another device's change arrived neither writes
 * the other fields back nor overwrites a field changed on both (that becomes a conflict).
 * @param files new logo and photos to upload (Blobs are kept in IndexedDB until sent)
 * @param opened what the editor opened; without it, the fields that differ from this device's
 *   copy are queued
 * @returns the listing's id
 * @throws ValiError (valibot) when `fields` fail listingFieldsSchema; nothing is stored
 */
export async function saveListing(
  ownerId: string,
  fields: ListingFields,
  files: { logo?: Blob; photos?: Blob[] } = {},
  db: LocalDb = localDb(),
  opened?: OpenedListing,
): Promise<string> {
  const checked = v.parse(listingFieldsSchema, fields);
  const existing = await ownListing(ownerId, db);
  const uploads: Record<string, unknown> = {};
  if (files.logo) uploads.logo = files.logo;
  if (files.photos?.length) uploads['photos+'] = files.photos;
  if (existing) {
    // The edit and its uploads are queued together: a crash cannot keep one without the
    // other. The uploads are an entry of their own, without If-Match: new photos are added
    // to whatever the server holds, so they never conflict.
    await db.transaction('rw', ['contractors', 'outbox'], async () => {
      if (opened) {
        const edited = Object.fromEntries(
          Object.entries(checked).filter(
            ([field, value]) =>
              !sameValue(value, (opened.fields as Record<string, unknown>)[field]),
          ),
        );
        await updateLocally(db, 'contractors', existing.id, edited, {
          base: { ...opened.fields },
          baseUpdated: opened.updated,
        });
      } else {
        await updateLocally(db, 'contractors', existing.id, { ...checked });
      }
      if (Object.keys(uploads).length > 0) {
        await enqueue(
          { collection: 'contractors', recordId: existing.id, op: 'update', body: uploads },
          db,
        );
      }
    });
  } else {
    const record: ListingRecord = {
      id: ownerId,
      created: '',
      updated: '',
      owner: ownerId,
      ...checked,
      verified: false,
      background_check: false,
      logo: '',
      photos: [],
      rating_avg: 0,
      rating_count: 0,
      listed_until: '',
    };
    await createLocally(db, 'contractors', record, { owner: ownerId, ...checked, ...uploads });
  }
  sendSoon();
  return existing?.id ?? ownerId;
}

/**
 * The owner's "Remove listing": a soft delete (status `removed`) queued through the outbox.
 * Owners cannot delete a listing; its hires and reviews stay, and saving it as active again
 * lists it again (docs/security-model.md, "Trust rules"). The server refuses it for a
 * suspended listing.
 * @throws Error when the listing is not on this device
 */
export async function removeListing(listingId: string, db: LocalDb = localDb()): Promise<void> {
  await updateLocally(db, 'contractors', listingId, { status: 'removed' });
  sendSoon();
}
