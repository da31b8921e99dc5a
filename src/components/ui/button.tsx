import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonLook } from './button-class';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonLook {}

/**
 * A `<button>` in one of the app's looks (`variant`: primary, secondary, danger; `size`: md,
 * sm). Its `type` is "button" unless given: a form is sent only by a button that says so.
 */
export function Button({ variant, size, className, type = 'button', ...button }: ButtonProps) {
  return <button {...button} type={type} className={buttonClass({ variant, size, className })} />;
}
