import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FileField, PageHeader, Select, TextArea } from '@/components/ui';
import { PageStructuredData } from '@/features/content';
import { CONTACT_LIMITS, LEGAL_TYPES, type LegalType } from '@/data/contact-messages';
import { useSession } from '@/lib/session';
import { useContactSend } from '../hooks/use-contact-send';
import {
  acceptOf,
  confirmationByEmail,
  maxFileMb,
  validateLegal,
  type FieldError,
  type LegalField,
  type LegalValues,
} from '../model';
import { ContactFormEnd } from './contact-form-end';
import { MessageStatus } from './message-status';
import '../support-namespace';

const EMPTY = {
  type: '',
  organisation: '',
  name: '',
  email: '',
  theirReference: '',
  message: '',
} as const;

type TextField = keyof typeof EMPTY;

/**
 * /legal-inquiries: for authorities and rights holders: type, organisation, name, email,
 * their reference, the inquiry and an optional PDF, sent through the outbox like the support
 * form (queued offline with the PDF, sent once); under it, what became of the last one.
 * Unless the email is the signed-in account's confirmed address, its hint promises an answer
 * but no acknowledgement by email (only such an address gets one).
 */
export default function LegalInquiriesPage() {
  const { t } = useTranslation('support');
  const { user } = useSession();
  const [values, setValues] = useState<Record<TextField, string>>({ ...EMPTY });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<LegalField, FieldError>>>({});
  const { failure, setFailure, sending, formKey, send } = useContactSend();
  const set = (field: TextField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorText = (field: LegalField) => {
    const error = errors[field];
    return error && t(error.key, error.values ?? {});
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending) return;
    const all: LegalValues = { ...values, file };
    const found = validateLegal(all);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    await send(
      {
        form: 'legal',
        fields: {
          type: values.type as LegalType,
          organisation: values.organisation,
          name: values.name,
          email: values.email,
          their_reference: values.theirReference,
          message: values.message,
        },
      },
      file,
      () => {
        setValues({ ...EMPTY });
        setFile(null);
      },
    );
  };

  const limits = CONTACT_LIMITS;
  return (
    <PageHeader page="legalInquiries">
      <PageStructuredData pageKey="legalInquiries" schema={{ type: 'ContactPage' }} />
      <p className="mt-4 text-slate-700">{t('legal.intro')}</p>
      <form
        key={formKey}
        className="mt-8 grid gap-4"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="legal-inquiry-form"
      >
        <Select
          id="legal-type"
          label={t('legal.type')}
          value={values.type}
          required
          error={errorText('type')}
          onChange={set('type')}
        >
          <option value="">{t('form.choose')}</option>
          {LEGAL_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </Select>
        <Field
          id="legal-organisation"
          label={t('legal.organisation')}
          autoComplete="organization"
          required
          maxLength={limits.organisation.max}
          value={values.organisation}
          error={errorText('organisation')}
          onChange={set('organisation')}
        />
        <Field
          id="legal-name"
          label={t('legal.name')}
          autoComplete="name"
          required
          maxLength={limits.name.max}
          value={values.name}
          error={errorText('name')}
          onChange={set('name')}
        />
        <Field
          id="legal-email"
          type="email"
          autoComplete="email"
          required
          label={t('legal.email')}
          hint={
            confirmationByEmail(user, values.email)
              ? t('legal.emailHint')
              : `${t('form.emailHint')} ${t('form.confirmationNote')}`
          }
          value={values.email}
          error={errorText('email')}
          onChange={set('email')}
        />
        <Field
          id="legal-their-reference"
          label={t('legal.theirReference')}
          hint={t('legal.theirReferenceHint')}
          maxLength={limits.theirReference.max}
          value={values.theirReference}
          error={errorText('theirReference')}
          onChange={set('theirReference')}
        />
        <TextArea
          id="legal-message"
          label={t('legal.message')}
          rows={8}
          required
          maxLength={limits.legalMessage.max}
          value={values.message}
          hint={t('legal.messageHint', {
            min: limits.legalMessage.min,
            max: limits.legalMessage.max,
          })}
          error={errorText('message')}
          onChange={set('message')}
        />
        <FileField
          id="legal-attachment"
          label={t('legal.attachment')}
          accept={acceptOf('legal')}
          hint={
            file
              ? t('form.fileChosen', { name: file.name })
              : t('legal.attachmentHint', { mb: maxFileMb('legal') })
          }
          error={errorText('file')}
          onChange={setFile}
        />
        <ContactFormEnd failure={failure} sending={sending} label={t('legal.send')} />
      </form>
      <MessageStatus form="legal" />
    </PageHeader>
  );
}
