import { useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage, TextArea } from '@/components/ui';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { sendVerificationRequest } from '../api';
import {
  DOCUMENT_TYPES,
  VERIFICATION_NOTE_MAX,
  checkDocument,
  validateVerification,
  type VerificationFormErrors,
} from '../verification-model';
import '../trust-namespace';

const ACCEPT = [...Object.keys(DOCUMENT_TYPES), ...Object.values(DOCUMENT_TYPES).flat()].join(',');

/** One document's file picker: label, what it takes, the chosen file or the error. */
function DocumentPicker({
  id,
  label,
  file,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('trust');
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.currentTarget.files?.[0] ?? null);
  };
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        className="mt-2 block max-w-full min-w-0 text-sm"
        onChange={pick}
      />
      <p
        id={`${id}-message`}
        className={`mt-1 text-sm ${error ? 'text-red-800' : 'text-slate-600'}`}
        dir="auto"
      >
        {error ??
          (file ? t('verification.chosen', { name: file.name }) : t('verification.fileHint'))}
      </p>
    </div>
  );
}

/**
 * The owner's documents for staff: a licence document and/or an insurance document and a
 * note, checked here (type, size, at least one) and sent in one multipart request. Needs a
 * connection: offline, the button is disabled and the section says why.
 */
export function VerificationForm({
  contractor,
  owner,
  online,
  onSent,
  onRefused,
}: {
  readonly contractor: string;
  readonly owner: string;
  readonly online: boolean;
  readonly onSent: () => void;
  /** The server refused the request: the list is read again (a request may wait already). */
  readonly onRefused: () => void;
}) {
  const { t } = useTranslation('trust');
  const failureText = useCallFailureText();
  const [licence, setLicence] = useState<File | null>(null);
  const [insurance, setInsurance] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<VerificationFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Remounts the file inputs after a send, so they show no file any more.
  const [formKey, setFormKey] = useState(0);

  // A picked file is checked at once; "add a document" is no longer true either way.
  const pickDocument = (field: 'licence' | 'insurance', file: File | null) => {
    if (field === 'licence') setLicence(file);
    else setInsurance(file);
    setErrors(({ [field]: _, documents: __, ...rest }) => {
      const error = file && checkDocument(file);
      return error ? { ...rest, [field]: error } : rest;
    });
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending || !online) return;
    const found = validateVerification({ licence, insurance, note });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const result = await sendVerificationRequest({ contractor, owner, licence, insurance, note });
    setSending(false);
    if (!result.ok) {
      setFailure(t('verification.errors.sendFailed', { reason: failureText(result.failure) }));
      if (result.failure.kind !== 'offline' && result.failure.kind !== 'network') onRefused();
      return;
    }
    setLicence(null);
    setInsurance(null);
    setNote('');
    setFormKey((n) => n + 1);
    onSent();
  };

  return (
    // One column of `minmax(0, 1fr)`: an auto column would grow to the file inputs' own width,
    // which is wider than a 320 px phone's column, and take the hints and the note along.
    <form
      key={formKey}
      className="mt-4 grid grid-cols-1 gap-4"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="verification-form"
    >
      <DocumentPicker
        id="verification-licence"
        label={t('verification.licence')}
        file={licence}
        error={errors.licence && t(errors.licence)}
        disabled={sending}
        onChange={(file) => pickDocument('licence', file)}
      />
      <DocumentPicker
        id="verification-insurance"
        label={t('verification.insurance')}
        file={insurance}
        error={errors.insurance && t(errors.insurance)}
        disabled={sending}
        onChange={(file) => pickDocument('insurance', file)}
      />
      {errors.documents && (
        <p role="alert" className="text-sm text-red-800">
          {t(errors.documents)}
        </p>
      )}
      <TextArea
        id="verification-note"
        label={t('verification.note')}
        rows={3}
        value={note}
        maxLength={VERIFICATION_NOTE_MAX}
        hint={t('verification.noteCount', { used: note.length, max: VERIFICATION_NOTE_MAX })}
        error={errors.note && t(errors.note, { max: VERIFICATION_NOTE_MAX })}
        onChange={setNote}
      />
      {!online && (
        <p role="status" className="text-sm text-amber-900" data-testid="verification-offline">
          {t('verification.offline')}
        </p>
      )}
      <FormMessage error={failure} info={null} />
      <div>
        <Button type="submit" disabled={sending || !online} aria-busy={sending}>
          {sending ? t('verification.sending') : t('verification.submit')}
        </Button>
      </div>
    </form>
  );
}
