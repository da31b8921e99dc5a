import { useTranslation } from 'react-i18next';
import { AdminPage, formatWhen, ListView, useAdminList, type Column } from '@/features/admin-shell';
import { fetchAuditLog, type AuditRow } from '../api';

/** /admin/audit: the admin_actions log, newest first; read-only (nobody can edit it). */
export default function AuditPage() {
  return (
    <AdminPage page="adminAudit">
      <AuditLog />
    </AdminPage>
  );
}

function AuditLog() {
  const { t, i18n } = useTranslation(['admin', 'pages']);
  const list = useAdminList(fetchAuditLog);
  const columns: Column<AuditRow>[] = [
    { key: 'when', heading: t('audit.when'), cell: (r) => formatWhen(r.created, i18n.language) },
    { key: 'actor', heading: t('audit.actor'), cell: (r) => r.actorEmail },
    { key: 'action', heading: t('audit.action'), cell: (r) => <code>{r.action}</code> },
    { key: 'target', heading: t('audit.target'), cell: (r) => r.target },
    { key: 'reason', heading: t('audit.reason'), cell: (r) => r.reason },
  ];
  return (
    <ListView
      label={t('pages:adminAudit.title')}
      state={list.state}
      columns={columns}
      pageNumber={list.pageNumber}
      onPage={list.goTo}
      onRetry={list.reload}
    />
  );
}
