/**
 * Storing the cookie consent choice in IndexedDB and telling the rest of the app about it.
 * Withdrawing consent removes the stored identifiers.
 */
import type { ConsentRecord } from '@/lib/consent-types';
import { lookupIpLocation } from '@/lib/ip-location';
import { localDbExists } from '@/lib/local-db-presence';
import { consentRecord, IDENTIFIER_KEYS, mayStoreIdentifiers } from './model';

/** Window event asking the banner to open again (the footer's "Cookie settings"). */
export const OPEN_CONSENT_EVENT = 'tradesmarket:open-consent';

/**
 * The stored choice, or undefined while undecided (or when IndexedDB is unavailable). A
 * device without the app's database has none: Dexie is not loaded to find that out.
 */
export async function readConsent(): Promise<ConsentRecord | undefined> {
  try {
    if (!(await localDbExists())) return undefined;
    const { getSetting } = await import('@/data/settings');
    return await getSetting('cookie_consent');
  } catch {
    return undefined;
  }
}

// The last save started: each save waits for the one before it.
let saving: Promise<unknown> = Promise.resolve();

/**
 * Stores a choice; declining also deletes visitor_id, affiliate_code and
 * affiliate_first_visit. Choices are stored in the order they were made: a visitor who
 * accepts and at once withdraws (the footer's "Cookie settings") ends with the withdrawal
 * stored. Each save first imports the settings module (and Dexie with it) and then
 * writes; without the queue nothing ordered two saves' writes, and under load the first
 * could land last.
 * @returns the stored record
 * @throws the settings store's error when IndexedDB refuses the write
 */
export function saveConsent(accepted: boolean, countryCode: string | null): Promise<ConsentRecord> {
  const record = consentRecord(accepted, new Date().toISOString(), countryCode);
  const save = saving.then(async () => {
    const { setSetting, removeSettings } = await import('@/data/settings');
    await setSetting('cookie_consent', record);
    if (!accepted) await removeSettings(IDENTIFIER_KEYS);
    return record;
  });
  saving = save.catch(() => undefined);
  return save;
}

/** Whether this visitor's identifiers may be stored now (stored choice, else country). */
export async function identifiersAllowed(): Promise<boolean> {
  const record = await readConsent();
  if (record) return record.accepted;
  const location = await lookupIpLocation();
  return mayStoreIdentifiers(undefined, location?.countryCode ?? null);
}

/** Opens the banner again so the choice can be changed (footer "Cookie settings"). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}

/**
 * The visitor id a sign-up carries for the affiliate attribution: only when the visitor
 * consented to identifiers (the affiliate tracker stores it only then, and withdrawing
 * consent deletes it). The server decides whether it attributes anything. Never rejects.
 * @returns the id, or undefined
 */
export async function signUpAttribution(): Promise<string | undefined> {
  try {
    if (!(await identifiersAllowed())) return undefined;
    const { getSetting } = await import('@/data/settings');
    return await getSetting('visitor_id');
  } catch {
    return undefined;
  }
}
