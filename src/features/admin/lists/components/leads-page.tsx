import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/list';
import { AdminPage, formatWhen, useAdminList } from '../../shell';
import { fetchLeads, type LeadRow } from '../api';
import { LANGUAGES } from '@/constants/languages';
import { enumKey, languageLabel, type CsvColumn } from '../model';
import { ExportableList } from './exportable-list';

/**
 * /admin/leads: the exit-intent captures with a CSV export; admins only. Intent, language and
 * offer state in the reader's language (the CSV keeps the stored codes). The page opens to all
 * staff and the server decides: a moderator sees its 403 as "Only admins can see this."
 */
export default function LeadsPage() {
  return (
    <AdminPage page="adminLeads">
      <Leads />
    </AdminPage>
  );
}

function Leads() {
  const { t, i18n } = useTranslation(['admin', 'pages']);
  const list = useAdminList(fetchLeads);
  const columns: Column<LeadRow>[] = [
    {
      key: 'created',
      heading: t('leads.created'),
      cell: (r) => formatWhen(r.created, i18n.language),
    },
    { key: 'email', heading: t('leads.email'), cell: (r) => <span dir="auto">{r.email}</span> },
    {
      key: 'intent',
      heading: t('leads.intent'),
      cell: (r) => {
        const key = enumKey('intents', r.userIntent);
        return key ? t(key) : r.userIntent;
      },
    },
    {
      key: 'language',
      heading: t('leads.language'),
      cell: (r) => (
        <span title={r.language}>{languageLabel(r.language, i18n.language, LANGUAGES)}</span>
      ),
    },
    {
      key: 'offer',
      heading: t('leads.offer'),
      cell: (r) => {
        const key = enumKey('offerStatuses', r.offerStatus);
        return key ? t(key) : r.offerStatus;
      },
    },
  ];
  const csv: CsvColumn<LeadRow>[] = [
    { heading: 'id', value: (r) => r.id },
    { heading: 'email', value: (r) => r.email },
    { heading: 'user_intent', value: (r) => r.userIntent },
    { heading: 'language', value: (r) => r.language },
    { heading: 'offer_status', value: (r) => r.offerStatus },
    { heading: 'created', value: (r) => r.created },
  ];
  return (
    <ExportableList
      name="leads"
      label={t('pages:adminLeads.title')}
      fetchPage={fetchLeads}
      list={list}
      columns={columns}
      csv={csv}
    />
  );
}
