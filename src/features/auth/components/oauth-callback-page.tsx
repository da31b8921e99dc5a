import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, PageHeader } from '@/components/ui';
import { DEFAULT_LANGUAGE } from '@/constants/languages';
import { addNamespace, languageByCode } from '@/i18n';
import auth from '@/i18n/locales/en/auth.json' with { type: 'json' };
import { finishOAuth, takePendingOAuth } from '../oauth-api';
import {
  afterOAuth,
  callbackCode,
  oauthProblemOf,
  type OAuthProblem,
  type PendingOAuth,
} from '../oauth-model';
import { ConfirmBox } from './confirm-parts';
import { OAuthLinkForm } from './oauth-link-form';
import { useOAuthProblemText } from './oauth-problem-text';

addNamespace('auth', auth);

/** The name a provider sent with the redirect (Apple, through the server's POST route). */
function nameFrom(params: URLSearchParams): string {
  return (params.get('name') ?? '').trim().slice(0, 150);
}

/**
 * /auth/oauth-callback?code=…&state=…: where an OAuth2 provider sends the browser back. Takes
 * the sign-in under way on this device (once), exchanges the code, and goes on; offline it
 * says so and tries again on request (the code stays valid for a few minutes); an email that
 * has an account asks for that account's password to link the provider.
 */
export default function OAuthCallbackPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const problemText = useOAuthProblemText();
  // Taken once per visit of the page: a reload cannot exchange the code a second time.
  const [pending] = useState<PendingOAuth | null>(() => takePendingOAuth());
  const found = useMemo(() => callbackCode(params, pending), [params, pending]);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<{ attempt: number; problem: OAuthProblem } | null>(null);
  useEffect(() => {
    if ('problem' in found || !pending) return undefined;
    let live = true;
    const language = languageByCode(i18n.language) ?? DEFAULT_LANGUAGE;
    void finishOAuth(pending, found.code, language.name, nameFrom(params)).then((result) => {
      if (!live) return;
      if (result.ok) void navigate(afterOAuth(result.value, pending.next), { replace: true });
      else setFailed({ attempt, problem: oauthProblemOf(result.failure) });
    });
    return () => {
      live = false;
    };
    // The exchange runs once per attempt; the language is read when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found, pending, attempt]);
  const problem =
    'problem' in found ? found.problem : failed?.attempt === attempt ? failed.problem : null;

  const provider = pending?.displayName ?? '';
  return (
    <PageHeader page="oauthCallback">
      <ConfirmBox testId="oauth-callback">
        {problem === null ? (
          <p role="status">{t('oauth.finishing')}</p>
        ) : (
          <>
            <p role="alert" className="font-medium">
              {problemText(problem, provider)}
            </p>
            {problem === 'linkNeedsPassword' && pending ? (
              <OAuthLinkForm pending={pending} />
            ) : problem === 'offline' && pending ? (
              <Button className="mt-4" onClick={() => setAttempt((n) => n + 1)}>
                {t('oauth.retry')}
              </Button>
            ) : null}
            <ButtonLink className="mt-4" variant="secondary" to="/auth">
              {t('oauth.backToSignIn')}
            </ButtonLink>
          </>
        )}
      </ConfirmBox>
    </PageHeader>
  );
}
