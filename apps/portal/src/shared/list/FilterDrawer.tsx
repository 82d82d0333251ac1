import { todayIso } from '@pharmacy/i18n';
import {
  Button,
  Checkbox,
  type DateRange,
  type DateRangeInputError,
  DateRangePicker,
  Drawer,
  dateRangePresetIds,
  presetRange,
  Text,
} from '@pharmacy/ui';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './list.css';

/** What `useListView` gives a list's filter drawer (`list.drawer`). */
export interface FilterDrawerBinding<Filters> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters the list shows now: the drawer starts from them each time it opens. */
  applied: Filters;
  /** No filter at all: what 'Xoá tất cả' puts in the drawer. */
  none: Filters;
  /** 'Áp dụng': the list takes the drawer's filters (from its first page); the drawer closes. */
  onApply: (filters: Filters) => void;
  /** Where 'Xoá tất cả' also clears the list at once (its filters and its search), not only the drawer. */
  onClearAll?: () => void;
}

export interface FilterDrawerProps<Filters> extends FilterDrawerBinding<Filters> {
  /** 'Bộ lọc nâng cao'. */
  title: string;
  /** The drawer's fields, editing the draft; they start afresh (their own searches empty) at each opening. */
  children: (draft: Filters, change: (patch: Partial<Filters>) => void) => ReactNode;
}

/**
 * A list's 'Bộ lọc nâng cao': changes wait in the drawer (a draft) until 'Áp dụng'; 'Xoá tất cả' empties the draft.
 * The drawer's content is mounted only while it is open, so the options its fields ask the server for load then.
 */
export function FilterDrawer<Filters>({
  open,
  onOpenChange,
  title,
  applied,
  none,
  onApply,
  onClearAll,
  children,
}: FilterDrawerProps<Filters>) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState(applied);
  // A new opening (or 'Xoá tất cả') mounts new fields: their searches and input errors start empty.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(applied);
      setSession((current) => current + 1);
    }
  }
  const change = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('actions.close')}
      footer={
        <div className={styles.drawerActions}>
          <Button
            variant="outline"
            tone="neutral"
            onClick={() => {
              setDraft(none);
              setSession((current) => current + 1);
              onClearAll?.();
            }}
          >
            {t('actions.clearAll')}
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              onOpenChange(false);
            }}
          >
            {t('actions.apply')}
          </Button>
        </div>
      }
    >
      <div className={styles.filterForm}>
        <Fragment key={session}>{children(draft, change)}</Fragment>
      </div>
    </Drawer>
  );
}

export interface CheckboxGroupProps<Value extends string> {
  /** The group's name, e.g. 'Trạng thái'. */
  legend: string;
  /** Every choice, in the order shown (and kept in the address). */
  options: readonly Value[];
  labelOf: (value: Value) => string;
  value: readonly Value[];
  onChange: (value: Value[]) => void;
}

/** A filter's choices as checkboxes (the statuses): what is checked stays in the options' order. */
export function CheckboxGroup<Value extends string>({
  legend,
  options,
  labelOf,
  value,
  onChange,
}: CheckboxGroupProps<Value>) {
  return (
    <fieldset className={styles.checkboxGroup}>
      <legend className={styles.groupLegend}>
        <Text size="small" weight="medium">
          {legend}
        </Text>
      </legend>
      {options.map((option) => (
        <Checkbox
          key={option}
          label={labelOf(option)}
          checked={value.includes(option)}
          onCheckedChange={(checked) =>
            onChange(
              checked
                ? options.filter((o) => o === option || value.includes(o))
                : value.filter((o) => o !== option),
            )
          }
        />
      ))}
    </fieldset>
  );
}

export interface DateRangeFilterProps {
  /** The range's name, e.g. 'Ngày đặt hàng'; its buttons name it too (a drawer may hold two ranges). */
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/**
 * A filter's date range: dd/MM/yyyy typed or picked, yyyy-MM-dd kept, each end clearable; a day that does not exist
 * or an end before the start is said under the fields.
 */
export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const [invalid, setInvalid] = useState<DateRangeInputError | null>(null);
  const part = (end: string) => ({
    label: end,
    clearLabel: `${t('dateRange.clear')}: ${label} – ${end}`,
    calendarButtonLabel: `${t('dateRange.choose')}: ${label} – ${end}`,
    calendarLabel: `${t('dateRange.calendar')}: ${label} – ${end}`,
  });
  const today = todayIso();
  let error: string | undefined;
  if (invalid === 'rangeReversed') error = t('dateRange.rangeReversed');
  else if (invalid !== null) error = t('dateRange.invalidDate');
  return (
    <DateRangePicker
      label={label}
      value={value}
      onChange={(range) => {
        setInvalid(null);
        onChange(range);
      }}
      onInvalidInput={(_part, reason) => setInvalid(reason)}
      error={error}
      today={today}
      presets={dateRangePresetIds.map((id) => ({
        label: t(`dateRange.presets.${id}`),
        range: presetRange(id, today),
      }))}
      presetsLabel={`${t('dateRange.presets.label')}: ${label}`}
      from={part(t('dateRange.from'))}
      to={part(t('dateRange.to'))}
      previousMonthLabel={t('dateRange.previousMonth')}
      nextMonthLabel={t('dateRange.nextMonth')}
    />
  );
}
