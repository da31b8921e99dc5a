import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { useStaffCall } from '../../shell';
import { verificationDocumentUrl, type VerificationRow } from '../api';
import { actionErrorKey } from '../model';
import '../namespace';

/**
 * Opens a verification request's licence or insurance document in a new tab. The files are
 * protected, so each opening asks for a short-lived file token first; the tab is opened at
 * the click (a tab opened after the wait would be blocked as a pop-up) and sent to the file
 * once the token is there. If the browser blocks it anyway, a link to the file is shown.
 */
export function DocumentLinks({ row }: { readonly row: VerificationRow }) {
  const { t } = useTranslation('moderation');
  const run = useStaffCall();
  const [error, setError] = useState('');
  const [blocked, setBlocked] = useState('');

  const open = async (fileName: string) => {
    setError('');
    setBlocked('');
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const result = await run(() => verificationDocumentUrl(row.id, fileName));
    if (!result.ok) {
      tab?.close();
      const key = actionErrorKey(result.failure);
      setError(
        key === 'errors.offline' || key === 'errors.sessionEnded'
          ? t(key)
          : t('verifications.documentFailed'),
      );
      return;
    }
    if (tab) tab.location.replace(result.value);
    else setBlocked(result.value);
  };

  const documents = [
    { file: row.licenceDocument, label: t('verifications.licence') },
    { file: row.insuranceDocument, label: t('verifications.insurance') },
  ].filter((d) => d.file);
  if (documents.length === 0)
    return <p className="text-slate-600">{t('verifications.noDocument')}</p>;
  return (
    <div className="flex min-w-40 flex-col items-start gap-2">
      {documents.map((d) => (
        <Button key={d.file} size="sm" variant="secondary" onClick={() => void open(d.file)}>
          {d.label}
        </Button>
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {blocked && (
        <p role="alert" className="text-sm text-slate-800">
          {t('verifications.popupBlocked')}{' '}
          <a
            href={blocked}
            target="_blank"
            rel="noopener noreferrer"
            className="text-blue-800 underline"
          >
            {t('verifications.openDocument')}
          </a>
        </p>
      )}
    </div>
  );
}
