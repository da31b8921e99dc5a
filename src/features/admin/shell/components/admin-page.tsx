import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageKey } from '@/features/pages';
import '../namespace';
import type { StaffRole } from '../model';
import { AdminGuard } from './admin-guard';

export interface AdminPageProps {
  /** The route's key in the `pages` namespace (its title and description). */
  readonly page: PageKey;
  /** Roles that may open the page; admins and moderators by default. */
  readonly roles?: readonly StaffRole[];
  /** Whether to show the link back to /admin (not on /admin itself); true by default. */
  readonly back?: boolean;
  readonly children: ReactNode;
}

/**
 * The frame of an admin page: document title, a link back to /admin (unless `back` is false),
 * the heading and description from the `pages` namespace, then `children` behind the
 * AdminGuard. Wider than the other pages: admin lists are tables.
 */
export function AdminPage({ page, roles, back = true, children }: AdminPageProps) {
  const { t } = useTranslation(['admin', 'pages', 'common']);
  const title = t(`pages:${page}.title`);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <title>{`${title} | ${t('common:appName')}`}</title>
      {back && (
        <Link to="/admin" className="mb-4 inline-block text-sm font-medium text-blue-800 underline">
          {t('admin:shell.back')}
        </Link>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{t(`pages:${page}.description`)}</p>
      <AdminGuard {...(roles !== undefined && { roles })}>{children}</AdminGuard>
    </section>
  );
}
