import '../namespace';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader, SignInPrompt } from '@/components/ui';
import {
  cachedAffiliateStats,
  fetchAffiliateStats,
  forgetAffiliateStats,
  type AffiliateStatsRecord,
} from '@/data/affiliate-stats';
import { formatMoney } from '@/features/payments';
import { useSession } from '@/lib/session';
import { formatDate, formatNumber } from '@/i18n/format';
import { lazyComponent } from '@/lib/lazy-page';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { PAYPAL_NAME, referralLink } from '../model';
import { ApplicationState } from './application-state';
import { useAffiliateView } from '../hooks/use-affiliate-view';

const ClicksChart = lazyComponent(() => import('./clicks-chart'));

type Failure = Extract<Awaited<ReturnType<typeof fetchAffiliateStats>>, { ok: false }>['failure'];

type Live =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ok'; readonly stats: AffiliateStatsRecord }
  | { readonly kind: 'notApproved' }
  | { readonly kind: 'failed'; readonly failure: Failure };

/**
 * /affiliate-dashboard: the approved affiliate's referral link (copy, share), visits per day,
 * sign-ups, paid conversions, earnings at the server's commission (none when it sets none)
 * and payouts, all computed by the server. The last figures are kept on this device: without
 * the server the page shows them with their date. Anyone else sees the real state of their
 * application.
 */
export default function AffiliateDashboardPage() {
  const { t } = useTranslation('affiliate');
  const { user, loading } = useSession();
  const userId = user?.id ?? '';
  const failureText = useCallFailureText();
  const [cached, setCached] = useState<AffiliateStatsRecord | undefined>(undefined);
  const [live, setLive] = useState<Live>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const application = useAffiliateView(live.kind === 'notApproved' ? userId : '');

  useEffect(() => {
    if (!userId) return undefined;
    let current = true;
    void cachedAffiliateStats(userId).then((kept) => {
      if (current) setCached(kept);
    });
    void fetchAffiliateStats(userId).then((result) => {
      if (!current) return;
      if (result.ok) {
        setLive({ kind: 'ok', stats: result.value });
        return;
      }
      const { failure } = result;
      if (failure.kind === 'refused' && (failure.status === 403 || failure.status === 404)) {
        void forgetAffiliateStats();
        setCached(undefined);
        setLive({ kind: 'notApproved' });
      } else setLive({ kind: 'failed', failure });
    });
    return () => {
      current = false;
    };
  }, [userId, round]);
  const refresh = useCallback(() => {
    setLive({ kind: 'loading' });
    setRound((n) => n + 1);
  }, []);

  if (!user) {
    return (
      <PageHeader page="affiliateDashboard">
        {!loading && (
          <SignInPrompt
            message={t('state.signIn')}
            action={t('state.signInAction')}
            next="/affiliate-dashboard"
          />
        )}
      </PageHeader>
    );
  }

  if (live.kind === 'notApproved') {
    return (
      <PageHeader page="affiliateDashboard">
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
          {application.state.kind === 'ready' ? (
            <ApplicationState view={application.state.view} onChange={application.replace} />
          ) : application.state.kind === 'failed' ? (
            <p role="alert">
              {t('state.loadFailed', { reason: failureText(application.state.failure) })}
            </p>
          ) : (
            <p role="status">{t('state.checking')}</p>
          )}
        </div>
      </PageHeader>
    );
  }

  const stats = live.kind === 'ok' ? live.stats : cached;
  return (
    <PageHeader page="affiliateDashboard">
      <div className="mt-6 grid gap-6">
        {live.kind === 'loading' && !stats && <p role="status">{t('state.checking')}</p>}
        {live.kind === 'failed' && (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p data-testid="affiliate-offline">
              {live.failure.kind === 'offline' || live.failure.kind === 'network'
                ? stats
                  ? t('dashboard.offline', { date: formatStamp(stats.generatedAt) })
                  : t('dashboard.offlineNone')
                : t('dashboard.loadFailed', { reason: failureText(live.failure) })}
            </p>
            <Button className="mt-3" size="sm" variant="secondary" onClick={refresh}>
              {t('dashboard.refresh')}
            </Button>
          </div>
        )}
        {stats && <Figures stats={stats} synced={live.kind === 'ok'} />}
      </div>
    </PageHeader>
  );
}

/** A date and time in the interface language, for "figures as of". */
function formatStamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(document.documentElement.lang || 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

function Figures({ stats, synced }: { stats: AffiliateStatsRecord; synced: boolean }) {
  const { t, i18n } = useTranslation('affiliate');
  const language = i18n.language;
  const link = referralLink(window.location.origin, stats.referralCode);
  const last30 = stats.clicksByDay.reduce((sum, d) => sum + d.clicks, 0);
  const money = (cents: number) => formatMoney(cents, stats.currency, language);
  const figures: Array<[string, string, string]> = [
    ['clicks', t('dashboard.clicks'), formatNumber(stats.clicks, language)],
    ['signups', t('dashboard.signups'), formatNumber(stats.signups, language)],
    ['conversions', t('dashboard.conversions'), formatNumber(stats.paidConversions, language)],
  ];
  if (stats.earningsCents !== null) {
    figures.push(['earnings', t('dashboard.earnings'), money(stats.earningsCents)]);
  }
  return (
    <>
      <ReferralLink link={link} />
      <section aria-labelledby="affiliate-figures">
        <h2 id="affiliate-figures" className="text-xl font-semibold text-slate-900">
          {t('dashboard.figures')}
        </h2>
        {synced && (
          <p className="mt-1 text-sm text-slate-600">
            {t('dashboard.syncedAt', { date: formatStamp(stats.generatedAt) })}
          </p>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([key, label, value]) => (
            <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900" data-testid={`figure-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          {stats.commissionCents === null
            ? t('dashboard.noCommission')
            : t('dashboard.commission', { amount: money(stats.commissionCents) })}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t('dashboard.howCounted')}</p>
      </section>
      <section aria-labelledby="affiliate-chart">
        <h2 id="affiliate-chart" className="text-xl font-semibold text-slate-900">
          {t('dashboard.chartTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t('dashboard.chartSummary', { total: formatNumber(last30, language) })}
        </p>
        <div className="mt-3 rounded-lg border border-slate-200 bg-white p-2">
          <Suspense fallback={<p role="status">{t('dashboard.chartLoading')}</p>}>
            <ClicksChart days={stats.clicksByDay} />
          </Suspense>
        </div>
        <table className="sr-only">
          <caption>{t('dashboard.chartTitle')}</caption>
          <tbody>
            {stats.clicksByDay.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDate(`${d.day}T12:00:00Z`, language)}</th>
                <td>{formatNumber(d.clicks, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="affiliate-payouts">
        <h2 id="affiliate-payouts" className="text-xl font-semibold text-slate-900">
          {t('dashboard.payouts')}
        </h2>
        {stats.payouts.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('dashboard.noPayouts')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {stats.payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 p-3">
                <span>{formatDate(p.paidAt.replace(' ', 'T'), language)}</span>
                <span className="font-semibold">
                  {formatMoney(p.amountCents, p.currency, language)}
                </span>
                <span className="text-slate-600">
                  {p.method === 'paypal'
                    ? PAYPAL_NAME
                    : p.method === 'bank_transfer'
                      ? t('dashboard.payoutMethod.bank_transfer')
                      : t('dashboard.payoutMethod.other')}
                </span>
                {p.reference && (
                  <span className="w-full text-sm text-slate-600" dir="auto">
                    {t('dashboard.payoutReference', { reference: p.reference })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ReferralLink({ link }: { link: string }) {
  const { t } = useTranslation('affiliate');
  const [note, setNote] = useState<string | null>(null);
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNote(t('dashboard.copied'));
    } catch {
      setNote(t('dashboard.copyFailed'));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: 'TradesMarket', text: t('dashboard.shareText'), url: link });
    } catch {
      // Cancelled by the user: nothing to say.
    }
  };
  return (
    <section
      aria-labelledby="affiliate-link"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="affiliate-link" className="text-xl font-semibold text-slate-900">
        {t('dashboard.link')}
      </h2>
      <p
        className="mt-2 break-all font-mono text-sm text-slate-900"
        dir="ltr"
        data-testid="referral-link"
      >
        {link}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {t('dashboard.copy')}
        </Button>
        {canShare && (
          <Button size="sm" variant="secondary" onClick={() => void share()}>
            {t('dashboard.share')}
          </Button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {note}
      </p>
    </section>
  );
}
