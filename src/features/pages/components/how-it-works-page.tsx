import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui';

/** The fee rules, in the order a newcomer asks about them (docs/fees.md). */
const FEE_POINTS = [
  'freeMonth',
  'listing',
  'hire',
  'contacts',
  'noCommission',
  'card',
  'offline',
] as const;

/**
 * /how-it-works: the fee model exactly as the server applies it (docs/fees.md, spec §1 "Hire
 * fee $1; listing fee $1 one-time; commission 0%; promo 30 days free access"). Amounts go
 * through Intl (`{{fee, usd}}`). Prerendered.
 */
export default function HowItWorksPage() {
  const { t } = useTranslation('pages');
  return (
    <PageHeader page="howItWorks">
      <section aria-labelledby="fees-heading" className="mt-10">
        <h2 id="fees-heading" className="text-2xl font-semibold text-slate-900">
          {t('howItWorks.fees.heading')}
        </h2>
        <ul className="mt-4 list-disc space-y-3 ps-6 text-base leading-7 text-slate-700">
          {FEE_POINTS.map((point) => (
            <li key={point}>{t(`howItWorks.fees.${point}`)}</li>
          ))}
        </ul>
      </section>
    </PageHeader>
  );
}
