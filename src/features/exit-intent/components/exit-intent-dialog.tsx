import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Mail, X } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/constants/languages';
import { rateLimiter } from '@/lib/rate-limit';
import { toastError, toastInfo } from '@/lib/toast';
import { submitCapture } from '../api';
import { isValidEmail, type Audience } from '../model';

interface ExitIntentDialogProps {
  readonly audience: Audience;
  readonly onClose: () => void;
}

/**
 * The exit-intent offer of spec §2: audience copy, an email field, a submit button that reads
 * "Sending..." while busy, "Or sign up directly" to /auth and a close button. Toasts of
 * spec §8 report the outcome; success (or queueing while offline) closes the dialog.
 */
export default function ExitIntentDialog({ audience, onClose }: ExitIntentDialogProps) {
  const { t, i18n } = useTranslation('engagement');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

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
    const result = await submitCapture(email, audience, language);
    setBusy(false);
    if (result === 'sent') {
      toastInfo(t('exitIntent.successTitle'), { description: t('exitIntent.successBody') });
      onClose();
    } else if (result === 'queued') {
      toastInfo(t('exitIntent.successTitle'), { description: t('exitIntent.queued') });
      onClose();
    } else {
      toastError(t('exitIntent.errorTitle'), { description: t('exitIntent.errorBody') });
    }
  };

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid="exit-intent-dialog"
          data-audience={audience}
          className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl"
        >
          <button type="button" onClick={onClose} className="icon-button absolute end-2 top-2">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('exitIntent.close')}</span>
          </button>
          <Mail aria-hidden="true" className="size-8 text-orange-700" />
          <DialogTitle className="mt-3 pe-8 text-xl font-bold text-slate-900">
            {t(`exitIntent.${audience}.title`)}
          </DialogTitle>
          <p className="mt-2 text-slate-700">{t(`exitIntent.${audience}.body`)}</p>
          <form className="mt-5 flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
            <label className="text-sm font-medium text-slate-800" htmlFor="exit-intent-email">
              {t('exitIntent.emailLabel')}
            </label>
            <input
              id="exit-intent-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder={t('exitIntent.emailPlaceholder')}
              className="rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-orange-700 focus:outline-2 focus:outline-orange-700"
            />
            <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
              {busy ? t('exitIntent.sending') : t(`exitIntent.${audience}.submit`)}
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                onClose();
                void navigate('/auth');
              }}
            >
              {t('exitIntent.signUpDirectly')}
            </button>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
