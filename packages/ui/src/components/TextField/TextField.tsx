import { type ChangeEventHandler, type FocusEventHandler, forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldWrapperProps, splitFieldProps } from '../Field/Field';
import { cx } from '../private/cx';
import { input } from '../private/input.css';
import { adornedInputProps, type InputAdornmentProps, InputFrame } from './InputFrame';

export const textFieldSizes = ['small', 'medium', 'large'] as const;
export type TextFieldSize = (typeof textFieldSizes)[number];

export interface TextFieldProps
  extends FieldWrapperProps,
    InputAdornmentProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'required' | 'type'> {
  /** Text-like input types; numbers and passwords have their own fields. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Height: `small` 32 px (in tables), `medium` 36 px, `large` 44 px (touch-first screens). */
  size?: TextFieldSize;
  /** Classes for the field's outer wrapper (label, control and messages). */
  className?: string;
  /** Called on every keystroke with the input's change event: read the text from `event.target.value`. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Called when the field loses focus, e.g. to validate what was typed. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/**
 * A single-line text input with label, required marker, description and error message, built on `Field`
 * and the shared `input()` look. The ref reaches the `<input>`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    size = 'medium',
    type = 'text',
    startIcon,
    endAdornment,
    style,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [fieldProps, props] = splitFieldProps(rest);
  const adorned = adornedInputProps({ startIcon, endAdornment });
  return (
    <Field {...fieldProps}>
      {(control) => (
        <InputFrame startIcon={startIcon} endAdornment={endAdornment}>
          <input
            ref={ref}
            type={type}
            className={cx(input({ size }), adorned.className)}
            style={{ ...adorned.style, ...style }}
            {...control}
            aria-describedby={cx(control['aria-describedby'], describedBy) || undefined}
            {...props}
          />
        </InputFrame>
      )}
    </Field>
  );
});
