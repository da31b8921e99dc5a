/**
 * The outcome of sending a form, under it: an error (role=alert, read out at once) or else a
 * confirmation (role=status); nothing when there is neither.
 */
export function FormMessage({ error, info }: { error: string | null; info: string | null }) {
  if (error) {
    return (
      <p role="alert" className="mt-2 text-sm text-red-800">
        {error}
      </p>
    );
  }
  return info ? (
    <p role="status" className="mt-2 text-sm text-emerald-800">
      {info}
    </p>
  ) : null;
}
