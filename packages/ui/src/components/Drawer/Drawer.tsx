import type { ReactNode, RefObject } from 'react';
import { Modal, type ModalOpenProps, type UnsavedChanges } from '../private/Modal';
import { drawer } from './Drawer.css';

export const drawerSizes = ['medium', 'large', 'xlarge'] as const;
export type DrawerSize = (typeof drawerSizes)[number];

export interface DrawerProps extends ModalOpenProps {
  /** The heading, e.g. the order number or 'Bộ lọc nâng cao'. It names the drawer. */
  title: ReactNode;
  /** A line under the title; it describes the drawer. */
  description?: ReactNode;
  /** The body; it scrolls while the title and footer stay in place. */
  children?: ReactNode;
  /** Actions pinned to the bottom, e.g. 'Xoá tất cả' and 'Áp dụng'. Use `DialogClose` for a cancel action. */
  footer?: ReactNode;
  /** Width from 768 px up: `medium` 480 px, `large` 720 px, `xlarge` 960 px. Full width on mobile. */
  size?: DrawerSize;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The element to focus on open (e.g. the first field); the first tabbable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click on the backdrop closes the drawer. Turn off for forms that would lose typed data. */
  hideOnInteractOutside?: boolean;
  /**
   * A form whose changes closing would lose: while `dirty`, every way out (Escape, the close button, a backdrop
   * click, a `DialogClose`, the browser's Back) asks `title` first, with `discardLabel` and `keepLabel`.
   */
  unsavedChanges?: UnsavedChanges;
}

/**
 * A modal panel that slides in from the right for detail and editing tasks next to a list: the order detail,
 * the create-order form, the advanced filters. Built on Ariakit `Dialog`: labelled by its title, traps focus,
 * closes on Escape, the close button or a backdrop click, and returns focus to its trigger.
 */
export function Drawer({ size = 'medium', closeLabel = 'Close', ...props }: DrawerProps) {
  return (
    <Modal
      {...props}
      closeLabel={closeLabel}
      className={drawer({ size })}
      dataAttributes={{ 'data-size': size }}
    />
  );
}
