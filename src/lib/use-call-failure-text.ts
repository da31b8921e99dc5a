import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallFailure, CallResult } from './call-failure';
import { refusalOf, serverErrorText } from './server-errors';

/**
 * The sentence to show for a failed call, in the interface language (`common` namespace
 * `errors.*`; the required rate-limit wording for a 429). A refusal gives the server's reasons
 * in the app's words (lib/server-errors.ts), never the server's English message.
 */
export function useCallFailureText(): (failure: CallFailure) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (failure: CallFailure) => {
      switch (failure.kind) {
        case 'offline':
          return t('errors.offline');
        case 'network':
          return t('errors.network');
        case 'rateLimited':
          return t('errors.rateLimit');
        case 'server':
          return t('errors.server');
        case 'invalid':
        case 'refused':
          return t('errors.refused', {
            message: serverErrorText(t, refusalOf(failure) ?? { status: failure.status }),
          });
      }
    },
    [t],
  );
}

/** Like useCallFailureText, for a whole result: null when the call went through. */
export function useCallResultText(): (result: CallResult<unknown>) => string | null {
  const failureText = useCallFailureText();
  return useCallback(
    (result: CallResult<unknown>) => (result.ok ? null : failureText(result.failure)),
    [failureText],
  );
}
