/**
 * Hire request rules (issue 5 "Hiring"), shared by the form and its tests. Pure.
 */

/** A phone number as the server accepts it (pb_migrations/1763771200_hire_client_contact.js). */
const PHONE = /^[+0-9 ().-]{0,32}$/;

/** Longest description a hire request may have (the server's limit). */
export const HIRE_DESCRIPTION_MAX = 2000;

/** The form's values. Dates are "YYYY-MM-DD" or ''. */
export interface HireFormValues {
  readonly trade: string;
  readonly description: string;
  readonly preferredStart: string;
  readonly preferredEnd: string;
  readonly contactPreference: 'phone' | 'email' | 'either';
  /** Shared with this contractor only; required when the client asks to be phoned. */
  readonly clientPhone: string;
}

/** The `market` key of each field's error. */
export type HireFormErrors = Partial<
  Record<
    keyof HireFormValues,
    'hire.errors.trade' | 'hire.errors.description' | 'hire.errors.dates' | 'hire.errors.phone'
  >
>;

/**
 * Checks a hire request before it is queued.
 * @param today "YYYY-MM-DD" of the user's day
 * @returns the errors by field; empty when the request is fine
 */
export function validateHire(values: HireFormValues, today: string): HireFormErrors {
  const errors: HireFormErrors = {};
  if (!values.trade) errors.trade = 'hire.errors.trade';
  const description = values.description.trim();
  if (description.length < 10 || description.length > HIRE_DESCRIPTION_MAX) {
    errors.description = 'hire.errors.description';
  }
  if (
    (values.preferredStart && values.preferredStart < today) ||
    (values.preferredStart && values.preferredEnd && values.preferredEnd < values.preferredStart)
  ) {
    errors.preferredEnd = 'hire.errors.dates';
  }
  const phone = values.clientPhone.trim();
  if (!PHONE.test(phone) || (values.contactPreference === 'phone' && !/\d/.test(phone))) {
    errors.clientPhone = 'hire.errors.phone';
  }
  return errors;
}

/** Today as "YYYY-MM-DD" in local time. */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
