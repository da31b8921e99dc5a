import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { addNamespace } from '@/i18n';
import auth from '@/i18n/locales/en/auth.json' with { type: 'json' };
import type { SignedInAccount, SignUpResult } from '../api';

export type { SignedInAccount };
import { destinationAfterSignIn, opensOnLogIn, safeNextPath } from '../model';
import { LoginPanel } from './login-panel';
import { OAuthButtons } from './oauth-buttons';
import { SignedInPanel } from './signed-in-panel';
import { SignUpForm } from './sign-up-form';
import { VerificationNotice } from './verification-notice';

addNamespace('auth', auth);

const TAB_CLASS =
  'flex-1 rounded-md px-4 py-2.5 text-base font-semibold text-slate-700 hover:text-slate-900 focus:outline-none data-focus-visible:outline-2 data-focus-visible:outline-orange-700 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm';

export interface AuthPanelProps {
  /** Where a sign-in leads without a safe `?next` (default: the user type's home). */
  readonly fallback?: string;
  /**
   * Runs after a sign-in (or a sign-up that signed in), before the page moves on; what it
   * resolves to is given to the next page as its navigation state (e.g. how many device
   * projects moved to the account).
   */
  readonly onSignedIn?: (account: SignedInAccount) => Promise<unknown>;
}

/**
 * The accounts UI of /auth (and /estimator/auth): Sign Up and Log In tabs; after sign-up the
 * email verification notice; while signed in, who it is with Continue and Sign Out.
 * `?mode=contractor` preselects the contractor user type; `?tab=login` (or the navigation
 * state `{ tab: 'login' }`) opens on Log In; `?next=/path` is where a sign-in
 * leads (a path on this site only), else `fallback`, else staff who completed the second
 * factor go to /admin, clients to /client-dashboard and everyone else to /dashboard.
 */
export function AuthPanel({ fallback, onSignedIn }: AuthPanelProps = {}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;
  const key = location.key;
  const { user, signOut, staffRoles } = useSession();
  const next = params.get('next');
  const firstTab = () => (opensOnLogIn(params, state) ? 1 : 0);
  const [tab, setTab] = useState(firstTab);
  // The header's Sign Up and Login lead to the same address: a new navigation while the panel
  // is open picks the tab again.
  const [tabChosenFor, setTabChosenFor] = useState(key);
  if (tabChosenFor !== key) {
    setTabChosenFor(key);
    setTab(firstTab());
  }
  const [signedUp, setSignedUp] = useState<SignUpResult | null>(null);
  const [loginEmail, setLoginEmail] = useState('');

  const destination = (userType: string | null, staff = false) =>
    safeNextPath(next) ?? fallback ?? destinationAfterSignIn(userType, null, staff);
  const goOn = (account: SignedInAccount) => {
    const to = destination(account.userType, account.staff);
    if (!onSignedIn) {
      void navigate(to, { replace: true });
      return;
    }
    void onSignedIn(account)
      .catch(() => undefined)
      .then((state: unknown) => navigate(to, { replace: true, state }));
  };

  let content;
  if (signedUp) {
    content = (
      <VerificationNotice
        result={signedUp}
        onContinue={() => {
          if (signedUp.signedIn) {
            goOn(signedUp);
          } else {
            setLoginEmail(signedUp.email);
            setSignedUp(null);
            setTab(1);
          }
        }}
      />
    );
  } else if (user) {
    content = (
      <SignedInPanel
        user={user}
        destination={destination(user.userType, staffRoles.length > 0)}
        onSignOut={signOut}
      />
    );
  } else {
    content = (
      <>
        {/* A provider's sign-in comes back to /auth/oauth-callback, not to this panel: where
            a caller runs its own step after signing in (the estimator's), only email. */}
        {!onSignedIn && <OAuthButtons next={safeNextPath(next) ?? fallback ?? null} />}
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList aria-label={t('tabs.label')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
            <Tab className={TAB_CLASS}>{t('tabs.signUp')}</Tab>
            <Tab className={TAB_CLASS}>{t('tabs.logIn')}</Tab>
          </TabList>
          <TabPanels className="mt-6">
            <TabPanel>
              <SignUpForm
                initialUserType={params.get('mode') === 'contractor' ? 'contractor' : ''}
                onSignedUp={setSignedUp}
              />
            </TabPanel>
            <TabPanel>
              <LoginPanel onSignedIn={goOn} initialEmail={loginEmail} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </>
    );
  }

  return (
    <div className="mt-8 max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {content}
    </div>
  );
}
