import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/constants/languages';
import { useSession } from '@/lib/session';
import { chooseLanguage } from '../api';

/**
 * The language picker: the 20 languages by their own names. A native <select>,
 * so phones show their own picker and it costs no script. Choosing one switches the
 * interface, stores the choice and saves it to the profile when signed in.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const id = useId();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm text-slate-700 ${className}`}>
      <Globe aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t('nav.languageLabel')}
      </label>
      {/* eslint-disable-next-line no-restricted-syntax -- a compact picker in the header, named by a hidden label, not a form field */}
      <select
        id={id}
        data-testid="language-picker"
        className="field-sizing-content rounded-md border-0 bg-transparent py-1 ps-1 pe-6 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-700"
        value={current.code}
        onChange={(event) => {
          const next = LANGUAGES.find((l) => l.code === event.target.value);
          if (next) void chooseLanguage(next, user?.id);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </span>
  );
}
