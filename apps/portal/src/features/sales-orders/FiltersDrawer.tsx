import { useCategories, useProducts } from '@pharmacy/api-client/swr';
import { todayIso } from '@pharmacy/i18n';
import {
  Button,
  Checkbox,
  type ChecklistItem,
  type DateRangeInputError,
  DateRangePicker,
  Drawer,
  SearchableChecklist,
  Text,
  TextField,
} from '@pharmacy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChosenCategories, useChosenProducts } from '../../shared/chosenOptions';
import { SALES_ORDER_STATUS_CODES, statusKeyOf } from '../../shared/salesData/orderStatus';
import { type ListFilters, NO_FILTERS, ORDER_CODE_MAX } from './listState';
import * as styles from './SalesOrders.css';

/**
 * Filter lists ask for 20 at a time (page 1), 300 ms after typing stops (docs/product/conventions.md#filter-drawers).
 */
const OPTION_LIMIT = 20;
const OPTION_DEBOUNCE_MS = 300;

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
 * The sales orders' 'Bộ lọc nâng cao' (docs/product/sales-orders.md#filters): order code, products and categories
 * (searchable checklists
 * asking the server), the four statuses and the purchase date range. Changes wait until 'Áp dụng';
 * 'Xoá tất cả' clears everything, the search box included.
 */
export function FiltersDrawer({ open, onOpenChange, applied, onApply, onClearAll }: FiltersDrawerProps) {
  const { t } = useTranslation('salesOrders');
  const { t: tc } = useTranslation('common');
  const [draft, setDraft] = useState<ListFilters>(applied);
  const [wasOpen, setWasOpen] = useState(open);
  const [invalidDate, setInvalidDate] = useState<DateRangeInputError | null>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(applied);
      setInvalidDate(null);
    }
  }
  const part = (end: string) => ({
    label: end,
    clearLabel: `${t('dates.clear')}: ${end}`,
    calendarButtonLabel: `${t('dates.choose')}: ${end}`,
    calendarLabel: `${t('dates.calendar')}: ${end}`,
  });

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.title')}
      closeLabel={tc('actions.close')}
      footer={
        <div className={styles.drawerActions}>
          <Button
            variant="outline"
            tone="neutral"
            onClick={() => {
              setDraft(NO_FILTERS);
              onClearAll();
            }}
          >
            {t('filters.clearAll')}
          </Button>
          <Button onClick={() => onApply({ ...draft, code: draft.code.trim() })}>{t('filters.apply')}</Button>
        </div>
      }
    >
      <div className={styles.filterForm}>
        <TextField
          label={t('filters.orderCode')}
          placeholder={t('filters.orderCodePlaceholder')}
          value={draft.code}
          maxLength={ORDER_CODE_MAX}
          autoComplete="off"
          onChange={(event) => {
            const code = event.currentTarget.value;
            setDraft((current) => ({ ...current, code }));
          }}
        />
        {open ? (
          <>
            <ProductChecklist
              selected={draft.products}
              onChange={(products) => setDraft((current) => ({ ...current, products }))}
            />
            <CategoryChecklist
              selected={draft.categories}
              onChange={(categories) => setDraft((current) => ({ ...current, categories }))}
            />
          </>
        ) : null}
        <fieldset className={styles.statusGroup}>
          <legend className={styles.groupLegend}>
            <Text size="small" weight="medium">
              {t('filters.statuses')}
            </Text>
          </legend>
          {SALES_ORDER_STATUS_CODES.map((code) => (
            <Checkbox
              key={code}
              label={t(`status.${statusKeyOf(Number(code)) ?? 'processing'}`)}
              checked={draft.statuses.includes(code)}
              onCheckedChange={(checked) =>
                setDraft((current) => ({
                  ...current,
                  statuses: checked
                    ? SALES_ORDER_STATUS_CODES.filter((c) => c === code || current.statuses.includes(c))
                    : current.statuses.filter((c) => c !== code),
                }))
              }
            />
          ))}
        </fieldset>
        <DateRangePicker
          label={t('filters.purchaseDate')}
          value={{ from: draft.from, to: draft.to }}
          onChange={(range) => {
            setInvalidDate(null);
            setDraft((current) => ({ ...current, from: range.from, to: range.to }));
          }}
          onInvalidInput={(_part, reason) => setInvalidDate(reason)}
          error={
            invalidDate === null
              ? undefined
              : invalidDate === 'rangeReversed'
                ? t('filters.rangeReversed')
                : t('filters.invalidDate')
          }
          today={todayIso()}
          from={part(t('filters.from'))}
          to={part(t('filters.to'))}
          previousMonthLabel={t('dates.previousMonth')}
          nextMonthLabel={t('dates.nextMonth')}
        />
      </div>
    </Drawer>
  );
}

interface ChecklistProps {
  selected: string[];
  onChange: (selected: string[]) => void;
}

type OptionKind = 'products' | 'categories';

/** What differs between the two checklists: the texts (by kind) and the options asked for a search. */
interface OptionListProps {
  kind: OptionKind;
  value: string[];
  onChange: (selected: string[]) => void;
  items: ChecklistItem[];
  selectedItems?: ChecklistItem[];
  total: number | undefined;
  failed: boolean;
  loading: boolean;
  onSearch: (search: string) => void;
}

function OptionList({
  kind,
  items,
  selectedItems,
  total,
  failed,
  loading,
  onSearch,
  ...props
}: OptionListProps) {
  const { t } = useTranslation('salesOrders');
  const { t: tc } = useTranslation('common');
  const [query, setQuery] = useState('');
  const texts = {
    products: {
      label: t('filters.products'),
      searchLabel: t('filters.productSearchLabel'),
      searchPlaceholder: t('filters.productSearch'),
      limit: (shown: number, all: number) => t('filters.productsLimit', { shown, total: all }),
      empty: failed ? t('filters.productsFailed') : t('filters.productsEmpty'),
    },
    categories: {
      label: t('filters.categories'),
      searchLabel: t('filters.categorySearchLabel'),
      searchPlaceholder: t('filters.categorySearch'),
      limit: (shown: number, all: number) => t('filters.categoriesLimit', { shown, total: all }),
      empty: failed ? t('filters.categoriesFailed') : t('filters.categoriesEmpty'),
    },
  }[kind];
  return (
    <SearchableChecklist
      {...props}
      label={texts.label}
      items={items}
      selectedItems={selectedItems}
      searchLabel={texts.searchLabel}
      searchPlaceholder={texts.searchPlaceholder}
      searchValue={query}
      onSearchValueChange={setQuery}
      onSearchChange={(search) => onSearch(search.trim())}
      debounceMs={OPTION_DEBOUNCE_MS}
      searchMode="server"
      limit={OPTION_LIMIT}
      totalCount={total}
      limitHint={texts.limit}
      emptyText={texts.empty}
      loading={loading}
      loadingText={tc('states.loading')}
    />
  );
}

const firstPage = (search: string) => ({ limit: OPTION_LIMIT, page: 1, ...(search ? { search } : {}) });

/** The products of the pharmacy, searched on the server (accents ignored), 20 at a time. */
function ProductChecklist({ selected, onChange }: ChecklistProps) {
  const [search, setSearch] = useState('');
  const { data, error, isLoading } = useProducts(firstPage(search));
  const items: ChecklistItem[] = (data?.data ?? []).map((product) => ({
    value: product.id,
    label: product.name,
    description: product.code,
  }));
  const selectedItems = useChosenProducts(selected, items);
  return (
    <OptionList
      kind="products"
      value={selected}
      onChange={onChange}
      items={items}
      selectedItems={selectedItems}
      total={data?.total}
      failed={Boolean(error)}
      loading={isLoading}
      onSearch={setSearch}
    />
  );
}

/** The product groups, searched on the server, 20 at a time. */
function CategoryChecklist({ selected, onChange }: ChecklistProps) {
  const [search, setSearch] = useState('');
  const { data, error, isLoading } = useCategories(firstPage(search));
  const items: ChecklistItem[] = (data?.data ?? []).map((category) => ({
    value: category.id,
    label: category.category_name,
  }));
  const selectedItems = useChosenCategories(selected, items);
  return (
    <OptionList
      kind="categories"
      value={selected}
      onChange={onChange}
      items={items}
      selectedItems={selectedItems}
      total={data?.total}
      failed={Boolean(error)}
      loading={isLoading}
      onSearch={setSearch}
    />
  );
}
