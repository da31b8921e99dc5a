/**
 * React's `onRecoverableError` for the app's root: React recovered from an error (a component
 * threw during a concurrent render and rendered fine synchronously, or a hydration mismatch
 * was repaired by rendering on the client). React's default reports only its wrapper
 * ("Minified React error #520" in production), which names no component; this logs the error
 * it wraps and where it was thrown, so the console says what to fix.
 * @param error what React caught; its `cause`, when set, is the error a component threw
 * @param info React's component stack of where it happened
 */
export function logRecoverableError(
  error: unknown,
  info: { readonly componentStack?: string },
): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : null;
  console.error(
    'React recovered from an error:',
    error,
    ...(cause === null ? [] : ['caused by:', cause]),
    info.componentStack ?? '',
  );
}
