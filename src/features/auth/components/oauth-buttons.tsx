import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { listOAuthProviders, startOAuth } from '../oauth-api';
import { oauthProblemOf, type OAuthProblem, type OAuthProvider } from '../oauth-model';
import { FormAlert } from './form-alert';
import { useOAuthProblemText } from './oauth-problem-text';

interface OAuthButtonsProps {
  /** Where to go after signing in (a path on this site), or null for the user type's home. */
  readonly next: string | null;
}

/**
 * "Continue with …" for each OAuth2 provider the operator enabled (none shown while the server
 * cannot be asked, or offers none). A press leaves for the provider, which sends the browser
 * back to /auth/oauth-callback.
 */
export function OAuthButtons({ next }: OAuthButtonsProps) {
  const { t } = useTranslation('auth');
  const problemText = useOAuthProblemText();
  const [providers, setProviders] = useState<readonly OAuthProvider[]>([]);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ kind: OAuthProblem; provider: string } | null>(null);
  useEffect(() => {
    let live = true;
    void listOAuthProviders().then((result) => {
      if (live && result.ok) setProviders(result.value);
    });
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;

  const go = async (provider: OAuthProvider) => {
    setProblem(null);
    setLeaving(provider.name);
    const result = await startOAuth(provider.name, next);
    setLeaving(null);
    if (!result.ok) {
      setProblem({ kind: oauthProblemOf(result.failure), provider: provider.displayName });
    }
  };

  return (
    <div className="mb-6 flex flex-col gap-3" data-testid="oauth-buttons">
      {providers.map((provider) => (
        <Button
          key={provider.name}
          variant="secondary"
          disabled={leaving !== null}
          aria-busy={leaving === provider.name}
          onClick={() => void go(provider)}
        >
          {leaving === provider.name
            ? t('oauth.redirecting', { provider: provider.displayName })
            : t('oauth.continueWith', { provider: provider.displayName })}
        </Button>
      ))}
      <FormAlert message={problem ? problemText(problem.kind, problem.provider) : undefined} />
      <p className="text-center text-sm text-slate-600">{t('oauth.or')}</p>
    </div>
  );
}
