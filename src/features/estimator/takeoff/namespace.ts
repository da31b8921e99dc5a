/** Adds the English `takeoff` namespace; imported first by the plan estimator page. */
import { addNamespace } from '@/i18n';
import takeoff from '@/i18n/locales/en/takeoff.json' with { type: 'json' };

addNamespace('takeoff', takeoff);
