import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { firstStepFor } from '../model';
import { useSession } from '../session-context';

/**
 * The page, or the step a signed-in user must take first: a new OAuth2 account chooses its
 * user type before any other page (the server refuses it nothing else meanwhile, but a user
 * with no type has no home, portal or dashboard to go to).
 */
export function FirstStepGate({ children }: { readonly children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const to = firstStepFor(user, pathname, search);
  return to ? <Navigate to={to} replace /> : children;
}
