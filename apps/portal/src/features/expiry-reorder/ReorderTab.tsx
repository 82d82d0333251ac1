import type { ReorderSuggestion, ReorderSuggestionList } from '@pharmacy/api-client';
import { useBranches } from '@pharmacy/api-client/swr/branches';
import { useExportReorderSuggestions } from '@pharmacy/api-client/swr/exports';
import { useReorderSuggestions } from '@pharmacy/api-client/swr/reorder';
import { formatDailyRate, formatNumber } from '@pharmacy/i18n';
import {
  Banner,
  Button,
  Checkbox,
  ClipboardListIcon,
  DataTable,
  type DataTableColumn,
  Heading,
  NumberField,
  Select,
  Switch,
  Text,
} from '@pharmacy/ui';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager, ListTable, listStyles } from '../../shared/list';
import type { CreateOrderFlowComponent, OrderDraft } from '../../shared/orderDraft';
import { useUrlState } from '../../shared/useUrlState';
import * as styles from './ExpiryReorder.css';
import { ExportButtons } from './ExportButtons';
import { DEFAULT_SALES_WINDOW } from './listState';
import { ProductCell, SalesWindowSelect } from './parts';
import { explanationParts } from './reorderExplanation';
import { deliveryDay, REORDER_PAGE_SIZE, reorderState, toSuggestionQuery } from './reorderState';

/** The API's bound on a line's quantity (and on an order's lines). */
const QUANTITY_MAX = 1_000_000;
const LINES_MAX = 200;

type Group = ReorderSuggestionList['suppliers'][number];

/** A ticked line, kept across pages: what it orders, and its quantity (in its order unit) as staff left it. */
interface Picked {
  line: ReorderSuggestion;
  quantity: number;
}

const groupKey = (line: Pick<ReorderSuggestion, 'supplier'>) => line.supplier?.id ?? 'none';

/** The most of a line's unit an order takes: the API bounds the base units (count × conversion). */
const countMax = (line: ReorderSuggestion) =>
  Math.max(1, Math.floor(QUANTITY_MAX / line.order_unit.conversion));

/** A unit's name inside a sentence, in lower case: KiotViet writes a box with a capital. */
const inSentence = (unit: string) => unit.toLocaleLowerCase('vi');

/**
 * Tab `expiry:tabs.reorder` (docs/product/inventory.md#reorder-suggestions): the products to order, by their last
 * supplier, each with the sentence that explains its quantity. Staff tick lines and adjust quantities; a
 * supplier's `expiry:reorder.group.create` opens the create flow (`createOrder`, handed in by the app) with its
 * ticked lines. Sales window, branch, supplier, 'only products to order' and the page are in the address.
 */
export function ReorderTab({ createOrder: CreateOrder }: { createOrder?: CreateOrderFlowComponent }) {
  const { t } = useTranslation('expiry');
  const [view, setView] = useUrlState(reorderState);
  const query = useMemo(() => toSuggestionQuery(view), [view]);
  const { data, error, mutate } = useReorderSuggestions(query, { keepPreviousData: true });
  const exportSuggestions = useExportReorderSuggestions().trigger;
  const branches = useBranches().data?.branches ?? [];
  const [picked, setPicked] = useState<ReadonlyMap<string, Picked>>(new Map());
  const [flow, setFlow] = useState<{ key: number; draft: OrderDraft; productIds: string[] } | null>(null);

  // A page past the end (lines ordered since, a stale link) shows the last one: the address follows.
  useEffect(() => {
    if (data && data.page !== view.reorderPage) setView({ reorderPage: data.page }, { replace: true });
  }, [data, view.reorderPage, setView]);

  const texts = { ...t('reorder.list', { returnObjects: true }) };
  const filtered = view.branch !== null || view.supplier !== null;
  const clearFilters = () => setView({ branch: null, supplier: null, reorderPage: 1 });
  const groups = new Map((data?.suppliers ?? []).map((group) => [group.id ?? 'none', group]));
  const rows = data?.data;

  const pick = (line: ReorderSuggestion, quantity: number | null) =>
    setPicked((current) => {
      const next = new Map(current);
      if (quantity === null) next.delete(line.product.id);
      else next.set(line.product.id, { line, quantity });
      return next;
    });
  // In the line's order unit: boxes, when the suggestion is rounded up to boxes.
  const quantityOf = (line: ReorderSuggestion) =>
    picked.get(line.product.id)?.quantity ?? Math.max(1, line.order_unit.count);

  const startOrder = (key: string) => {
    const lines = [...picked.values()].filter((entry) => groupKey(entry.line) === key).slice(0, LINES_MAX);
    const first = lines[0]?.line;
    if (!first) return;
    const group = groups.get(key);
    setFlow({
      key: Date.now(),
      productIds: lines.map((entry) => entry.line.product.id),
      draft: {
        supplier: first.supplier ? { id: first.supplier.id, type: first.supplier.type } : null,
        lines: lines.map(({ line, quantity }) => ({
          productId: line.order_product.id,
          code: line.order_product.code,
          name: line.order_product.name,
          price: line.order_product.base_price,
          quantity,
          unitCode: line.order_unit.code,
          conversion: line.order_unit.conversion,
        })),
        ...(group && data ? { deliveryDate: deliveryDay(data.today, group.lead_days) } : {}),
      },
    });
  };

  const columns: DataTableColumn<ReorderSuggestion>[] = [
    {
      id: 'pick',
      header: t('reorder.columns.pick'),
      card: 'actions',
      // The same widths in every supplier's table, so the groups line up.
      width: '3.5rem',
      cell: (line) => (
        <Checkbox
          size="small"
          label={t('reorder.pick', { product: line.product.name })}
          labelHidden
          checked={picked.has(line.product.id)}
          onCheckedChange={(checked) => pick(line, checked ? quantityOf(line) : null)}
        />
      ),
    },
    {
      id: 'product',
      header: t('reorder.columns.product'),
      card: 'title',
      width: '16rem',
      cell: (line) => <ProductCell product={line.product} />,
    },
    {
      id: 'why',
      header: t('reorder.columns.why'),
      card: 'field',
      cell: (line) => <Explanation line={line} />,
    },
    {
      id: 'quantity',
      header: t('reorder.columns.quantity'),
      align: 'end',
      card: 'field',
      width: '9rem',
      cell: (line) => {
        const unit = line.order_unit.code === null ? null : (line.order_unit.unit ?? line.order_unit.code);
        return (
          <div className={styles.quantityCell}>
            <NumberField
              className={styles.quantityField}
              label={
                unit === null
                  ? t('reorder.quantityOf', { product: line.product.name })
                  : t('reorder.quantityOfInUnit', { product: line.product.name, unit: inSentence(unit) })
              }
              labelHidden
              size="small"
              value={quantityOf(line)}
              // Typing a quantity picks the line: it is what staff mean to order.
              onValueChange={(quantity) => {
                if (quantity !== null && quantity >= 1) pick(line, Math.min(quantity, countMax(line)));
              }}
              clampOnBlur
              emptyValueOnBlur={Math.max(1, line.order_unit.count)}
              min={1}
              max={countMax(line)}
              decimalScale={0}
              align="end"
            />
            {unit === null ? null : (
              <Text size="small" tone="secondary" aria-hidden>
                {unit}
              </Text>
            )}
          </div>
        );
      },
    },
  ];

  const sections: { key: string; lines: ReorderSuggestion[] }[] = [];
  for (const line of rows ?? []) {
    const last = sections.at(-1);
    if (last && last.key === groupKey(line)) last.lines.push(line);
    else sections.push({ key: groupKey(line), lines: [line] });
  }

  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        <SalesWindowSelect value={view.sales} onChange={(sales) => setView({ sales, reorderPage: 1 })} />
        <Select
          className={listStyles.toolbarSelect}
          label={t('reorder.branchLabel')}
          options={[
            { value: 'all', label: t('reorder.allBranches') },
            ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
          ]}
          value={view.branch ?? 'all'}
          onChange={(chosen) =>
            setView({ branch: chosen && chosen !== 'all' ? chosen : null, reorderPage: 1 })
          }
        />
        <Select
          className={listStyles.toolbarSelect}
          label={t('reorder.supplierLabel')}
          options={[
            { value: 'all', label: t('reorder.allSuppliers') },
            ...(data?.suppliers ?? []).map((group) => ({
              value: group.id ?? 'none',
              label: group.name ?? t('reorder.noSupplier'),
            })),
          ]}
          value={view.supplier ?? 'all'}
          onChange={(chosen) =>
            setView({ supplier: chosen && chosen !== 'all' ? chosen : null, reorderPage: 1 })
          }
        />
        <Switch
          className={styles.toolbarSwitch}
          label={t('reorder.needsOrderOnly')}
          checked={view.all === null}
          onCheckedChange={(on) => setView({ all: on ? null : '1', reorderPage: 1 })}
        />
        <ExportButtons
          exportAs={(format) => {
            const { page: _page, limit: _limit, ...filters } = query;
            return exportSuggestions({ ...filters, format });
          }}
        />
      </div>
      <Text size="small" tone="secondary">
        {data
          ? t('reorder.defaults', { lead: data.defaults.lead_days, cover: data.defaults.cover_days })
          : t('reorder.description')}
      </Text>
      {data && data.products_sold === 0 ? (
        <Banner
          tone="info"
          title={t('reorder.noSales.title')}
          description={t('reorder.noSales.description', { days: view.sales ?? DEFAULT_SALES_WINDOW })}
        />
      ) : null}
      {rows === undefined || rows.length === 0 ? (
        <ListTable
          rows={rows}
          error={error}
          onRetry={() => void mutate()}
          texts={texts}
          columns={columns}
          getRowId={(line) => line.product.id}
          icon={<ClipboardListIcon />}
          filtered={filtered}
          onClearFilters={clearFilters}
          loadingRows={5}
        />
      ) : (
        sections.map((section) => (
          <SupplierGroup
            key={section.key}
            group={groups.get(section.key)}
            lines={section.lines}
            columns={columns}
            picked={[...picked.values()].filter((entry) => groupKey(entry.line) === section.key).length}
            paused={section.lines[0]?.supplier?.is_active === false}
            onCreate={CreateOrder ? () => startOrder(section.key) : undefined}
          />
        ))
      )}
      <ListPager
        page={view.reorderPage}
        pageSize={REORDER_PAGE_SIZE}
        total={data?.total ?? 0}
        totalExact
        onPageChange={(page) => setView({ reorderPage: page })}
        busy={!data && !error}
        texts={texts}
        label={texts.pager}
      />
      {CreateOrder && flow ? (
        <Suspense fallback={null}>
          <CreateOrder
            key={flow.key}
            open
            draft={flow.draft}
            onOpenChange={(open) => (open ? undefined : setFlow(null))}
            onCreated={() => {
              setPicked((current) => {
                const next = new Map(current);
                for (const id of flow.productIds) next.delete(id);
                return next;
              });
              setFlow(null);
              void mutate();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** One supplier's lines on the page: its name and lead time, how many are ticked, and its `reorder.group.create`. */
function SupplierGroup({
  group,
  lines,
  columns,
  picked,
  paused,
  onCreate,
}: {
  group: Group | undefined;
  lines: ReorderSuggestion[];
  columns: DataTableColumn<ReorderSuggestion>[];
  picked: number;
  paused: boolean;
  onCreate: (() => void) | undefined;
}) {
  const { t } = useTranslation('expiry');
  const headingId = useId();
  const name = group?.name ?? t('reorder.noSupplier');
  let lead: string = t('reorder.group.noSupplierHint');
  if (group?.id) {
    lead = group.lead_from_history
      ? t('reorder.group.leadFromHistory', { days: group.lead_days, count: group.delivered_orders })
      : t('reorder.group.leadDefault', { days: group.lead_days });
  }
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHeader}>
        <div className={styles.groupTitle}>
          <Heading level={2} size={4} id={headingId}>
            {name}
          </Heading>
          <Text size="small" tone="secondary">
            {paused ? t('reorder.group.paused') : lead}
          </Text>
        </div>
        {onCreate ? (
          <div className={styles.groupActions}>
            <Text size="small" tone="secondary" aria-live="polite">
              {t('reorder.group.selected', { count: picked })}
            </Text>
            <Button
              size="small"
              disabled={picked === 0 || paused}
              aria-label={t('reorder.group.createLabel', { supplier: name })}
              onClick={onCreate}
            >
              {t('reorder.group.create')}
            </Button>
          </div>
        ) : null}
      </div>
      <DataTable
        caption={name}
        columns={columns}
        rows={lines}
        getRowId={(line) => line.product.id}
        density="compact"
        narrowLayout
      />
    </section>
  );
}

/**
 * The line's `expiry:reorder.explain.*` parts joined by " · ", then "→" and `explain.order` (`explain.orderInUnit`
 * when it is ordered in boxes).
 */
function Explanation({ line }: { line: ReorderSuggestion }) {
  const { t } = useTranslation('expiry');
  const { parts, result } = explanationParts(line);
  const said = parts.map((part) => {
    switch (part.key) {
      case 'sold':
        return t('reorder.explain.sold', { rate: formatDailyRate(part.rate) });
      case 'usable':
        return t('reorder.explain.usable', { usable: formatNumber(part.usable) });
      case 'usableExpiring':
        return t('reorder.explain.usableExpiring', {
          usable: formatNumber(part.usable),
          expiring: formatNumber(part.expiring),
        });
      case 'onOrder':
      case 'min':
      case 'max':
        return t(`reorder.explain.${part.key}`, { units: formatNumber(part.count) });
      default:
        return t(`reorder.explain.${part.key}`, { days: part.days });
    }
  });
  let outcome: string = t('reorder.explain.nothing');
  if (result.key === 'order')
    outcome = t('reorder.explain.order', { quantity: formatNumber(result.quantity) });
  if (result.key === 'orderInUnit') {
    outcome = t('reorder.explain.orderInUnit', {
      amount: formatNumber(result.count),
      unit: inSentence(result.unit),
      quantity: formatNumber(result.quantity),
      base: result.base === null ? t('reorder.explain.baseUnits') : inSentence(result.base),
    });
  }
  return (
    <span className={styles.explanation}>
      {said.join(' · ')} → <strong>{outcome}</strong>
    </span>
  );
}
