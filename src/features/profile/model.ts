/**
 * The profile's form rules: the words for what hireRequestSchema and reportSchema refuse,
 * field by field. The repositories check the same schemas before they queue a write. Pure.
 */
import * as v from 'valibot';
import { hireRequestSchema, type HireRequest } from '@/data/hires';
import { reportSchema } from '@/data/reports';

/** The `market` key of each field's error. */
export type HireFormErrors = Partial<
  Record<
    keyof HireRequest,
    'hire.errors.trade' | 'hire.errors.description' | 'hire.errors.dates' | 'hire.errors.phone'
  >
>;

/** Where each refused field's message goes, and its words. */
const FIELD_ERRORS: Readonly<
  Record<
    keyof HireRequest,
    readonly [keyof HireRequest, NonNullable<HireFormErrors[keyof HireRequest]>]
  >
> = {
  trade: ['trade', 'hire.errors.trade'],
  description: ['description', 'hire.errors.description'],
  // Both dates are checked together: the message sits under the second.
  preferredStart: ['preferredEnd', 'hire.errors.dates'],
  preferredEnd: ['preferredEnd', 'hire.errors.dates'],
  contactPreference: ['clientPhone', 'hire.errors.phone'],
  clientPhone: ['clientPhone', 'hire.errors.phone'],
};

/**
 * Checks a hire request before it is queued.
 * @param today "YYYY-MM-DD" of the user's day
 * @returns the errors by field; empty when the request is fine
 */
export function validateHire(values: HireRequest, today: string): HireFormErrors {
  const result = v.safeParse(hireRequestSchema(today), values);
  const errors: HireFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as keyof HireRequest | null;
    if (!field || !(field in FIELD_ERRORS)) continue;
    const [shownOn, key] = FIELD_ERRORS[field];
    errors[shownOn] ??= key;
  }
  return errors;
}

/** What the report form holds: `reason` is '' until one is chosen. */
export interface ReportFormValues {
  readonly reason: string;
  readonly details: string;
}

/** The `trust` key of each report field's error. */
export interface ReportFormErrors {
  reason?: 'report.errors.reason';
  details?: 'report.errors.details';
}

/**
 * Checks the report form with the repository's schema (reportSchema), field by field.
 * @returns the errors by field; empty when the report may be sent
 */
export function validateReport(values: ReportFormValues): ReportFormErrors {
  const errors: ReportFormErrors = {};
  if (!v.is(reportSchema.entries.reason, values.reason)) errors.reason = 'report.errors.reason';
  if (!v.is(reportSchema.entries.details, values.details)) errors.details = 'report.errors.details';
  return errors;
}

/** Longest meta description of a profile, in characters (as the server's, page-render.js). */
export const PROFILE_DESCRIPTION_MAX = 300;

/**
 * A profile's meta description, as the server fills it (pb_hooks/lib/page-render.js
 * profileView): the listing's description, else its trades and place, else the page's
 * generic description; at most PROFILE_DESCRIPTION_MAX characters.
 * @param trades the listing's trade names, already joined for display ('' when none)
 * @param place the listing's place, already formatted ('' when none)
 * @param fallback the `pages:profile.description` text
 */
export function profileDescription(
  description: string,
  trades: string,
  place: string,
  fallback: string,
): string {
  const text = description.trim() || [trades, place].filter(Boolean).join(' · ') || fallback;
  return text.slice(0, PROFILE_DESCRIPTION_MAX);
}
