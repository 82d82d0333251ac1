import { type ReactNode, useId, useState } from 'react';
import {
  clampRange,
  type DateInputError,
  type DateRange,
  type DayBounds,
  type IsoDate,
  isAfterDay,
  isBeforeDay,
  isDayInBounds,
  parseDisplayDate,
} from '../../utils/dates';
import { Button } from '../Button/Button';
import { DatePicker, type DatePickerProps } from '../DatePicker/DatePicker';
import * as fieldStyles from '../Field/Field.css';
import { cx } from '../private/cx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './DateRangePicker.css';

export type { DateRange };

export const dateRangePickerLayouts = ['inline', 'stacked'] as const;
export type DateRangePickerLayout = (typeof dateRangePickerLayouts)[number];

/** Why typed text was rejected: the single-day reasons, or a start after the end (or an end before the start). */
export type DateRangeInputError = DateInputError | 'rangeReversed';

export type DateRangePart = 'from' | 'to';

/** A range offered in one click: its name ('7 ngày qua') and its days (see `presetRange`). */
export interface DateRangePreset {
  label: string;
  range: DateRange;
}

/** What differs between the two ends: their label, button names, placeholder, own error and form name. */
export type DateRangePartProps = Partial<
  Pick<
    DatePickerProps,
    | 'label'
    | 'clearLabel'
    | 'calendarButtonLabel'
    | 'calendarLabel'
    | 'placeholder'
    | 'error'
    | 'description'
    | 'name'
  >
>;

export interface DateRangePickerProps
  extends Pick<
    DatePickerProps,
    | 'format'
    | 'minDate'
    | 'maxDate'
    | 'today'
    | 'previousMonthLabel'
    | 'nextMonthLabel'
    | 'locale'
    | 'weekStartsOn'
    | 'size'
    | 'disabled'
    | 'required'
  > {
  /** Names the range, e.g. 'Ngày đặt hàng'; rendered as the fieldset's legend. */
  label: ReactNode;
  /** Keeps the legend for assistive tech only, when a heading above already names the range. */
  labelHidden?: boolean;
  /** Help text for the whole range. */
  description?: ReactNode;
  /** An error about the whole range; both fields are marked invalid and described by it. */
  error?: ReactNode;
  /** The start: label ('Từ ngày'), button names, placeholder, own error, form name. */
  from?: DateRangePartProps;
  /** The end: label ('Đến ngày'), button names, placeholder, own error, form name. */
  to?: DateRangePartProps;
  /** The range as `yyyy-MM-dd` strings; either end may be null. Controlled when given. */
  value?: DateRange;
  /** The initial range when uncontrolled. */
  defaultValue?: DateRange;
  /** Called with the whole range whenever either end changes. */
  onChange?: (range: DateRange) => void;
  /** Called when typed text for one end is rejected; `rangeReversed` when it would put the start after the end. */
  onInvalidInput?: (part: DateRangePart, error: DateRangeInputError, text: string) => void;
  /**
   * Ranges offered in one click, as buttons above the fields ('Hôm nay', 'Hôm qua', '7 ngày qua'…, each from
   * `presetRange`); the one equal to the range is pressed, one outside `minDate`–`maxDate` is disabled.
   */
  presets?: readonly DateRangePreset[];
  /** Names the presets' group for assistive tech, e.g. 'Chọn nhanh'. */
  presetsLabel?: string;
  /** `inline` puts the two fields side by side when they fit; `stacked` one above the other (filter drawers). */
  layout?: DateRangePickerLayout;
  /** Classes for the fieldset. */
  className?: string;
}

const emptyRange: DateRange = { from: null, to: null };

type PartDefaults = Required<
  Pick<DateRangePartProps, 'label' | 'clearLabel' | 'calendarButtonLabel' | 'calendarLabel'>
>;

/**
 * A start and an end day ('Từ ngày' / 'Đến ngày') as two `DatePicker`s in a fieldset, both clearable. The start
 * can never pass the end: each calendar disables the days the other end rules out and shades the range, and
 * typed text that would reverse it is rejected (`rangeReversed`). Built on `DatePicker` (Ariakit popover,
 * date-fns); values are `yyyy-MM-dd` strings.
 */
export function DateRangePicker({
  label,
  labelHidden = false,
  description,
  error,
  from: fromProps = {},
  to: toProps = {},
  value: valueProp,
  defaultValue = emptyRange,
  onChange,
  onInvalidInput,
  presets = [],
  presetsLabel = 'Presets',
  format = 'dd/MM/yyyy',
  minDate = null,
  maxDate = null,
  layout = 'inline',
  className,
  ...shared
}: DateRangePickerProps) {
  const [innerValue, setInnerValue] = useState<DateRange>(defaultValue);
  const range = valueProp ?? innerValue;
  const bounds = clampRange(range, { minDate, maxDate });
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const set = (next: DateRange) => {
    if (valueProp === undefined) setInnerValue(next);
    onChange?.(next);
  };
  const change = (part: DateRangePart, day: IsoDate | null) => set({ ...range, [part]: day });
  const outer: DayBounds = { minDate, maxDate };
  const fits = ({ from, to }: DateRange) =>
    (from === null || isDayInBounds(from, outer)) && (to === null || isDayInBounds(to, outer));

  /** A day outside this end's bounds but inside the outer ones was rejected because of the other end. */
  const reportInvalid = (part: DateRangePart, reason: DateInputError, text: string) => {
    const day = parseDisplayDate(text, format);
    const reversed =
      day !== null &&
      ((part === 'from' && reason === 'afterMaxDate' && !(maxDate && isAfterDay(day, maxDate))) ||
        (part === 'to' && reason === 'beforeMinDate' && !(minDate && isBeforeDay(day, minDate))));
    onInvalidInput?.(part, reversed ? 'rangeReversed' : reason, text);
  };

  const renderPart = (part: DateRangePart, partProps: DateRangePartProps, defaults: PartDefaults) => (
    <DatePicker
      {...shared}
      format={format}
      label={partProps.label ?? defaults.label}
      clearLabel={partProps.clearLabel ?? defaults.clearLabel}
      calendarButtonLabel={partProps.calendarButtonLabel ?? defaults.calendarButtonLabel}
      calendarLabel={partProps.calendarLabel ?? defaults.calendarLabel}
      placeholder={partProps.placeholder}
      description={partProps.description}
      error={partProps.error}
      name={partProps.name}
      value={range[part]}
      onChange={(day) => change(part, day)}
      onInvalidInput={(reason, text) => reportInvalid(part, reason, text)}
      minDate={bounds[part].minDate}
      maxDate={bounds[part].maxDate}
      highlightedRange={range}
      // The range's own error is the fields' too: both are marked and described by it.
      aria-describedby={errorId}
      {...(error ? { 'aria-invalid': true } : {})}
    />
  );

  return (
    <fieldset
      className={cx(styles.dateRangePicker({ layout }), className)}
      aria-describedby={descriptionId}
      disabled={shared.disabled}
    >
      <legend className={cx(fieldStyles.label, styles.legend, labelHidden && visuallyHidden)}>{label}</legend>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {presets.length > 0 ? (
        <fieldset aria-label={presetsLabel} className={styles.presets}>
          {presets.map((preset) => (
            <Button
              key={preset.label}
              type="button"
              size="small"
              variant={preset.range.from === range.from && preset.range.to === range.to ? 'solid' : 'outline'}
              aria-pressed={preset.range.from === range.from && preset.range.to === range.to}
              disabled={shared.disabled || !fits(preset.range)}
              onClick={() => set(preset.range)}
            >
              {preset.label}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.parts}>
        {renderPart('from', fromProps, {
          label: 'From',
          clearLabel: 'Clear start date',
          calendarButtonLabel: 'Choose start date',
          calendarLabel: 'Start date calendar',
        })}
        {renderPart('to', toProps, {
          label: 'To',
          clearLabel: 'Clear end date',
          calendarButtonLabel: 'Choose end date',
          calendarLabel: 'End date calendar',
        })}
      </div>
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
