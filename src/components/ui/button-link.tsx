import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonLook } from './button-class';

export interface ButtonLinkProps extends Omit<LinkProps, 'className'>, ButtonLook {}

/** A link inside the app (react-router `Link`) that looks like a `Button`. */
export function ButtonLink({ variant, size, className, ...link }: ButtonLinkProps) {
  return <Link {...link} className={buttonClass({ variant, size, className })} />;
}
