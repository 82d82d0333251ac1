import {
  createContext,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { CheckCircleIcon, CloseIcon, InfoIcon, XCircleIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';
import { choosePlacement, type ToastPlacement } from './toastPlacement';
import { createToastQueue, type QueuedToast } from './toastQueue';

export const toastTones = ['success', 'error', 'info'] as const;
export { type ToastPlacement, toastPlacements } from './toastPlacement';
export type ToastTone = (typeof toastTones)[number];

export interface ToastAction {
  /** The button's text, e.g. 'Thử lại'. */
  label: string;
  /** Runs on click; the toast then closes. */
  onClick: () => void;
}

export interface ToastOptions {
  /** The headline, e.g. 'Đồng bộ thành công'. */
  title: ReactNode;
  /** The detail, e.g. the server's message. Line breaks are kept. */
  description?: ReactNode;
  /** `error` uses the destructive style and is announced at once (`role="alert"`). */
  tone?: ToastTone;
  /** Time on screen in ms (the provider's default otherwise); `Infinity` keeps it until it is closed. */
  duration?: number;
  /** One optional action button. */
  action?: ToastAction;
  /** Reusing the id of a visible toast replaces it instead of adding another. */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

type ToastContent = Omit<ToastOptions, 'duration' | 'id'>;

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}

export interface ToastProviderProps {
  /** The app, or the part of it that raises toasts through `useToast()`. */
  children: ReactNode;
  /** Names the notifications landmark, e.g. 'Thông báo'. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Default time on screen in ms (decision "reading B": 5000). Read once, when the provider mounts. */
  duration?: number;
  /** How many toasts show at once; a newer one pushes the oldest out. Read once, when the provider mounts. */
  maxVisible?: number;
  /** How far in px a horizontal swipe must go to dismiss a toast. */
  swipeThreshold?: number;
  /**
   * The corner the toasts prefer: `bottom-end` (default), `bottom-start`, `top-end` or `top-start`. They move to
   * another corner while they would cover an open dialog or drawer (its actions, its fields), so the next action
   * stays clickable.
   */
  placement?: ToastPlacement;
}

const toneIcons: Record<ToastTone, ReactNode> = {
  success: <CheckCircleIcon size={20} />,
  error: <XCircleIcon size={20} />,
  info: <InfoIcon size={20} />,
};

/**
 * Short messages that confirm an action or report an error, then leave on their own. Plain React, no engine
 * (timing in `toastQueue`). They close after `duration` (5000 ms), on the close button, or on a horizontal
 * swipe past `swipeThreshold` (50 px); at most `maxVisible` (3) show; every timer pauses while the pointer is
 * over them or focus is inside. Each toast is a polite `status`, errors an assertive `alert` in the destructive
 * style, inside a labelled region landmark portalled to `document.body`.
 *
 * Toasts stay usable over this library's modals: one raised while a Dialog or Drawer is open is added after the
 * modal made the page inert, and one already on screen when a modal opens is left out of the inert page.
 */
export function ToastProvider({
  children,
  label = 'Notifications',
  closeLabel = 'Close',
  duration = 5000,
  maxVisible = 3,
  swipeThreshold = 50,
  placement = 'bottom-end',
}: ToastProviderProps) {
  const [queue] = useState(() => createToastQueue<ToastContent>({ maxVisible, defaultDuration: duration }));
  useEffect(() => () => queue.dismiss(), [queue]);

  const api = useMemo<ToastApi>(
    () => ({
      toast: ({ duration: toastDuration, id, ...content }) =>
        queue.add(content, { duration: toastDuration, id }),
      dismiss: (id) => queue.dismiss(id),
    }),
    [queue],
  );

  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion
        toasts={toasts}
        label={label}
        closeLabel={closeLabel}
        swipeThreshold={swipeThreshold}
        placement={placement}
        onDismiss={api.dismiss}
        onPause={queue.pause}
        onResume={queue.resume}
      />
    </ToastContext.Provider>
  );
}

interface ToastRegionProps {
  toasts: readonly QueuedToast<ToastContent>[];
  label: string;
  closeLabel: string;
  swipeThreshold: number;
  placement: ToastPlacement;
  onDismiss: (id: string) => void;
  onPause: (reason: string) => void;
  onResume: (reason: string) => void;
}

function ToastRegion({
  toasts,
  label,
  closeLabel,
  swipeThreshold,
  placement,
  onDismiss,
  onPause,
  onResume,
}: ToastRegionProps) {
  const regionRef = useRef<HTMLElement>(null);
  const [shownPlacement, setShownPlacement] = useState(placement);
  const focusInside = useRef(false);
  /** Where focus was before it entered the region, to go back there when the last focused toast closes. */
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const previousIds = useRef<string[]>([]);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  // Focus must not fall to <body> when the toast holding it closes: go to the toast that took its place, else
  // the one before, else back to where the user came from.
  useLayoutEffect(() => {
    const ids = toasts.map((toast) => toast.id);
    const before = previousIds.current;
    previousIds.current = ids;
    const region = regionRef.current;
    const active = document.activeElement;
    if (!focusInside.current || (region && active && region.contains(active))) return;
    const removedIndex = Math.max(
      0,
      before.findIndex((id) => !ids.includes(id)),
    );
    const closeButtons = Array.from(region?.querySelectorAll<HTMLElement>('[data-toast-close]') ?? []);
    const sibling = closeButtons[Math.min(removedIndex, closeButtons.length - 1)];
    if (sibling) {
      sibling.focus();
      return;
    }
    focusInside.current = false;
    onResume('focus');
    if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
  }, [toasts, onResume]);

  // A toast never covers an open dialog or drawer (`data-toast-avoid`): the stack is tried in each corner, measured
  // there, and left in the first that covers none. Again when a modal opens, closes or finishes moving in, and
  // when the window resizes.
  const hasToasts = toasts.length > 0;
  useLayoutEffect(() => {
    if (!hasToasts || !mounted) return;
    const region = regionRef.current;
    if (!region) return;
    const place = () => {
      const keepClear = Array.from(document.querySelectorAll<HTMLElement>('[data-toast-avoid]'))
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      const chosen = choosePlacement(
        placement,
        (candidate) => {
          region.className = styles.region({ placement: candidate });
          return region.getBoundingClientRect();
        },
        keepClear,
      );
      // Set here as well as by React: a render with an unchanged placement would not touch the class.
      region.className = styles.region({ placement: chosen });
      setShownPlacement(chosen);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true });
    window.addEventListener('resize', place);
    document.addEventListener('transitionend', place, true);
    document.addEventListener('animationend', place, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      document.removeEventListener('transitionend', place, true);
      document.removeEventListener('animationend', place, true);
    };
  }, [hasToasts, mounted, placement]);

  // With no toast left, the region is gone and will not report the pointer leaving it.
  useEffect(() => {
    if (toasts.length > 0) return;
    onResume('hover');
    onResume('focus');
    focusInside.current = false;
  }, [toasts.length, onResume]);

  if (!mounted || toasts.length === 0) return null;

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (!focusInside.current && from instanceof HTMLElement && !event.currentTarget.contains(from)) {
      returnFocusTo.current = from;
    }
    focusInside.current = true;
    onPause('focus');
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    // Focus that vanishes with a removed toast (relatedTarget null) is handled by the layout effect above.
    if (to === null && !event.target.isConnected) return;
    focusInside.current = false;
    onResume('focus');
  };

  return createPortal(
    <section
      ref={regionRef}
      aria-label={label}
      data-toast-region=""
      // Left usable by an open Dialog or Drawer (see private/persistent.ts).
      data-persistent-layer=""
      data-placement={shownPlacement}
      className={styles.region({ placement: shownPlacement })}
      onPointerEnter={() => onPause('hover')}
      onPointerLeave={() => onResume('hover')}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          closeLabel={closeLabel}
          swipeThreshold={swipeThreshold}
          onDismiss={onDismiss}
        />
      ))}
    </section>,
    document.body,
  );
}

interface ToastItemProps {
  toast: QueuedToast<ToastContent>;
  closeLabel: string;
  swipeThreshold: number;
  onDismiss: (id: string) => void;
}

function ToastItem({ toast, closeLabel, swipeThreshold, onDismiss }: ToastItemProps) {
  const { id, content } = toast;
  const tone = content.tone ?? 'info';
  const [offset, setOffset] = useState(0);
  const swipe = useRef<{ startX: number; pointerId: number } | null>(null);
  const dismiss = useCallback(() => onDismiss(id), [onDismiss, id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Presses on the buttons stay clicks; only the body of the toast can be dragged.
    if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
    swipe.current = { startX: event.clientX, pointerId: event.pointerId };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests, some assistive tools) cannot be captured; the swipe still works.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipe.current?.pointerId !== event.pointerId) return;
    setOffset(event.clientX - swipe.current.startX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipe.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - swipe.current.startX;
    swipe.current = null;
    if (Math.abs(distance) >= swipeThreshold) dismiss();
    else setOffset(0);
  };
  const onPointerCancel = () => {
    swipe.current = null;
    setOffset(0);
  };

  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      className={styles.toast({ tone })}
      data-tone={tone}
      data-duration={toast.duration}
      data-swiping={offset !== 0 ? '' : undefined}
      style={
        offset !== 0
          ? {
              transform: `translateX(${offset}px)`,
              opacity: Math.max(0.2, 1 - Math.abs(offset) / (swipeThreshold * 3)),
            }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <span className={styles.icon} aria-hidden="true">
        {toneIcons[tone]}
      </span>
      <div className={styles.content}>
        <div className={styles.title}>{content.title}</div>
        {content.description ? <div className={styles.description}>{content.description}</div> : null}
      </div>
      <div className={styles.actions}>
        {content.action ? (
          <Button
            size="small"
            variant="outline"
            tone="neutral"
            onClick={() => {
              content.action?.onClick();
              dismiss();
            }}
          >
            {content.action.label}
          </Button>
        ) : null}
        <IconButton
          label={closeLabel}
          icon={<CloseIcon />}
          size="small"
          className={styles.closeButton}
          data-toast-close=""
          onClick={dismiss}
        />
      </div>
    </div>
  );
}
