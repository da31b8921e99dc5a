/** Language feature: the picker, start-up language rules, profile sync. */
export { LanguagePicker } from './components/language-picker';
export { LanguageEffects } from './components/language-effects';
export { defaultLanguageForCountry, languageByName, COUNTRY_LANGUAGE } from './model';
