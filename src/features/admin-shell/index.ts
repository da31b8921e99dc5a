/**
 * The admin shell: what every staff page shares. `AdminGuard` shows a page to staff only
 * ("Admins only" otherwise), `AdminPage` frames an admin page (back link to /admin, heading),
 * `useStaffCall` ends the staff session in the app when the server answers 401
 * `staff_session_expired` (docs/security-model.md "Staff"), and `ListView` with
 * `useAdminList` draws a paged admin list with its loading, failed and forbidden states.
 */
export { AdminGuard, type AdminGuardProps } from './components/admin-guard';
export { AdminPage, type AdminPageProps } from './components/admin-page';
export { ListView, type Column } from './components/list-view';
export { PAGE_SIZE, useAdminList, type ListState } from './hooks/use-admin-list';
export { useStaffCall } from './hooks/use-staff-call';
export { ALL_STAFF, formatWhen, mayOpen, type Page, type StaffRole } from './model';
