import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Its request is under way: disabled, and said so to screen readers. */
  pending?: boolean;
};

/** The storefront's and the back office's button: `type="button"` unless it submits. */
export function Button({
  variant,
  size,
  pending,
  disabled,
  className,
  type = 'button',
  ...button
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={clsx(buttonClass(variant, size), className)}
      {...button}
    />
  );
}
