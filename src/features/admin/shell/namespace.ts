/**
 * Adds the English `admin` namespace, and `lists` (the list shell's words, which the staff
 * pages also use); imported first by the admin shell and the admin pages.
 */
import { addNamespace } from '@/i18n';
import admin from '@/i18n/locales/en/admin.json' with { type: 'json' };
import lists from '@/i18n/locales/en/lists.json' with { type: 'json' };

addNamespace('admin', admin);
addNamespace('lists', lists);
