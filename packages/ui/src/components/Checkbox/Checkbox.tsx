import { Checkbox as AriakitCheckbox } from '@ariakit/react';
import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { CheckIcon, MinusIcon } from '../../icons/icons';
import { description as descriptionStyle, error as errorStyle, requiredMarker } from '../Field/Field.css';
import { cx } from '../private/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Checkbox.css';

export const checkboxSizes = ['small', 'medium'] as const;
export type CheckboxSize = (typeof checkboxSizes)[number];

export interface CheckboxProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'checked' | 'defaultChecked' | 'size' | 'children' | 'id' | 'required'
  > {
  /** The visible label beside the box; it names the checkbox. */
  label: ReactNode;
  /** Keeps the label for assistive tech only (e.g. a row's checkbox in a table). */
  labelHidden?: boolean;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error message; marks the checkbox `aria-invalid` and describes it. */
  error?: ReactNode;
  /** Shows the required marker and sets `aria-required`. */
  required?: boolean;
  /** Checked state, to control the checkbox; omit it and use `defaultChecked` for an uncontrolled one. */
  checked?: boolean;
  /** Initial checked state when uncontrolled. */
  defaultChecked?: boolean;
  /**
   * Shows a dash and announces 'mixed': for a 'select all' box when only some of its items are selected.
   * Activating it reports `true`.
   */
  indeterminate?: boolean;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Box edge: `small` 14 px (in table rows), `medium` 16 px. */
  size?: CheckboxSize;
  /** The checkbox's id; generated when omitted. */
  id?: string;
  /** Classes for the outer wrapper (box, label and messages). */
  className?: string;
}

/**
 * A checkbox with its label beside it, on Ariakit's `Checkbox` over a native `<input type="checkbox">`
 * (Space toggles; the label is clickable). Supports an indeterminate ('mixed') state for 'select all',
 * description, error and required marker. The ref reaches the `<input>`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    labelHidden = false,
    description,
    error,
    required = false,
    checked,
    defaultChecked,
    indeterminate = false,
    onCheckedChange,
    onChange,
    size = 'medium',
    id: idProp,
    className,
    disabled,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  // Ariakit sets `indeterminate` in an effect that runs after the first paint; set it before, so the dash
  // (drawn from `:indeterminate`) is there from the first frame rather than an empty box flashing first.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const iconSize = size === 'small' ? 10 : 12;

  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required ? (
        <span className={requiredMarker} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );

  return (
    <div className={cx(styles.root, className)} data-disabled={disabled || undefined}>
      <span className={styles.control}>
        <AriakitCheckbox
          ref={inputRef}
          id={id}
          checked={indeterminate ? 'mixed' : checked}
          defaultChecked={defaultChecked}
          disabled={disabled}
          className={styles.checkbox({ size })}
          aria-describedby={cx(descriptionId, errorId, describedBy) || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            onCheckedChange?.(event.currentTarget.checked);
          }}
          {...props}
        />
        <span className={styles.checkIndicator} aria-hidden="true">
          <CheckIcon size={iconSize} strokeWidth={3} />
        </span>
        <span className={styles.mixedIndicator} aria-hidden="true">
          <MinusIcon size={iconSize} strokeWidth={3} />
        </span>
      </span>
      {labelHidden && !description && !error ? (
        <VisuallyHidden>{labelElement}</VisuallyHidden>
      ) : (
        <span className={styles.text}>
          {labelHidden ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
          {description ? (
            <span id={descriptionId} className={descriptionStyle}>
              {description}
            </span>
          ) : null}
          {error ? (
            <span id={errorId} className={errorStyle}>
              {error}
            </span>
          ) : null}
        </span>
      )}
    </div>
  );
});
