/** Adds the English `affiliate` namespace; imported first by each lazily loaded page. */
import { addNamespace } from '@/i18n';
import affiliate from '@/i18n/locales/en/affiliate.json' with { type: 'json' };

addNamespace('affiliate', affiliate);
