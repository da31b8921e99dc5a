import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, PageHeader } from '@/components/ui';
import { addNamespace } from '@/i18n';
import engagement from '@/i18n/locales/en/engagement.json' with { type: 'json' };
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { confirmMarketingConsent } from '../api';

addNamespace('engagement', engagement);

type Outcome =
  | { readonly kind: 'asking' }
  | { readonly kind: 'confirming' }
  | { readonly kind: 'ok' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed'; readonly reason: string };

/**
 * /marketing-confirm?token=…: the link of the marketing confirmation mail. Asks first and
 * confirms only on the button (mail scanners open links, they do not press buttons), then
 * says what came of it. Works signed out.
 */
export default function MarketingConfirmPage() {
  const { t } = useTranslation('engagement');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const failureText = useCallFailureText();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'asking' } : { kind: 'invalid' });
  const confirm = async () => {
    setOutcome({ kind: 'confirming' });
    const result = await confirmMarketingConsent(token);
    if (result.ok) {
      setOutcome({ kind: 'ok' });
      return;
    }
    const { failure } = result;
    if (failure.kind === 'invalid' || failure.kind === 'refused') {
      const code = failure.kind === 'invalid' ? failure.fields.token?.code : failure.code;
      setOutcome({ kind: code === 'token_expired' ? 'expired' : 'invalid' });
    } else setOutcome({ kind: 'failed', reason: failureText(failure) });
  };
  const busy = outcome.kind === 'confirming';
  return (
    <PageHeader page="marketingConfirm">
      <div
        className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
        data-testid="marketing-confirm"
      >
        {(outcome.kind === 'asking' || busy) && (
          <>
            <p>{t('marketingConfirm.intro')}</p>
            <Button
              className="mt-4"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? t('marketingConfirm.confirming') : t('marketingConfirm.confirm')}
            </Button>
            <p className="mt-4 text-sm text-slate-600">{t('marketingConfirm.notMe')}</p>
          </>
        )}
        {outcome.kind === 'ok' && <p role="status">{t('marketingConfirm.ok')}</p>}
        {outcome.kind === 'expired' && <p role="alert">{t('marketingConfirm.expired')}</p>}
        {outcome.kind === 'invalid' && <p role="alert">{t('marketingConfirm.invalid')}</p>}
        {outcome.kind === 'failed' && (
          <p role="alert">{t('marketingConfirm.failed', { reason: outcome.reason })}</p>
        )}
      </div>
    </PageHeader>
  );
}
