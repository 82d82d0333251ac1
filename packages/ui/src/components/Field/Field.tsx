import { type ReactNode, useId } from 'react';
import { cx } from '../private/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Field.css';

/** What a Field hands its control so the label, description and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** The Field props every labelled form control takes (label, required marker, description, error). */
export type FieldWrapperProps = Pick<
  FieldProps,
  'label' | 'labelHidden' | 'required' | 'description' | 'error' | 'labelAction' | 'id'
>;

const fieldPropNames = [
  'label',
  'labelHidden',
  'required',
  'description',
  'error',
  'labelAction',
  'id',
  'className',
] as const;
type FieldPropName = (typeof fieldPropNames)[number];

/**
 * Splits a control's props into the Field's own (label, description, error, …, and the wrapper's class) and the
 * rest, meant for the control itself, so every control hands them to `<Field {...field}>` in one spread.
 */
export function splitFieldProps<P extends FieldWrapperProps & { className?: string }>(
  props: P,
): [Pick<P, FieldPropName & keyof P>, Omit<P, FieldPropName>] {
  const field: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if ((fieldPropNames as readonly string[]).includes(key)) field[key] = value;
    else rest[key] = value;
  }
  return [field as Pick<P, FieldPropName & keyof P>, rest as Omit<P, FieldPropName>];
}

export interface FieldProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Keeps the label for assistive tech only (e.g. a search box with a visible icon). */
  labelHidden?: boolean;
  /** Shows the required marker and sets `aria-required` on the control. */
  required?: boolean;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error message. When present the control is marked `aria-invalid` and described by it. */
  error?: ReactNode;
  /** An action beside the label, e.g. an edit pencil that unlocks the field. */
  labelAction?: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Classes for the field's outer wrapper (label, control and messages). */
  className?: string;
  /** Renders the control with the props that wire it to this field. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, required marker, description and error message around one control, wired with `htmlFor`,
 * `aria-describedby`, `aria-invalid` and `aria-required`. Every form control in the library is built on it.
 */
export function Field({
  label,
  labelHidden = false,
  required = false,
  description,
  error,
  labelAction,
  id: idProp,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.requiredMarker} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );

  return (
    <div className={cx(styles.root, className)}>
      {labelHidden ? (
        <VisuallyHidden>{labelElement}</VisuallyHidden>
      ) : (
        <div className={styles.labelRow}>
          {labelElement}
          {labelAction}
        </div>
      )}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
