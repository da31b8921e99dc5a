/** Adds the English `estimator` namespace; imported first by the estimate editor page. */
import { addNamespace } from '@/i18n';
import estimator from '@/i18n/locales/en/estimator.json' with { type: 'json' };

addNamespace('estimator', estimator);
