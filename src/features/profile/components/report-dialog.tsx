import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, FormMessage, Select, SignInPrompt, TextArea } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { REPORT_DETAILS_MAX, REPORT_REASONS, sendReport } from '@/data/reports';
import { preloadWrites } from '@/data/sync/loaders';
import { toastInfo } from '@/lib/toast';
import { validateReport, type ReportFormErrors, type ReportFormValues } from '../model';
import '../trust-namespace';

interface ReportDialogProps {
  readonly contractor: string;
  readonly review: string;
  /** null when signed out: the dialog offers sign-in instead of the form. */
  readonly reporter: string | null;
  readonly onClose: () => void;
}

/**
 * The report form (reason and optional details) in a dialog. The report is queued on the
 * device and sent at once when online; the dialog closes saying which of the two happened, or
 * stays open with the refusal.
 */
export default function ReportDialog({ contractor, review, reporter, onClose }: ReportDialogProps) {
  const { t } = useTranslation('trust');
  const { pathname } = useLocation();
  const [values, setValues] = useState<ReportFormValues>({ reason: '', details: '' });
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Queuing needs these: loaded as the dialog opens, so a report made offline is still queued.
  useEffect(preloadWrites, []);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy || reporter === null) return;
    const found = validateReport(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await sendReport({
        reporter,
        contractor,
        review,
        reason: values.reason as (typeof REPORT_REASONS)[number],
        details: values.details,
      });
      if (outcome === 'refused') {
        setFailure(t('report.refused'));
        return;
      }
      toastInfo(t(`report.${outcome}`));
      onClose();
    } catch {
      setFailure(t('report.failed'));
    } finally {
      setBusy(false);
    }
  };

  const title = review ? t('report.reviewTitle') : t('report.listingTitle');
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeLabel={t('report.close')}
      data-testid="report-dialog"
    >
      {reporter === null ? (
        <SignInPrompt
          message={t('report.signIn')}
          action={t('report.signInLink')}
          next={pathname}
        />
      ) : (
        <form className="mt-4 grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <p className="text-sm text-slate-700">{t('report.intro')}</p>
          <Select
            id="report-reason"
            label={t('report.reason')}
            value={values.reason}
            error={errors.reason && t(errors.reason)}
            onChange={(reason) => setValues((v) => ({ ...v, reason }))}
          >
            <option value="" disabled>
              {t('report.reasonPlaceholder')}
            </option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`report.reasons.${reason}`)}
              </option>
            ))}
          </Select>
          <TextArea
            id="report-details"
            label={t('report.details')}
            rows={4}
            value={values.details}
            maxLength={REPORT_DETAILS_MAX}
            hint={t('report.detailsCount', {
              used: values.details.length,
              max: REPORT_DETAILS_MAX,
            })}
            error={errors.details && t(errors.details, { max: REPORT_DETAILS_MAX })}
            onChange={(details) => setValues((v) => ({ ...v, details }))}
          />
          <FormMessage error={failure} info={null} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('report.sending') : t('report.send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
