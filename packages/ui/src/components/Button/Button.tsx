import {
  type ButtonHTMLAttributes,
  forwardRef,
  type MouseEvent,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
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
  /** Height: `small` 32 px (in tables and toolbars), `medium` 36 px, `large` 44 px (touch-first screens). */
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while keeping focus, so keyboard users are not thrown off. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** The label: a verb that says what happens, e.g. 'Tạo đơn hàng'. It names the button. */
  children?: ReactNode;
  /** Runs on click, Enter or Space (not while `loading` or `disabled`). */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Stretches to the width of its container, e.g. the submit button of a narrow form on mobile. */
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
