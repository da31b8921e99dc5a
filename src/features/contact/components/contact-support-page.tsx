import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FileField, PageHeader, Select, TextArea } from '@/components/ui';
import { PageStructuredData } from '@/features/content';
import { CONTACT_LIMITS, SUPPORT_TOPICS, type SupportTopic } from '@/data/contact-messages';
import { useSession } from '@/lib/session';
import { useContactSend } from '../hooks/use-contact-send';
import {
  acceptOf,
  confirmationByEmail,
  maxFileMb,
  validateSupport,
  type FieldError,
} from '../model';
import { ContactFormEnd } from './contact-form-end';
import { MessageStatus } from './message-status';
import '../support-namespace';

const LIMITS = CONTACT_LIMITS.supportMessage;

/**
 * /contact-support: topic, message, email (the account's when signed in, editable) and an
 * optional screenshot, sent through the outbox (queued offline, sent once); under it, what
 * became of the last message (MessageStatus). Under the email, unless it is the signed-in
 * account's confirmed address, a note that only such an address gets a confirmation email.
 * The first render needs no user or local data (prerendered).
 */
export default function ContactSupportPage() {
  const { t } = useTranslation('support');
  const { user } = useSession();
  const [topic, setTopic] = useState('');
  const [message, setMessage] = useState('');
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof validateSupport>>({});
  const { failure, setFailure, sending, formKey, send } = useContactSend();
  // Until the sender types, the address is the signed-in account's.
  const email = typedEmail ?? user?.email ?? '';
  const errorText = (error: FieldError | undefined) => error && t(error.key, error.values ?? {});

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateSupport({ topic, message, email, file });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    await send(
      { form: 'support', fields: { topic: topic as SupportTopic, message, email } },
      file,
      () => {
        setTopic('');
        setMessage('');
        setFile(null);
      },
    );
  };

  return (
    <PageHeader page="contactSupport">
      <PageStructuredData pageKey="contactSupport" schema={{ type: 'ContactPage' }} />
      <form
        key={formKey}
        className="mt-8 grid gap-4"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="contact-support-form"
      >
        <Select
          id="support-topic"
          label={t('form.topic')}
          value={topic}
          required
          error={errorText(errors.topic)}
          onChange={setTopic}
        >
          <option value="">{t('form.choose')}</option>
          {SUPPORT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(`topics.${value}`)}
            </option>
          ))}
        </Select>
        <TextArea
          id="support-message"
          label={t('form.message')}
          rows={6}
          required
          maxLength={LIMITS.max}
          value={message}
          hint={t('form.messageHint', { min: LIMITS.min, max: LIMITS.max })}
          error={errorText(errors.message)}
          onChange={setMessage}
        />
        <Field
          id="support-email"
          type="email"
          autoComplete="email"
          required
          label={t('form.email')}
          value={email}
          hint={
            confirmationByEmail(user, email)
              ? t('form.emailHint')
              : `${t('form.emailHint')} ${t('form.confirmationNote')}`
          }
          error={errorText(errors.email)}
          onChange={setTypedEmail}
        />
        <FileField
          id="support-screenshot"
          label={t('form.screenshot')}
          accept={acceptOf('support')}
          hint={
            file
              ? t('form.fileChosen', { name: file.name })
              : t('form.screenshotHint', { mb: maxFileMb('support') })
          }
          error={errorText(errors.file)}
          onChange={setFile}
        />
        <ContactFormEnd failure={failure} sending={sending} label={t('form.send')} />
      </form>
      <MessageStatus form="support" />
    </PageHeader>
  );
}
