import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { browseTradePath, TRADES } from '@/constants/trades';
import { useTradeName } from '@/i18n/trade-names';
import { HomeSection } from './home-section';

/** Grid of all 45 trade tiles, each linking to /browse?trade={value}. */
export function TradeGrid() {
  const { t } = useTranslation('home');
  const tradeName = useTradeName();
  return (
    <HomeSection id="trades" title={t('trades.title')} subtitle={t('trades.subtitle')}>
      <ul
        className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        data-testid="trade-grid"
      >
        {TRADES.map((trade) => {
          return (
            <li key={trade.value}>
              <Link
                to={browseTradePath(trade.value)}
                className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm font-medium text-slate-800 shadow-sm transition hover:border-orange-600 hover:shadow-md"
                title={t('trades.tileLabel', { trade: tradeName(trade) })}
              >
                {/* Long compound words ("Abbruchunternehmen") break inside the tile instead
                    of widening a 320 px page. */}
                <span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">
                  {tradeName(trade)}
                </span>
                <span className="sr-only"> ({t(`trades.categories.${trade.category}`)})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
