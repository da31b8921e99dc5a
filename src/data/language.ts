/**
 * Repository of the interface language choice and of the profile's `language_preference`.
 * It keeps the `preferredLanguage` setting, clears the translation cache a new choice makes
 * stale, and queues the signed-in user's profile write in the outbox like every other write.
 * features/language/api.ts is its one caller; it also keeps the localStorage boot mirror and
 * i18next in step.
 */
import { localDb, type LocalDb, type OutboxRow } from './local-db';
import { getSetting, setSetting } from './settings';
import { enqueue } from './sync/outbox';
import { flushSoon } from './sync/send-soon';

/** The choice stored on this device (an i18next locale code), or undefined when none. */
export function storedLanguage(db: LocalDb = localDb()): Promise<string | undefined> {
  return getSetting('preferredLanguage', db);
}

/**
 * Stores `code` as the choice when another one is stored, leaving the translations: on start,
 * when the boot mirror holds a newer choice than IndexedDB.
 */
export async function keepStoredLanguage(code: string, db: LocalDb = localDb()): Promise<void> {
  if ((await storedLanguage(db)) !== code) await setSetting('preferredLanguage', code, db);
}

/** The signed-in user whose profile takes the choice, and the language's English name. */
export interface ProfileTarget {
  readonly userId: string;
  /** English name, as `users.language_preference` stores it. */
  readonly name: string;
}

function profileWrite(
  target: ProfileTarget,
): Pick<OutboxRow, 'collection' | 'recordId' | 'op' | 'body'> {
  // No If-Match: a language is one value the user just chose, so the newest choice wins
  // rather than coming back as a conflict for the user to resolve.
  return {
    collection: 'users',
    recordId: target.userId,
    op: 'update',
    body: { language_preference: target.name },
  };
}

/**
 * Stores a new choice in one transaction: the translation cache is cleared (it holds
 * translations into the old language), the choice is stored, and for a signed-in user the
 * profile write is queued in the outbox (sent now when online, else when the network is back).
 * @param profile the signed-in user to save it for, or null
 * @throws when IndexedDB cannot be used
 */
export async function storeLanguageChoice(
  code: string,
  profile: ProfileTarget | null,
  db: LocalDb = localDb(),
): Promise<void> {
  await db.transaction('rw', ['settings', 'translations', 'outbox'], async () => {
    await db.translations.clear();
    await setSetting('preferredLanguage', code, db);
    if (profile) await enqueue(profileWrite(profile), db);
  });
  if (profile) flushSoon();
}

/** The session's copy of the user record's language: what a reconcile is asked about. */
export interface ProfileLanguage {
  /** English name, '' when the profile has none. */
  readonly name: string;
  /** The user record's `updated` in that copy, '' when unknown. */
  readonly updated: string;
}

/**
 * What a device does with the profile's language after a sign-in or a session refresh:
 * - "keep-local": this device's choice is newer than the copy, so it stays;
 * - "use-profile": the copy is the newest word (it follows the user across devices);
 * - "save-local": the profile has no language, so the device's choice is saved to it.
 */
export type ProfileLanguageVerdict = 'keep-local' | 'use-profile' | 'save-local';

/** What the verdict is made from. */
export interface ProfileLanguageFacts {
  readonly profile: ProfileLanguage;
  /** Whether a write of this user's language waits in the outbox (not refused). */
  readonly waiting: boolean;
  /** The user record's `updated` after this device's last confirmed write, '' when none. */
  readonly sentUpdated: string;
}

/**
 * The reconcile rule, pure. A copy older than this device's own write must not win: a
 * session stored before an offline change, or a refresh answered just before the write
 * reached the server, still holds the old language.
 */
export function profileLanguageVerdict(facts: ProfileLanguageFacts): ProfileLanguageVerdict {
  if (facts.waiting) return 'keep-local';
  // PocketBase dates sort as strings; an unknown ('') copy counts as older.
  if (facts.sentUpdated !== '' && facts.profile.updated < facts.sentUpdated) return 'keep-local';
  return facts.profile.name === '' ? 'save-local' : 'use-profile';
}

/**
 * Decides what to do with the profile's language for `userId` (see ProfileLanguageVerdict),
 * from the outbox and what the server answered this device's last language write.
 */
export async function judgeProfileLanguage(
  userId: string,
  profile: ProfileLanguage,
  db: LocalDb = localDb(),
): Promise<ProfileLanguageVerdict> {
  const [writes, sent] = await Promise.all([
    db.outbox.where('recordId').equals(userId).toArray(),
    getSetting('profile_language', db),
  ]);
  const waiting = writes.some(
    (row) => row.collection === 'users' && !row.error && 'language_preference' in row.body,
  );
  const sentUpdated = sent?.userId === userId ? sent.updated : '';
  return profileLanguageVerdict({ profile, waiting, sentUpdated });
}

/**
 * Reconciles the device's choice with the session's copy of the profile: decides (see
 * profileLanguageVerdict) and, for "save-local", queues the device's language for the
 * profile in the same transaction, so two reconciles in a row cannot both queue it.
 * @param localName English name of the language on screen
 * @returns the verdict; on "use-profile" the caller switches to the profile's language
 * @throws when IndexedDB cannot be used
 */
export async function settleProfileLanguage(
  userId: string,
  profile: ProfileLanguage,
  localName: string,
  db: LocalDb = localDb(),
): Promise<ProfileLanguageVerdict> {
  const verdict = await db.transaction('rw', ['outbox', 'settings'], async () => {
    const decided = await judgeProfileLanguage(userId, profile, db);
    if (decided === 'save-local') await enqueue(profileWrite({ userId, name: localName }), db);
    return decided;
  });
  if (verdict === 'save-local') flushSoon();
  return verdict;
}
