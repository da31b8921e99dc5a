/** The words for account errors: field errors (ours or the server's) and form-level ones. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/lib/server-errors';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldError, type FormErrorKey } from '../model';

export interface AuthText {
  /** A field error's message, undefined for none. */
  readonly field: (error: FieldError | undefined) => string | undefined;
  /** A form-level error's message, undefined for none. */
  readonly form: (error: FormErrorKey | null) => string | undefined;
}

export function useAuthText(): AuthText {
  const { t } = useTranslation(['auth', 'common']);
  const { t: tCommon } = useTranslation('common');
  const field = useCallback(
    (error: FieldError | undefined) => {
      if (!error) return undefined;
      // Shown under its field, so the sentence does not name the field again.
      if ('serverCode' in error)
        return serverErrorText(tCommon, { status: 400, code: error.serverCode });
      return t(`errors.${error.key}`, { min: PASSWORD_MIN_LENGTH, max: NAME_MAX_LENGTH });
    },
    [t, tCommon],
  );
  const form = useCallback(
    (error: FormErrorKey | null) => {
      if (!error) return undefined;
      switch (error) {
        // The client-side limiter's sentence, also for the server's 429.
        case 'rateLimited':
          return t('common:errors.rateLimit');
        // Words every call failure shares (lib/use-call-failure-text.ts).
        case 'offline':
        case 'network':
        case 'server':
          return t(`common:errors.${error}`);
        // Words every feature that sends email shares.
        case 'mailNotConfigured':
          return t('common:mail.notConfigured');
        case 'mailFailed':
          return t('common:mail.failed');
        // The sign-up form names the place (useSanctionsRefusalText); this is its fallback.
        case 'sanctioned':
          return t('common:sanctions.refusedHere');
        default:
          return t(`errors.${error}`);
      }
    },
    [t],
  );
  return { field, form };
}
