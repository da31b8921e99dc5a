import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../shell';
import { describeEventDetails, type DetailValue } from '../event-details';

/** A country code as its name in `locale` (the code when the browser has no name for it). */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** One detail's value in the reader's language. */
function Value({ value }: { value: DetailValue }) {
  const { t, i18n } = useTranslation('admin');
  switch (value.kind) {
    case 'text':
      return <span className="break-all">{value.text}</span>;
    case 'date':
      return <time dateTime={value.iso}>{formatWhen(value.iso, i18n.language)}</time>;
    case 'words':
      return <>{value.count === undefined ? t(value.key) : t(value.key, { count: value.count })}</>;
    case 'wordList':
      return (
        <>
          {new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
            value.keys.map((key) => t(key)),
          )}
        </>
      );
    case 'country':
      return <span title={value.code}>{countryName(value.code, i18n.language)}</span>;
  }
}

/**
 * A security event's details in words: a labelled line per known detail (reason, attempted
 * email, activity, time, …) and any other field as "key: value" in a small muted list.
 */
export function EventDetails({ details }: { details: unknown }) {
  const { t } = useTranslation('admin');
  const view = describeEventDetails(details);
  if (view.lines.length === 0 && view.extra.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid="event-details">
      {view.lines.length > 0 && (
        <dl className="flex flex-col gap-1">
          {view.lines.map((line) => (
            <div key={line.field} className="min-w-0">
              <dt className="inline font-medium text-slate-900">
                {t(`securityEvents.fields.${line.field}`)}:
              </dt>{' '}
              <dd className="inline">
                <Value value={line.value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {view.extra.length > 0 && (
        <dl className="flex flex-col text-xs text-slate-600" aria-label={t('securityEvents.more')}>
          {view.extra.map((item) => (
            <div key={item.key} className="min-w-0 break-all">
              <dt className="inline">{item.key}:</dt> <dd className="inline">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
