import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import type { BannerVariant } from '../model';

/** What the banner's buttons say they do: `data-consent` on each (static-banner.ts reads it). */
export type ConsentChoice = 'accept' | 'decline';

export interface ConsentBannerViewProps {
  readonly variant: BannerVariant;
  /** The id of the title, which labels the region (unique on the page). */
  readonly titleId: string;
  /** `data-testid` of the region. */
  readonly testId: string;
  /** The link to /privacy#storage (the app's router link, or a plain `<a>` in the HTML). */
  readonly privacyLink: (text: string, className: string) => ReactNode;
  /** Called with the choice; absent in the page's HTML, where static-banner.ts handles clicks. */
  readonly onDecide?: (choice: ConsentChoice) => void;
  /** Rendered with the `hidden` attribute (the page's HTML: its inline script shows it). */
  readonly hidden?: boolean;
  readonly id?: string;
}

/**
 * The cookie banner's markup (spec §2 "Cookie banner"): "Accept All" and "Decline Optional"
 * for the strict variant, "Got It" for the notice; closing declines. Drawn by the app's banner
 * (consent-banner.tsx) and, for a first visit, into every built page (../prerender.tsx), so
 * the two look the same and the app's takes the HTML one's place without a visible change.
 * Needs the `engagement` namespace loaded.
 */
export function ConsentBannerView({
  variant,
  titleId,
  testId,
  privacyLink,
  onDecide,
  hidden,
  id,
}: ConsentBannerViewProps) {
  const { t } = useTranslation('engagement');
  const decide = (choice: ConsentChoice) => (onDecide ? () => onDecide(choice) : undefined);
  return (
    <section
      id={id}
      hidden={hidden}
      role="region"
      aria-labelledby={titleId}
      data-testid={testId}
      data-variant={variant}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-300 bg-white p-4 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:rounded-xl sm:border"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <h2 id={titleId} className="pe-10 font-semibold text-slate-900">
            {t('consent.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {variant === 'strict' ? t('consent.strictBody') : t('consent.noticeBody')}{' '}
            {privacyLink(t('consent.privacyLink'), 'font-medium text-orange-800 underline')}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {variant === 'strict' ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                data-consent="decline"
                onClick={decide('decline')}
              >
                {t('consent.declineOptional')}
              </Button>
              <Button size="sm" data-consent="accept" onClick={decide('accept')}>
                {t('consent.acceptAll')}
              </Button>
            </>
          ) : (
            <Button size="sm" data-consent="accept" onClick={decide('accept')}>
              {t('consent.gotIt')}
            </Button>
          )}
        </div>
      </div>
      <button
        type="button"
        className="icon-button absolute end-2 top-2"
        data-consent="decline"
        onClick={decide('decline')}
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('consent.close')}</span>
      </button>
    </section>
  );
}
