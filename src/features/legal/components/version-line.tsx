import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '@/i18n/format';

/** "Version of <date>" for a document's front-matter `updated` (YYYY-MM-DD); nothing without one. */
export function VersionLine({ updated }: { updated: string | undefined }) {
  const { t, i18n } = useTranslation('legal');
  if (!updated) return null;
  const date = formatCalendarDay(updated, i18n.resolvedLanguage ?? i18n.language);
  return (
    <p className="mt-2 text-sm text-slate-600">
      <time dateTime={updated}>{t('updated', { date })}</time>
    </p>
  );
}
