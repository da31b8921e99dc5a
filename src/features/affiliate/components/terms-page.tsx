import '../namespace';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, PageHeader } from '@/components/ui';
import { PageStructuredData } from '@/features/content';
import { formatMoney } from '@/features/payments';
import { fetchProgramme } from '../api';
import type { ProgrammeSettings } from '../model';

type Settings =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'ready'; readonly settings: ProgrammeSettings };

/**
 * /affiliate-terms (prerendered): the programme's terms. The commission, payout threshold and
 * schedule are the server's settings (GET /api/affiliate/programme), read after the page is
 * shown; none is written here, and an unset one is said to be unset.
 */
export default function AffiliateTermsPage() {
  const { t } = useTranslation('affiliate');
  const [settings, setSettings] = useState<Settings>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void fetchProgramme().then((result) => {
      if (live)
        setSettings(
          result.ok ? { kind: 'ready', settings: result.value } : { kind: 'unavailable' },
        );
    });
    return () => {
      live = false;
    };
  }, []);
  const sections: Array<[string, string]> = [
    ['join', t('terms.joinTitle')],
    ['attribution', t('terms.attributionTitle')],
    ['consent', t('terms.consentTitle')],
  ];
  return (
    <PageHeader page="affiliateTerms">
      <PageStructuredData pageKey="affiliateTerms" />
      <div className="mt-6 max-w-3xl space-y-6 text-slate-700">
        <p>{t('terms.intro')}</p>
        {sections.map(([key, title]) => (
          <section key={key} aria-labelledby={`terms-${key}`}>
            <h2 id={`terms-${key}`} className="text-xl font-semibold text-slate-900">
              {title}
            </h2>
            <p className="mt-2">{t(`terms.${key as 'join' | 'attribution' | 'consent'}`)}</p>
          </section>
        ))}
        <section aria-labelledby="terms-money" data-testid="programme-settings">
          <h2 id="terms-money" className="text-xl font-semibold text-slate-900">
            {t('terms.moneyTitle')}
          </h2>
          <Money settings={settings} />
        </section>
        <section aria-labelledby="terms-prohibited">
          <h2 id="terms-prohibited" className="text-xl font-semibold text-slate-900">
            {t('terms.prohibitedTitle')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 ps-6">
            <li>{t('terms.spam')}</li>
            <li>{t('terms.brandBidding')}</li>
            <li>{t('terms.incentivised')}</li>
            <li>{t('terms.selfReferral')}</li>
            <li>{t('terms.misleading')}</li>
            <li>{t('terms.hidden')}</li>
          </ul>
        </section>
        <section aria-labelledby="terms-suspension">
          <h2 id="terms-suspension" className="text-xl font-semibold text-slate-900">
            {t('terms.suspensionTitle')}
          </h2>
          <p className="mt-2">{t('terms.suspension')}</p>
        </section>
        <section aria-labelledby="terms-changes">
          <h2 id="terms-changes" className="text-xl font-semibold text-slate-900">
            {t('terms.changesTitle')}
          </h2>
          <p className="mt-2">{t('terms.changes')}</p>
        </section>
        <ButtonLink to="/affiliate-signup">{t('terms.apply')}</ButtonLink>
      </div>
    </PageHeader>
  );
}

function Money({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation('affiliate');
  if (settings.kind === 'loading') return <p className="mt-2">{t('terms.settingsLoading')}</p>;
  if (settings.kind === 'unavailable')
    return <p className="mt-2">{t('terms.settingsUnavailable')}</p>;
  const s = settings.settings;
  const money = (cents: number) => formatMoney(cents, s.currency, i18n.language);
  return (
    <ul className="mt-2 list-disc space-y-1 ps-6">
      <li>
        {s.commissionCents === null
          ? t('terms.noCommission')
          : t('terms.commission', { amount: money(s.commissionCents) })}
      </li>
      <li>
        {s.payoutThresholdCents === null
          ? t('terms.noThreshold')
          : t('terms.threshold', { amount: money(s.payoutThresholdCents) })}
      </li>
      <li>
        {s.payoutSchedule === 'monthly'
          ? t('terms.scheduleMonthly')
          : s.payoutSchedule === 'quarterly'
            ? t('terms.scheduleQuarterly')
            : t('terms.noSchedule')}
      </li>
    </ul>
  );
}
