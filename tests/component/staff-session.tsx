// Renders a staff page as the app does, inside the router and a session of the given roles
// (what the session provider holds once the server has answered the staff check).
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SessionContext, type SessionState } from '@/lib/session/session-context';

/** A signed-in session whose staff roles the server answered with `roles`. */
export function staffSession(roles: readonly string[]): SessionState {
  return {
    user: {
      id: 'u0000000000staff',
      email: 'staff@example.com',
      name: 'Sam Staff',
      userType: 'client',
      languagePreference: 'English',
      verified: true,
      updated: '',
    },
    isAdmin: roles.includes('admin'),
    staffRoles: roles,
    staffChecked: true,
    loading: false,
    signOut: () => {},
    endStaffSession: () => {},
    staffSessionEnded: null,
  };
}

/** `children` at `path` with `session`. */
export function AsStaff({
  session,
  path,
  children,
}: {
  readonly session: SessionState;
  readonly path: string;
  readonly children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </MemoryRouter>
  );
}

/** The page's widest content, in CSS pixels (more than the viewport: it scrolls sideways). */
export const pageWidth = () => document.documentElement.scrollWidth;
