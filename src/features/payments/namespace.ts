/** Adds the English `payments` namespace; imported first by each lazily loaded entry module. */
import { addNamespace } from '@/i18n';
import payments from '@/i18n/locales/en/payments.json' with { type: 'json' };

addNamespace('payments', payments);
