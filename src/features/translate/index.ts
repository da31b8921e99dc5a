/** On-demand translation of user content. */
export { TranslatableText } from './components/translatable-text';
export { TranslateButton } from './components/translate-button';
export { translateText } from './api';
export { useTranslationAvailable } from './hooks/use-translation-available';
