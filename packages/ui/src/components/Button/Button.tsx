import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import { button } from './Button.css';

export const buttonTones = ['brand', 'neutral', 'critical', 'positive'] as const;
export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Meaning of the action: `critical` for destructive actions. */
  tone?: ButtonTone;
  /** Visual weight: one `solid` primary action per area. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while keeping focus, so keyboard users are not thrown off. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  fullWidth?: boolean;
}

/** A button. Loading keeps it focusable (`aria-disabled`) rather than `disabled`, which would drop focus. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    tone = 'brand',
    variant = 'solid',
    size = 'medium',
    loading = false,
    icon,
    fullWidth = false,
    type = 'button',
    className,
    children,
    onClick,
    disabled,
    ...props
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={cx(button({ tone, variant, size, fullWidth }), className)}
      data-tone={tone}
      data-variant={variant}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? <Spinner size="small" decorative /> : icon}
      {children}
    </button>
  );
});
