/** Adds the English `lists` namespace (the list shell's words); imported first by ListView. */
import { addNamespace } from '@/i18n';
import lists from '@/i18n/locales/en/lists.json' with { type: 'json' };

addNamespace('lists', lists);
