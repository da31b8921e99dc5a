/** Registers the English `costData` namespace with the pages' lazy chunk. */
import costData from '@/i18n/locales/en/costData.json';
import { addNamespace } from '@/i18n';

addNamespace('costData', costData);
