import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import { Modal, type ModalOpenProps } from '../private/Modal';
import { body, flushBody, flushPanel, sheet } from './Sheet.css';

export interface SheetProps extends ModalOpenProps {
  /** The heading, e.g. 'Điều hướng'. It names the sheet; hide it with `titleHidden` when a logo says it all. */
  title: ReactNode;
  /** Keeps the title for assistive tech only (the sheet stays labelled by it). */
  titleHidden?: boolean;
  /** A line under the title; it describes the sheet. */
  description?: ReactNode;
  /** The content, typically the sidebar's navigation. It scrolls when taller than the screen. */
  children?: ReactNode;
  /** Content pinned to the bottom, e.g. the version and copyright. */
  footer?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /**
   * For content with its own header row and edges, such as the sidebar: no padding, full height, and with
   * `titleHidden` the close button sits in the content's top corner rather than above an empty band.
   */
  flush?: boolean;
}

/**
 * A modal panel that slides in from the left, as wide as the expanded sidebar (16rem): the sidebar on mobile.
 * Built on Ariakit `Dialog`: labelled by its title (even when hidden), traps focus, closes on Escape, the close
 * button or a backdrop click, and returns focus to its trigger (the header's menu button). Close it from a
 * navigation link with `DialogClose` or by setting `open` to false after navigating.
 */
export function Sheet({ closeLabel = 'Close', flush = false, ...props }: SheetProps) {
  return (
    <Modal
      {...props}
      closeLabel={closeLabel}
      className={cx(sheet(), flush && flushPanel)}
      bodyClassName={flush ? flushBody : body}
    />
  );
}
