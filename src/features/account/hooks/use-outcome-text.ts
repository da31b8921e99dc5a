import { useTranslation } from 'react-i18next';
import type { Outcome } from '../api';

/** The message to show for a failed account call, or null when it went through. */
export function useOutcomeText(): (outcome: Outcome<unknown>) => string | null {
  const { t } = useTranslation('account');
  return (outcome) => {
    if (outcome.ok) return null;
    if (outcome.failure === 'offline') return t('errors.offline');
    if (outcome.failure === 'refused') return t('errors.refused', { message: outcome.message });
    return t('errors.failed');
  };
}
