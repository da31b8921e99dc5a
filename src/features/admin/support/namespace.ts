/** Adds the English `support` namespace (the contact forms' words, topics and types). */
import { addNamespace } from '@/i18n';
import support from '@/i18n/locales/en/support.json' with { type: 'json' };

addNamespace('support', support);
