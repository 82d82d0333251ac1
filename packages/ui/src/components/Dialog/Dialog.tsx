import type { ReactNode, RefObject } from 'react';
import { Modal, type ModalOpenProps, type UnsavedChanges } from '../private/Modal';
import { dialog } from './Dialog.css';

export { DialogClose, type DialogCloseProps, type UnsavedChanges } from '../private/Modal';

export const dialogSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends ModalOpenProps {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** A line under the title; it describes the dialog. */
  description?: ReactNode;
  /** The body. Long content scrolls inside the dialog while the title and footer stay in view. */
  children?: ReactNode;
  /** Actions under the body, e.g. 'Huỷ' in a `DialogClose` and a primary `Button`. */
  footer?: ReactNode;
  /**
   * Width: `small` 400 px, `medium` 560 px, `large` 800 px, `xlarge` 1040 px (a form of wide rows, such as the
   * batch order's lot editor), never wider than the screen.
   */
  size?: DialogSize;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The element to focus on open (e.g. the first field); the first tabbable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click on the backdrop closes the dialog. Turn off for forms that would lose typed data. */
  hideOnInteractOutside?: boolean;
  /**
   * A form whose changes closing would lose: while `dirty`, every way out (Escape, the close button, a backdrop
   * click, a `DialogClose`, the browser's Back) asks `title` first, with `discardLabel` and `keepLabel`.
   */
  unsavedChanges?: UnsavedChanges;
}

/**
 * A centred modal dialog for a focused task, e.g. changing the password or the batch-order form.
 * Built on Ariakit `Dialog`: it is labelled by its title, traps focus, closes on Escape, the close button or
 * a backdrop click, and returns focus to its trigger. Use it controlled (`open` + `onOpenChange`) or give it a
 * `trigger` element.
 */
export function Dialog({ size = 'medium', closeLabel = 'Close', ...props }: DialogProps) {
  return (
    <Modal
      {...props}
      closeLabel={closeLabel}
      className={dialog({ size })}
      dataAttributes={{ 'data-size': size }}
    />
  );
}
