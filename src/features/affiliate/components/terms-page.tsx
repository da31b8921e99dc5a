import '../namespace';
import { useEffect, useState, type ReactNode } from 'react';
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
  return (
    <PageHeader page="affiliateTerms">
      <PageStructuredData pageKey="affiliateTerms" />
      <div className="mt-6 max-w-3xl space-y-6 text-slate-700">
        <p>{t('terms.intro')}</p>
        {(['join', 'attribution', 'consent'] as const).map((key) => (
          <TermsSection key={key} id={key} title={t(`terms.${key}Title`)}>
            <p className="mt-2">{t(`terms.${key}`)}</p>
          </TermsSection>
        ))}
        <TermsSection id="money" title={t('terms.moneyTitle')} testId="programme-settings">
          <Money settings={settings} />
        </TermsSection>
        <TermsSection id="prohibited" title={t('terms.prohibitedTitle')}>
          <ul className="mt-2 list-disc space-y-1 ps-6">
            <li>{t('terms.spam')}</li>
            <li>{t('terms.brandBidding')}</li>
            <li>{t('terms.incentivised')}</li>
            <li>{t('terms.selfReferral')}</li>
            <li>{t('terms.misleading')}</li>
            <li>{t('terms.hidden')}</li>
          </ul>
        </TermsSection>
        {(['suspension', 'changes'] as const).map((key) => (
          <TermsSection key={key} id={key} title={t(`terms.${key}Title`)}>
            <p className="mt-2">{t(`terms.${key}`)}</p>
          </TermsSection>
        ))}
        <ButtonLink to="/affiliate-signup">{t('terms.apply')}</ButtonLink>
      </div>
    </PageHeader>
  );
}

/** One titled part of the terms: a section labelled by its heading (`#terms-<id>`). */
function TermsSection({
  id,
  title,
  testId,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={`terms-${id}`} data-testid={testId}>
      <h2 id={`terms-${id}`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
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
