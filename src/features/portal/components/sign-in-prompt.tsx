import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** What a signed-out visitor sees: why to sign in, and a link back here afterwards. */
export function SignInPrompt({ next }: { next: string }) {
  const { t } = useTranslation('portal');
  return (
    <div
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6"
      data-testid="portal-sign-in"
    >
      <h2 className="text-xl font-semibold text-slate-900">{t('signIn.heading')}</h2>
      <p className="mt-2 text-slate-700">{t('signIn.body')}</p>
      <Link
        className="btn-primary mt-4 inline-flex"
        to={`/auth?mode=contractor&next=${encodeURIComponent(next)}`}
      >
        {t('signIn.link')}
      </Link>
    </div>
  );
}
