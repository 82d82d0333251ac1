import {
  type FocusEventHandler,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useState,
} from 'react';
import { NumericFormat } from 'react-number-format';
import { Field, type FieldWrapperProps, splitFieldProps } from '../Field/Field';
import { cx } from '../private/cx';
import { input } from '../private/input.css';
import { adornedInputProps, type InputAdornmentProps, InputFrame } from '../TextField/InputFrame';
import type { TextFieldSize } from '../TextField/TextField';
import { isSafeNumber, parseNumericString, stepNumber, toNumericString, valueOnBlur } from './clampNumber';
import { numberField } from './NumberField.css';

export const numberFieldAligns = ['start', 'end'] as const;
export type NumberFieldAlign = (typeof numberFieldAligns)[number];

export interface NumberFieldProps
  extends FieldWrapperProps,
    InputAdornmentProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      | 'size'
      | 'id'
      | 'required'
      | 'type'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'min'
      | 'max'
      | 'step'
      | 'prefix'
      | 'inputMode'
    > {
  /** The number, or `null` for an empty field. Pass it to control the field; omit it for an uncontrolled one. */
  value?: number | null;
  /** The initial number when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the new number (`null` when emptied) on every edit, arrow step and blur correction. */
  onValueChange?: (value: number | null) => void;
  /** Called when the field loses focus, after `clampOnBlur` and `emptyValueOnBlur` have corrected the value. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /**
   * Lowest allowed value. Arrow keys stop here; a minus sign can only be typed when `min` is below 0.
   * Without `clampOnBlur` a smaller typed value is kept so the form can report it.
   */
  min?: number;
  /** Highest allowed value (e.g. the quantity on hand); see `min`. */
  max?: number;
  /** Amount added by ArrowUp / ArrowDown; PageUp / PageDown move ten steps. */
  step?: number;
  /** On blur, pull a value outside `[min, max]` back into range ('a quantity of 0 or less becomes 1'). */
  clampOnBlur?: boolean;
  /** The value an empty field takes on blur (e.g. 1 for an order line's quantity); it stays empty otherwise. */
  emptyValueOnBlur?: number;
  /** Digits allowed after the decimal separator; 0 for whole numbers. Unlimited when omitted. */
  decimalScale?: number;
  /** Always show `decimalScale` digits (e.g. '12,50'). */
  fixedDecimalScale?: boolean;
  /** Text written into the value before the number. */
  prefix?: string;
  /** Text written into the value after the number (e.g. '\u00a0₫'); read with the value by screen readers. */
  suffix?: string;
  /** Groups thousands; vi-VN uses '.'. */
  thousandSeparator?: string;
  /** vi-VN uses ','. It is the only key that types a decimal point, so '.' cannot be mistaken for one. */
  decimalSeparator?: string;
  /** Where the digits sit: `end` in tables and for amounts, so they line up; `start` otherwise. */
  align?: NumberFieldAlign;
  /** Height: `small` 32 px (in tables), `medium` 36 px, `large` 44 px. */
  size?: TextFieldSize;
  /** Classes for the field's outer wrapper (label, control and messages). */
  className?: string;
}

const stepKeys: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/**
 * A number input formatted as the user types, on react-number-format's `NumericFormat`: vi-VN grouping by
 * default ('1.234.567,5'), `onValueChange` with a number or `null` (never a string), min/max with an optional
 * clamp on blur, and ArrowUp/ArrowDown stepping. It stays a plain textbox (`inputMode` numeric or decimal)
 * rather than a spinbutton, so screen readers read the formatted value; state the range in `description`
 * when it matters. Built on `Field`; the ref reaches the `<input>`.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    value: valueProp,
    defaultValue = null,
    onValueChange,
    min,
    max,
    step = 1,
    clampOnBlur = false,
    emptyValueOnBlur,
    decimalScale,
    fixedDecimalScale,
    prefix,
    suffix,
    thousandSeparator = '.',
    decimalSeparator = ',',
    align = 'start',
    size = 'medium',
    startIcon,
    endAdornment,
    disabled,
    readOnly,
    style,
    onKeyDown,
    onBlur,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [fieldProps, props] = splitFieldProps(rest);
  const isControlled = valueProp !== undefined;
  // The typed text as a plain numeric string ('12.', '-'), so half-typed numbers survive a re-render.
  const [text, setText] = useState(() => toNumericString(isControlled ? valueProp : defaultValue));
  const typedNumber = parseNumericString(text);
  const value = isControlled ? valueProp : typedNumber;
  // A controlled value changed by the parent wins over what was typed.
  const shownText = isControlled && valueProp !== typedNumber ? toNumericString(valueProp) : text;

  const commit = (next: number | null) => {
    setText(toNumericString(next));
    if (next !== value) onValueChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const direction = stepKeys[event.key];
    if (event.defaultPrevented || direction === undefined || readOnly || disabled) return;
    event.preventDefault();
    commit(stepNumber(value, direction * step, { min, max }));
  };

  const adorned = adornedInputProps({ startIcon, endAdornment });
  return (
    <Field {...fieldProps}>
      {(control) => (
        <InputFrame startIcon={startIcon} endAdornment={endAdornment}>
          <NumericFormat
            {...control}
            aria-describedby={cx(control['aria-describedby'], describedBy) || undefined}
            {...props}
            getInputRef={ref}
            value={shownText}
            valueIsNumericString
            thousandSeparator={thousandSeparator}
            decimalSeparator={decimalSeparator}
            allowedDecimalSeparators={[decimalSeparator]}
            decimalScale={decimalScale}
            fixedDecimalScale={fixedDecimalScale}
            allowNegative={min === undefined || min < 0}
            prefix={prefix}
            suffix={suffix}
            isAllowed={({ floatValue }) => isSafeNumber(floatValue)}
            inputMode={decimalScale === 0 ? 'numeric' : 'decimal'}
            disabled={disabled}
            readOnly={readOnly}
            className={cx(input({ size }), numberField({ align }), adorned.className)}
            style={{ ...adorned.style, ...style }}
            onValueChange={(values, sourceInfo) => {
              // Values this component pushed through `value` come back without an event; only edits count.
              if (!sourceInfo.event) return;
              setText(values.value);
              const next = parseNumericString(values.value);
              if (next !== value) onValueChange?.(next);
            }}
            onKeyDown={handleKeyDown}
            onBlur={(event) => {
              if (!readOnly) {
                const settled = valueOnBlur(value, {
                  clamp: clampOnBlur,
                  emptyValue: emptyValueOnBlur,
                  min,
                  max,
                });
                if (settled !== value) commit(settled);
              }
              onBlur?.(event);
            }}
          />
        </InputFrame>
      )}
    </Field>
  );
});
