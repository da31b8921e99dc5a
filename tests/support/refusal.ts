/**
 * What the bad-input matrix (tests/integration/bad-input) expects: a refusal is a status and
 * PocketBase's field errors (`data.<field>.code`), and a case table is rows of a title, a
 * body, the refusal, and who sends it to what.
 */
import type PocketBase from 'pocketbase';
import type { ClientResponseError } from 'pocketbase';

export type Fields = Record<string, unknown>;

export interface Refusal {
  readonly status: number;
  /** field → PocketBase error code; empty when the answer has none */
  readonly errors: Readonly<Record<string, string>>;
  /**
   * Refused by an API rule: the answer names one field with a code the app has words for
   * (pb_hooks/lib/refusals.js; which field and code is up to the rule's parts), and `errors`
   * is not compared.
   */
  readonly byRule?: true;
  readonly label: string;
}

export const byCreateRule: Refusal = {
  status: 400,
  errors: {},
  byRule: true,
  label: '400 by the create rule (one coded field)',
};
export const byUpdateRule: Refusal = {
  status: 404,
  errors: {},
  byRule: true,
  label: '404 by the update rule (one coded field)',
};
/**
 * An update or delete of a record the caller cannot see: PocketBase's bare 404, which says
 * nothing about whether the record exists.
 */
export const hiddenFromCaller: Refusal = {
  status: 404,
  errors: {},
  label: '404: not visible to the caller',
};
/** An action no rule opens (PocketBase: superusers only), coded `rule: not_allowed`. */
export const superusersOnly: Refusal = {
  status: 403,
  errors: { rule: 'not_allowed' },
  label: '403: superusers only',
};
export const unparsed: Refusal = {
  status: 400,
  errors: {},
  label: '400 from PocketBase before the route runs',
};

export function invalid(errors: Record<string, string>): Refusal {
  const list = Object.entries(errors).map(([field, code]) => `${field} ${code}`);
  return { status: 400, errors, label: `400 ${list.join(', ')}` };
}
export const bad = (field: string, code: string) => invalid({ [field]: code });

export function fieldCodes(error: ClientResponseError): Record<string, string> {
  const data = (error.response as { data?: Record<string, { code: string }> }).data ?? {};
  return Object.fromEntries(Object.entries(data).map(([field, e]) => [field, e.code]));
}

interface Case<B> {
  readonly body: () => B;
  readonly expected: Refusal;
  readonly by: (() => PocketBase) | undefined;
  readonly target: (() => string) | undefined;
}
export type Row<B> = [title: string, c: Case<B>];

export function row<B>(
  what: string,
  body: () => B,
  expected: Refusal,
  options: { by?: () => PocketBase; target?: () => string } = {},
): Row<B> {
  return [
    `refuses ${what} → ${expected.label}`,
    { body, expected, by: options.by, target: options.target },
  ];
}
