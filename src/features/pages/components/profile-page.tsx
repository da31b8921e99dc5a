import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TranslatableText } from '@/features/translate';
import { loadPublicProfile, type PublicProfile } from '../api';
import { PageHeader } from './page-header';

/**
 * /profile/{id}: one contractor's public profile (spec §2). For now it reads the server
 * directly and shows the business, its description and its reviews, each with "Translate";
 * the local-first profile with every detail comes with the marketplace issue.
 */
export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const { id = '' } = useParams();
  const [profile, setProfile] = useState<PublicProfile | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void loadPublicProfile(id).then((loaded) => {
      if (current) setProfile(loaded);
    });
    return () => {
      current = false;
    };
  }, [id]);

  return (
    <PageHeader page="profile">
      <p className="mt-6 text-sm text-slate-700">{t('profile.idLabel', { id })}</p>
      {profile === null && (
        <p role="alert" className="mt-6 text-slate-800">
          {t('profile.notFound')}
        </p>
      )}
      {profile && (
        <article className="mt-8" data-testid="profile">
          <h2 className="text-2xl font-bold text-slate-900">{profile.businessName}</h2>
          {profile.description && <TranslatableText text={profile.description} className="mt-3" />}
          {profile.reviews.length > 0 && (
            <section className="mt-10">
              <h3 className="text-lg font-semibold text-slate-900">
                {t('profile.reviewsHeading')}
              </h3>
              <ul className="mt-4 space-y-6">
                {profile.reviews.map((review) => (
                  <li key={review.id} data-testid="review">
                    <p
                      className="text-orange-700"
                      aria-label={t('profile.ratingLabel', { rating: review.rating })}
                    >
                      {'★'.repeat(review.rating)}
                      <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
                    </p>
                    {review.body && <TranslatableText text={review.body} className="mt-1" />}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
    </PageHeader>
  );
}
