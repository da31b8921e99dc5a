import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui';
import { AdminPage, mayOpen } from '../../shell';
import { useSession } from '@/lib/session';
import { formatNumber } from '@/i18n/format';
import { useQueueCounts } from '../hooks/use-queue-counts';
import { QUEUE_CARDS, queueCardLink } from '../model';
import '../namespace';
import { OnlineOnly } from './online-only';

/**
 * /admin: what needs the staff's attention (a card per queue with its count, opening the
 * queue) and links to the other staff pages (admins also see the admin-only ones). Admins and
 * moderators.
 */
export default function DashboardPage() {
  return (
    <AdminPage page="admin" back={false}>
      <OnlineOnly>
        <QueueCards />
      </OnlineOnly>
      <StaffLinks />
    </AdminPage>
  );
}

function QueueCards() {
  const { t, i18n } = useTranslation(['moderation', 'lists']);
  const { state, reload } = useQueueCounts();
  return (
    <section aria-labelledby="admin-queues" className="mt-8">
      <h2 id="admin-queues" className="text-xl font-semibold text-slate-900">
        {t('dashboard.queues')}
      </h2>
      {state.status === 'loading' && (
        <p role="status" className="mt-4 text-slate-700">
          {t('lists:loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-4 text-red-800">
          <p className="font-medium">{t('dashboard.countsFailed')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('lists:retry')}
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {QUEUE_CARDS.map((card) => {
            const count = state.counts[card.count];
            return (
              <li key={card.count}>
                <Link
                  to={queueCardLink(card, state.at)}
                  data-testid={`queue-card-${card.count}`}
                  className="flex h-full flex-col rounded-xl border border-slate-300 bg-white p-4 text-start shadow-sm hover:border-blue-800"
                >
                  <span className="text-3xl font-bold text-slate-900">
                    {count === null
                      ? t('dashboard.unknownCount')
                      : formatNumber(count, i18n.language)}
                  </span>
                  <span className="mt-1 font-medium text-blue-800 underline">
                    {t(`dashboard.cards.${card.count}`)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function StaffLinks() {
  const { t } = useTranslation(['moderation', 'pages']);
  const { staffRoles } = useSession();
  const links = [
    { to: '/admin/listings?queue=suspended', label: t('dashboard.suspendedListings') },
    { to: '/admin/reviews?queue=hidden', label: t('dashboard.hiddenReviews') },
    { to: '/admin/verifications?status=approved', label: t('dashboard.decidedVerifications') },
    { to: '/admin/security-events', label: t('pages:adminSecurityEvents.title') },
    { to: '/admin/audit', label: t('pages:adminAudit.title') },
    { to: '/admin/support', label: t('pages:adminSupport.title') },
  ];
  const adminLinks = [
    { to: '/admin/leads', label: t('pages:adminLeads.title') },
    { to: '/admin/affiliates', label: t('pages:adminAffiliates.title') },
    { to: '/admin/email-blast', label: t('pages:adminEmailBlast.title') },
    { to: '/admin/cost-data', label: t('pages:adminCostData.title') },
    { to: '/test-resend', label: t('pages:testResend.title') },
  ];
  return (
    <>
      <LinkList id="admin-other" heading={t('dashboard.otherPages')} links={links} />
      {mayOpen(staffRoles, ['admin']) && (
        <LinkList id="admin-only" heading={t('dashboard.adminPages')} links={adminLinks} />
      )}
    </>
  );
}

function LinkList({
  id,
  heading,
  links,
}: {
  readonly id: string;
  readonly heading: string;
  readonly links: readonly { readonly to: string; readonly label: string }[];
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="font-medium text-blue-800 underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
