import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormMessage } from '@/components/ui';
import type { ListingRecord } from '@/data/listings';
import { useCallFailureText } from '@/lib/use-call-failure-text';
import { useOnline } from '@/lib/use-online';
import { useVerificationRequests } from '../hooks/use-verification-requests';
import { maySendDocuments } from '../verification-model';
import { VerificationForm } from './verification-form';
import { VerificationRequests } from './verification-requests';
import '../trust-namespace';

/**
 * "Verification" in the portal: the owner's requests and their state, and the form to send
 * documents when no request waits for staff. Needs the listing on the server, a verified
 * email (the server refuses requests from unverified accounts) and a connection.
 */
export function VerificationSection({
  listing,
  userId,
  emailVerified,
}: {
  readonly listing: ListingRecord;
  readonly userId: string;
  readonly emailVerified: boolean;
}) {
  const { t } = useTranslation('trust');
  const online = useOnline();
  const failureText = useCallFailureText();
  // A listing made on this device has no `created` until the server has it.
  const onServer = listing.created !== '';
  const { state, reload } = useVerificationRequests(onServer ? listing.id : null);
  const [sent, setSent] = useState(false);

  const requests = state.kind === 'loaded' ? state.requests : null;
  const formShown = emailVerified && (requests === null || maySendDocuments(requests));

  return (
    <section className="mt-10" aria-labelledby="verification-heading" data-testid="verification">
      <h2 id="verification-heading" className="text-2xl font-semibold text-slate-900">
        {t('verification.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('verification.intro')}</p>
      {!onServer ? (
        <p className="mt-4 text-sm text-slate-800" data-testid="verification-not-on-server">
          {t('verification.saveListingFirst')}
        </p>
      ) : (
        <>
          <FormMessage error={null} info={sent ? t('verification.sent') : null} />
          {formShown ? (
            <VerificationForm
              contractor={listing.id}
              owner={userId}
              online={online}
              onSent={() => {
                setSent(true);
                reload();
              }}
              onRefused={reload}
            />
          ) : (
            !emailVerified && (
              <p className="mt-4 text-sm text-amber-900" data-testid="verification-verify-email">
                {t('verification.verifyEmailFirst')}
              </p>
            )
          )}
          <h3 className="mt-8 text-lg font-semibold text-slate-900">
            {t('verification.requestsHeading')}
          </h3>
          {state.kind === 'loading' && (
            <p className="mt-4 text-sm text-slate-700">{t('verification.loading')}</p>
          )}
          {state.kind === 'offline' && (
            <p className="mt-4 text-sm text-slate-700">{t('verification.requestsOffline')}</p>
          )}
          {state.kind === 'failed' && (
            <div className="mt-4">
              <p role="alert" className="text-sm text-red-800">
                {t('verification.loadFailed', { reason: failureText(state.failure) })}
              </p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={reload}>
                {t('verification.retry')}
              </Button>
            </div>
          )}
          {requests && <VerificationRequests requests={requests} />}
        </>
      )}
    </section>
  );
}
