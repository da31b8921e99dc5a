/** Adds the English `moderation` namespace; imported first by the moderation pages. */
import { addNamespace } from '@/i18n';
import moderation from '@/i18n/locales/en/moderation.json' with { type: 'json' };

addNamespace('moderation', moderation);
