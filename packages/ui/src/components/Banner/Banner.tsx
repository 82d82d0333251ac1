import type { HTMLAttributes, ReactNode } from 'react';
import { AlertTriangleIcon, CheckCircleIcon, CloseIcon, InfoIcon, XCircleIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import * as styles from './Banner.css';

export const bannerTones = ['positive', 'info', 'caution', 'critical'] as const;
export type BannerTone = (typeof bannerTones)[number];

const toneIcons: Record<BannerTone, ReactNode> = {
  positive: <CheckCircleIcon size={20} />,
  info: <InfoIcon size={20} />,
  caution: <AlertTriangleIcon size={20} />,
  critical: <XCircleIcon size={20} />,
};

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Meaning of the message. `critical` is announced at once (`role="alert"`); the others politely. */
  tone?: BannerTone;
  /** The headline, e.g. 'Kết nối người dùng đang được bật'. */
  title: ReactNode;
  /** Supporting text under the title. */
  description?: ReactNode;
  /** Replaces the tone's icon; `null` shows none. */
  icon?: ReactNode;
  /** A button or link beside the text, e.g. 'Thử lại'. */
  action?: ReactNode;
  /** Shows a dismiss button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button. */
  dismissLabel?: string;
}

/**
 * A message that stays on the page about the state of something — e.g. the green "connection enabled"
 * banner of the POS connection settings. Plain React, no engine. For a passing message use a toast instead.
 */
export function Banner({
  tone = 'info',
  title,
  description,
  icon,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  ...props
}: BannerProps) {
  const shownIcon = icon === undefined ? toneIcons[tone] : icon;
  return (
    <div
      role={tone === 'critical' ? 'alert' : 'status'}
      className={cx(styles.banner({ tone }), className)}
      data-tone={tone}
      {...props}
    >
      {shownIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      {action || onDismiss ? (
        <div className={styles.actions}>
          {action}
          {onDismiss ? (
            <IconButton label={dismissLabel} icon={<CloseIcon />} size="small" onClick={onDismiss} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
