/**
 * The estimators (issue 16). Each page is its own lazily loaded chunk.
 * - cost-data: /materials-database and /labor-database.
 */
import { lazyPage } from '@/lib/lazy-page';

export const MaterialsDatabasePage = lazyPage(
  () => import('./cost-data/components/materials-page'),
);
export const LaborDatabasePage = lazyPage(() => import('./cost-data/components/labor-page'));
