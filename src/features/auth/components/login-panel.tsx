import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInAccount } from '../api';
import { CodeLoginForm } from './code-login-form';
import { PasswordLoginForm } from './password-login-form';
import { ResetPasswordForm } from './reset-password-form';

type LoginMode = 'password' | 'code' | 'reset';

interface LoginPanelProps {
  readonly onSignedIn: (account: SignedInAccount) => void;
  /** An email to start with (e.g. from the sign-up that came before). */
  readonly initialEmail?: string;
}

const LINK_CLASS =
  'self-start rounded py-1 text-sm font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900 focus-visible:outline-2 focus-visible:outline-orange-700';

/** The login tab: password, an emailed one-time code, or a password reset request. */
export function LoginPanel({ onSignedIn, initialEmail = '' }: LoginPanelProps) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<LoginMode>('password');
  // One email for the three forms: switching keeps what was typed.
  const [email, setEmail] = useState(initialEmail);
  const shared = { email, onEmailChange: setEmail };

  return (
    <div className="flex flex-col gap-4">
      {mode === 'password' && <PasswordLoginForm {...shared} onSignedIn={onSignedIn} />}
      {mode === 'code' && <CodeLoginForm {...shared} onSignedIn={onSignedIn} />}
      {mode === 'reset' && <ResetPasswordForm {...shared} />}
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        {mode !== 'code' && (
          <button type="button" className={LINK_CLASS} onClick={() => setMode('code')}>
            {t('logIn.useCode')}
          </button>
        )}
        {mode !== 'password' && (
          <button type="button" className={LINK_CLASS} onClick={() => setMode('password')}>
            {mode === 'reset' ? t('reset.back') : t('logIn.usePassword')}
          </button>
        )}
        {mode !== 'reset' && (
          <button type="button" className={LINK_CLASS} onClick={() => setMode('reset')}>
            {t('logIn.forgot')}
          </button>
        )}
      </div>
    </div>
  );
}
