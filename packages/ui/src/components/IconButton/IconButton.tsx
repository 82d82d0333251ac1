import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button/Button';
import { button, iconSlot } from '../Button/Button.css';
import { cx } from '../private/cx';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name. Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, hidden from assistive tech. */
  icon: ReactNode;
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A square button that shows only an icon and is named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, tone = 'neutral', variant = 'ghost', size = 'medium', type = 'button', className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cx(button({ tone, variant, size, square: true }), className)}
      data-tone={tone}
      data-variant={variant}
      {...props}
    >
      <span aria-hidden="true" className={iconSlot}>
        {icon}
      </span>
    </button>
  );
});
