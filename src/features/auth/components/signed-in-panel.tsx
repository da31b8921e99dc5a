import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui';
import type { SessionUser } from '@/lib/session';

interface SignedInPanelProps {
  readonly user: SessionUser;
  /** Where Continue goes (the `next` page or the user's dashboard). */
  readonly destination: string;
  readonly onSignOut: () => void;
}

/** /auth while signed in: who is signed in, Continue, and Sign Out. */
export function SignedInPanel({ user, destination, onSignOut }: SignedInPanelProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <section aria-labelledby="signed-in-title" className="flex flex-col gap-4">
      <h2 id="signed-in-title" className="text-2xl font-bold text-slate-900">
        {t('signedIn.title')}
      </h2>
      <p className="text-slate-700">{t('signedIn.body', { email: user.email })}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={destination}>{t('signedIn.continue')}</ButtonLink>
        <Button variant="secondary" onClick={onSignOut}>
          {t('common:nav.signOut')}
        </Button>
      </div>
    </section>
  );
}
