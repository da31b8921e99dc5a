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
  /** Opens /auth on the sign-up of a contractor account. */
  readonly contractor?: boolean | undefined;
  readonly testId?: string | undefined;
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
  const to = `/auth?${contractor ? 'mode=contractor&' : ''}next=${encodeURIComponent(next)}`;
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
