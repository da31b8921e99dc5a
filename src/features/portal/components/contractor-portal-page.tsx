import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader, SignInPrompt } from '@/components/ui';
import { addNamespace } from '@/i18n';
import portal from '@/i18n/locales/en/portal.json' with { type: 'json' };
import { VerifyEmailNotice } from '@/features/auth';
import { useSession } from '@/lib/session';
import { useOwnListing } from '../hooks/use-portal-data';
import { ListingForm } from './listing-form';
import { ListingPeriod } from './listing-period';
import { RemoveListing } from './remove-listing';
import { SuspendedNotice } from './suspended-notice';
import { VerificationSection } from './verification-section';

addNamespace('portal', portal);

function Editor({ userId, emailVerified }: { userId: string; emailVerified: boolean }) {
  const { t } = useTranslation('portal');
  const listing = useOwnListing(userId);
  if (listing === undefined) {
    return <p className="mt-6 text-slate-700">{t('portal.loading')}</p>;
  }
  // Creating a listing needs a confirmed email (the server's create rule): until then the
  // notice above stands in for the form, which could only be refused.
  if (!listing && !emailVerified) return null;
  // A suspended listing is locked: the server refuses its owner's edits and removal.
  const locked = listing?.status === 'suspended';
  return (
    <>
      {listing && <SuspendedNotice listing={listing} />}
      {listing && <ListingPeriod listing={listing} />}
      {!locked && (
        <>
          <h2 className="mt-8 text-2xl font-semibold text-slate-900">
            {listing ? t('portal.editHeading') : t('portal.createHeading')}
          </h2>
          <ListingForm key={listing?.id ?? 'new'} userId={userId} listing={listing} />
        </>
      )}
      {listing && <RemoveListing listing={listing} />}
      {listing && (
        <VerificationSection listing={listing} userId={userId} emailVerified={emailVerified} />
      )}
    </>
  );
}

/**
 * /contractor-portal: the signed-in user's listing, created or edited on this device and sent
 * when online (locked, with staff's reason, while suspended), and its verification by staff;
 * signed-out visitors are asked to sign in. An unverified account gets VerifyEmailNotice, and
 * no create form until its email is confirmed.
 */
export default function ContractorPortalPage() {
  const { t } = useTranslation(['portal', 'pages']);
  const { user, loading } = useSession();
  return (
    <PageHeader page="contractorPortal">
      {loading ? (
        <p className="mt-6 text-slate-700">{t('portal.loading')}</p>
      ) : !user ? (
        <SignInPrompt
          heading={t('signIn.heading')}
          message={t('signIn.body')}
          action={t('signIn.link')}
          next="/contractor-portal"
          contractor
          testId="portal-sign-in"
        />
      ) : user.userType === 'client' ? (
        <p className="mt-6 text-slate-800">
          {t('portal.clientAccount')}{' '}
          <Link className="font-semibold text-orange-800 underline" to="/client-dashboard">
            {t('pages:clientDashboard.title')}
          </Link>
        </p>
      ) : (
        <>
          {user.verified === false && <VerifyEmailNotice email={user.email} purpose="list" />}
          <Editor userId={user.id} emailVerified={user.verified !== false} />
        </>
      )}
    </PageHeader>
  );
}
