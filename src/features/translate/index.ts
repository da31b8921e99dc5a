/** On-demand translation of user content. */
export { TranslatableText } from './components/translatable-text';
export { translateText } from './api';
