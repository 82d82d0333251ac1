import { Popover, PopoverAnchor, PopoverDisclosure, PopoverProvider } from '@ariakit/react';
import type { Day, Locale } from 'date-fns';
import { vi } from 'date-fns/locale';
import {
  type FocusEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { CalendarIcon, CloseIcon } from '../../icons/icons';
import {
  type DateDisplayFormat,
  type DateInputError,
  type DateRange,
  dateDisplayFormats,
  formatDisplayDate,
  type IsoDate,
  readDateInput,
  toIsoDate,
} from '../../utils/dates';
import { Field, type FieldWrapperProps, splitFieldProps } from '../Field/Field';
import { IconButton } from '../IconButton/IconButton';
import { Calendar } from '../private/calendar/Calendar';
import { defaultWeekStartsOn } from '../private/calendar/calendarGrid';
import { cx } from '../private/cx';
import { focusWrapTarget, getTabbables } from '../private/focusWrap';
import { adornmentEnd, input, inputGroup } from '../private/input.css';
import { popover } from '../private/popover.css';
import { calendarPopover, datePickerInput } from './DatePicker.css';

export { type DateDisplayFormat, type DateInputError, dateDisplayFormats };

export const datePickerSizes = ['small', 'medium', 'large'] as const;
export type DatePickerSize = (typeof datePickerSizes)[number];

export interface DatePickerProps
  extends FieldWrapperProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'onChange' | 'size' | 'id' | 'required' | 'type' | 'min' | 'max'
    > {
  /** The chosen day as `yyyy-MM-dd`, or null for none. Controlled when given. */
  value?: IsoDate | null;
  /** The initial day when uncontrolled. */
  defaultValue?: IsoDate | null;
  /** Called with the new day (`yyyy-MM-dd`) or null when cleared. */
  onChange?: (value: IsoDate | null) => void;
  /**
   * Called when typed text is not an allowed day (committed on blur or Enter). The field stays
   * `aria-invalid` and keeps the text so it can be corrected; show a message through `error`.
   */
  onInvalidInput?: (error: DateInputError, text: string) => void;
  /** How days are shown and typed. */
  format?: DateDisplayFormat;
  /** Earliest allowed day (`yyyy-MM-dd`); earlier days are disabled, e.g. today for an expiry date. */
  minDate?: IsoDate | null;
  /** Latest allowed day (`yyyy-MM-dd`). */
  maxDate?: IsoDate | null;
  /**
   * Today as `yyyy-MM-dd`; defaults to the browser's local day. The portal passes the day in
   * Asia/Ho_Chi_Minh so "today" matches the pharmacy whatever the device's time zone.
   */
  today?: IsoDate;
  /** Shades a range of days in the calendar (used by `DateRangePicker`). */
  highlightedRange?: DateRange;
  /** Shows a clear button while there is a day or text. */
  clearable?: boolean;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Accessible name of the button that opens the calendar. */
  calendarButtonLabel?: string;
  /** Accessible name of the calendar popover. */
  calendarLabel?: string;
  /** Accessible name of the calendar's previous-month button, e.g. 'Tháng trước'. */
  previousMonthLabel?: string;
  /** Accessible name of the calendar's next-month button, e.g. 'Tháng sau'. */
  nextMonthLabel?: string;
  /** date-fns locale for month and weekday names; Vietnamese by default. */
  locale?: Locale;
  /** First day of the week (0 = Sunday); Monday by default. */
  weekStartsOn?: Day;
  /** Height: `small` 32 px (in tables and the lot editor), `medium` 36 px, `large` 44 px. */
  size?: DatePickerSize;
  /** Submits the day as `yyyy-MM-dd` under this name in a native form. */
  name?: string;
  /** Classes for the field's outer wrapper. */
  className?: string;
}

/**
 * A day picker: typed entry (`dd/MM/yyyy` by default, checked on blur or Enter) and a calendar in an Ariakit
 * `Popover` with a keyboard-operable grid (date-fns, Vietnamese locale, weeks start on Monday). Values cross
 * the API as `yyyy-MM-dd` strings. Alt+ArrowDown in the text opens the calendar; Escape closes it and
 * returns focus to the calendar button. While it is open, Tab cycles through the month buttons and the day
 * grid in their visual order and never leaves the popover. The ref reaches the text input.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  {
    value: valueProp,
    defaultValue = null,
    onChange,
    onInvalidInput,
    format = 'dd/MM/yyyy',
    minDate,
    maxDate,
    today: todayProp,
    highlightedRange,
    clearable = true,
    clearLabel = 'Clear date',
    calendarButtonLabel = 'Choose date',
    calendarLabel = 'Calendar',
    previousMonthLabel = 'Previous month',
    nextMonthLabel = 'Next month',
    locale = vi,
    weekStartsOn = defaultWeekStartsOn,
    size = 'medium',
    name,
    placeholder = format.toLowerCase(),
    disabled,
    readOnly,
    onBlur,
    onKeyDown,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [fieldProps, inputProps] = splitFieldProps(rest);
  const [innerValue, setInnerValue] = useState<IsoDate | null>(defaultValue);
  const value = valueProp !== undefined ? valueProp : innerValue;
  const [text, setText] = useState(() => formatDisplayDate(value, format));
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusedDayRef = useRef<HTMLTableCellElement | null>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);

  // A new value from outside (or a new format) replaces whatever was typed.
  useEffect(() => {
    setText(formatDisplayDate(value, format));
    setInvalid(false);
  }, [value, format]);

  const today = todayProp ?? toIsoDate(new Date());
  const interactive = !disabled && !readOnly;

  const setValue = (next: IsoDate | null) => {
    setText(formatDisplayDate(next, format));
    setInvalid(false);
    if (valueProp === undefined) setInnerValue(next);
    // Also when unchanged after invalid text, so the owner can drop its error message.
    if (next !== value || invalid) onChange?.(next);
  };

  /** Reads the typed text; false when it was rejected. */
  const commitText = (): boolean => {
    if (!invalid && text === formatDisplayDate(value, format)) return true;
    const result = readDateInput(text, { format, minDate, maxDate });
    if (!result.ok) {
      setInvalid(true);
      onInvalidInput?.(result.error, text);
      return false;
    }
    setValue(result.value);
    return true;
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    if (interactive) commitText();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !interactive) return;
    if (event.key === 'Enter' && (invalid || text !== formatDisplayDate(value, format))) {
      // The first Enter confirms the typed day; only the next one may submit the form.
      event.preventDefault();
      commitText();
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      if (commitText()) setOpen(true);
    }
  };

  const clear = () => {
    setValue(null);
    inputRef.current?.focus();
  };

  const showClear = clearable && interactive && (value !== null || text !== '');
  const endButtons = readOnly ? 'none' : showClear ? 'two' : 'one';

  return (
    <Field {...fieldProps}>
      {(control) => (
        <PopoverProvider open={open} setOpen={setOpen} placement="bottom-start">
          {/* The calendar opens under the whole field, not under the button that opened it. */}
          <PopoverAnchor className={inputGroup}>
            <input
              ref={inputRef}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={cx(input({ size }), datePickerInput({ endButtons }))}
              {...control}
              aria-describedby={cx(control['aria-describedby'], describedBy) || undefined}
              aria-invalid={control['aria-invalid'] ?? (invalid || undefined)}
              value={text}
              placeholder={placeholder}
              disabled={disabled}
              readOnly={readOnly}
              onChange={(event) => setText(event.target.value)}
              onBlur={handleBlur}
              onKeyDown={handleKeyDown}
              {...inputProps}
            />
            <span className={adornmentEnd}>
              {showClear ? (
                <IconButton
                  size="small"
                  label={clearLabel}
                  icon={<CloseIcon />}
                  // Keeps focus in the text, so half-typed text is cleared rather than first rejected.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={clear}
                />
              ) : null}
              {/* A read-only day (an existing lot's expiry) is a value to read, with nothing to open. */}
              {readOnly ? null : (
                <PopoverDisclosure
                  disabled={!interactive}
                  render={<IconButton size="small" label={calendarButtonLabel} icon={<CalendarIcon />} />}
                />
              )}
            </span>
          </PopoverAnchor>
          {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
          <Popover
            modal
            unmountOnHide
            gutter={4}
            aria-label={calendarLabel}
            initialFocus={focusedDayRef}
            className={cx(popover, calendarPopover)}
            // The popover is portalled to the end of the page: without this, Tab from the grid would leave
            // the document while the calendar stays open (APG date picker dialog: Tab cycles inside).
            onKeyDown={(event) => {
              if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
              const active = event.currentTarget.ownerDocument.activeElement as HTMLElement | null;
              const target = focusWrapTarget(getTabbables(event.currentTarget), active, event.shiftKey);
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
          >
            <Calendar
              value={value}
              onSelect={(day) => {
                setValue(day);
                setOpen(false);
              }}
              today={today}
              minDate={minDate}
              maxDate={maxDate}
              range={highlightedRange}
              locale={locale}
              weekStartsOn={weekStartsOn}
              previousMonthLabel={previousMonthLabel}
              nextMonthLabel={nextMonthLabel}
              focusedDayRef={focusedDayRef}
            />
          </Popover>
        </PopoverProvider>
      )}
    </Field>
  );
});
