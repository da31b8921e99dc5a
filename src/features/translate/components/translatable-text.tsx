import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslateButton } from './translate-button';
import { useSession } from '@/lib/session';
import { rateLimiter } from '@/lib/rate-limit';
import { toastError } from '@/lib/toast';
import { translateText } from '../api';
import { useTranslationAvailable } from '../hooks/use-translation-available';

interface TranslatableTextProps {
  readonly text: string;
  readonly className?: string;
}

/**
 * User-written text with a "Translate" action into the interface language: "Translating..."
 * while busy, then the translation with "Show original". A failure keeps the original text
 * without a message. A server without a translation provider gets no "Translate" action.
 */
export function TranslatableText({ text, className = '' }: TranslatableTextProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [translated, setTranslated] = useState<{ language: string; text: string } | null>(null);
  const [showOriginal, setShowOriginal] = useState(false);
  const [busy, setBusy] = useState(false);
  const available = useTranslationAvailable();
  const current = translated?.language === i18n.language ? translated : null;
  const showing = current && !showOriginal ? current.text : text;

  const translate = async () => {
    if (current) {
      setShowOriginal(false);
      return;
    }
    if (!rateLimiter.attempt('translate', user?.id ?? null)) {
      toastError(t('errors.rateLimit'));
      return;
    }
    setBusy(true);
    const result = await translateText(text, i18n.language);
    setBusy(false);
    if (result !== null) {
      setTranslated({ language: i18n.language, text: result });
      setShowOriginal(false);
    }
  };

  return (
    <div className={className} data-testid="translatable">
      <p
        dir="auto"
        className="whitespace-pre-line text-slate-800"
        lang={current && !showOriginal ? i18n.language : undefined}
      >
        {showing}
      </p>
      {(available || current) && (
        <div className="mt-1 flex items-center gap-3 text-sm">
          {current && !showOriginal ? (
            <>
              <span className="text-slate-600">{t('translate.translatedFrom')}</span>
              <button
                type="button"
                className="font-medium text-orange-800 underline"
                onClick={() => setShowOriginal(true)}
              >
                {t('translate.showOriginal')}
              </button>
            </>
          ) : (
            <TranslateButton
              busy={busy}
              label={t('translate.action')}
              busyLabel={t('translate.translating')}
              onClick={() => void translate()}
            />
          )}
        </div>
      )}
    </div>
  );
}
