import { type ButtonHTMLAttributes, forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button/Button';
import { button, iconSlot } from '../Button/Button.css';
import { cx } from '../private/cx';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name. Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, hidden from assistive tech. */
  icon: ReactNode;
  /** Runs on click, Enter or Space. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Meaning of the action, as on `Button`: `critical` for destructive actions. */
  tone?: ButtonTone;
  /** Visual weight, as on `Button`; `ghost` in rows and fields, where many sit side by side. */
  variant?: ButtonVariant;
  /** Square edge: `small` 32 px, `medium` 36 px, `large` 44 px. */
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
