import { PURCHASE_ORDER_STATUSES } from '@pharmacy/api-client';
import { useDistributors } from '@pharmacy/api-client/swr';
import { useDistributorsByIds } from '@pharmacy/api-client/swr/distributors';
import { todayIso } from '@pharmacy/i18n';
import {
  Button,
  Checkbox,
  type ChecklistItem,
  type DateRange,
  type DateRangeInputError,
  DateRangePicker,
  Drawer,
  SearchableChecklist,
  Text,
} from '@pharmacy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListFilters, NO_FILTERS } from './listState';
import * as styles from './PurchaseOrders.css';

/** The supplier search asks for 20 at a time, 300 ms after typing stops (docs/product/purchase-orders.md#filters). */
const SUPPLIER_LIMIT = 20;
const SUPPLIER_DEBOUNCE_MS = 300;

export interface FiltersDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters the list shows now: the drawer starts from them each time it opens. */
  applied: ListFilters;
  /** 'Áp dụng': the list takes these filters (from page 1) and the drawer closes. */
  onApply: (filters: ListFilters) => void;
  /** 'Xoá tất cả': the list drops every filter and the search at once. */
  onClearAll: () => void;
}

/**
 * 'Bộ lọc nâng cao' (docs/product/purchase-orders.md#filters): suppliers (a searchable checklist asking the server),
 * statuses, and the order
 * and delivery date ranges (dd/MM/yyyy shown, yyyy-MM-dd kept, clearable). Changes wait in the drawer until
 * 'Áp dụng'; 'Xoá tất cả' clears everything, the search box included.
 */
export function FiltersDrawer({ open, onOpenChange, applied, onApply, onClearAll }: FiltersDrawerProps) {
  const { t } = useTranslation('purchaseOrders');
  const { t: tc } = useTranslation('common');
  const [draft, setDraft] = useState<ListFilters>(applied);
  const [supplierQuery, setSupplierQuery] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(applied);
      setSupplierQuery('');
    }
  }

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.title')}
      closeLabel={tc('actions.close')}
      footer={
        <div className={styles.dialogActions}>
          <Button
            variant="outline"
            tone="neutral"
            onClick={() => {
              setDraft(NO_FILTERS);
              setSupplierQuery('');
              onClearAll();
            }}
          >
            {t('filters.clearAll')}
          </Button>
          <Button onClick={() => onApply(draft)}>{t('filters.apply')}</Button>
        </div>
      }
    >
      <div className={styles.filterForm}>
        <SupplierChecklist
          selected={draft.suppliers}
          onChange={(suppliers) => setDraft((current) => ({ ...current, suppliers }))}
          query={supplierQuery}
          onQueryChange={setSupplierQuery}
        />
        <fieldset className={styles.statusGroup}>
          <legend className={styles.groupLegend}>
            <Text size="small" weight="medium">
              {t('filters.statuses')}
            </Text>
          </legend>
          {PURCHASE_ORDER_STATUSES.map((status) => (
            <Checkbox
              key={status}
              label={t(`status.${status}`)}
              checked={draft.statuses.includes(status)}
              onCheckedChange={(checked) =>
                setDraft((current) => ({
                  ...current,
                  statuses: checked
                    ? PURCHASE_ORDER_STATUSES.filter((s) => s === status || current.statuses.includes(s))
                    : current.statuses.filter((s) => s !== status),
                }))
              }
            />
          ))}
        </fieldset>
        <DateRangeFilter
          label={t('filters.orderDate')}
          value={{ from: draft.orderedFrom, to: draft.orderedTo }}
          onChange={(range) =>
            setDraft((current) => ({ ...current, orderedFrom: range.from, orderedTo: range.to }))
          }
        />
        <DateRangeFilter
          label={t('filters.deliveryDate')}
          value={{ from: draft.deliveredFrom, to: draft.deliveredTo }}
          onChange={(range) =>
            setDraft((current) => ({ ...current, deliveredFrom: range.from, deliveredTo: range.to }))
          }
        />
      </div>
    </Drawer>
  );
}

interface SupplierChecklistProps {
  selected: string[];
  onChange: (selected: string[]) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

/** Mounted only while the drawer is open: the supplier search runs then, 20 at a time. */
function SupplierChecklist({ selected, onChange, query, onQueryChange }: SupplierChecklistProps) {
  const { t } = useTranslation('purchaseOrders');
  const { t: tc } = useTranslation('common');
  const [asked, setAsked] = useState('');
  const search = asked.trim();
  const { data, error, isLoading } = useDistributors({
    limit: SUPPLIER_LIMIT,
    ...(search ? { search } : {}),
  });
  const items: ChecklistItem[] = (data?.data ?? []).map((supplier) => ({
    value: supplier.id,
    label: supplier.name,
    description: supplier.code,
  }));
  // A selection restored from the address names suppliers the first page may not hold.
  const listed = new Set(items.map((item) => item.value));
  const { data: missing } = useDistributorsByIds(selected.filter((id) => !listed.has(id)));
  const selectedItems = (missing ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }));

  return (
    <SearchableChecklist
      label={t('filters.suppliers')}
      items={items}
      selectedItems={selectedItems}
      value={selected}
      onChange={onChange}
      searchLabel={t('filters.supplierSearchLabel')}
      searchPlaceholder={t('filters.supplierSearch')}
      searchValue={query}
      onSearchValueChange={onQueryChange}
      onSearchChange={setAsked}
      debounceMs={SUPPLIER_DEBOUNCE_MS}
      searchMode="server"
      limit={SUPPLIER_LIMIT}
      totalCount={data?.total}
      limitHint={(shown, total) => t('filters.suppliersLimit', { shown, total })}
      emptyText={error ? t('filters.suppliersFailed') : t('filters.suppliersEmpty')}
      loading={isLoading}
      loadingText={tc('states.loading')}
    />
  );
}

interface DateRangeFilterProps {
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}

function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('purchaseOrders');
  const [invalid, setInvalid] = useState<DateRangeInputError | null>(null);
  // Buttons name their range and end: two ranges sit in the drawer.
  const part = (end: string) => ({
    label: end,
    clearLabel: `${t('dates.clear')}: ${label} – ${end}`,
    calendarButtonLabel: `${t('dates.choose')}: ${label} – ${end}`,
    calendarLabel: `${t('dates.calendar')}: ${label} – ${end}`,
  });
  return (
    <DateRangePicker
      label={label}
      value={value}
      onChange={(range) => {
        setInvalid(null);
        onChange(range);
      }}
      onInvalidInput={(_part, reason) => setInvalid(reason)}
      error={
        invalid === null
          ? undefined
          : invalid === 'rangeReversed'
            ? t('filters.rangeReversed')
            : t('filters.invalidDate')
      }
      today={todayIso()}
      from={part(t('filters.from'))}
      to={part(t('filters.to'))}
      previousMonthLabel={t('dates.previousMonth')}
      nextMonthLabel={t('dates.nextMonth')}
    />
  );
}
