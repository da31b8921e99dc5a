import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/constants/languages';
import type { LegalInquiryInput, SupportRequestInput } from '@/data/contact-messages';
import { preloadWrites } from '@/data/sync/loaders';
import { serverErrorText } from '@/lib/server-errors';
import { sendContactMessage } from '../api';

/** What a form sends: its fields without `language`, which the hook adds from the locale. */
type Sendable =
  | { readonly form: 'support'; readonly fields: Omit<SupportRequestInput, 'language'> }
  | { readonly form: 'legal'; readonly fields: Omit<LegalInquiryInput, 'language'> };

/**
 * Sending either contact form: adds the sender's
 * language name, sends through the outbox, and on success clears the form by bumping
 * `formKey` (use it as the form's `key`) after calling `onSent`. A refusal or a failure to
 * queue becomes `failure`, in the `support` namespace's words; `sending` guards double sends.
 * What queuing needs is loaded when the form opens, so a message written after the connection
 * has gone is still queued.
 */
export function useContactSend() {
  const { t, i18n } = useTranslation('support');
  const { t: tCommon } = useTranslation('common');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  useEffect(preloadWrites, []);

  const send = async (message: Sendable, file: File | null, onSent: () => void) => {
    setSending(true);
    const language = (LANGUAGES.find((l) => l.code === i18n.language) ?? DEFAULT_LANGUAGE).name;
    try {
      const result =
        message.form === 'support'
          ? await sendContactMessage('support', { ...message.fields, language }, file)
          : await sendContactMessage('legal', { ...message.fields, language }, file);
      if (result.outcome === 'refused') {
        const reason = result.refusal ? serverErrorText(tCommon, result.refusal) : '';
        setFailure(t('errors.refused', { message: reason }));
        return;
      }
      onSent();
      setFormKey((n) => n + 1);
    } catch {
      setFailure(t('errors.failed'));
    } finally {
      setSending(false);
    }
  };

  return { failure, setFailure, sending, formKey, send };
}
