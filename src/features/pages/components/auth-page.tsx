import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui';
import { AuthPanel } from '@/features/auth';

/** /auth: sign-up and login; `?mode=contractor` comes from the header links. */
export default function AuthPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  return (
    <PageHeader page="auth">
      {params.get('mode') === 'contractor' && (
        <p className="mt-6 rounded-lg bg-slate-100 p-4 text-slate-800">
          {t('auth.contractorMode')}
        </p>
      )}
      <AuthPanel />
    </PageHeader>
  );
}
