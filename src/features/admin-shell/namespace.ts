/** Adds the English `admin` namespace; imported first by the admin shell and the admin pages. */
import { addNamespace } from '@/i18n';
import admin from '@/i18n/locales/en/admin.json' with { type: 'json' };

addNamespace('admin', admin);
