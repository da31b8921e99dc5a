/**
 * The estimators. Each page is its own lazily loaded chunk.
 * - cost-data: /materials-database, /labor-database and the admins' /admin/cost-data import.
 * - takeoff: /plan-estimator (loads PDF.js only when it opens a PDF).
 * - hub: /estimator/projects, /estimator/auth, /subscribe-estimator.
 */
import { lazyPage } from '@/lib/lazy-page';

export const MaterialsDatabasePage = lazyPage(
  () => import('./cost-data/components/materials-page'),
);
export const LaborDatabasePage = lazyPage(() => import('./cost-data/components/labor-page'));
export const CostDataImportPage = lazyPage(() => import('./cost-data/components/import-page'));
export const PlanEstimatorPage = lazyPage(() => import('./takeoff/components/plan-estimator-page'));
export const EstimatorProjectsPage = lazyPage(() => import('./hub/components/projects-page'));
export const EstimatorAuthPage = lazyPage(() => import('./hub/components/auth-page'));
export const SubscribeEstimatorPage = lazyPage(() => import('./hub/components/subscribe-page'));
export const ConstructionEstimatorPage = lazyPage(
  () => import('./estimate/components/estimate-page'),
);
