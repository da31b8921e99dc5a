/**
 * Field-level merge of the user's edits with a record that changed on the server meanwhile
 * (docs/sync.md, "Conflicts"). An edit carries only the fields the user changed, each with the
 * value it was changed from (its base). Against the server's current copy, each field is:
 * - settled: the server already holds the user's value;
 * - resent: the server still holds the base (nobody else touched it), so the user's value is
 *   sent again on the new version, silently;
 * - a conflict: changed on both sides to different values, or changed on the server while
 *   its base is unknown (an edit queued by a release before field-level edits); the user
 *   decides, per field.
 * Pure: no IndexedDB, no network.
 */

/** Whether two field values are the same (JSON equality: arrays by order, objects by keys). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** A field the user changed: the value it was changed from (absent: unknown) and to. */
export interface FieldEdit {
  readonly base?: unknown;
  readonly mine: unknown;
}

/** One queued update, as the outbox holds it (OutboxRow's `body` and `base`). */
export interface QueuedEdit {
  readonly body: Record<string, unknown>;
  /** The value of each body field before the edit; a field missing here has no known base. */
  readonly base?: Record<string, unknown>;
}

/**
 * The net change of several edits of one record, oldest first: per field, the base of the
 * first edit that touched it and the value of the last one.
 */
export function combineEdits(edits: readonly QueuedEdit[]): Record<string, FieldEdit> {
  const fields: Record<string, FieldEdit> = {};
  for (const edit of edits) {
    for (const [field, mine] of Object.entries(edit.body)) {
      const earlier = fields[field];
      if (earlier) fields[field] = { ...earlier, mine };
      else if (edit.base && field in edit.base) fields[field] = { base: edit.base[field], mine };
      else fields[field] = { mine };
    }
  }
  return fields;
}

/** A field changed on both sides: the user's value, the server's, and the common base. */
export interface FieldConflict {
  /** Absent when the base is unknown. */
  readonly base?: unknown;
  readonly mine: unknown;
  readonly theirs: unknown;
}

/** The outcome of merging the user's fields with the server's copy. */
export interface MergeResult {
  /** Fields to send again on the server's version: field → the user's value. */
  readonly resend: Record<string, unknown>;
  /** The base of each resent field: the server's value now (what the edit changes). */
  readonly resendBase: Record<string, unknown>;
  /** Fields changed on both sides, for the user to decide. */
  readonly conflicts: Record<string, FieldConflict>;
}

/**
 * Merges the user's net field changes into the server's current copy of the record.
 * @param fields from combineEdits
 * @param server the server's record now
 */
export function mergeFields(
  fields: Record<string, FieldEdit>,
  server: Record<string, unknown>,
): MergeResult {
  const resend: Record<string, unknown> = {};
  const resendBase: Record<string, unknown> = {};
  const conflicts: Record<string, FieldConflict> = {};
  for (const [field, edit] of Object.entries(fields)) {
    const theirs = server[field];
    if (sameValue(theirs, edit.mine)) continue;
    if ('base' in edit && sameValue(theirs, edit.base)) {
      resend[field] = edit.mine;
      resendBase[field] = theirs;
    } else {
      conflicts[field] =
        'base' in edit ? { base: edit.base, mine: edit.mine, theirs } : { mine: edit.mine, theirs };
    }
  }
  return { resend, resendBase, conflicts };
}

/**
 * The fields of `patch` that differ from `current`, and their values in `current` (the
 * base). An edit that changes nothing yields empty objects.
 */
export function changedFields(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): { body: Record<string, unknown>; base: Record<string, unknown> } {
  const body: Record<string, unknown> = {};
  const base: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (sameValue(current[field], value)) continue;
    body[field] = value;
    base[field] = current[field] ?? null;
  }
  return { body, base };
}
