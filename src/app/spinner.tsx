import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** Fill the whole viewport (session loading) instead of the content area (route loading). */
  fullScreen?: boolean;
  label?: string;
}

/** Loading indicator with the text "Loading...", announced politely. */
export function Spinner({ fullScreen = false, label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-3 text-slate-700 ${
        fullScreen ? 'fixed inset-0 z-50 bg-white' : 'min-h-[50vh] py-16'
      }`}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-orange-700"
      />
      <span className="text-base font-medium">{label ?? t('loading')}</span>
    </div>
  );
}
