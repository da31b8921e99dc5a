import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui';
import { useSession } from '@/lib/session';
import { toastError } from '@/lib/toast';
import { hireOutcome } from '../model';
import { HomeSection } from './home-section';

/**
 * The three-step $1 explainer; its comparison claims link to /how-it-works#how-we-compare. "Hire Contractors" needs a signed-in user: others
 * get the error toast and go to /auth. "List Your Business" goes to /auth.
 */
export function Explainer() {
  const { t } = useTranslation(['home', 'common']);
  const { user } = useSession();
  const navigate = useNavigate();
  const steps = t('explainer.steps', { returnObjects: true });

  const hire = () => {
    const outcome = hireOutcome(user !== null);
    if ('error' in outcome) toastError(t(`common:${outcome.error}`));
    void navigate(outcome.to);
  };

  return (
    <HomeSection id="explainer" title={t('explainer.title')} subtitle={t('explainer.subtitle')}>
      {/* The subtitle's comparison claims (spec §1 copy), substantiated on /how-it-works. */}
      <p className="mt-2">
        <Link
          to="/how-it-works#how-we-compare"
          className="font-medium text-orange-800 underline underline-offset-2 hover:text-orange-900"
        >
          {t('explainer.compare')}
        </Link>
      </p>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-orange-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.body}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-4">
        <Button onClick={hire}>{t('explainer.hire')}</Button>
        <ButtonLink to="/auth" variant="secondary">
          {t('explainer.list')}
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
