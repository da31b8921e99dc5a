import { Languages } from 'lucide-react';

/**
 * The "Translate" link-style button of user content and of the English-only legal texts:
 * the translate icon and `label`, or `busyLabel` (disabled) while a translation runs.
 */
export function TranslateButton({
  busy,
  label,
  busyLabel,
  onClick,
}: {
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
  readonly onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 font-medium text-orange-800 underline disabled:no-underline"
      disabled={busy}
      onClick={onClick}
    >
      <Languages aria-hidden="true" className="size-4" />
      {busy ? busyLabel : label}
    </button>
  );
}
