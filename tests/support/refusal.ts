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
  /** field → PocketBase error code; empty when a rule (not validation) refused it */
  readonly errors: Readonly<Record<string, string>>;
  readonly label: string;
}

export const byCreateRule: Refusal = {
  status: 400,
  errors: {},
  label: '400 by the create rule (no field errors)',
};
export const byUpdateRule: Refusal = { status: 404, errors: {}, label: '404 by the update rule' };
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
