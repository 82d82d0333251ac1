import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../private/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './StatCard.css';

export const statCardTones = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;
export type StatCardTone = (typeof statCardTones)[number];

export interface StatCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** What is counted, e.g. 'Tổng chi nhánh'. It names the card. */
  label: ReactNode;
  /** The figure, already formatted by the app (e.g. '12' or '1.234.567 ₫'). */
  value: ReactNode;
  /** A decorative icon in a tinted square. */
  icon?: ReactNode;
  /** Colours the value and the icon: e.g. `positive` for active, `info` for syncing. */
  tone?: StatCardTone;
  /** A line under the value: a trend, a time frame or a hint. */
  description?: ReactNode;
  /** Shows a placeholder instead of the value. */
  loading?: boolean;
  /** Read to screen readers in place of the value while loading. */
  loadingLabel?: string;
}

/**
 * One headline figure with its label — e.g. the branch totals (total, active, syncing). The card is a
 * `group` named by its label, so the figure is read with what it counts. Plain React, no engine.
 */
export function StatCard({
  label,
  value,
  icon,
  tone = 'neutral',
  description,
  loading = false,
  loadingLabel = 'Loading…',
  className,
  ...props
}: StatCardProps) {
  const id = useId();
  return (
    // A named group ties the figure to its label; a <fieldset> would announce a form section.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-busy={loading || undefined}
      className={cx(styles.statCard({ tone }), className)}
      data-tone={tone}
      {...props}
    >
      <div className={styles.body}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <span className={styles.value}>
          {loading ? (
            <>
              <Skeleton shape="rect" className={styles.valueSkeleton} />
              <VisuallyHidden>{loadingLabel}</VisuallyHidden>
            </>
          ) : (
            value
          )}
        </span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </div>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
    </div>
  );
}
