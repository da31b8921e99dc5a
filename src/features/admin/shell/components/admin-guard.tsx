import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState, SignInPrompt } from '@/components/ui';
import { useSession } from '@/lib/session';
import '../namespace';
import { ALL_STAFF, mayOpen, type StaffRole } from '../model';

export interface AdminGuardProps {
  /** Roles that may open the page; admins and moderators by default. */
  readonly roles?: readonly StaffRole[];
  readonly children: ReactNode;
}

/**
 * Shows `children` to staff with one of `roles` (the server's answer, asked by the session on
 * sign-in; a staff session the server ended signs out with "Your staff session ended after 15
 * minutes without activity. Sign in again."). Visitors get a sign-in link, everyone else
 * "Admins only". The page's server calls are checked again by the server.
 */
export function AdminGuard({ roles = ALL_STAFF, children }: AdminGuardProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { user, loading, staffChecked, staffRoles, staffSessionEnded } = useSession();
  const { pathname } = useLocation();
  if (loading || (user && !staffChecked)) {
    return (
      <p role="status" className="mt-8 text-slate-700">
        {t('shell.checking')}
      </p>
    );
  }
  if (!user) {
    return (
      <SignInPrompt
        heading={t('shell.adminsOnly')}
        message={
          staffSessionEnded === 'idle'
            ? t('common:errors.staffSessionExpired')
            : staffSessionEnded === 'signIn'
              ? t('common:errors.staffSignInRequired')
              : t('shell.signInBody')
        }
        action={t('shell.signIn')}
        next={pathname}
        testId="admin-guard"
      />
    );
  }
  if (!mayOpen(staffRoles, roles)) {
    return (
      <EmptyState
        heading={t('shell.adminsOnly')}
        message={t('shell.adminsOnlyBody')}
        className="mt-8"
        testId="admin-guard"
      />
    );
  }
  return <>{children}</>;
}
