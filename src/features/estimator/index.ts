/**
 * The estimators (issue 16). Each page is its own lazily loaded chunk; the plan estimator
 * (takeoff/) loads PDF.js only when its page opens a PDF.
 */
import { lazyPage } from '@/lib/lazy-page';

export const PlanEstimatorPage = lazyPage(() => import('./takeoff/components/plan-estimator-page'));
