import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureDetail, type CallFailure, type CallResult } from './call-failure';

/**
 * The sentence to show for a failed call, in the interface language (`common` namespace
 * `errors.*`; the required rate-limit wording for a 429). A refusal quotes the server.
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
          return t('errors.refused', { message: failureDetail(failure) });
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
