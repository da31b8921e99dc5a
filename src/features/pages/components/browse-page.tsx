import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { findTrade } from '@/constants/trades';
import { useTradeName } from '@/i18n/trade-names';
import { useIsClient } from '@/lib/use-is-client';
import { LocationButton } from '@/features/geolocation';
import { PageHeader } from './page-header';

/** /browse: names the trade chosen with `?trade=` (spec §2), or says it is unknown. */
export default function BrowsePage() {
  const { t } = useTranslation('pages');
  const tradeName = useTradeName();
  const [params] = useSearchParams();
  const value = params.get('trade');
  const trade = findTrade(value);
  return (
    <PageHeader page="browse">
      {trade && (
        <p className="mt-6 inline-flex rounded-full bg-orange-100 px-4 py-1.5 text-sm font-semibold text-orange-950">
          {t('browse.filteredBy', { trade: tradeName(trade) })}
        </p>
      )}
      {value && !trade && (
        <p role="alert" className="mt-6 text-sm text-red-800">
          {t('browse.unknownTrade', { trade: value })}
        </p>
      )}
      <ClientOnlyLocation />
    </PageHeader>
  );
}

/** The location control uses browser APIs, so it renders after hydration only. */
function ClientOnlyLocation() {
  return useIsClient() ? <LocationButton /> : null;
}
