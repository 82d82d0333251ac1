import type { ProductSummary, ReorderFigures } from '@pharmacy/api-client';
import { useProductPages } from '@pharmacy/api-client/swr/products';
import { useReorderFigures } from '@pharmacy/api-client/swr/reorder';
import { formatMoney, formatNumber } from '@pharmacy/i18n';
import { Button, Checkbox, Spinner, TextField, useDebouncedCallback } from '@pharmacy/ui';
import type { TFunction } from 'i18next';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kiotvietStatus } from '../../../shared/kiotvietProduct';
import * as styles from './CreateOrder.css';

/**
 * The picker pages by 50 and searches 300 ms after the last keystroke
 * (docs/product/purchase-orders.md#partner-order).
 */
const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MAX = 100;

export interface ProductPickerProps {
  /** The chosen partner supplier; null shows 'Vui lòng chọn nhà cung cấp trước…'. */
  supplierId: string | null;
  /** Ids of the ticked products. */
  selected: ReadonlySet<string>;
  /** `suggested`: the product's reorder suggestion from this supplier (0 when none), where a new line starts. */
  onToggle: (product: ProductSummary, checked: boolean, suggested: number) => void;
  /** The reason no product can be ordered yet (shown under the list), e.g. none ticked. */
  error?: string;
}

/**
 * The partner order's product picker (docs/product/purchase-orders.md#partner-order): a search box (debounced), the
 * supplier's active catalogue as a
 * list of checkboxes with code, stock on hand and price, and 'Tải thêm sản phẩm...' while fewer than the total are
 * listed. Another supplier or search starts again at the first page. The ref reaches the search box.
 */
export const ProductPicker = forwardRef<HTMLInputElement, ProductPickerProps>(function ProductPicker(
  { supplierId, selected, onToggle, error },
  ref,
) {
  const { t } = useTranslation('purchaseOrders');
  const errorId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const applySearch = useDebouncedCallback((value: string) => setSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  const pages = useProductPages(
    supplierId
      ? {
          distributor_id: supplierId,
          is_active: true,
          limit: PAGE_SIZE,
          // A line needs the product's summary and units, not its lots.
          view: 'summary' as const,
          ...(search ? { search } : {}),
        }
      : null,
    // Another supplier's products must never stay on screen while this one's load: they could be ticked.
    { keepPreviousData: false },
  );
  const products = pages.data?.flatMap((page) => page.data) ?? [];
  // Beside each product the pharmacy sells: its stock, what is usable before it expires and the suggestion
  // (docs/product/inventory.md#reorder-suggestions).
  const figures = useReorderFigures(
    supplierId,
    products.map((product) => product.id),
  ).data;
  const figureOf = new Map((figures ?? []).map((figure) => [figure.product_id, figure]));
  const last = pages.data?.at(-1);
  const total = pages.data?.[0]?.total ?? 0;
  const hasMore = Boolean(last?.next_cursor) && products.length < total;
  const loadingMore = pages.size > 0 && pages.data !== undefined && pages.data[pages.size - 1] === undefined;

  // After 'Tải thêm', focus goes to the first product that came in, so a keyboard user carries on from there.
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || products.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[from]?.focus();
  });
  const loadMore = () => {
    focusFrom.current = products.length;
    void pages.setSize(pages.size + 1);
  };

  let body: React.ReactNode;
  if (!supplierId) {
    body = <p className={styles.pickerMessage}>{t('create.chooseSupplierFirst')}</p>;
  } else if (pages.error && products.length === 0) {
    body = (
      <div className={styles.pickerMessage} role="alert">
        {t('create.productsLoadFailed')}
        <Button size="small" variant="outline" tone="neutral" onClick={() => void pages.mutate()}>
          {t('create.retry')}
        </Button>
      </div>
    );
  } else if (pages.isLoading) {
    body = (
      <p className={styles.pickerMessage} role="status">
        <Spinner size="small" decorative />
        {t('create.loading')}
      </p>
    );
  } else if (products.length === 0) {
    body = <p className={styles.pickerMessage}>{t('create.productsEmpty')}</p>;
  } else {
    body = (
      <>
        <ul className={styles.productList} ref={listRef}>
          {products.map((product) => (
            <li key={product.id} className={styles.productItem}>
              <Checkbox
                label={<span className={styles.wrapText}>{product.name}</span>}
                description={productDetails(product, figureOf.get(product.id), t)}
                checked={selected.has(product.id)}
                onCheckedChange={(checked) =>
                  onToggle(product, checked, figureOf.get(product.id)?.suggested_quantity ?? 0)
                }
              />
            </li>
          ))}
        </ul>
        <div className={styles.pickerFooter}>
          <span className={styles.pickerMessage} role="status">
            {t('create.shownCount', { shown: formatNumber(products.length), total: formatNumber(total) })}
          </span>
          {hasMore || loadingMore ? (
            <Button size="small" variant="outline" tone="neutral" loading={loadingMore} onClick={loadMore}>
              {t('create.loadMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className={styles.picker}>
      <TextField
        ref={ref}
        type="search"
        label={t('create.productSearchLabel')}
        labelHidden
        placeholder={t('create.productSearch')}
        value={text}
        maxLength={SEARCH_MAX}
        disabled={!supplierId}
        onChange={(event) => {
          setText(event.target.value);
          applySearch(event.target.value);
        }}
        aria-describedby={error ? errorId : undefined}
      />
      {body}
      {error ? (
        <p id={errorId} className={styles.errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

/**
 * 'Mã … · Tồn kho: … · giá · KiotViet'; for a product the pharmacy sells, its stock, usable stock and suggestion
 * from this supplier instead of the catalogue product's own stock.
 */
function productDetails(
  product: ProductSummary,
  figure: ReorderFigures | undefined,
  t: TFunction<'purchaseOrders'>,
) {
  const common = {
    code: product.code,
    price: formatMoney(product.base_price),
    kiotviet: kiotvietStatus(product, t),
  };
  if (!figure || (figure.daily_sales === 0 && figure.suggested_quantity === 0)) {
    return t('create.productDetails', {
      ...common,
      onHand: formatNumber(product.inventorySummary.totalOnHand),
    });
  }
  return t('create.productDetailsReorder', {
    ...common,
    onHand: formatNumber(figure.on_hand),
    usable: formatNumber(figure.usable),
    suggested: formatNumber(figure.suggested_quantity),
  });
}
