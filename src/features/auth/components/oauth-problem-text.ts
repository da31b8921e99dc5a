import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthProblem } from '../oauth-model';

/** The words of an OAuth2 sign-in problem, naming the provider where it helps. */
export function useOAuthProblemText(): (problem: OAuthProblem, provider: string) => string {
  const { t } = useTranslation(['auth', 'common']);
  return useCallback(
    (problem: OAuthProblem, provider: string) => {
      switch (problem) {
        case 'sanctioned':
          return t('common:sanctions.refusedHere');
        case 'rateLimited':
          return t('common:errors.rateLimit');
        default:
          return t(`oauth.problems.${problem}`, { provider });
      }
    },
    [t],
  );
}
