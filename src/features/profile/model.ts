/**
 * Hire request rules for the form: the words for what hireRequestSchema refuses, field by
 * field. The repository checks the same schema before it queues a request. Pure.
 */
import * as v from 'valibot';
import { hireRequestSchema, type HireRequest } from '@/data/hires';

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
