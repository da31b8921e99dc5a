import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, PageHeader } from '@/components/ui';
import { useSession } from '@/lib/session';
import { confirmVerification, resendVerification } from '../api';
import { useAuthText } from '../hooks/use-auth-text';
import { useMailState } from '@/lib/use-mail-state';
import { confirmFailureOf, homeFor, mailErrorFor, type FormErrorKey } from '../model';
import { ConfirmBox, LinkRefused, LogInLink, MissingToken, useLinkToken } from './confirm-parts';
import { FormAlert } from './form-alert';

type Outcome =
  | { readonly kind: 'checking' }
  | { readonly kind: 'ok' }
  | { readonly kind: 'refused' }
  | { readonly kind: 'failed'; readonly error: FormErrorKey };

/**
 * A signed-in user's way to a new confirmation mail after a refused link; when the answer is
 * that mail is not set up, no button (nothing could arrive) but the support form.
 */
function ResendVerification({ email }: { readonly email: string }) {
  const { t } = useTranslation('auth');
  const text = useAuthText();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | FormErrorKey>('idle');
  const send = async () => {
    setState('sending');
    const result = await resendVerification(email);
    if (!result.ok) {
      const failure = confirmFailureOf(result.failure, 'verification');
      setState(failure.kind === 'form' ? failure.error : 'server');
    } else setState(result.value.mail === 'sent' ? 'sent' : mailErrorFor(result.value.mail));
  };
  const error = state === 'idle' || state === 'sending' || state === 'sent' ? null : state;
  return (
    <div className="mt-4 flex flex-col gap-3">
      <FormAlert tone="info" message={state === 'sent' ? t('verify.resent') : undefined} />
      <FormAlert message={text.form(error)} />
      {state === 'mailNotConfigured' ? (
        <ButtonLink variant="secondary" to="/contact-support">
          {t('confirm.toSupport')}
        </ButtonLink>
      ) : (
        state !== 'sent' && (
          <Button variant="secondary" disabled={state === 'sending'} onClick={() => void send()}>
            {state === 'sending' ? t('verify.resending') : t('verify.resend')}
          </Button>
        )
      )}
    </div>
  );
}

/**
 * /auth/confirm-verification?token=…: the link of the confirmation mail. Sends the token once
 * on load and says what came of it; a refused link offers a new mail to a signed-in user
 * (else the log-in page), or, while the server has no mail set up, the support form. Works
 * signed out, on any device.
 */
export default function ConfirmVerificationPage() {
  const { t } = useTranslation('auth');
  const token = useLinkToken();
  const text = useAuthText();
  const { user } = useSession();
  const mailState = useMailState();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    void confirmVerification(token).then((result) => {
      if (!live) return;
      if (result.ok) {
        setOutcome({ kind: 'ok' });
        return;
      }
      const failure = confirmFailureOf(result.failure, 'verification');
      setOutcome(
        failure.kind === 'form' ? { kind: 'failed', error: failure.error } : { kind: 'refused' },
      );
    });
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <PageHeader page="confirmVerification">
      <ConfirmBox testId="confirm-verification">
        {!token ? (
          <MissingToken />
        ) : outcome.kind === 'checking' ? (
          <p role="status">{t('confirm.checking')}</p>
        ) : outcome.kind === 'ok' ? (
          <>
            <p role="status" className="font-medium">
              {t('confirm.verified')}
            </p>
            {user ? (
              <ButtonLink className="mt-4" to={homeFor(user.userType)}>
                {t('verify.continue')}
              </ButtonLink>
            ) : (
              <LogInLink />
            )}
          </>
        ) : outcome.kind === 'refused' ? (
          <LinkRefused>
            {user && mailState !== 'not_configured' ? (
              <ResendVerification email={user.email} />
            ) : undefined}
          </LinkRefused>
        ) : (
          <p role="alert">{text.form(outcome.error)}</p>
        )}
      </ConfirmBox>
    </PageHeader>
  );
}
