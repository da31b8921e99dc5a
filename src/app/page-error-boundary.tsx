/**
 * The error boundaries: one around the page (inside the layout, so the navigation, offline
 * strip and footer stay) and one around the whole app. Without them an error in rendering, or
 * a page's chunk that cannot be loaded (offline before the service worker has it, or removed
 * from the server by an update), unmounts everything React drew: a blank screen.
 * docs/architecture.md "A page that fails".
 */
import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui';
import { retryFailedPages } from '@/lib/lazy-page';
import { isChunkLoadError } from '@/lib/lazy-module';
import { useOnline } from '@/lib/use-online';

interface BoundaryProps {
  /** What to show instead of `children` after an error; `retry` renders them again. */
  readonly fallback: (error: unknown, retry: () => void) => ReactNode;
  /** A change of this value (the page's path) clears the error: a new page gets its chance. */
  readonly resetKey?: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly error: unknown;
  readonly failed: boolean;
}

/**
 * Catches what its children throw while rendering (including a rejected lazy chunk) and shows
 * `fallback` instead. Errors are reported to the console by React itself.
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  componentDidUpdate(previous: BoundaryProps, previousState: BoundaryState) {
    // Only for an error shown before the key changed: a navigation whose new page fails is
    // committed with the new key and the error at once.
    if (previousState.failed && this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.retry();
    }
  }

  retry = () => {
    retryFailedPages();
    this.setState({ error: null, failed: false });
  };

  render() {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children;
  }
}

interface PageErrorProps {
  readonly error: unknown;
  readonly retry: () => void;
  /** The whole app failed: no layout or router around, so no link home. */
  readonly whole?: boolean;
}

/**
 * What a page that failed shows: for a chunk that could not be loaded, that the page is not
 * on the device yet (offline; it is tried again when the connection is back) or could not be
 * loaded (online); for any other error, that something went wrong. "Try again" renders the
 * page again, its chunk imported afresh (lib/lazy-page.ts); for a chunk that failed while
 * online (the browser may keep a failed dependency for the page's life, or an update removed
 * it) it reloads the app instead.
 */
export function PageError({ error, retry, whole = false }: PageErrorProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const chunk = isChunkLoadError(error);
  const kind = !chunk ? 'failed' : online ? 'unreachable' : 'offline';

  // Offline, the page comes back by itself once the connection does.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (chunk && online && !wasOnline.current) retry();
    wasOnline.current = online;
  }, [chunk, online, retry]);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!whole) heading.current?.focus();
  }, [whole]);

  return (
    <section
      role="alert"
      data-testid="page-error"
      data-kind={kind}
      className="mx-auto max-w-2xl px-4 py-16 text-center"
    >
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
      >
        {t(`pageError.${kind}.title`)}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t(`pageError.${kind}.description`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={kind === 'unreachable' ? () => window.location.reload() : retry}>
          {t('pageError.retry')}
        </Button>
        {whole ? null : (
          <ButtonLink to="/" variant="secondary">
            {t('notFound.home')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
