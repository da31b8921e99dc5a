import { Flag } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { lazyComponent } from '@/lib/lazy-page';
import '../trust-namespace';

// The dialog brings Headless UI's, so it is not part of the page's first paint. It is fetched
// once the page is idle: a report is often made after the signal went, and without the
// service worker's copy (first visit) the chunk could not be loaded then.
// A load that failed (the page's error boundary then shows why) is tried again on the next
// opening after the boundary's retry (lib/lazy-page.ts): a plain React.lazy keeps its
// rejection for the page's life.
const ReportDialog = lazyComponent(() => import('./report-dialog'));

export interface ReportButtonProps {
  /** The listing reported, or whose review is reported. */
  readonly contractor: string;
  /** The review reported; '' for the listing itself. */
  readonly review: string;
  /** The signed-in user's id, null when signed out (the dialog then offers sign-in). */
  readonly reporter: string | null;
  /** Whether this device already reported the item. */
  readonly reported: boolean;
}

/**
 * "Report" for a listing or a review: opens the report dialog, or says "Reported" once this
 * device reported the item.
 */
export function ReportButton({ contractor, review, reporter, reported }: ReportButtonProps) {
  const { t } = useTranslation('trust');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (reported) return;
    const preload = () => void ReportDialog.preload().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload);
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1000);
    return () => clearTimeout(id);
  }, [reported]);
  if (reported) {
    return (
      <span
        className="inline-flex items-center gap-1 text-sm text-slate-600"
        data-testid={review ? 'review-reported' : 'listing-reported'}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('report.reported')}
      </span>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="gap-1"
        aria-label={review ? t('report.reviewButtonLabel') : undefined}
        data-testid={review ? 'report-review' : 'report-listing'}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" />
        {review ? t('report.reviewButton') : t('report.listingButton')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            contractor={contractor}
            review={review}
            reporter={reporter}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
