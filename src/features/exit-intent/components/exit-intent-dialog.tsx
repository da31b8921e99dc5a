import { Mail } from 'lucide-react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, Field } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/constants/languages';
import { addNamespace } from '@/i18n';
import engagement from '@/i18n/locales/en/engagement.json' with { type: 'json' };
import { rateLimiter } from '@/lib/rate-limit';
import { toastError, toastInfo } from '@/lib/toast';
import { useMailState } from '@/lib/use-mail-state';
import { submitCapture } from '../api';
import { isValidEmail } from '@/data/exit-intent-captures';
import { preloadWrites } from '@/data/sync/loaders';
import type { Audience } from '../model';

interface ExitIntentDialogProps {
  readonly audience: Audience;
  readonly onClose: () => void;
}

// English ships with the dialog (no request for it).
addNamespace('engagement', engagement);
/**
 * The exit-intent offer: audience copy, an email field, a submit button that reads
 * "Sending..." while busy, "Or sign up directly" to /auth and a close button. Toasts
 * report the outcome; a saved capture (or one queued while offline) closes the dialog. The
 * thanks for an emailed offer comes only on the server's word that it went out; on a server
 * without mail the copy promises no email and the toast says none was sent.
 */
export default function ExitIntentDialog({ audience, onClose }: ExitIntentDialogProps) {
  const { t, i18n } = useTranslation('engagement');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  // Queuing needs these: loaded as the dialog opens, so an address given offline is queued.
  useEffect(preloadWrites, []);
  const [busy, setBusy] = useState(false);
  const [marketing, setMarketing] = useState(false);
  // The submit's answer can learn that mail is off before (or after) the capabilities do.
  const [mailOffOnSubmit, setMailOffOnSubmit] = useState(false);
  const mailOff = useMailState() === 'not_configured' || mailOffOnSubmit;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!rateLimiter.attempt('exit-intent-submit', null)) {
      toastError(t('errors.rateLimit', { ns: 'common' }));
      return;
    }
    if (!isValidEmail(email)) {
      toastError(t('exitIntent.invalidEmailTitle'), {
        description: t('exitIntent.invalidEmailBody'),
      });
      return;
    }
    setBusy(true);
    const language = LANGUAGES.find((l) => l.code === i18n.language) ?? DEFAULT_LANGUAGE;
    const result = await submitCapture(email, audience, language, marketing);
    setBusy(false);
    if (result === 'sent') {
      const body = t('exitIntent.successBody');
      const description = marketing ? `${body} ${t('exitIntent.consentNeedsConfirmation')}` : body;
      toastInfo(t('exitIntent.successTitle'), { description });
      onClose();
    } else if (result === 'queued') {
      toastInfo(t('exitIntent.successTitle'), { description: t('exitIntent.queued') });
      onClose();
    } else if (result === 'mailOff') {
      setMailOffOnSubmit(true);
      toastInfo(t('exitIntent.successTitle'), { description: t('exitIntent.savedNoMail') });
      onClose();
    } else if (result === 'mailFailed') {
      toastInfo(t('exitIntent.successTitle'), { description: t('exitIntent.mailFailed') });
      onClose();
    } else {
      toastError(t('exitIntent.errorTitle'), { description: t('exitIntent.errorBody') });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`exitIntent.${audience}.title`)}
      closeLabel={t('exitIntent.close')}
      icon={<Mail aria-hidden="true" className="size-8 text-orange-700" />}
      data-testid="exit-intent-dialog"
      data-audience={audience}
    >
      {mailOff ? (
        <>
          <p className="mt-2 text-slate-700">{t(`exitIntent.${audience}.bodyNoMail`)}</p>
          <p className="mt-2 text-slate-700" data-testid="exit-intent-no-mail">
            {t('exitIntent.noMail')}
          </p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{t(`exitIntent.${audience}.body`)}</p>
      )}
      <form className="mt-5 flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          id="exit-intent-email"
          label={t('exitIntent.emailLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          placeholder={t('exitIntent.emailPlaceholder')}
        />
        <Checkbox
          label={t('exitIntent.marketingConsent')}
          checked={marketing}
          onChange={setMarketing}
          data-testid="exit-intent-marketing"
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy
            ? t('exitIntent.sending')
            : mailOff
              ? t('exitIntent.submitNoMail')
              : t(`exitIntent.${audience}.submit`)}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            void navigate('/auth');
          }}
        >
          {t('exitIntent.signUpDirectly')}
        </Button>
      </form>
    </Dialog>
  );
}
