import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader } from './page-header';

/** /profile/{id}: the profile of one party (spec §2). */
export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const { id = '' } = useParams();
  return (
    <PageHeader page="profile">
      <p className="mt-6 text-sm text-slate-700">{t('profile.idLabel', { id })}</p>
    </PageHeader>
  );
}
