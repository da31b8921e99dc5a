import { BadgeCheck, FileBadge, Info, ShieldCheck, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingRecord } from '@/data/listings';
import { formatDate } from '@/i18n/format';
import { parsePocketBaseDate } from '@/lib/pocketbase-dates';
import '../trust-namespace';

const PILL = 'inline-flex items-center gap-1 rounded-full px-3 py-1';

/**
 * A badge staff gave, which opens to say what it means and when staff did it (a native
 * `<details>`: works without script and with the keyboard).
 */
function ExplainedBadge({
  icon,
  label,
  explanation,
  className,
  testId,
}: {
  icon: ReactNode;
  label: string;
  explanation: string;
  className: string;
  testId: string;
}) {
  const { t } = useTranslation('trust');
  return (
    <li className={`rounded-2xl px-3 py-1 ${className}`} data-testid={testId}>
      <details>
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden">
          {icon}
          {label}
          <Info aria-hidden="true" className="size-3.5 opacity-70" />
          <span className="sr-only">{t('badges.explain')}</span>
        </summary>
        <p className="mt-1 max-w-xs pb-1 text-xs font-normal">{explanation}</p>
      </details>
    </li>
  );
}

/**
 * The Verified badge's explanation names only the documents staff checked (a licence alone
 * does not make an insured contractor).
 */
function verifiedKey(documents: ListingRecord['verified_documents']) {
  const licence = documents?.includes('licence') ?? false;
  const insurance = documents?.includes('insurance') ?? false;
  if (licence && !insurance) return 'trust:badges.verifiedLicence' as const;
  if (insurance && !licence) return 'trust:badges.verifiedInsurance' as const;
  if (licence && insurance) return 'trust:badges.verified' as const;
  return 'trust:badges.verifiedDocuments' as const;
}

/** The listing's badges: Verified and Background check explained, Insured and the licence. */
export function TrustBadges({ listing }: { listing: ListingRecord }) {
  const { t, i18n } = useTranslation(['market', 'trust']);
  const dated = (value: string | undefined) => {
    const date = parsePocketBaseDate(value ?? '');
    return date ? formatDate(date, i18n.language) : '';
  };
  const verifiedOn = dated(listing.verified_at);
  const checkedOn = dated(listing.background_checked_at);
  return (
    <ul className="mt-4 flex flex-wrap items-start gap-2 text-sm font-semibold">
      {listing.verified && (
        <ExplainedBadge
          icon={<BadgeCheck aria-hidden="true" className="size-4" />}
          label={t('listing.verified')}
          explanation={
            verifiedOn
              ? t(verifiedKey(listing.verified_documents), { date: verifiedOn })
              : t('trust:badges.verifiedUndated')
          }
          className="bg-emerald-100 text-emerald-900"
          testId="badge-verified"
        />
      )}
      {listing.insured && (
        <li className={`${PILL} bg-sky-100 text-sky-900`}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('listing.insured')}
        </li>
      )}
      {listing.license_number && (
        <li className={`${PILL} bg-slate-100 text-slate-900`}>
          <FileBadge aria-hidden="true" className="size-4" />
          {t('profile.license', { number: listing.license_number })}
        </li>
      )}
      {listing.background_check && (
        <ExplainedBadge
          icon={<UserCheck aria-hidden="true" className="size-4" />}
          label={t('profile.backgroundCheck')}
          explanation={
            checkedOn
              ? t('trust:badges.backgroundCheck', { date: checkedOn })
              : t('trust:badges.backgroundCheckUndated')
          }
          className="bg-slate-100 text-slate-900"
          testId="badge-background-check"
        />
      )}
    </ul>
  );
}
