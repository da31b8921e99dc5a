/** Adds the English `estimatorHub` namespace; imported first by the hub's pages. */
import { addNamespace } from '@/i18n';
import estimatorHub from '@/i18n/locales/en/estimatorHub.json' with { type: 'json' };

addNamespace('estimatorHub', estimatorHub);
