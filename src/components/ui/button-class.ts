import { cx } from './class-names';

/** How a button looks: the main action, a secondary one, or one that destroys data. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** `sm` for buttons in a line of text or a banner. */
export type ButtonSize = 'md' | 'sm';

/** What `Button` and `ButtonLink` share. */
export interface ButtonLook {
  readonly variant?: ButtonVariant | undefined;
  readonly size?: ButtonSize | undefined;
  /** Classes added to the look (margins, a grid place). */
  readonly className?: string | undefined;
}

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  danger: 'btn-danger',
};

/** The classes of a button, or of a link that looks like one. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonLook): string {
  return cx(VARIANT[variant], size === 'sm' && 'btn-sm', className);
}
