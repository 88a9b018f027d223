import clsx from 'clsx';
import { focusRing } from './focus-ring';

const variants = {
  /** The page's main action: Save, Login, Place the order. */
  primary: 'bg-green-700 font-semibold text-white hover:bg-green-800',
  /** Any other action. */
  secondary: 'border border-stone-300 bg-white font-medium text-stone-800 hover:bg-stone-50',
  /** Removes or cancels something. */
  danger: 'border border-red-300 bg-white font-medium text-red-700 hover:bg-red-50',
};

export type ButtonVariant = keyof typeof variants;
/** `md`: the forms' buttons, in the text's size; `sm`: the back office's smaller ones. */
export type ButtonSize = 'md' | 'sm';

/** A button's look, for a link or a file input's label that acts as one. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') =>
  clsx(
    'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 disabled:opacity-60',
    size === 'sm' && 'text-sm',
    variants[variant],
    focusRing,
  );
