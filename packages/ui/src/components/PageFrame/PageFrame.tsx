import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { cx } from '../private/cx';
import { Text } from '../Text/Text';
import * as styles from './PageFrame.css';

export interface PageFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The screen's name: its one `h1`. */
  title: ReactNode;
  /**
   * Under the title: what the screen holds, when its data was last updated. A string reads as secondary text;
   * anything else is shown as given.
   */
  description?: ReactNode;
  /** The screen's own buttons, beside the title; under it when they do not fit (on a phone). */
  actions?: ReactNode;
  /** Figures about the whole content (stat cards), between the header and the toolbar. */
  summary?: ReactNode;
  /** What acts on the content (a search, a filter button): one row under the header that wraps on a phone. */
  toolbar?: ReactNode;
  /** The content: a table and its pages, cards, sections. */
  children?: ReactNode;
}

/**
 * The frame of a screen: its title and a note, its buttons, a summary, a toolbar, then the content, evenly spaced. Every
 * list screen of an app built on it looks alike and reflows alike on a phone. Plain React, no engine.
 */
export function PageFrame({
  title,
  description,
  actions,
  summary,
  toolbar,
  children,
  className,
  ...props
}: PageFrameProps) {
  return (
    <div className={cx(styles.page, className)} {...props}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Heading level={1} size={2}>
            {title}
          </Heading>
          {typeof description === 'string' ? <Text tone="secondary">{description}</Text> : description}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {summary}
      {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      {children}
    </div>
  );
}
