import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, DEFAULT_LANGUAGE } from '@/constants/languages';

/**
 * Where the language picker of spec §2 goes. Until the picker lands it states the current
 * interface language.
 */
export function LanguagePickerSlot() {
  const { t, i18n } = useTranslation();
  const language = LANGUAGES.find((l) => l.code === i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <span
      data-slot="language-picker"
      className="inline-flex items-center gap-1.5 text-sm text-slate-700"
    >
      <Globe aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('nav.language', { language: language.name })}</span>
      <span aria-hidden="true">{language.nativeName}</span>
    </span>
  );
}
