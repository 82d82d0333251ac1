import {
  type ChangeEvent,
  type DragEvent,
  forwardRef,
  type ReactNode,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { UploadIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import * as fieldStyles from '../Field/Field.css';
import { cx } from '../private/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './FileUpload.css';
import { acceptAttribute, type FileRejection, validateFiles } from './validateFiles';

export const fileUploadSizes = ['standard', 'compact'] as const;
export type FileUploadSize = (typeof fileUploadSizes)[number];

export interface FileUploadProps {
  /** Names the group, e.g. 'Chứng từ'. */
  label: ReactNode;
  /** Keeps the label for assistive tech only, when a heading above already says it. */
  labelHidden?: boolean;
  /** The rules in words, e.g. 'PDF, JPG, PNG, DOC, DOCX · tối đa 2MB'. Describes the button. */
  description?: ReactNode;
  /** An error to show under the zone (e.g. the last rejection); marks the zone invalid and describes the button. */
  error?: ReactNode;
  /** The button that opens the file picker. */
  buttonLabel?: string;
  /** The text before the button about dropping files, e.g. 'Kéo thả file vào đây hoặc'. */
  dropLabel?: ReactNode;
  /** Allowed extensions, e.g. ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx']. Also filters the picker. */
  accept?: readonly string[];
  /** How many files may still be added (e.g. 2 minus those already attached); unset is unlimited. */
  maxFiles?: number;
  /** Largest allowed size per file, in bytes. */
  maxSize?: number;
  /** Lets the picker choose several files. */
  multiple?: boolean;
  /** Disables the button and the drop zone, e.g. when no more files may be attached. */
  disabled?: boolean;
  /** Shows the button busy with `uploadingLabel` and ignores new files until it is over. */
  uploading?: boolean;
  /** Shown on the button and announced while uploading, e.g. 'Đang tải lên...'. */
  uploadingLabel?: string;
  /** The files that passed every rule, once per pick or drop (never called with none). */
  onFiles: (files: File[]) => void;
  /** The files that did not, each with its reason, so the app can show its message. */
  onReject?: (rejections: FileRejection[]) => void;
  /** `compact` puts the button and the text on one line, for a drawer section. */
  size?: FileUploadSize;
  /** The file input's name, for native forms. */
  name?: string;
  /** Classes for the outer group. */
  className?: string;
}

/**
 * Picks files with a button (keyboard: Tab, then Enter or Space) or by dropping them on the zone, checks them
 * against the allowed types, size and remaining count (`validateFiles`), and hands over the accepted files and
 * the rejections with their reasons ('too-many', 'too-large', 'wrong-type'); the app uploads and shows its
 * messages. Plain React and the native file input, no engine. The ref is the picker button.
 */
export const FileUpload = forwardRef<HTMLButtonElement, FileUploadProps>(function FileUpload(
  {
    label,
    labelHidden = false,
    description,
    error,
    buttonLabel = 'Choose files',
    dropLabel = 'Drop files here or',
    accept,
    maxFiles,
    maxSize,
    multiple = true,
    disabled = false,
    uploading = false,
    uploadingLabel = 'Uploading…',
    onFiles,
    onReject,
    size = 'standard',
    name,
    className,
  },
  ref,
) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => buttonRef.current as HTMLButtonElement);
  const [dragging, setDragging] = useState(false);
  const blocked = disabled || uploading;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const handle = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (blocked || files.length === 0) return;
    // A single-file picker takes one file, even when several are dropped on it.
    const slots = multiple ? maxFiles : Math.min(maxFiles ?? 1, 1);
    const { accepted, rejected } = validateFiles(files, { accept, maxSize, maxFiles: slots });
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) onFiles(accepted);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    handle(event.currentTarget.files);
    // Cleared so that picking the same file again is still a change.
    event.currentTarget.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    if (!blocked && !dragging) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    handle(event.dataTransfer.files);
  };

  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled} aria-busy={uploading || undefined}>
      <legend className={labelHidden ? undefined : fieldStyles.label}>
        {labelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </legend>
      {/* A drop target for the mouse only; keyboard and screen-reader users pick files with the button. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        className={styles.dropZone({ invalid: Boolean(error), size })}
        data-size={size}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <span className={styles.icon} aria-hidden="true">
          <UploadIcon size={20} />
        </span>
        <span className={styles.hint}>{dropLabel}</span>
        <Button
          ref={buttonRef}
          variant="outline"
          tone="neutral"
          size="small"
          loading={uploading}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          onClick={() => inputRef.current?.click()}
        >
          {uploading ? uploadingLabel : buttonLabel}
        </Button>
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
      <VisuallyHidden role="status">{uploading ? uploadingLabel : ''}</VisuallyHidden>
      <input
        ref={inputRef}
        type="file"
        name={name}
        hidden
        tabIndex={-1}
        accept={acceptAttribute(accept)}
        multiple={multiple}
        disabled={blocked}
        onChange={onChange}
      />
    </fieldset>
  );
});
