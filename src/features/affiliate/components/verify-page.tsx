import '../namespace';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, PageHeader } from '@/components/ui';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { confirmAffiliateEmail } from '../api';

type Outcome =
  | { readonly kind: 'checking' }
  | { readonly kind: 'ok' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed'; readonly reason: string };

/**
 * /affiliate-verify?token=…: the emailed link. Sends the token to the server, which checks
 * its signature and expiry and confirms the affiliate's contact email; says what came of it.
 * Works signed out (the link may be opened on another device).
 */
export default function AffiliateVerifyPage() {
  const { t } = useTranslation('affiliate');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const failureText = useCallFailureText();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'checking' } : { kind: 'invalid' },
  );
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    void confirmAffiliateEmail(token).then((result) => {
      if (!live) return;
      if (result.ok) {
        setOutcome({ kind: 'ok' });
        return;
      }
      const { failure } = result;
      if (failure.kind === 'invalid' || failure.kind === 'refused') {
        const expired = failure.kind === 'refused' && failure.code === 'token_expired';
        setOutcome({ kind: expired ? 'expired' : 'invalid' });
      } else setOutcome({ kind: 'failed', reason: failureText(failure) });
    });
    return () => {
      live = false;
    };
  }, [token, failureText]);
  return (
    <PageHeader page="affiliateVerify">
      <div
        className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
        data-testid="affiliate-verify"
      >
        {outcome.kind === 'checking' && <p role="status">{t('verify.checking')}</p>}
        {outcome.kind === 'ok' && <p role="status">{t('verify.ok')}</p>}
        {outcome.kind === 'expired' && <p role="alert">{t('verify.expired')}</p>}
        {outcome.kind === 'invalid' && <p role="alert">{t('verify.invalid')}</p>}
        {outcome.kind === 'failed' && (
          <p role="alert">{t('verify.failed', { reason: outcome.reason })}</p>
        )}
        {outcome.kind !== 'checking' && (
          <ButtonLink className="mt-4" variant="secondary" to="/affiliate-pending">
            {t('verify.toStatus')}
          </ButtonLink>
        )}
      </div>
    </PageHeader>
  );
}
