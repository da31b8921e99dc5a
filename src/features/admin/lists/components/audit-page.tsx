import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/list';
import { AdminPage, formatWhen, AdminListView, useAdminList } from '../../shell';
import { fetchAuditLog, type AuditRow } from '../api';
import { auditActionKey, auditTargetKey } from '../model';

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
    {
      key: 'actor',
      heading: t('audit.actor'),
      cell: (r) => <span dir="auto">{r.actorEmail}</span>,
    },
    {
      key: 'action',
      heading: t('audit.action'),
      cell: (r) => {
        const key = auditActionKey(r.action);
        return key ? t(key) : <code>{r.action}</code>;
      },
    },
    { key: 'target', heading: t('audit.target'), cell: (r) => <AuditTarget row={r} /> },
    { key: 'reason', heading: t('audit.reason'), cell: (r) => <span dir="auto">{r.reason}</span> },
  ];
  return (
    <AdminListView label={t('pages:adminAudit.title')} list={list} columns={columns} cardsOnPhone />
  );
}

/**
 * What an entry acted on, in words: a listing links to its profile; the record id stays in
 * the tooltip for staff who look it up in the dashboard.
 */
function AuditTarget({ row }: { row: AuditRow }) {
  const { t } = useTranslation('admin');
  if (!row.targetCollection) return null;
  const key = auditTargetKey(row.targetCollection);
  const word = key ? t(key) : row.targetCollection;
  if (row.targetCollection === 'contractors' && row.targetId) {
    return (
      <Link
        to={`/profile/${row.targetId}`}
        title={row.targetId}
        className="font-medium text-blue-800 underline"
      >
        {t('audit.openListing')}
      </Link>
    );
  }
  return <span title={row.targetId}>{word}</span>;
}
