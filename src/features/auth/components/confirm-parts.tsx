import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui';
import { useMailState } from '@/lib/use-mail-state';

/** The `token` query parameter of an emailed account link; '' when missing. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return (params.get('token') ?? '').trim();
}

/** The box a confirmation page shows its state in. */
export function ConfirmBox({
  testId,
  children,
}: {
  readonly testId: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6" data-testid={testId}>
      {children}
    </div>
  );
}

/** A link to the log-in page, after a confirmation or to ask for a new mail. */
export function LogInLink() {
  const { t } = useTranslation('auth');
  return (
    <ButtonLink className="mt-4" variant="secondary" to="/auth">
      {t('confirm.toLogIn')}
    </ButtonLink>
  );
}

/** The link has no token: opened from a cut or retyped address. */
export function MissingToken() {
  const { t } = useTranslation('auth');
  return (
    <>
      <p role="alert">{t('confirm.missing')}</p>
      <LogInLink />
    </>
  );
}

/**
 * Where to turn after a refused link: a new email from the log-in page, or, while the server
 * cannot send email, the support form (a new link could not reach them).
 */
function RequestNew() {
  const { t } = useTranslation('auth');
  const mailState = useMailState();
  if (mailState === 'not_configured' || mailState === 'failing') {
    return (
      <>
        <p className="mt-2">{t('confirm.requestNewNoMail')}</p>
        <ButtonLink className="mt-4" variant="secondary" to="/contact-support">
          {t('confirm.toSupport')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <p className="mt-2">{t('confirm.requestNew')}</p>
      <LogInLink />
    </>
  );
}

/** PocketBase refused the token: expired, already used or broken. */
export function LinkRefused({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <p role="alert" className="font-medium text-red-800">
        {t('confirm.linkRefused')}
      </p>
      {children ?? <RequestNew />}
    </>
  );
}

/**
 * What a confirmation page with a form shows, by state: the missing-token notice, the
 * success line with a way to log in, the refused-link notice, or (still to do) the form.
 * @param done 'no' while the form is to be filled, 'ok' after PocketBase accepted, 'refused'
 *   when it refused the token
 * @param doneText the success line, e.g. "Your password is changed"
 */
export function ConfirmSteps({
  token,
  done,
  doneText,
  children,
}: {
  readonly token: string;
  readonly done: 'no' | 'ok' | 'refused';
  readonly doneText: string;
  readonly children: ReactNode;
}) {
  if (!token) return <MissingToken />;
  if (done === 'refused') return <LinkRefused />;
  if (done === 'ok') {
    return (
      <>
        <p role="status" className="font-medium">
          {doneText}
        </p>
        <LogInLink />
      </>
    );
  }
  return children;
}
