/** On-demand translation of user content. */
export { TranslatableText } from './components/translatable-text';
export { translateText } from './api';
export { useTranslationAvailable } from './hooks/use-translation-available';
