import { EmptyState } from './empty-state';

export interface SignInPromptProps {
  /** Why to sign in here. */
  readonly message: string;
  /** The link's text. */
  readonly action: string;
  /** The path to come back to after signing in. */
  readonly next: string;
  /** A heading: the prompt is then a panel of its own. */
  readonly heading?: string | undefined;
  /** Opens /auth on the sign-up of a contractor account (else on its Log In tab). */
  readonly contractor?: boolean | undefined;
  readonly testId?: string | undefined;
}

/**
 * The address of /auth for a "Sign in" link: it opens on Log In (or, with `contractor`, on the
 * sign-up of a contractor account) and leads back to `next` (a path on this site) afterwards.
 */
export function signInPath(next: string, contractor = false): string {
  return `/auth?${contractor ? 'mode=contractor' : 'tab=login'}&next=${encodeURIComponent(next)}`;
}

/**
 * What a page for signed-in users shows a visitor: why to sign in, and a link to /auth that
 * leads back to `next` afterwards.
 */
export function SignInPrompt({
  message,
  action,
  next,
  heading,
  contractor = false,
  testId,
}: SignInPromptProps) {
  const to = signInPath(next, contractor);
  return (
    <EmptyState
      heading={heading}
      message={message}
      action={{ to, label: action }}
      className={heading === undefined ? 'mt-6' : 'mt-8'}
      testId={testId}
    />
  );
}
