/**
 * What the cost databases say about users' own prices: signed in, that theirs are kept on the
 * device and in their account and replace the table's in their estimates; signed out, a link
 * to sign in that leads back here.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { signInPath } from '@/components/ui';

export function OwnPricesNote({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('costData');
  const { pathname } = useLocation();
  return (
    <p className="mt-4 text-sm text-slate-600" data-testid="own-prices-note">
      {signedIn ? (
        t('ownPrice.noteSignedIn')
      ) : (
        <>
          {t('ownPrice.noteSignedOut')}{' '}
          <Link className="underline" to={signInPath(pathname)}>
            {t('ownPrice.signIn')}
          </Link>
        </>
      )}
    </p>
  );
}
