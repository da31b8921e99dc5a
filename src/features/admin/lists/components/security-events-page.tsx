import { useCallback, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select } from '@/components/ui';
import type { Column } from '@/components/list';
import { AdminPage, formatWhen, AdminListView, useAdminList } from '../../shell';
import { fetchSecurityEvents, type SecurityEventRow } from '../api';
import { EventDetails } from './event-details';
import { EVENT_TYPES, filterFromQuery, NO_FILTER, SEVERITIES, type EventFilter } from '../model';

/**
 * /admin/security-events: the security events, newest first, filtered by type, severity, date
 * range and user (an id or the account's email); each event's account shown by its email and
 * its details in words (never JSON); cards on a phone; read-only. Open to admins and moderators (the collection's rule).
 */
export default function SecurityEventsPage() {
  return (
    <AdminPage page="adminSecurityEvents">
      <SecurityEvents />
    </AdminPage>
  );
}

function SecurityEvents() {
  const { t, i18n } = useTranslation('admin');
  // A link may carry a filter (the dashboard's "last 24 h"): it fills the form and applies.
  const [query] = useSearchParams();
  const [draft, setDraft] = useState<EventFilter>(() => filterFromQuery(query));
  const [filter, setFilter] = useState<EventFilter>(() => filterFromQuery(query));
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchSecurityEvents(filter, page, perPage),
    [filter],
  );
  const list = useAdminList(fetchPage);
  const set = (key: keyof EventFilter) => (value: string) => setDraft({ ...draft, [key]: value });
  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    setFilter(draft);
  };

  const columns: Column<SecurityEventRow>[] = [
    {
      key: 'when',
      heading: t('securityEvents.when'),
      cell: (r) => formatWhen(r.created, i18n.language),
    },
    {
      key: 'type',
      heading: t('securityEvents.type'),
      cell: (r) =>
        (EVENT_TYPES as readonly string[]).includes(r.type)
          ? t(`securityEvents.types.${r.type as (typeof EVENT_TYPES)[number]}`)
          : r.type,
    },
    {
      key: 'severity',
      heading: t('securityEvents.severity'),
      cell: (r) =>
        (SEVERITIES as readonly string[]).includes(r.severity)
          ? t(`securityEvents.severities.${r.severity as (typeof SEVERITIES)[number]}`)
          : r.severity,
    },
    {
      key: 'user',
      heading: t('securityEvents.account'),
      cell: (r) =>
        r.user ? (
          <span title={r.user} dir="auto" className="break-all">
            {r.userEmail || r.userName || t('securityEvents.accountGone')}
          </span>
        ) : (
          <span className="text-slate-600">{t('securityEvents.noAccount')}</span>
        ),
    },
    {
      key: 'details',
      heading: t('securityEvents.details'),
      cell: (r) => <EventDetails details={r.details} />,
    },
  ];

  return (
    <>
      <form
        onSubmit={apply}
        className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
        aria-label={t('securityEvents.apply')}
      >
        <Select
          id="event-type"
          label={t('securityEvents.type')}
          value={draft.type}
          onChange={set('type')}
        >
          <option value="">{t('securityEvents.any')}</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`securityEvents.types.${type}`)}
            </option>
          ))}
        </Select>
        <Select
          id="event-severity"
          label={t('securityEvents.severity')}
          value={draft.severity}
          onChange={set('severity')}
        >
          <option value="">{t('securityEvents.any')}</option>
          {SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {t(`securityEvents.severities.${severity}`)}
            </option>
          ))}
        </Select>
        <Field
          id="event-from"
          type="date"
          label={t('securityEvents.from')}
          value={draft.from}
          onChange={set('from')}
        />
        <Field
          id="event-to"
          type="date"
          label={t('securityEvents.to')}
          value={draft.to}
          onChange={set('to')}
        />
        <Field
          id="event-user"
          label={t('securityEvents.user')}
          hint={t('securityEvents.userHint')}
          value={draft.user}
          maxLength={320}
          onChange={set('user')}
        />
        <div className="flex gap-2">
          <Button type="submit">{t('securityEvents.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NO_FILTER);
              setFilter(NO_FILTER);
            }}
          >
            {t('securityEvents.clear')}
          </Button>
        </div>
      </form>
      <AdminListView
        label={t('securityEvents.details')}
        list={list}
        columns={columns}
        cardsOnPhone
      />
    </>
  );
}
