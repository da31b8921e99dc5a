import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, SignInPrompt } from '@/components/ui';
import { addNamespace } from '@/i18n';
import account from '@/i18n/locales/en/account.json' with { type: 'json' };
import { LanguagePicker } from '@/features/language';
import { MyPayments } from '@/features/payments';
import { useSession } from '@/lib/session';
import { DeleteAccount } from './delete-account';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { SettingsSection } from './settings-section';
import { SignOutEverywhere } from './sign-out-everywhere';

addNamespace('account', account);

/**
 * /account-settings: name, language, email, password, signing out everywhere, and account
 * deletion after a download of the user's data. Changes go straight to the server.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { user, loading } = useSession();

  if (!user) {
    return (
      <PageHeader page="accountSettings">
        {!loading && (
          <SignInPrompt message={t('signInPrompt')} action={t('signIn')} next="/account-settings" />
        )}
      </PageHeader>
    );
  }

  return (
    <PageHeader page="accountSettings">
      <NameForm key={user.id} user={user} />
      <SettingsSection title={t('language.heading')} testId="account-language">
        <p className="mt-1 text-sm text-slate-700">{t('language.explain')}</p>
        <LanguagePicker className="mt-2" />
      </SettingsSection>
      <EmailForm user={user} />
      <PasswordForm user={user} />
      <SignOutEverywhere />
      <Suspense fallback={null}>
        <MyPayments />
      </Suspense>
      <DeleteAccount user={user} />
    </PageHeader>
  );
}
