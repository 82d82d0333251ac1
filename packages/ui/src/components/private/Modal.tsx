import {
  Dialog as AriakitDialog,
  DialogDescription,
  DialogDisclosure,
  DialogDismiss,
  DialogHeading,
  useDialogContext,
  useDialogStore,
} from '@ariakit/react';
import {
  cloneElement,
  type KeyboardEvent,
  type MouseEvent,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useState,
} from 'react';
import { CloseIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { cx } from './cx';
import { focusWrapTarget, getTabbables } from './focusWrap';
import * as styles from './overlay.css';
import { getPersistentLayers } from './persistent';

/** Props every modal surface (Dialog, AlertDialog, Drawer, Sheet) shares. */
export interface ModalOpenProps {
  /** Controlled open state. Leave undefined to let the modal manage it (with `trigger` or `defaultOpen`). */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the next open state: `false` on Escape, the close button, a backdrop click or `DialogClose`. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The element that opens the modal (e.g. a `Button`); it must forward its ref. Focus returns to it on close.
   * Without it, focus returns to whatever was focused when the modal opened.
   */
  trigger?: ReactElement;
}

export interface ModalProps extends ModalOpenProps {
  role?: 'dialog' | 'alertdialog';
  /** The heading; it names the modal (`aria-labelledby`). */
  title: ReactNode;
  /** Keeps the title for assistive tech only. */
  titleHidden?: boolean;
  /** A line under the title; it describes the modal (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions pinned under the scrolling body. */
  footer?: ReactNode;
  /** Accessible name of the close button; `null` renders no close button. */
  closeLabel?: string | null;
  /** The element to focus on open; the first tabbable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape and a backdrop click close the modal. Turn off while something must not be interrupted. */
  dismissible?: boolean;
  /** A click on the backdrop closes the modal (when `dismissible`). */
  hideOnInteractOutside?: boolean;
  /** The panel's class: it positions, sizes and animates the panel. */
  className: string;
  /** Extra class for the scrolling body, e.g. tighter padding. */
  bodyClassName?: string;
  /** Stable hooks for styling and tests, e.g. `data-size`. */
  dataAttributes?: Record<`data-${string}`, string>;
}

/**
 * The modal engine behind Dialog, AlertDialog, Drawer and Sheet, built on Ariakit `Dialog`: portal, backdrop,
 * inert page behind, Escape, focus in on open and back to the opener on close. It adds what Ariakit leaves to
 * us: `aria-modal`, Tab cycling inside, and a scrolling body that becomes focusable only when it overflows,
 * so keyboard users can scroll long content.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  role = 'dialog',
  title,
  titleHidden = false,
  description,
  children,
  footer,
  closeLabel = 'Close',
  initialFocus,
  dismissible = true,
  hideOnInteractOutside = true,
  className,
  bodyClassName,
  dataAttributes,
}: ModalProps) {
  const store = useDialogStore({ open, defaultOpen, setOpen: onOpenChange });
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const bodyScrolls = useOverflowing(body);

  const cycleFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const dialog = event.currentTarget;
    // Keys from portalled children (a nested dialog, a select's popover) bubble here through React; they are
    // theirs to handle.
    if (!dialog.contains(event.target as Node)) return;
    const active = dialog.ownerDocument.activeElement as HTMLElement | null;
    const target = focusWrapTarget(getTabbables(dialog), active, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <>
      {trigger ? <DialogDisclosure store={store} render={trigger} /> : null}
      <AriakitDialog
        store={store}
        role={role}
        // Ariakit makes the page behind inert; aria-modal says so to assistive tech that reads it.
        aria-modal="true"
        backdrop={<div className={styles.backdrop} />}
        className={cx(styles.panel, className)}
        initialFocus={initialFocus}
        hideOnEscape={dismissible}
        hideOnInteractOutside={dismissible && hideOnInteractOutside}
        // A toast already on screen when the modal opens stays readable and closable.
        getPersistentElements={getPersistentLayers}
        // Toasts stack where they cover none of it: its actions and fields stay in reach.
        data-toast-avoid=""
        unmountOnHide
        onKeyDown={cycleFocus}
        {...dataAttributes}
      >
        <div
          className={cx(
            styles.header,
            titleHidden && styles.headerCompact,
            closeLabel !== null && styles.headerWithClose,
          )}
        >
          <div className={titleHidden ? visuallyHidden : styles.headings}>
            <DialogHeading render={(props) => <h2 {...props} />} className={styles.title}>
              {title}
            </DialogHeading>
            {description ? (
              <DialogDescription className={styles.description}>{description}</DialogDescription>
            ) : null}
          </div>
        </div>
        {children === undefined || children === null ? null : (
          <div
            ref={setBody}
            className={cx(styles.body, bodyClassName)}
            // A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
            tabIndex={bodyScrolls ? 0 : undefined}
            data-scrollable={bodyScrolls || undefined}
          >
            <div>{children}</div>
          </div>
        )}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
        {/* Last in the DOM, shown in the header's corner: focus starts on the content, not on "close". */}
        {closeLabel === null ? null : (
          <DialogDismiss
            render={
              <IconButton
                label={closeLabel}
                icon={<CloseIcon size={18} />}
                variant="ghost"
                tone="neutral"
                className={styles.closeButton}
              />
            }
          />
        )}
      </AriakitDialog>
    </>
  );
}

/** Whether `box` scrolls its content (its one child), kept up to date as either resizes. */
function useOverflowing(box: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(box.scrollHeight > box.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [box]);
  return overflowing;
}

export interface DialogCloseProps {
  /** The element that closes the surrounding Dialog, Drawer or Sheet, e.g. a 'Huỷ' `Button` or a nav link. */
  children: ReactElement<{ onClick?: MouseEventHandler }>;
}

/**
 * Makes its child close the surrounding Dialog, Drawer or Sheet when clicked (or activated by keyboard),
 * after the child's own `onClick`, whether the modal is controlled or not (controlled ones hear it through
 * `onOpenChange(false)`). Unlike Ariakit's `DialogDismiss` it also closes when that handler called
 * `preventDefault()`, which router links do to navigate on the client.
 */
export function DialogClose({ children }: DialogCloseProps) {
  const dialog = useDialogContext();
  const onClick = children.props.onClick;
  return cloneElement(children, {
    onClick: (event: MouseEvent) => {
      onClick?.(event);
      dialog?.hide();
    },
  });
}
