import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ContentArticle, type ContentDoc } from '@/features/content';
import { useSession } from '@/lib/session';
import { TranslateButton, useTranslationAvailable } from '@/features/translate';
import { addNamespace } from '@/i18n';
import legal from '@/i18n/locales/en/legal.json' with { type: 'json' };
import { config } from '@/lib/config';
import { rateLimiter } from '@/lib/rate-limit';
import { toastError } from '@/lib/toast';
import { fetchServiceHosts } from '../api';
import { escapeHtml, fillTokens, tokenValues, type ServerServiceHosts } from '../model';

addNamespace('legal', legal);

/** The title and description shown above the text: the English ones, or their translation. */
export interface ShownHeading {
  readonly title: string | undefined;
  readonly description: string | undefined;
  /** The English ones in another interface language: mark them `lang="en"`, left to right. */
  readonly english: boolean;
}

interface EnglishTextProps {
  /** The content page, e.g. "terms" or "best-practices/getting-quotes". */
  readonly page: string;
  /** Its English document (useContent). */
  readonly doc: ContentDoc;
  /**
   * Draws the document's own title and description (front matter) above the note: "Translate"
   * then translates them with the text. Leave out when the page's heading is interface text.
   */
  readonly heading?: (shown: ShownHeading) => ReactNode;
}

interface Translated {
  readonly language: string;
  readonly html: string;
  readonly title: string | undefined;
  readonly description: string | undefined;
}

/**
 * The `{{legal.entity}}` and `{{host.*}}` values of this build, in the interface language
 * where the configuration names nothing. The hosts of the services only the server calls are
 * asked of the server after the first render (which matches the prerendered HTML); offline
 * they stay "set in the server's configuration".
 */
export function useTokenValues(): Record<string, string> {
  // `t` is a new function when the language changes, so the memo follows the language.
  const { t } = useTranslation('legal');
  const [server, setServer] = useState<ServerServiceHosts | null>(null);
  useEffect(() => {
    let live = true;
    void fetchServiceHosts().then((hosts) => {
      if (live && hosts) setServer(hosts);
    });
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () =>
      tokenValues(
        config,
        {
          operatorNotConfigured: t('operatorNotConfigured'),
          notConfigured: t('notConfigured'),
          serverSetting: t('serverSetting'),
        },
        server,
      ),
    [t, server],
  );
}

/**
 * A text written in English only (terms, privacy notice, best-practice articles),
 * with the configured names filled in, under its title and description when `heading` draws
 * them. In any other interface language a note, in that language, says that the English text
 * governs, with "Translate this page" when the server can translate: the translation replaces
 * the text and that heading (marked as a machine translation, with a way back to the
 * English). A failed translation keeps the English and says so.
 */
export function EnglishText({ page, doc, heading }: EnglishTextProps) {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const { user } = useSession();
  const values = useTokenValues();
  const available = useTranslationAvailable();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [translated, setTranslated] = useState<Translated | null>(null);
  const [showEnglish, setShowEnglish] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const html = useMemo(() => fillTokens(doc.html, values, escapeHtml), [doc.html, values]);
  const current = translated?.language === language ? translated : null;
  const showing = current && !showEnglish ? current : null;
  const { hash } = useLocation();
  // A link to a part of this text (/privacy#storage) that arrived before the text did.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const translate = async () => {
    if (current) {
      setShowEnglish(false);
      return;
    }
    if (!rateLimiter.attempt('translate', user?.id ?? null)) {
      toastError(t('common:errors.rateLimit'));
      return;
    }
    setBusy(true);
    setFailed(null);
    const { translateDocument } = await import('../translate');
    const result = await translateDocument(
      page,
      values,
      language,
      heading && { title: doc.title, description: doc.description },
    );
    setBusy(false);
    if (result === null) setFailed(language);
    else {
      setTranslated({
        language,
        html: result.html,
        title: result.title,
        description: result.description,
      });
      setShowEnglish(false);
    }
  };

  return (
    <>
      {heading?.(
        showing
          ? { title: showing.title, description: showing.description, english: false }
          : { title: doc.title, description: doc.description, english: language !== 'en' },
      )}
      {language !== 'en' && (
        <div
          role="note"
          data-testid="english-governs"
          className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
        >
          <p>{showing ? t('translated') : t('governs')}</p>
          {(available || current) && (
            <p className="mt-2">
              {showing ? (
                <button
                  type="button"
                  className="font-medium text-orange-800 underline"
                  onClick={() => setShowEnglish(true)}
                >
                  {t('showEnglish')}
                </button>
              ) : (
                <TranslateButton
                  busy={busy}
                  label={t('translate')}
                  busyLabel={t('translating')}
                  onClick={() => void translate()}
                />
              )}
            </p>
          )}
          {failed === language && !busy && (
            <p role="alert" className="mt-2 text-red-800">
              {t('translateFailed')}
            </p>
          )}
        </div>
      )}
      <div className="mt-8">
        {showing ? (
          <ContentArticle
            doc={{ ...doc, lang: language }}
            html={showing.html}
            key={`translated-${language}`}
          />
        ) : (
          <ContentArticle doc={doc} html={html} key="english" />
        )}
      </div>
    </>
  );
}
