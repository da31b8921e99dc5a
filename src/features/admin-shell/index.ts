/**
 * The admin shell: what every staff page shares. `AdminGuard` shows a page to staff only
 * ("Admins only" otherwise), `AdminPage` frames an admin page (back link to /admin, heading),
 * and `useStaffCall` ends the staff session in the app when the server answers 401
 * `staff_session_expired` (docs/security-model.md "Staff").
 */
export { AdminGuard, type AdminGuardProps } from './components/admin-guard';
export { AdminPage, type AdminPageProps } from './components/admin-page';
export { useStaffCall } from './hooks/use-staff-call';
export { ALL_STAFF, mayOpen, type StaffRole } from './model';
