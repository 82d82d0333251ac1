import { useProducts } from '@pharmacy/api-client/swr';
import { useProductPages } from '@pharmacy/api-client/swr/products';
import { useReorderFigures } from '@pharmacy/api-client/swr/reorder';
import { formatDate, formatMoney, formatNumber, todayIso } from '@pharmacy/i18n';
import {
  Combobox,
  type ComboboxOption,
  Dialog,
  LotEditor,
  type LotEditorLabels,
  type LotIssue,
  type LotProduct,
  Text,
  Textarea,
  useToast,
  VisuallyHidden,
} from '@pharmacy/ui';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/currentUser';
import { kiotvietStatus } from '../../../shared/kiotvietProduct';
import { useUnsavedChanges } from '../../../shared/unsavedChanges';
import {
  type BatchProblem,
  checkBatchOrder,
  sentBatchLines,
  toBatchOrder,
  toDraftedLotProduct,
  toLotProduct,
  type UnitLabel,
} from './batchOrderForm';
import * as styles from './CreateOrder.css';
import { OrderFormFooter, type OrderFormProps, useForgetWhenClosed } from './OrderForm';
import { ORDER_LIMITS } from './partnerOrderForm';
import { SupplierSelect } from './SupplierSelect';
import { ToastLines } from './ToastLines';
import { useSubmitOrder } from './useSubmitOrder';

/**
 * 'Dữ liệu không hợp lệ' lists 5 problems; the search waits 200 ms; pages of 50
 * (docs/product/purchase-orders.md#batch-order).
 */
const INVALID_LINES = 5;
const SEARCH_DEBOUNCE_MS = 200;
const PAGE_SIZE = 50;

/**
 * Create a batch order for an internal supplier (docs/product/purchase-orders.md#batch-order): supplier, notes, the
 * pharmacy's products to add
 * ('Chọn sản phẩm', searched on the server), and per product its lots in the `LotEditor` — lots from inventory and
 * new ones, each with number, price, quantity and expiry. Every rule of docs/product/purchase-orders.md#lot-rules is
 * checked before sending
 * (`checkBatchOrder`); today in Asia/Ho_Chi_Minh is the expected delivery date. Works from the keyboard alone:
 * choosing a product keeps focus in the search, the editor's buttons move focus to the lot they add, and a refused
 * submit focuses the first field in error.
 */
export function BatchOrderDialog({
  open,
  supplier,
  onSupplierChange,
  notes,
  onNotesChange,
  onClose,
  onCreated,
  draft,
}: OrderFormProps) {
  const { t } = useTranslation(['purchaseOrders', 'common']);
  const { toast } = useToast();
  const user = useCurrentUser();
  const retailerId = user.pharmacies[0]?.id;
  const formId = useId();
  const { submit: send, refuseEmpty, isMutating } = useSubmitOrder();
  const [products, setProducts] = useState<LotProduct[]>([]);
  // A larger unit says how many base units it holds: 'Hộp (= 100 viên)'.
  const unitLabel = useCallback<UnitLabel>(
    (unit, base) =>
      unit.is_base || base === null
        ? (unit.unit ?? unit.code)
        : t('batch.lots.unitOption', {
            unit: unit.unit ?? unit.code,
            quantity: formatNumber(unit.conversion),
            base,
          }),
    [t],
  );
  const [attempted, setAttempted] = useState(false);
  const [supplierError, setSupplierError] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [search, setSearch] = useState('');
  const supplierRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);

  const today = todayIso();
  const unsaved = useUnsavedChanges(supplier !== null || notes !== '' || products.length > 0);
  const check = useMemo(
    () => (attempted ? checkBatchOrder(products, today) : null),
    [attempted, products, today],
  );

  const reset = () => {
    setProducts([]);
    setAttempted(false);
    setSupplierError(undefined);
    setAnnouncement('');
    setSearch('');
  };
  useForgetWhenClosed(open, reset);

  // A refused submit takes the keyboard to the first field in error, once the editor shows the errors.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current
      ?.querySelector<HTMLElement>('[data-lot-key] [aria-invalid="true"]:not(:disabled)')
      ?.focus();
  });

  // A drafted order's products, each with one new lot at its quantity, once they have loaded.
  const draftLines = draft?.lines.slice(0, ORDER_LIMITS.lines) ?? [];
  const drafted = useProducts(
    open && retailerId && draftLines.length > 0
      ? { retailer_id: retailerId, product_ids: draftLines.map((line) => line.productId), limit: 200 }
      : null,
  ).data?.data;
  const draftApplied = useRef(false);
  useEffect(() => {
    if (draftApplied.current || !drafted) return;
    draftApplied.current = true;
    const byId = new Map(drafted.map((product) => [product.id, product]));
    setProducts(
      draftLines.flatMap((line) => {
        const product = byId.get(line.productId);
        return product
          ? [toDraftedLotProduct(product, line.quantity, today, unitLabel, line.unitCode ?? null)]
          : [];
      }),
    );
  }, [drafted, draftLines, today, unitLabel]);

  const pages = useProductPages(
    open && supplier && retailerId
      ? { retailer_id: retailerId, is_active: true, limit: PAGE_SIZE, ...(search ? { search } : {}) }
      : null,
  );
  const found = useMemo(() => pages.data?.flatMap((page) => page.data) ?? [], [pages.data]);
  const last = pages.data?.at(-1);
  const hasMore = Boolean(last?.next_cursor) && found.length < (pages.data?.[0]?.total ?? 0);
  const loadingMore = pages.size > 0 && pages.data !== undefined && pages.data[pages.size - 1] === undefined;
  const added = useMemo(() => new Set(products.map((p) => p.id)), [products]);
  // Beside each product: its stock, what is usable before it expires and the suggestion from this supplier
  // (docs/product/inventory.md#reorder-suggestions); a product with a suggestion comes with a new lot of that many.
  const figures = useReorderFigures(
    supplier?.id ?? null,
    found.map((product) => product.id),
  ).data;
  const figureOf = useMemo(
    () => new Map((figures ?? []).map((figure) => [figure.product_id, figure])),
    [figures],
  );
  const options = useMemo<ComboboxOption[]>(
    () =>
      found.map((product) => {
        const figure = figureOf.get(product.id);
        const common = { code: product.code, kiotviet: kiotvietStatus(product, t) };
        const description =
          figure && (figure.daily_sales > 0 || figure.suggested_quantity > 0)
            ? t('batch.productOptionReorder', {
                ...common,
                onHand: formatNumber(figure.on_hand),
                usable: formatNumber(figure.usable),
                suggested: formatNumber(figure.suggested_quantity),
              })
            : t('batch.productOption', {
                ...common,
                onHand: formatNumber(product.inventorySummary.totalOnHand),
              });
        return {
          value: product.id,
          label: product.name,
          description,
          ...(added.has(product.id) ? { disabled: true, badge: t('batch.alreadyAdded') } : {}),
        };
      }),
    [found, added, figureOf, t],
  );

  const addProduct = (option: ComboboxOption | null) => {
    const product = option ? found.find((p) => p.id === option.value) : undefined;
    if (!product || added.has(product.id)) return;
    const suggested = figureOf.get(product.id)?.suggested_quantity ?? 0;
    setProducts((current) => [
      ...current,
      suggested > 0
        ? toDraftedLotProduct(product, Math.min(suggested, ORDER_LIMITS.quantity), today, unitLabel)
        : toLotProduct(product, unitLabel),
    ]);
    setAnnouncement(t('batch.productAdded', { product: product.name }));
  };

  const removeProduct = (productId: string) => {
    const product = products.find((p) => p.id === productId);
    setProducts((current) => current.filter((p) => p.id !== productId));
    if (product) setAnnouncement(t('batch.productRemoved', { product: product.name }));
    // The last product gone, the search is where the person goes on.
    if (products.length === 1) searchRef.current?.focus();
  };

  const close = () => {
    reset();
    onClose();
  };

  const problemText = (problem: BatchProblem) => {
    const message =
      problem.code === 'noLots'
        ? t('batch.issues.noLots')
        : t(`batch.issues.${problem.code}`, {
            lot: problem.lotNumber,
            onHand: problem.onHand ?? 0,
            max:
              problem.code === 'priceMax'
                ? formatMoney(ORDER_LIMITS.unitPrice)
                : formatNumber(ORDER_LIMITS.quantity),
          });
    return problem.lotNumber
      ? t('create.serverErrors.productLot', { product: problem.productName, lot: problem.lotNumber, message })
      : t('create.serverErrors.product', { product: problem.productName, message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    setAttempted(true);
    if (!supplier) {
      setSupplierError(t('create.errors.supplierRequired'));
      supplierRef.current?.focus();
      return;
    }
    if (products.length === 0) {
      refuseEmpty();
      searchRef.current?.focus();
      return;
    }
    const result = checkBatchOrder(products, today);
    const lines = [
      ...result.problems.map(problemText),
      ...(result.orderProblem
        ? [t(`create.errors.${result.orderProblem}`, { max: ORDER_LIMITS.lines })]
        : []),
    ];
    if (lines.length > 0) {
      toast({
        tone: 'error',
        title: t('batch.invalidTitle'),
        description: <ToastLines lines={lines} max={INVALID_LINES} />,
      });
    }
    if (result.expiredLots > 0) {
      toast({
        tone: 'error',
        title: t('batch.expiredTitle'),
        description: t('batch.expiredText', { count: result.expiredLots }),
      });
    }
    if (lines.length > 0 || result.expiredLots > 0) {
      focusFirstError.current = true;
      return;
    }

    const sent = await send(toBatchOrder(supplier.id, notes, products, today), sentBatchLines(products));
    if (!sent.order) {
      setSupplierError(sent.fieldErrors.supplier);
      return;
    }
    reset();
    onCreated(sent.order);
  };

  const labels: LotEditorLabels = {
    existingLots: t('batch.lots.existingLots'),
    newLots: t('batch.lots.newLots'),
    addExistingLot: t('batch.lots.addExistingLot'),
    noExistingLotToAdd: t('batch.lots.noExistingLotToAdd'),
    addNewLot: t('batch.lots.addNewLot'),
    existingLotsHint: t('batch.lots.existingLotsHint'),
    newLotsHint: t('batch.lots.newLotsHint'),
    chooseExistingLot: t('batch.lots.chooseExistingLot'),
    lotNumber: t('batch.lots.lotNumber'),
    lotNumberPlaceholder: t('batch.lots.lotNumberPlaceholder'),
    price: t('batch.lots.price'),
    quantity: t('batch.lots.quantity'),
    expiry: t('batch.lots.expiry'),
    lineTotal: t('batch.lots.lineTotal'),
    expired: t('batch.lots.expired'),
    onHand: (onHand) => t('batch.lots.onHand', { onHand: formatNumber(onHand) }),
    lotGroup: (product, lot, position) =>
      lot.trim()
        ? t('batch.lots.lotGroup', { product, lot })
        : t('batch.lots.lotGroupUnnamed', { product, position }),
    removeLot: (product, lot, position) =>
      lot.trim()
        ? t('batch.lots.removeLot', { product, lot })
        : t('batch.lots.removeUnnamedLot', { product, position }),
    removeProduct: (product) => t('batch.lots.removeProduct', { product }),
    unit: (product) => t('batch.lots.unit', { product }),
    noLots: t('batch.lots.noLots'),
    totalQuantity: t('batch.lots.totalQuantity'),
    totalAmount: t('batch.lots.totalAmount'),
    grandTotal: t('batch.lots.grandTotal'),
    chooseDate: t('create.chooseDate'),
    calendar: t('create.calendar'),
    previousMonth: t('create.previousMonth'),
    nextMonth: t('create.nextMonth'),
  };

  const issueMessage = (issue: LotIssue) =>
    t(`batch.issues.${issue.code}`, { lot: issue.params.lotNumber, onHand: issue.params.onHand ?? 0 });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('batch.title')}
      description={t('batch.description')}
      // The lot editor's rows (number, price, quantity, expiry, total) need the width.
      size="xlarge"
      closeLabel={t('create.close')}
      hideOnInteractOutside={false}
      initialFocus={supplier ? searchRef : supplierRef}
      footer={<OrderFormFooter formId={formId} busy={isMutating} />}
      unsavedChanges={unsaved}
    >
      <form id={formId} ref={formRef} className={styles.batchForm} noValidate onSubmit={submit}>
        <div className={styles.batchFields}>
          <SupplierSelect
            ref={supplierRef}
            value={supplier}
            onChange={(next) => {
              setSupplierError(undefined);
              onSupplierChange(next);
            }}
            error={
              supplierError ?? (attempted && !supplier ? t('create.errors.supplierRequired') : undefined)
            }
          />
          <Textarea
            label={t('create.notes')}
            placeholder={t('create.notesPlaceholder')}
            value={notes}
            rows={2}
            maxLength={1000}
            onChange={(event) => onNotesChange(event.target.value)}
          />
        </div>
        <Text size="small" tone="secondary">
          {t('batch.deliveryToday', { date: formatDate(today) })}
        </Text>
        <Combobox
          ref={searchRef}
          label={t('batch.productSearch')}
          placeholder={t('batch.productSearchPlaceholder')}
          description={supplier ? undefined : t('batch.chooseSupplierFirst')}
          disabled={!supplier}
          async
          clearOnSelect
          options={options}
          onSelectedItemChange={addProduct}
          onInputChange={(query) => setSearch(query.trim().slice(0, 100))}
          debounceMs={SEARCH_DEBOUNCE_MS}
          loading={pages.isLoading || loadingMore}
          loadingText={t('create.loading')}
          emptyText={pages.error ? t('create.productsLoadFailed') : t('create.productsEmpty')}
          hasMore={hasMore}
          onLoadMore={() => void pages.setSize(pages.size + 1)}
          loadMoreText={t('create.loadMore')}
          clearLabel={t('batch.clearSearch')}
          toggleLabel={t('batch.showProducts')}
        />
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        {products.length === 0 ? (
          <Text tone="secondary">{supplier ? t('batch.noProducts') : t('batch.chooseSupplierFirst')}</Text>
        ) : (
          <LotEditor
            products={products}
            onChange={setProducts}
            today={today}
            labels={labels}
            issueMessage={issueMessage}
            issues={check?.issues ?? []}
            onRemoveProduct={removeProduct}
            formatMoney={formatMoney}
          />
        )}
      </form>
    </Dialog>
  );
}
