import { cx } from '../private/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { root, svg } from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** Diameter: `small` 14 px (inside buttons), `medium` 20 px, `large` 32 px. */
  size?: SpinnerSize;
  /** Announced to screen readers while the spinner shows. */
  label?: string;
  /** A decorative spinner (e.g. inside a busy button that already says it is busy) is hidden from assistive tech. */
  decorative?: boolean;
  /** Classes for the spinner, e.g. to place it. */
  className?: string;
}

/** An indeterminate progress indicator. */
export function Spinner({
  size = 'medium',
  label = 'Loading…',
  decorative = false,
  className,
}: SpinnerProps) {
  const icon = (
    <svg className={svg({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) {
    return (
      <span className={cx(root, className)} aria-hidden="true">
        {icon}
      </span>
    );
  }
  return (
    <span className={cx(root, className)} role="status">
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
