/** Adds the English `trust` namespace (moderation: reports, badges, verification, disputes). */
import { addNamespace } from '@/i18n';
import trust from '@/i18n/locales/en/trust.json' with { type: 'json' };

addNamespace('trust', trust);
