/** Pure rules of the admin shell: who may open a staff page, and how its dates are written. */

/** A staff role the server knows (user_roles.role). */
export type StaffRole = 'admin' | 'moderator';

/** Every staff role: the default of pages open to admins and moderators. */
export const ALL_STAFF: readonly StaffRole[] = ['admin', 'moderator'];

/**
 * Whether someone with `roles` (the server's answer) may open a page for `allowed` roles.
 * The server checks again on every call: this only decides what the page shows.
 */
export function mayOpen(roles: readonly string[], allowed: readonly StaffRole[]): boolean {
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

/**
 * A PocketBase date ("2026-11-23 12:00:00.000Z") as the locale writes a date and time; the
 * text as it is when it is not a date.
 */
export function formatWhen(value: string, locale: string): string {
  const time = Date.parse(value.replace(' ', 'T'));
  if (!Number.isFinite(time)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
