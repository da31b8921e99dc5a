/// <reference path="../pb_data/types.d.ts" />
// What PocketBase guarantees but its generated types cannot say: the generator models every Go
// pointer as optional (`record?`, `request?`), though PocketBase always sets these on the events
// our hooks receive. Narrowing them here, in one place, keeps `strictNullChecks` meaningful for
// the values that can really be missing (`e.auth`, a header, a lookup that finds nothing).
// Type-checking only: PocketBase loads just `*.pb.js` from this folder.

declare namespace core {
  // Record model hooks (onRecordCreate, onRecordAfterUpdateSuccess, ...), the mail hooks on a
  // record and onRecordEnrich run for one record, which PocketBase sets before calling them.
  interface RecordEvent {
    record: Record;
  }
  interface MailerRecordEvent {
    record: Record;
    message: mailer.Message;
  }
  interface RecordEnrichEvent {
    record: Record;
  }
  interface FileTokenRequestEvent {
    record: Record;
  }
  // The record lookups return Go slices of pointers to the records they found, never a nil one.
  interface App {
    findRecordsByIds(
      collectionModelOrIdentifier: string | Collection,
      recordIds: Array<string>,
      ...optFilters: ((q: dbx.SelectQuery) => void)[]
    ): Array<Record>;
    findAllRecords(
      collectionModelOrIdentifier: string | Collection,
      ...exprs: dbx.Expression[]
    ): Array<Record>;
    findRecordsByFilter(
      collectionModelOrIdentifier: string | Collection,
      filter: string,
      sort: string,
      limit: number,
      offset: number,
      ...params: dbx.Params[]
    ): Array<Record>;
  }
  // Every route and request hook has the HTTP request it answers, which has its URL.
  interface RequestEvent {
    request: http.Request & { url: url.URL };
  }
  // The record request hooks run on one collection, which PocketBase resolves from the URL
  // before calling them.
  interface RecordRequestEvent {
    collection: Collection;
  }
  interface RecordsListRequestEvent {
    collection: Collection;
  }
  interface RecordAuthWithOAuth2RequestEvent {
    collection: Collection;
  }
}

// These request events declare `record?` on themselves, where an interface merge cannot make it
// required; an overload declared after PocketBase's own is tried first, so the handlers are
// typed by the narrowed event.

/** A record request event (create, view, update, delete) with the record PocketBase loaded. */
type RecordRequestEventWithRecord = core.RecordRequestEvent & { record: core.Record };

declare function onRecordCreateRequest(
  handler: (e: RecordRequestEventWithRecord) => void,
  ...tags: string[]
): void;
declare function onRecordViewRequest(
  handler: (e: RecordRequestEventWithRecord) => void,
  ...tags: string[]
): void;
declare function onRecordUpdateRequest(
  handler: (e: RecordRequestEventWithRecord) => void,
  ...tags: string[]
): void;
declare function onRecordDeleteRequest(
  handler: (e: RecordRequestEventWithRecord) => void,
  ...tags: string[]
): void;
declare function onRecordAuthRequest(
  handler: (e: core.RecordAuthRequestEvent & { record: core.Record }) => void,
  ...tags: string[]
): void;
declare function onRecordRequestEmailChangeRequest(
  handler: (e: core.RecordRequestEmailChangeRequestEvent & { record: core.Record }) => void,
  ...tags: string[]
): void;
declare function onRecordConfirmPasswordResetRequest(
  handler: (e: core.RecordConfirmPasswordResetRequestEvent & { record: core.Record }) => void,
  ...tags: string[]
): void;
