import { Checkbox as AriakitCheckbox } from '@ariakit/react';
import { type ChangeEvent, forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { description as descriptionStyle, error as errorStyle } from '../Field/Field.css';
import { cx } from '../private/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Switch.css';

export const switchSizes = ['small', 'medium'] as const;
export type SwitchSize = (typeof switchSizes)[number];

export interface SwitchProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'checked' | 'defaultChecked' | 'size' | 'children' | 'id' | 'role'
  > {
  /** The visible label beside the switch; it names it. Say what is turned on, not 'on/off'. */
  label: ReactNode;
  /** Keeps the label for assistive tech only. */
  labelHidden?: boolean;
  /** Help text under the label (e.g. what turning it off does). */
  description?: ReactNode;
  /** The error message; marks the switch `aria-invalid` and describes it. */
  error?: ReactNode;
  /** On state, to control the switch; omit it and use `defaultChecked` for an uncontrolled one. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Track: `small` 28 × 16 px, `medium` 36 × 20 px. */
  size?: SwitchSize;
  /** The switch's id; generated when omitted. */
  id?: string;
  /** Classes for the outer wrapper (switch, label and messages). */
  className?: string;
}

/**
 * An on/off switch for a setting that applies at once (e.g. the POS 'connection enabled' switch):
 * `role="switch"` with `aria-checked`, on Ariakit's `Checkbox` over a native checkbox, so Space toggles it
 * and it takes part in forms. Label, description and error sit beside it. The ref reaches the `<input>`.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  {
    label,
    labelHidden = false,
    description,
    error,
    checked,
    defaultChecked,
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
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
  );
  return (
    <div className={cx(styles.root, className)} data-disabled={disabled || undefined}>
      <span className={styles.control({ size })}>
        <AriakitCheckbox
          ref={ref}
          id={id}
          role="switch"
          checked={checked}
          defaultChecked={defaultChecked}
          disabled={disabled}
          className={styles.track}
          aria-describedby={cx(descriptionId, errorId, describedBy) || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            onCheckedChange?.(event.currentTarget.checked);
          }}
          {...props}
        />
        <span className={styles.thumb} aria-hidden="true" />
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
