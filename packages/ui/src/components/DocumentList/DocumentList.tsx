import { type FocusEvent, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ExternalLinkIcon, EyeIcon, FileIcon, TrashIcon } from '../../icons/icons';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { button, iconSlot } from '../Button/Button.css';
import { fileExtension } from '../FileUpload/validateFiles';
import { IconButton } from '../IconButton/IconButton';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DocumentList.css';
import { formatFileSize } from './formatFileSize';

export interface DocumentListItem {
  id: string;
  /** The file name as the user knows it, e.g. 'hoa-don-GTGT.pdf'. */
  name: string;
  /** Where the file opens (e.g. a short-lived signed URL). Without it, `onOpen` handles opening. */
  url?: string;
  /** A short type label; the name's extension is shown otherwise. */
  type?: string;
  /** Size in bytes. */
  size?: number;
  /** Marks the document as being deleted, when the app tracks that itself. */
  deleting?: boolean;
}

/** An action's accessible name: a verb that gets the file name appended, or a function of the document. */
export type DocumentActionLabel = string | ((document: DocumentListItem) => string);

const previewableExtensions = new Set(['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp']);

/** PDFs and images can be shown in the browser; Word files cannot. */
export function isPreviewable(item: DocumentListItem): boolean {
  return previewableExtensions.has(fileExtension(item.name));
}

export interface DocumentListProps {
  /** The documents, in the order to show them: id, file name, and optionally URL, type label and size. */
  documents: readonly DocumentListItem[];
  /** Names the list, e.g. 'Chứng từ đã tải lên'. */
  label?: string;
  /** Shows a preview button on previewable documents. */
  onPreview?: (document: DocumentListItem) => void;
  /** Which documents get a preview button; PDFs and images by default. */
  canPreview?: (document: DocumentListItem) => boolean;
  /** Opens a document; without it, documents with a `url` get a link that opens in a new tab. */
  onOpen?: (document: DocumentListItem) => void;
  /**
   * Deletes a document after the user confirms. The dialog closes at once; while a returned promise is
   * pending the row shows `deletingLabel`. The app may remove the row optimistically and put it back when the
   * promise rejects (and report the error, e.g. with a toast).
   */
  onDelete?: (document: DocumentListItem) => unknown;
  /** Name of a row's preview button: a text, or a function of the document (the default adds the file name). */
  previewLabel?: DocumentActionLabel;
  /** Name of a row's open link or button, as `previewLabel`. */
  openLabel?: DocumentActionLabel;
  /** Name of a row's delete button, as `previewLabel`, e.g. `(d) => \`Xoá ${d.name}\``. */
  deleteLabel?: DocumentActionLabel;
  /** Shown on a row while it is being deleted. */
  deletingLabel?: string;
  /** Shown instead of the list when there are no documents. */
  emptyText?: ReactNode;
  /** The confirmation's question, e.g. 'Xoá chứng từ'. */
  confirmTitle?: ReactNode;
  /** The confirmation's detail, e.g. 'Bạn có chắc chắn muốn xoá chứng từ này không?'. */
  confirmDescription?: ReactNode;
  /** The confirmation's confirm button, e.g. 'Xoá'. */
  confirmLabel?: string;
  /** The confirmation's cancel button, e.g. 'Huỷ'. */
  cancelLabel?: string;
  /** Formats sizes; `formatFileSize` in the reader's locale by default. */
  formatSize?: (bytes: number) => string;
  /** Classes for the list. */
  className?: string;
}

function actionName(label: DocumentActionLabel, item: DocumentListItem): string {
  return typeof label === 'function' ? label(item) : `${label} ${item.name}`;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * The documents attached to something (e.g. an order's invoices), each with preview, open and delete
 * actions whose accessible names include the file name. Delete asks first, through `AlertDialog` (Ariakit
 * `Dialog`); a row being deleted shows a busy state. When the focused row disappears, focus moves to the
 * row that took its place (or the one before, or the empty text) instead of falling to the page.
 */
export function DocumentList({
  documents,
  label,
  onPreview,
  canPreview = isPreviewable,
  onOpen,
  onDelete,
  previewLabel = 'Preview',
  openLabel = 'Open',
  deleteLabel = 'Delete',
  deletingLabel = 'Deleting…',
  emptyText,
  confirmTitle = 'Delete this document?',
  confirmDescription,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  formatSize = formatFileSize,
  className,
}: DocumentListProps) {
  const [confirming, setConfirming] = useState<DocumentListItem | null>(null);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(() => new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  /** The row that last held focus, kept while the confirmation has it, to know where focus should land. */
  const focusedRow = useRef<number | null>(null);

  const repairFocus = useCallback(() => {
    const index = focusedRow.current;
    const root = rootRef.current;
    const active = root?.ownerDocument.activeElement;
    if (index === null || !root || (active && active !== root.ownerDocument.body)) return;
    const rows = root.querySelectorAll('li');
    const row = rows[Math.min(index, rows.length - 1)];
    const target =
      row?.querySelector<HTMLElement>('button, a[href]') ?? root.querySelector<HTMLElement>('[data-empty]');
    target?.focus();
  }, []);

  // A row that held focus may have just been removed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the rows change, which is the point
  useLayoutEffect(() => {
    repairFocus();
  }, [documents, repairFocus]);

  // React bubbles focus events from the portalled confirmation too; only the list's own DOM counts.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.target)) return;
    const row = (event.target as Element).closest('li');
    const rows = Array.from(event.currentTarget.querySelectorAll('li'));
    focusedRow.current = row ? rows.indexOf(row) : null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.target)) return;
    const to = event.relatedTarget;
    if (confirming || (to instanceof Node && event.currentTarget.contains(to))) return;
    // Focus lost with a removed row is repaired; focus the user moved elsewhere is left alone.
    if (to === null && !(event.target as Element).isConnected) return;
    focusedRow.current = null;
  };

  const confirmDelete = () => {
    const item = confirming;
    if (!item) return;
    const result = onDelete?.(item);
    if (!isPromiseLike(result)) return;
    setPendingIds((ids) => new Set(ids).add(item.id));
    const settle = () =>
      setPendingIds((ids) => {
        const next = new Set(ids);
        next.delete(item.id);
        return next;
      });
    result.then(settle, settle);
  };

  const onConfirmOpenChange = (open: boolean) => {
    if (open) return;
    setConfirming(null);
    // The dialog hands focus back to the delete button once it has closed; if that row is gone by then,
    // focus falls to the page. Wait (briefly) for focus to leave the dialog, then repair it.
    const giveUpAt = performance.now() + 1000;
    const settle = () => {
      const active = rootRef.current?.ownerDocument.activeElement;
      if (active?.closest('[role="alertdialog"]') && performance.now() < giveUpAt) {
        requestAnimationFrame(settle);
        return;
      }
      repairFocus();
    };
    requestAnimationFrame(settle);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus tracking only; the rows hold the controls
    <div ref={rootRef} className={className} onFocus={onFocus} onBlur={onBlur}>
      {documents.length === 0 ? (
        emptyText ? (
          <p className={styles.empty} tabIndex={-1} data-empty="">
            {emptyText}
          </p>
        ) : null
      ) : (
        <ul className={styles.list} aria-label={label}>
          {documents.map((item) => {
            const deleting = item.deleting === true || pendingIds.has(item.id);
            const extension = item.type ?? fileExtension(item.name).toUpperCase();
            const details = [extension, item.size === undefined ? '' : formatSize(item.size)]
              .filter(Boolean)
              .join(' · ');
            return (
              <li
                key={item.id}
                className={styles.row({ deleting })}
                aria-busy={deleting || undefined}
                data-deleting={deleting || undefined}
              >
                <span className={styles.fileIcon} aria-hidden="true">
                  <FileIcon size={18} />
                </span>
                <span className={styles.info}>
                  <span className={styles.name} title={item.name}>
                    {item.name}
                  </span>
                  <span className={styles.meta}>
                    {deleting ? (
                      <>
                        <Spinner size="small" decorative />
                        {deletingLabel}
                      </>
                    ) : (
                      details
                    )}
                  </span>
                </span>
                <span className={styles.actions}>
                  {onPreview && canPreview(item) ? (
                    <IconButton
                      label={actionName(previewLabel, item)}
                      icon={<EyeIcon />}
                      size="small"
                      aria-disabled={deleting || undefined}
                      onClick={() => !deleting && onPreview(item)}
                    />
                  ) : null}
                  {onOpen ? (
                    <IconButton
                      label={actionName(openLabel, item)}
                      icon={<ExternalLinkIcon />}
                      size="small"
                      aria-disabled={deleting || undefined}
                      onClick={() => !deleting && onOpen(item)}
                    />
                  ) : item.url && !deleting ? (
                    <a
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={button({ tone: 'neutral', variant: 'ghost', size: 'small', square: true })}
                    >
                      <span aria-hidden="true" className={iconSlot}>
                        <ExternalLinkIcon />
                      </span>
                      <VisuallyHidden>{actionName(openLabel, item)}</VisuallyHidden>
                    </a>
                  ) : null}
                  {onDelete ? (
                    <IconButton
                      label={actionName(deleteLabel, item)}
                      icon={<TrashIcon />}
                      tone="critical"
                      size="small"
                      // Busy rather than disabled, so focus can stay on it while the deletion runs.
                      aria-disabled={deleting || undefined}
                      onClick={() => !deleting && setConfirming(item)}
                    />
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {onDelete ? (
        <AlertDialog
          open={confirming !== null}
          onOpenChange={onConfirmOpenChange}
          tone="critical"
          title={confirmTitle}
          description={confirmDescription}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          onConfirm={confirmDelete}
        >
          {confirming ? <p className={styles.confirmFile}>{confirming.name}</p> : null}
        </AlertDialog>
      ) : null}
    </div>
  );
}
