import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field } from '@/components/ui';
import type { Column } from '@/components/list';
import { AdminPage, formatWhen, useAdminList, useStaffCall } from '../../shell';
import { fetchAffiliates, setAffiliateStatus, type AffiliateRow } from '../api';
import { enumKey, type CsvColumn } from '../model';
import { ExportableList } from './exportable-list';

/**
 * /admin/affiliates: the affiliates with a CSV export, approve, and suspend with a reason;
 * admins only (the routes check: a moderator sees "Only admins can see this."). Each action is
 * logged by the server in the audit log.
 */
export default function AffiliatesPage() {
  return (
    <AdminPage page="adminAffiliates">
      <Affiliates />
    </AdminPage>
  );
}

const STATUSES = ['pending', 'approved', 'suspended'] as const;

function Affiliates() {
  const { t, i18n } = useTranslation(['admin', 'pages']);
  const list = useAdminList(fetchAffiliates);
  const columns: Column<AffiliateRow>[] = [
    {
      key: 'email',
      heading: t('affiliates.email'),
      cell: (r) => <span dir="auto">{r.email}</span>,
    },
    { key: 'code', heading: t('affiliates.code'), cell: (r) => <code>{r.referralCode}</code> },
    {
      key: 'status',
      heading: t('affiliates.status'),
      cell: (r) =>
        (STATUSES as readonly string[]).includes(r.status)
          ? t(`affiliates.statuses.${r.status as (typeof STATUSES)[number]}`)
          : r.status,
    },
    {
      key: 'payout',
      heading: t('affiliates.payout'),
      cell: (r) => {
        const key = enumKey('payoutMethods', r.payoutMethod);
        return key ? t(key) : r.payoutMethod;
      },
    },
    {
      key: 'created',
      heading: t('affiliates.created'),
      cell: (r) => formatWhen(r.created, i18n.language),
    },
    {
      key: 'actions',
      heading: t('affiliates.actions'),
      cell: (r) => <AffiliateActions row={r} onDone={list.reload} />,
    },
  ];
  const csv: CsvColumn<AffiliateRow>[] = [
    { heading: 'id', value: (r) => r.id },
    { heading: 'email', value: (r) => r.email },
    { heading: 'referral_code', value: (r) => r.referralCode },
    { heading: 'status', value: (r) => r.status },
    { heading: 'payout_method', value: (r) => r.payoutMethod },
    { heading: 'created', value: (r) => r.created },
  ];
  return (
    <ExportableList
      name="affiliates"
      label={t('pages:adminAffiliates.title')}
      fetchPage={fetchAffiliates}
      list={list}
      columns={columns}
      csv={csv}
    />
  );
}

/** Approve, or suspend after giving a reason (up to 2000 characters). */
function AffiliateActions({ row, onDone }: { row: AffiliateRow; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'lists']);
  const run = useStaffCall();
  const [suspending, setSuspending] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (status: 'approved' | 'suspended') => {
    if (status === 'suspended' && !reason.trim()) {
      setError(t('affiliates.reasonRequired'));
      return;
    }
    setBusy(true);
    setError('');
    const result = await run(() => setAffiliateStatus(row.id, status, reason));
    setBusy(false);
    if (result.ok) {
      setSuspending(false);
      setReason('');
      onDone();
      return;
    }
    const { failure } = result;
    if (failure.kind === 'invalid' && failure.fields.reason) {
      setError(t('affiliates.reasonRequired'));
    } else if (failure.kind === 'refused' && failure.status === 403) {
      setError(t('list.forbidden'));
    } else {
      setError(t('lists:failed'));
    }
  };

  if (suspending) {
    return (
      <form
        className="flex min-w-64 flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send('suspended');
        }}
      >
        <Field
          id={`reason-${row.id}`}
          label={t('affiliates.reason')}
          hint={t('affiliates.reasonHint')}
          value={reason}
          maxLength={2000}
          onChange={(v) => {
            setReason(v);
            setError('');
          }}
          error={error || undefined}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {t('affiliates.confirmSuspend')}
          </Button>
          <Button variant="secondary" onClick={() => setSuspending(false)}>
            {t('affiliates.cancel')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        {row.status !== 'approved' && (
          <Button size="sm" disabled={busy} onClick={() => void send('approved')}>
            {t('affiliates.approve')}
          </Button>
        )}
        {row.status !== 'suspended' && (
          <Button size="sm" variant="secondary" onClick={() => setSuspending(true)}>
            {t('affiliates.suspend')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
