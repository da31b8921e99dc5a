/** A form-level message: an error (role=alert, read out at once) or a neutral notice. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  readonly message: string | undefined;
  readonly tone?: 'error' | 'info';
}) {
  // The live region stays in the page, so a message put into it is announced.
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-testid={`auth-${tone}`}>
      {message && (
        <p
          className={
            tone === 'error'
              ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800'
              : 'rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800'
          }
        >
          {message}
        </p>
      )}
    </div>
  );
}
