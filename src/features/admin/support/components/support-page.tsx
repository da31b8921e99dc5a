import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/list';
import { AdminPage, formatWhen, AdminListView, useAdminList } from '../../shell';
import {
  fetchLegalInquiries,
  fetchSupportRequests,
  type LegalInquiryRow,
  type SupportRequestRow,
} from '../api';
import '../namespace';

/** The longest part of a message the list shows; the whole one is in the dashboard. */
const EXCERPT = 160;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

/**
 * /admin/support: the support requests and legal inquiries, newest first, for admins and
 * moderators with a live staff session (the collections' list rule decides). Files and whole
 * messages open in the PocketBase dashboard.
 */
export default function SupportPage() {
  return (
    <AdminPage page="adminSupport">
      <SupportRequests />
      <LegalInquiries />
    </AdminPage>
  );
}

/**
 * One contact collection's staff list: when, reference, the message's kind (topic or type),
 * `extra` columns, email, an excerpt of the message and the attached file's name.
 */
function MessageList<T extends SupportRequestRow>({
  fetch,
  title,
  testId,
  kind,
  extra = [],
}: {
  readonly fetch: Parameters<typeof useAdminList<T>>[0];
  readonly title: string;
  readonly testId: string;
  readonly kind: Column<T>;
  readonly extra?: readonly Column<T>[];
}) {
  const { t, i18n } = useTranslation('support');
  const list = useAdminList(fetch);
  const columns: Column<T>[] = [
    {
      key: 'created',
      heading: t('admin.created'),
      cell: (r) => formatWhen(r.created, i18n.language),
    },
    {
      key: 'reference',
      heading: t('admin.reference'),
      cell: (r) => <span dir="ltr">{r.reference}</span>,
    },
    kind,
    ...extra,
    { key: 'email', heading: t('admin.email'), cell: (r) => <span dir="auto">{r.email}</span> },
    {
      key: 'message',
      heading: t('admin.message'),
      cell: (r) => <span dir="auto">{excerpt(r.message)}</span>,
    },
    { key: 'file', heading: t('admin.file'), cell: (r) => r.file || '—' },
  ];
  return (
    <section className="mt-8" data-testid={testId}>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <AdminListView label={title} list={list} columns={columns} />
    </section>
  );
}

function SupportRequests() {
  const { t } = useTranslation('support');
  return (
    <MessageList<SupportRequestRow>
      fetch={fetchSupportRequests}
      title={t('admin.support')}
      testId="support-requests-list"
      kind={{
        key: 'topic',
        heading: t('admin.topic'),
        cell: (r) => t(`topics.${r.topic as 'other'}`, { defaultValue: r.topic }),
      }}
    />
  );
}

function LegalInquiries() {
  const { t } = useTranslation('support');
  return (
    <MessageList<LegalInquiryRow>
      fetch={fetchLegalInquiries}
      title={t('admin.legal')}
      testId="legal-inquiries-list"
      kind={{
        key: 'type',
        heading: t('admin.type'),
        cell: (r) => t(`types.${r.topic as 'copyright'}`, { defaultValue: r.topic }),
      }}
      extra={[
        {
          key: 'organisation',
          heading: t('admin.organisation'),
          cell: (r) => <span dir="auto">{r.organisation}</span>,
        },
        { key: 'name', heading: t('admin.name'), cell: (r) => <span dir="auto">{r.name}</span> },
        {
          key: 'theirReference',
          heading: t('admin.theirReference'),
          cell: (r) => <span dir="auto">{r.theirReference || '—'}</span>,
        },
      ]}
    />
  );
}
