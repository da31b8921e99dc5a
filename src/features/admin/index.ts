/**
 * The staff area (/admin and its queues, lists, support inbox and email blast). Other features
 * frame a staff page of their own with `AdminPage` (heading, back link, the staff-only guard)
 * and call the server through `useStaffCall`, which ends the staff session in the app when the
 * server answers 401 `staff_session_expired` (docs/security-model.md "Staff"). The router takes
 * the pages from pages.ts.
 */
export { AdminGuard, AdminPage, useStaffCall, type StaffRole } from './shell';
