import type { InventoryLot, Product, ProductBranchStock, ProductUnit } from '@pharmacy/api-client';
import { useProduct, useUpdateSuggestionDays } from '@pharmacy/api-client/swr';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { formatDate, formatMoney, formatNumber, todayIso } from '@pharmacy/i18n';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Drawer,
  EmptyState,
  Heading,
  PencilIcon,
  Skeleton,
  Text,
  TextField,
  useToast,
  VisuallyHidden,
} from '@pharmacy/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shared/currentUser';
import { describeError } from '../../shared/errors';
import { LoadFailed } from '../../shared/list';
import { useUnsavedChanges } from '../../shared/unsavedChanges';
import * as styles from './Inventory.css';
import { DaysLeftBadge, ExpiredUnits, ProductStatusBadge, StockBadge } from './InventoryBadges';
import { hasBatchNumbers, isLotExpired, parseSuggestionDays, sortLots } from './inventoryRules';

/** The lot list scrolls past this height (docs/product/inventory.md#product-panel). */
const LOT_LIST_MAX_HEIGHT = 360;

/** The KiotViet product's code, and how the link was made when staff should know it was not by the same code. */
const LINKED_TEXT = {
  synced: 'detail.kiotvietLinked',
  code: 'detail.kiotvietLinked',
  barcode: 'detail.kiotvietLinkedBarcode',
  created: 'detail.kiotvietLinkedCreated',
  chosen: 'detail.kiotvietLinkedChosen',
} as const satisfies Record<NonNullable<Product['kiotviet_product']>['method'], string>;

export interface ProductDrawerProps {
  /** The product shown; null closes the panel. */
  productId: string | null;
  onClose: () => void;
}

/**
 * The product detail panel (docs/product/inventory.md#product-panel): code, name, category, stock, price, status, the
 * suggestion days with their
 * inline edit, and the lots — expired ones flagged 'Hết hạn' and first, then by expiry (days left flagged within 90
 * days), undated last; the stock never counts an expired lot (docs/product/inventory.md#expiry).
 */
export function ProductDrawer({ productId, onClose }: ProductDrawerProps) {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation('common');
  // The last product stays shown while the panel slides out.
  const [shownId, setShownId] = useState(productId);
  if (productId !== null && productId !== shownId) setShownId(productId);
  const { data, error, mutate } = useProduct(shownId);
  const product = data?.data;
  // The suggestion days being edited to another number: closing the panel asks first.
  const [editChanged, setEditChanged] = useState(false);
  const unsaved = useUnsavedChanges(editChanged);

  let content: ReactNode;
  if (error) {
    content = <LoadFailed title={t('detail.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else if (!product) {
    content = (
      <div className={styles.drawerBody} role="status" aria-label={t('detail.loading')}>
        <Skeleton shape="rect" height={160} />
        <Skeleton shape="rect" height={200} />
      </div>
    );
  } else {
    content = <ProductDetail key={product.id} product={product} onEditChange={setEditChanged} />;
  }

  return (
    <Drawer
      open={productId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={product ? product.name : t('detail.loading')}
      description={product?.code}
      closeLabel={tc('actions.close')}
      size="large"
      unsavedChanges={unsaved}
    >
      {content}
    </Drawer>
  );
}

function ProductDetail({
  product,
  onEditChange,
}: {
  product: Product;
  /** Whether the suggestion days are being edited to another number than the product's. */
  onEditChange: (changed: boolean) => void;
}) {
  const { t } = useTranslation('inventory');
  return (
    <div className={styles.drawerBody}>
      <dl className={styles.facts}>
        <Fact label={t('detail.code')}>{product.code}</Fact>
        <Fact label={t('detail.name')}>{product.name}</Fact>
        <Fact label={t('detail.category')}>{product.category_name ?? t('noCategory')}</Fact>
        <Fact label={t('detail.stock')}>
          <span className={styles.inlineValue}>
            {formatNumber(product.inventory_summary.total_on_hand)}
            <StockBadge quantity={product.inventory_summary.total_on_hand} />
            <ExpiredUnits quantity={product.inventory_summary.expired_on_hand} />
          </span>
        </Fact>
        <Fact label={t('detail.price')}>{formatMoney(product.inventory_summary.cost)}</Fact>
        <Fact label={t('detail.status')}>
          <ProductStatusBadge active={product.is_active} />
        </Fact>
        <Fact label={t('detail.kiotviet')}>
          {product.kiotviet_product ? (
            t(LINKED_TEXT[product.kiotviet_product.method], { code: product.kiotviet_product.code })
          ) : (
            <Badge tone="caution">{t('detail.kiotvietMissing')}</Badge>
          )}
        </Fact>
        <SuggestionDays product={product} onEditChange={onEditChange} />
      </dl>
      <Units units={product.units} />
      <BranchStock stocks={product.branch_stocks} />
      <LotList lots={product.productInventories} />
    </div>
  );
}

function Fact({ label, wide, children }: { label: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? styles.factWide : styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/**
 * The inline edit of the suggestion days (docs/product/inventory.md#suggestion-days): a whole number 0–180, empty is
 * 0; anything else is refused
 * with a message and nothing is sent. Saving refreshes every product list; success closes the edit.
 */
function SuggestionDays({
  product,
  onEditChange,
}: {
  product: Product;
  onEditChange: (changed: boolean) => void;
}) {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const revalidate = useRevalidate();
  const user = useCurrentUser();
  const { trigger, isMutating } = useUpdateSuggestionDays(product.id);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const changed = editing && text.trim() !== String(product.suggestion_days);
  useEffect(() => {
    onEditChange(changed);
    return () => onEditChange(false);
  }, [changed, onEditChange]);

  const startEdit = () => {
    setText(String(product.suggestion_days));
    setInvalid(false);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSuggestionDays(text);
    if (!parsed.ok) {
      setInvalid(true);
      return;
    }
    try {
      await trigger({ suggestion_days: parsed.days, retailer_id: user.pharmacies[0]?.id });
    } catch (error) {
      const reason = describeError(error, tc);
      toast({
        tone: 'error',
        title: t('toasts.suggestionFailedTitle'),
        description: `${t('toasts.suggestionFailedText')}: ${reason}`,
      });
      return;
    }
    setEditing(false);
    toast({
      tone: 'success',
      title: t('toasts.suggestionSavedTitle'),
      description: t('toasts.suggestionSavedText'),
    });
    revalidate('/api/products', '/api/products/{id}');
  };

  return (
    <Fact label={t('detail.suggestionDays')} wide>
      {editing ? (
        <form className={styles.editForm} onSubmit={save} noValidate>
          <TextField
            className={styles.daysField}
            label={t('detail.suggestionDays')}
            labelHidden
            inputMode="numeric"
            autoComplete="off"
            // The field was asked for by pressing its edit button: it takes the focus.
            autoFocus
            value={text}
            maxLength={6}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setInvalid(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                setEditing(false);
              }
            }}
            description={invalid ? undefined : t('detail.suggestionDaysHint')}
            error={invalid ? t('detail.suggestionDaysInvalid') : undefined}
          />
          <div className={styles.editActions}>
            <Button type="submit" size="small" loading={isMutating}>
              {t('detail.save')}
            </Button>
            <Button
              type="button"
              size="small"
              variant="outline"
              tone="neutral"
              onClick={() => setEditing(false)}
            >
              {t('detail.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <span className={styles.inlineValue}>
          <span>{t('detail.suggestionDaysValue', { count: product.suggestion_days })}</span>
          <Button
            size="small"
            variant="ghost"
            tone="neutral"
            icon={<PencilIcon size={14} />}
            aria-label={t('detail.edit')}
            onClick={startEdit}
          >
            {tc('actions.edit')}
          </Button>
        </span>
      )}
    </Fact>
  );
}

/** The lots in their order (docs/product/inventory.md#lot-order); 'Sản phẩm chưa có số lô' when none carries a number. */
function LotList({ lots }: { lots: InventoryLot[] }) {
  const { t } = useTranslation('inventory');
  const today = todayIso();
  const sorted = sortLots(lots, today);
  const headingId = useId();

  const columns: DataTableColumn<InventoryLot>[] = [
    {
      id: 'batch',
      header: t('detail.batchNumber'),
      cell: (lot) => (
        <span className={styles.lotBatch}>
          {lot.batch_number?.trim() ? (
            <Text weight="medium">{lot.batch_number}</Text>
          ) : (
            <>
              <Text tone="secondary" aria-hidden="true">
                —
              </Text>
              <VisuallyHidden>{t('detail.noBatchNumber')}</VisuallyHidden>
            </>
          )}
          {isLotExpired(lot, today) ? (
            <Badge tone="critical" size="small">
              {t('expired')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'expiry',
      header: t('detail.expiry'),
      cell: (lot) =>
        lot.expiry_date ? (
          <span className={styles.expiryCell}>
            {formatDate(lot.expiry_date)}
            <DaysLeftBadge daysLeft={lot.days_left} />
          </span>
        ) : (
          <Text tone="secondary">{t('detail.noExpiry')}</Text>
        ),
      numeric: true,
    },
    {
      id: 'onHand',
      header: t('detail.onHand'),
      cell: (lot) => formatNumber(lot.on_hand),
      align: 'end',
      numeric: true,
    },
    {
      id: 'cost',
      header: t('detail.cost'),
      cell: (lot) => formatMoney(lot.cost),
      align: 'end',
      numeric: true,
    },
  ];

  const groups = lotsByBranch(sorted);
  const table = (rows: InventoryLot[], caption: string) => (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      getRowId={(lot) => lot.id}
      density="compact"
      stickyHeader
      maxHeight={LOT_LIST_MAX_HEIGHT}
      className={styles.lotTable}
      empty={<EmptyState size="small" title={t('noBatchNumbers')} description={t('detail.noLots')} />}
    />
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        {t('detail.batches')} ({t('detail.batchCount', { count: lots.length })})
      </Heading>
      {lots.length > 0 && !hasBatchNumbers(lots) ? <Text tone="secondary">{t('noBatchNumbers')}</Text> : null}
      {groups === null
        ? table(sorted, t('detail.batches'))
        : groups.map((group) => {
            const label = t('detail.branchLots', {
              branch: group.name ?? t('detail.noBranch'),
              count: group.lots.length,
              onHand: formatNumber(group.lots.reduce((sum, lot) => sum + lot.on_hand, 0)),
            });
            return (
              <div key={group.key} className={styles.branchGroup}>
                <Heading level={4} size={4}>
                  {label}
                </Heading>
                {table(group.lots, label)}
              </div>
            );
          })}
    </section>
  );
}

interface BranchLots {
  key: string;
  /** The branch's name; null for the portal's own receipts (or a branch not synced yet). */
  name: string | null;
  lots: InventoryLot[];
}

/**
 * Lots grouped by the branch holding them, branches by name and lots without one last, each group in the lots'
 * order; null when no lot names a branch (a product the portal alone stocks): one list, as before.
 */
function lotsByBranch(lots: InventoryLot[]): BranchLots[] | null {
  if (!lots.some((lot) => lot.branch_id !== null)) return null;
  const groups = new Map<string, BranchLots>();
  for (const lot of lots) {
    const key = lot.branch_id ?? '';
    const group = groups.get(key) ?? { key, name: lot.branch_id ? lot.branch_name : null, lots: [] };
    group.lots.push(lot);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) =>
    a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, 'vi'),
  );
}

/**
 * The units it is sold and ordered in (docs/product/inventory.md#units): each with how many base units it holds and
 * its price. Nothing for a product sold in its base unit only.
 */
function Units({ units }: { units: ProductUnit[] }) {
  const { t } = useTranslation('inventory');
  const headingId = useId();
  if (units.length < 2) return null;
  const base = units.find((unit) => unit.is_base)?.unit ?? t('detail.unitBase');
  const name = (unit: ProductUnit) => unit.unit ?? <Text tone="secondary">{t('detail.unitUnnamed')}</Text>;
  const columns: DataTableColumn<ProductUnit>[] = [
    { id: 'unit', header: t('detail.unitName'), cell: name },
    {
      id: 'conversion',
      header: t('detail.unitConversion'),
      cell: (unit) =>
        unit.is_base ? (
          <Text tone="secondary">{t('detail.unitBase')}</Text>
        ) : (
          t('detail.unitEquals', { quantity: formatNumber(unit.conversion), base })
        ),
    },
    { id: 'code', header: t('detail.code'), cell: (unit) => unit.code },
    {
      id: 'price',
      header: t('detail.unitPrice'),
      cell: (unit) => formatMoney(unit.base_price),
      align: 'end',
      numeric: true,
    },
  ];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        {t('detail.units')}
      </Heading>
      <DataTable
        caption={t('detail.units')}
        columns={columns}
        rows={units}
        getRowId={(unit) => unit.code}
        density="compact"
        narrowLayout={{ below: 420 }}
        className={styles.lotTable}
      />
    </section>
  );
}

/**
 * A synced product's figures per KiotViet branch: what each holds, has promised, has coming, and its minimum and
 * maximum stock (0 in KiotViet: none set). Nothing for a product KiotViet does not stock.
 */
function BranchStock({ stocks }: { stocks: ProductBranchStock[] }) {
  const { t } = useTranslation('inventory');
  const headingId = useId();
  if (stocks.length === 0) return null;
  const level = (value: number) =>
    value > 0 ? formatNumber(value) : <Text tone="secondary">{t('detail.noLevel')}</Text>;
  // A branch KiotViet names that is not synced yet has no id of its own here.
  const rows = stocks.map((stock, index) => ({ ...stock, rowId: stock.branch_id ?? `unsynced-${index}` }));
  const columns: DataTableColumn<(typeof rows)[number]>[] = [
    {
      id: 'branch',
      header: t('detail.branch'),
      cell: (stock) => stock.branch_name ?? <Text tone="secondary">{t('detail.unsyncedBranch')}</Text>,
    },
    {
      id: 'onHand',
      header: t('detail.onHand'),
      cell: (stock) => formatNumber(stock.on_hand),
      align: 'end',
      numeric: true,
    },
    {
      id: 'reserved',
      header: t('detail.reserved'),
      cell: (stock) => formatNumber(stock.reserved),
      align: 'end',
      numeric: true,
    },
    {
      id: 'onOrder',
      header: t('detail.onOrder'),
      cell: (stock) => formatNumber(stock.on_order),
      align: 'end',
      numeric: true,
    },
    {
      id: 'min',
      header: t('detail.minQuantity'),
      cell: (stock) => level(stock.min_quantity),
      align: 'end',
      numeric: true,
    },
    {
      id: 'max',
      header: t('detail.maxQuantity'),
      cell: (stock) => level(stock.max_quantity),
      align: 'end',
      numeric: true,
    },
  ];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        {t('detail.branchStock')}
      </Heading>
      <DataTable
        caption={t('detail.branchStock')}
        columns={columns}
        rows={rows}
        getRowId={(stock) => stock.rowId}
        density="compact"
        // Six columns do not fit a phone's panel: each branch becomes a card there.
        narrowLayout={{ below: 520 }}
        className={styles.lotTable}
      />
    </section>
  );
}
