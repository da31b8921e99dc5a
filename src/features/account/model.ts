/**
 * Account settings rules: the checks of the forms and the shape of the data export. Pure,
 * shared by the components, api.ts and their tests.
 */

import { passwordProblem, type CommonPasswords } from '@/lib/password-policy';

/** The `account` key of a password form error. */
export type PasswordError =
  | 'password.blank'
  | 'password.tooShort'
  | 'password.tooLong'
  | 'password.common'
  | 'password.mismatch';

/**
 * Checks a password change before it is sent, by the policy of lib/password-policy.ts.
 * @param common the common-password list; without it only the length is checked
 */
export function validatePasswordChange(
  password: string,
  passwordConfirm: string,
  common: CommonPasswords = new Set(),
): PasswordError | null {
  const problem = passwordProblem(password, common);
  if (problem) return `password.${problem}`;
  if (password !== passwordConfirm) return 'password.mismatch';
  return null;
}

/** A plausible email address (the server checks it properly). */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Whether the typed confirmation names the account (case and spaces around ignored). */
export const confirmsDeletion = (typed: string, email: string): boolean =>
  email !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase();

/** Fields of an auth record that are secrets or SDK bookkeeping, never exported. */
const HIDDEN = /token|password|secret|^otp|^collection|^expand$/i;

/** A copy of a record without its secret fields. */
export function withoutSecrets(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !HIDDEN.test(key)));
}

/** A record as PocketBase or IndexedDB holds it. */
type Row = object;

/** The user's data as gathered from the server or from this device. */
export interface ExportSource {
  readonly user: Row;
  readonly listing: Row | null;
  readonly hires: readonly Row[];
  readonly reviews: readonly Row[];
  readonly savedContractors: readonly string[];
  /** Where it came from: the server (online) or this device's copy (offline). */
  readonly from: 'server' | 'device';
}

/** The export file's content. */
export interface AccountExport {
  readonly format: 'tradesmarket-account-export';
  readonly version: 1;
  readonly exportedAt: string;
  readonly source: 'server' | 'device';
  readonly user: Record<string, unknown>;
  readonly listing: Record<string, unknown> | null;
  readonly hires: Record<string, unknown>[];
  readonly reviews: Record<string, unknown>[];
  readonly savedContractors: string[];
}

/** Builds the export: every record without secrets, sorted by creation. */
export function buildExport(source: ExportSource, now: Date = new Date()): AccountExport {
  const created = (row: Record<string, unknown>) =>
    typeof row.created === 'string' ? row.created : '';
  const byCreated = (rows: readonly Row[]) =>
    rows.map(withoutSecrets).sort((a, b) => created(a).localeCompare(created(b)));
  return {
    format: 'tradesmarket-account-export',
    version: 1,
    exportedAt: now.toISOString(),
    source: source.from,
    user: withoutSecrets(source.user),
    listing: source.listing ? withoutSecrets(source.listing) : null,
    hires: byCreated(source.hires),
    reviews: byCreated(source.reviews),
    savedContractors: [...source.savedContractors],
  };
}

/** The download's file name, e.g. "tradesmarket-data-2026-05-01.json". */
export const exportFileName = (now: Date = new Date()): string =>
  `tradesmarket-data-${now.toISOString().slice(0, 10)}.json`;
