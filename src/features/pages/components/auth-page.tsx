import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthPanel } from '@/features/auth';
import { PageHeader } from './page-header';

/** /auth: sign-up and login; `?mode=contractor` comes from the header links (spec §2). */
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
