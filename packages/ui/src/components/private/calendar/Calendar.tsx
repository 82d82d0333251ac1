import { type Day, format, type Locale } from 'date-fns';
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../icons/icons';
import {
  clampDay,
  type DateRange,
  type IsoDate,
  isAfterDay,
  isBeforeDay,
  isDayInBounds,
  parseIsoDate,
} from '../../../utils/dates';
import { IconButton } from '../../IconButton/IconButton';
import * as styles from './calendar.css';
import { getMonthWeeks, getWeekdayOrder, monthBounds, moveFocusedDay, shiftMonth } from './calendarGrid';

export interface CalendarProps {
  /** The selected day, if any. */
  value: IsoDate | null;
  onSelect: (day: IsoDate) => void;
  /** Today, marked `aria-current="date"` and focused when nothing is selected. */
  today: IsoDate;
  minDate?: IsoDate | null;
  maxDate?: IsoDate | null;
  /** A range to shade, for range pickers. */
  range?: DateRange;
  locale: Locale;
  weekStartsOn: Day;
  previousMonthLabel: string;
  nextMonthLabel: string;
  /** Receives the day that holds the grid's tab stop, so a popover can focus it when it opens. */
  focusedDayRef?: RefObject<HTMLTableCellElement | null>;
}

function dateOf(day: IsoDate): Date {
  return parseIsoDate(day) ?? new Date(Number.NaN);
}

/**
 * One month as an ARIA grid with a roving tab stop (WAI-ARIA date picker pattern): arrows move by day and
 * week, PageUp/PageDown by month, with Shift by year, Home/End to the week's start and end, Enter/Space select.
 * Focus never leaves the allowed days, so every focused day can be chosen.
 */
export function Calendar({
  value,
  onSelect,
  today,
  minDate,
  maxDate,
  range,
  locale,
  weekStartsOn,
  previousMonthLabel,
  nextMonthLabel,
  focusedDayRef,
}: CalendarProps) {
  const bounds = useMemo(() => ({ minDate, maxDate }), [minDate, maxDate]);
  const [focusedDay, setFocusedDay] = useState<IsoDate>(() => clampDay(value ?? today, bounds));
  const focusedCell = useRef<HTMLTableCellElement | null>(null);
  const moveDomFocus = useRef(false);
  const headingId = useId();

  const setFocusedCell = useCallback(
    (cell: HTMLTableCellElement | null) => {
      focusedCell.current = cell;
      if (focusedDayRef) focusedDayRef.current = cell;
    },
    [focusedDayRef],
  );

  useEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    focusedCell.current?.focus();
  });

  const weeks = useMemo(() => getMonthWeeks(focusedDay, weekStartsOn), [focusedDay, weekStartsOn]);
  const weekdays = useMemo(() => getWeekdayOrder(weekStartsOn), [weekStartsOn]);
  const previousMonth = shiftMonth(focusedDay, -1);
  const nextMonth = shiftMonth(focusedDay, 1);
  const canGoBack = !minDate || !isBeforeDay(monthBounds(previousMonth).last, minDate);
  const canGoForward = !maxDate || !isAfterDay(monthBounds(nextMonth).first, maxDate);

  const focusDay = (day: IsoDate, moveFocus: boolean) => {
    setFocusedDay(clampDay(day, bounds));
    moveDomFocus.current = moveFocus;
  };

  const select = (day: IsoDate) => {
    if (!isDayInBounds(day, bounds)) return;
    setFocusedDay(day);
    onSelect(day);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(focusedDay);
      return;
    }
    const next = moveFocusedDay(focusedDay, event, weekStartsOn);
    if (!next) return;
    event.preventDefault();
    focusDay(next, true);
  };

  const inRange = (day: IsoDate) =>
    Boolean(range?.from && range.to && !isBeforeDay(day, range.from) && !isAfterDay(day, range.to));

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <IconButton
          size="small"
          label={previousMonthLabel}
          icon={<ChevronLeftIcon />}
          aria-disabled={!canGoBack || undefined}
          onClick={() => canGoBack && focusDay(previousMonth, false)}
        />
        <div id={headingId} className={styles.heading} aria-live="polite">
          {format(dateOf(focusedDay), 'LLLL yyyy', { locale })}
        </div>
        <IconButton
          size="small"
          label={nextMonthLabel}
          icon={<ChevronRightIcon />}
          aria-disabled={!canGoForward || undefined}
          onClick={() => canGoForward && focusDay(nextMonth, false)}
        />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker grid is a table whose days arrow keys move between */}
      <table role="grid" aria-labelledby={headingId} className={styles.grid} onKeyDown={handleKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                abbr={locale.localize.day(weekday, { width: 'wide' })}
                className={styles.weekday}
              >
                {locale.localize.day(weekday, { width: 'narrow' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing but their column
                  return <td key={index} className={styles.blank} />;
                }
                const disabled = !isDayInBounds(day, bounds);
                const isFocused = day === focusedDay;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keys of its days (roving tab stop)
                  <td
                    key={day}
                    ref={isFocused ? setFocusedCell : undefined}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the date picker grid
                    role="gridcell"
                    tabIndex={isFocused ? 0 : -1}
                    aria-label={format(dateOf(day), 'PPPP', { locale })}
                    aria-selected={day === value}
                    aria-disabled={disabled || undefined}
                    aria-current={day === today ? 'date' : undefined}
                    data-in-range={inRange(day) || undefined}
                    className={styles.day}
                    onClick={() => select(day)}
                    // A click must not park focus on a day that cannot be chosen.
                    onMouseDown={(event) => disabled && event.preventDefault()}
                    onFocus={() => !isFocused && !disabled && setFocusedDay(day)}
                  >
                    {dateOf(day).getDate()}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
