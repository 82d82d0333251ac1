import { type ChangeEventHandler, forwardRef, type InputHTMLAttributes, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import { Field, type FieldWrapperProps, splitFieldProps } from '../Field/Field';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import { input } from '../private/input.css';
import { adornedInputProps, InputFrame } from '../TextField/InputFrame';
import type { TextFieldSize } from '../TextField/TextField';

export interface PasswordFieldProps
  extends FieldWrapperProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'required' | 'type'> {
  /** Height: `small` 32 px, `medium` 36 px, `large` 44 px. */
  size?: TextFieldSize;
  /** Name of the toggle while the password is hidden. */
  showPasswordLabel?: string;
  /** Name of the toggle while the password is shown. */
  hidePasswordLabel?: string;
  /** Called on every keystroke with the input's change event: read the password from `event.target.value`. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Start with the password shown. */
  defaultVisible?: boolean;
  /** Called when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
  /** Classes for the field's outer wrapper (label, control and messages). */
  className?: string;
}

/**
 * A password input with a show/hide toggle, built on `Field` and the shared `input()` look. The toggle is a
 * plain button (`type="button"`, so it never submits the form) whose accessible name says what it does next
 * ('Show password' / 'Hide password'); switching keeps the typed value because the input element stays the
 * same. The ref reaches the `<input>`.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    size = 'medium',
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    defaultVisible = false,
    onVisibleChange,
    autoComplete = 'current-password',
    disabled,
    style,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [fieldProps, props] = splitFieldProps(rest);
  const [visible, setVisible] = useState(defaultVisible);
  const toggle = () => {
    setVisible(!visible);
    onVisibleChange?.(!visible);
  };
  return (
    <Field {...fieldProps}>
      {(control) => {
        const endAdornment = (
          <IconButton
            label={visible ? hidePasswordLabel : showPasswordLabel}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            size="small"
            aria-controls={control.id}
            disabled={disabled}
            onClick={toggle}
          />
        );
        const adorned = adornedInputProps({ endAdornment });
        return (
          <InputFrame endAdornment={endAdornment}>
            <input
              ref={ref}
              type={visible ? 'text' : 'password'}
              autoComplete={autoComplete}
              // A shown password must not go to the browser's spelling service or be auto-capitalised.
              spellCheck={false}
              autoCapitalize="off"
              disabled={disabled}
              className={cx(input({ size }), adorned.className)}
              style={style}
              {...control}
              aria-describedby={cx(control['aria-describedby'], describedBy) || undefined}
              {...props}
            />
          </InputFrame>
        );
      }}
    </Field>
  );
});
