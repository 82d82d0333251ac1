import {
  Dialog as AriakitDialog,
  DialogDescription,
  DialogDisclosure,
  DialogHeading,
  useDialogContext,
  useDialogStore,
} from '@ariakit/react';
import {
  cloneElement,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { CloseIcon } from '../../icons/icons';
import { observeSize } from '../../utils/observeSize';
import { alertDialog, actions as questionActions } from '../AlertDialog/AlertDialog.css';
import { Button } from '../Button/Button';
import { useLeaveGuard } from '../Dialog/useLeaveGuard';
import { IconButton } from '../IconButton/IconButton';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { cx } from './cx';
import { focusWrapTarget, getTabbables } from './focusWrap';
import * as styles from './overlay.css';
import { getPersistentLayers } from './persistent';

/**
 * A form in a modal whose changes closing would lose: while `dirty`, Escape, the close button, a backdrop click, a
 * `DialogClose` and the browser's Back ask first (`title`, e.g. 'Bỏ thay đổi?'), and closing the tab gets the
 * browser's own question. An unchanged form closes at once.
 */
export interface UnsavedChanges {
  /** The form differs from what it started with. */
  dirty: boolean;
  /** The question, e.g. 'Bỏ thay đổi?'. */
  title: string;
  /** What discarding means, e.g. 'Những gì bạn đã nhập sẽ không được lưu.'. */
  description?: string;
  /** Closes and loses the changes, e.g. 'Bỏ thay đổi'. */
  discardLabel: string;
  /** Goes back to the form, e.g. 'Tiếp tục chỉnh sửa'. Focus starts on it: the safe choice. */
  keepLabel: string;
}

/** How the surrounding modal is asked to close: through its unsaved-changes question when it has one. */
const RequestCloseContext = createContext<(() => void) | null>(null);

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
  /** Asks before closing a changed form (see `UnsavedChanges`). */
  unsavedChanges?: UnsavedChanges;
  /** On closing, focus goes back to what opened the modal (default); off when the modal closes with its opener. */
  restoreFocus?: boolean;
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
  unsavedChanges,
  restoreFocus = true,
}: ModalProps) {
  const store = useDialogStore({ open, defaultOpen, setOpen: onOpenChange });
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const bodyScrolls = useOverflowing(body);
  const isOpen = store.useState('open');
  const dirty = isOpen && Boolean(unsavedChanges?.dirty);
  /** What confirming the question does (close, then maybe navigate); null while nothing is asked. */
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const close = () => store.hide();
  const requestClose = () => {
    if (dirty) setAsking(() => close);
    else close();
  };
  useLeaveGuard(dirty, (leave) =>
    setAsking(() => () => {
      close();
      leave();
    }),
  );

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
        autoFocusOnHide={restoreFocus}
        hideOnEscape={() => {
          if (!dismissible) return false;
          if (!dirty) return true;
          requestClose();
          return false;
        }}
        hideOnInteractOutside={() => {
          if (!dismissible || !hideOnInteractOutside) return false;
          if (!dirty) return true;
          requestClose();
          return false;
        }}
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
        <RequestCloseContext.Provider value={requestClose}>
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
        </RequestCloseContext.Provider>
        {/* Last in the DOM, shown in the header's corner: focus starts on the content, not on "close". */}
        {closeLabel === null ? null : (
          <IconButton
            label={closeLabel}
            icon={<CloseIcon size={18} />}
            variant="ghost"
            tone="neutral"
            className={styles.closeButton}
            onClick={requestClose}
          />
        )}
        {unsavedChanges ? (
          <DiscardQuestion
            labels={unsavedChanges}
            open={asking !== null}
            onKeep={() => setAsking(null)}
            onDiscard={() => {
              const discard = asking;
              // Both close at once. The form hands the focus back to what opened it, as any closing does: the
              // question leaves it alone, and lets go of it first (the form restores focus only from within).
              (document.activeElement as HTMLElement | null)?.blur();
              setAsking(null);
              discard?.();
            }}
          />
        ) : null}
      </AriakitDialog>
    </>
  );
}

/** Whether `box` scrolls its content (its one child), kept up to date as either resizes. */
function useOverflowing(box: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!box) return;
    return observeSize([box, box.firstElementChild], () =>
      setOverflowing(box.scrollHeight > box.clientHeight + 1),
    );
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
  const requestClose = useContext(RequestCloseContext);
  const onClick = children.props.onClick;
  return cloneElement(children, {
    onClick: (event: MouseEvent) => {
      onClick?.(event);
      if (requestClose) requestClose();
      else dialog?.hide();
    },
  });
}

interface DiscardQuestionProps {
  labels: UnsavedChanges;
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/**
 * 'Bỏ thay đổi?' over the form, as an alert dialog nested in its modal: focus starts on keeping the changes, Escape
 * keeps them too, and focus goes back where it was in the form.
 */
function DiscardQuestion({ labels, open, onKeep, onDiscard }: DiscardQuestionProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const [discarding, setDiscarding] = useState(false);
  if (open && discarding) setDiscarding(false);
  return (
    <Modal
      restoreFocus={!discarding}
      role="alertdialog"
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
      title={labels.title}
      description={labels.description}
      closeLabel={null}
      initialFocus={keepRef}
      hideOnInteractOutside={false}
      className={alertDialog({ tone: 'critical' })}
      dataAttributes={{ 'data-tone': 'critical' }}
      footer={
        <div className={questionActions}>
          <Button ref={keepRef} variant="outline" tone="neutral" onClick={onKeep}>
            {labels.keepLabel}
          </Button>
          <Button
            tone="critical"
            onClick={() => {
              setDiscarding(true);
              onDiscard();
            }}
          >
            {labels.discardLabel}
          </Button>
        </div>
      }
    />
  );
}
