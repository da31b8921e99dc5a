import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/constants/languages';
import { formatNumber } from '@/i18n/format';
import type { PreviewAnswer } from '../api';

/**
 * The messages as recipients get them, one per language, with the unsubscribe footer. The
 * plain-text part is shown (never the server's HTML inserted into the page).
 */
export function BlastPreview({ preview }: { readonly preview: PreviewAnswer }) {
  const { t, i18n } = useTranslation('blast');
  return (
    <section className="mt-8" aria-labelledby="blast-preview-heading" data-testid="blast-preview">
      <h2 id="blast-preview-heading" className="text-xl font-semibold text-slate-900">
        {t('preview.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('preview.recipients', { total: formatNumber(preview.recipients, i18n.language) })}
      </p>
      {preview.previews.map((message) => {
        const language = LANGUAGES.find((l) => l.name === message.language);
        return (
          <article
            key={message.language}
            lang={language?.code}
            dir={language?.dir}
            className="mt-4 rounded-xl border border-slate-200 p-4"
          >
            <h3 className="font-semibold text-slate-900">
              {language?.nativeName}: {message.subject}
            </h3>
            <p className="mt-2 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-800">
              {message.text}
            </p>
          </article>
        );
      })}
    </section>
  );
}
