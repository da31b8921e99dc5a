/** On-demand translation of user content (issue 4 item 10). */
export { TranslatableText } from './components/translatable-text';
export { translateText } from './api';
