import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { TrashIcon } from '../../icons/icons';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DatePicker } from '../DatePicker/DatePicker';
import { IconButton } from '../IconButton/IconButton';
import { MoneyField } from '../MoneyField/MoneyField';
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import * as styles from './LotEditor.css';
import {
  addExistingLot,
  addNewLot,
  chooseInventoryLot,
  chooseUnit,
  removeLot,
  updateLot,
} from './lotEditing';
import {
  availableInventoryLots,
  canAddExistingLot,
  grandTotals,
  inlineIssues,
  isLotExpired,
  isLotNumberLocked,
  isoToLotExpiry,
  type Lot,
  type LotField,
  type LotIssue,
  type LotProduct,
  lotTotal,
  parseLotExpiry,
  productTotals,
} from './lotRules';

export interface LotEditorLabels {
  /** Section of lots from inventory: 'Số lô hiện tại'. */
  existingLots: string;
  /** Section of new lots, e.g. 'Số lô mới'. */
  newLots: string;
  /** '+ Số lô hiện tại' (the portal's text carries the plus: the button shows no icon beside it). */
  addExistingLot: string;
  /**
   * Why '+ Số lô hiện tại' is disabled, shown beside it: every usable inventory lot is already in the form,
   * or the product has none that has not expired, e.g. 'Đã chọn hết số lô còn hạn trong kho'.
   */
  noExistingLotToAdd?: string;
  /** '+ Thêm số lô mới' */
  addNewLot: string;
  /**
   * What the lots from inventory are and what may change in them, shown under their heading, e.g. 'Lô đã có trong
   * kho: số lô và hạn dùng giữ nguyên; số lượng không vượt quá tồn kho của lô'.
   */
  existingLotsHint?: string;
  /**
   * What a new lot needs, shown under its heading: what a lot number is, that the expiry must be a day after today,
   * what the quantity counts.
   */
  newLotsHint?: string;
  /** The existing-lot dropdown: 'Chọn số lô hiện tại'. */
  chooseExistingLot: string;
  /** 'Số lô' */
  lotNumber: string;
  /** 'Nhập số lô' */
  lotNumberPlaceholder: string;
  /** 'Giá nhập' */
  price: string;
  /** 'Số lượng' */
  quantity: string;
  /** 'HSD' */
  expiry: string;
  /** 'Thành tiền' */
  lineTotal: string;
  /** Flag of an expired lot: 'Hết hạn'. */
  expired: string;
  /** The on-hand hint of an existing lot, e.g. `(n) => \`Tồn kho: ${n}\``. */
  onHand: (onHand: number) => string;
  /** Names a lot row for assistive tech, e.g. `(product, lot) => \`${product} — lô ${lot}\``. */
  lotGroup: (productName: string, lotNumber: string, position: number) => string;
  /** The remove button of a lot row. */
  removeLot: (productName: string, lotNumber: string, position: number) => string;
  /** The remove button of a product. */
  removeProduct: (productName: string) => string;
  /** Names the unit choice of a product sold in several units, e.g. `(p) => \`Đơn vị tính của ${p}\``. */
  unit?: (productName: string) => string;
  /** Shown in a section without lots. */
  noLots: string;
  /** 'Tổng số lượng' */
  totalQuantity: string;
  /** 'Tổng tiền' */
  totalAmount: string;
  /** The grand total heading, e.g. 'Tổng đơn hàng'. */
  grandTotal: string;
  /**
   * The expiry picker's button and calendar: 'Chọn ngày', 'Lịch chọn ngày', 'Tháng trước', 'Tháng sau'. (It has no
   * clear button: a row has no room for one beside a whole date, and the typed date can be selected and deleted.)
   */
  chooseDate?: string;
  calendar?: string;
  previousMonth?: string;
  nextMonth?: string;
}

export interface LotEditorProps {
  /** The products of the order, each with its inventory lots, the lots picked from them and its new lots. */
  products: readonly LotProduct[];
  /** Called with every product after each edit: the editor is controlled, the app keeps `products`. */
  onChange: (products: LotProduct[]) => void;
  /** Today in the pharmacy's time zone, `yyyy-MM-dd`: expiry before it is expired, earlier days are disabled. */
  today: string;
  /** Every text of the editor: section and field labels, button names, totals (the library holds no copy). */
  labels: LotEditorLabels;
  /** Turns a keyed issue into the app's text (the library holds no copy). */
  issueMessage: (issue: LotIssue) => ReactNode;
  /**
   * Issues from the last submit (`validateProducts`). Inline checks — duplicate numbers, quantities above on
   * hand — are computed here as the user types.
   */
  issues?: readonly LotIssue[];
  /** Removes a whole product; the button is hidden without it. */
  onRemoveProduct?: (productId: string) => void;
  /** Formats đồng for totals; vi-VN currency by default. */
  formatMoney?: (amount: number) => string;
}

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const defaultFormatMoney = (amount: number) => vnd.format(amount);

/** The first control a person would use in a lot row: its lot number (field or dropdown), else the price. */
const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), button:not(:disabled)';
const lotSelector = (key: string) => `[data-lot-key="${CSS.escape(key)}"]`;

/**
 * Focus to move once the next render has put the target in place: adding, removing or choosing a lot replaces
 * the element that had focus (or adds the one to fill in), and the editor is controlled, so the change lands
 * only when the app re-renders it. Without this, focus falls to the page after every remove.
 */
function usePendingFocus(container: RefObject<HTMLElement | null>, value: unknown) {
  const pending = useRef<{ selector: string; before: unknown; origin: Element | null } | null>(null);
  useLayoutEffect(() => {
    // Waits for the app to render the change; a change it turned down leaves focus where it is.
    if (pending.current === null || pending.current.before === value) return;
    const { selector, origin } = pending.current;
    pending.current = null;
    const doc = container.current?.ownerDocument;
    const active = doc?.activeElement ?? null;
    // Only while focus is still on the control that asked, or was lost with it: if the app turned the change down
    // and the person has moved on, a later edit must not pull focus back.
    const lost = active === null || active === doc?.body || !origin?.isConnected;
    if (active !== origin && !lost) return;
    container.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  return (selector: string) => {
    const origin = container.current?.ownerDocument.activeElement ?? null;
    pending.current = { selector, before: value, origin };
  };
}

/**
 * The batch-order lot editor, controlled: per product, lots from inventory and new lots,
 * each with lot number, purchase price, quantity, expiry (typed `dd-MM-yyyy` or picked, past days disabled) and
 * line total, plus product and grand totals. Expired inventory lots show red with their price and quantity
 * disabled and their expiry read-only (readable at full contrast: it is why the lot is blocked); a
 * chosen inventory lot keeps its number; its quantity may not exceed on hand; lot numbers must be unique in the
 * product. Rules are the pure functions of `lotRules.ts`; texts come from the app through `labels` and
 * `issueMessage`. Built from this library's fields (react-number-format, date-fns, Ariakit Select).
 *
 * Focus follows the edits: a new lot's first field is focused; choosing an inventory lot moves on to the row's
 * first editable field; removing a lot focuses the next row's remove button (or the section's add button), and
 * removing a product focuses the next product's remove button. Give each product a stable `id`.
 */
export function LotEditor({
  products,
  onChange,
  today,
  labels,
  issueMessage,
  issues = [],
  onRemoveProduct,
  formatMoney = defaultFormatMoney,
}: LotEditorProps) {
  const replace = (next: LotProduct) => onChange(products.map((p) => (p.id === next.id ? next : p)));
  const totals = grandTotals(products);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterChange = usePendingFocus(rootRef, products);
  const removeProduct = (productId: string) => {
    if (!onRemoveProduct) return;
    const index = products.findIndex((p) => p.id === productId);
    const neighbour = products[index + 1] ?? products[index - 1];
    // The next product's remove button takes the place of the one pressed; with none left there is nothing here
    // to focus, and the app's product picker is the natural next stop.
    if (neighbour) focusAfterChange(`[data-product-id="${CSS.escape(neighbour.id)}"] [data-remove-product]`);
    onRemoveProduct(productId);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      {products.map((product) => (
        <ProductLots
          key={product.id}
          product={product}
          today={today}
          labels={labels}
          issues={[...inlineIssues(product), ...issues.filter((issue) => issue.productId === product.id)]}
          issueMessage={issueMessage}
          formatMoney={formatMoney}
          onChange={replace}
          onRemove={onRemoveProduct ? () => removeProduct(product.id) : undefined}
        />
      ))}
      {products.length > 0 ? (
        <section className={styles.grandTotals} aria-label={labels.grandTotal}>
          <Text weight="semibold">{labels.grandTotal}</Text>
          <Text>
            {labels.totalQuantity}: <strong>{totals.quantity}</strong>
          </Text>
          <Text>
            {labels.totalAmount}: <strong>{formatMoney(totals.amount)}</strong>
          </Text>
        </section>
      ) : null}
    </div>
  );
}

interface ProductLotsProps {
  product: LotProduct;
  today: string;
  labels: LotEditorLabels;
  issues: LotIssue[];
  issueMessage: (issue: LotIssue) => ReactNode;
  formatMoney: (amount: number) => string;
  onChange: (product: LotProduct) => void;
  onRemove: (() => void) | undefined;
}

function ProductLots({
  product,
  today,
  labels,
  issues,
  issueMessage,
  formatMoney,
  onChange,
  onRemove,
}: ProductLotsProps) {
  const totals = productTotals(product);
  // Not derived from product.id: two editors may show the same product on one page.
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const focusAfterChange = usePendingFocus(sectionRef, product);
  const rowProps = { product, today, labels, issues, issueMessage, formatMoney, onChange, focusAfterChange };

  /** Adds a lot and takes the user to its first field. */
  const add = (kind: 'existing' | 'new') => {
    const next = kind === 'existing' ? addExistingLot(product, today) : addNewLot(product, today);
    const before = new Set([...product.existingLots, ...product.newLots].map((lot) => lot.key));
    const added = [...next.existingLots, ...next.newLots].find((lot) => !before.has(lot.key));
    if (added) focusAfterChange(`${lotSelector(added.key)} :is(${FIRST_FIELD})`);
    onChange(next);
  };

  return (
    <section
      ref={sectionRef}
      className={styles.product}
      aria-labelledby={headingId}
      data-product-id={product.id}
    >
      <div className={styles.productHeader}>
        <div className={styles.productName}>
          <Text id={headingId} weight="semibold">
            {product.name}
          </Text>
          <Text size="small" tone="secondary">
            {product.code}
          </Text>
        </div>
        {product.units && product.units.length > 1 ? (
          // Quantities and prices of its lots are per the unit chosen here; the base unit by default.
          <Select
            className={styles.unitSelect}
            label={labels.unit?.(product.name) ?? product.name}
            labelHidden
            size="small"
            options={product.units.map((unit) => ({ value: unit.code ?? '', label: unit.label }))}
            value={product.unitCode ?? ''}
            onChange={(code) => onChange(chooseUnit(product, code || null))}
          />
        ) : null}
        {onRemove ? (
          <IconButton
            label={labels.removeProduct(product.name)}
            icon={<TrashIcon />}
            tone="critical"
            data-remove-product
            onClick={onRemove}
          />
        ) : null}
      </div>

      <LotSection
        kind="existing"
        title={labels.existingLots}
        hint={labels.existingLotsHint}
        addLabel={labels.addExistingLot}
        addTone="neutral"
        addDisabled={!canAddExistingLot(product)}
        addDisabledReason={labels.noExistingLotToAdd}
        onAdd={() => add('existing')}
        lots={product.existingLots}
        firstPosition={1}
        emptyText={labels.noLots}
        rowProps={rowProps}
      />
      <LotSection
        kind="new"
        title={labels.newLots}
        hint={labels.newLotsHint}
        addLabel={labels.addNewLot}
        addTone="brand"
        onAdd={() => add('new')}
        lots={product.newLots}
        firstPosition={product.existingLots.length + 1}
        emptyText={labels.noLots}
        rowProps={rowProps}
      />

      <div className={styles.totals}>
        <Text>
          {labels.totalQuantity}: <strong>{totals.quantity}</strong>
        </Text>
        <Text>
          {labels.totalAmount}: <strong>{formatMoney(totals.amount)}</strong>
        </Text>
      </div>
    </section>
  );
}

interface LotSectionProps {
  kind: 'existing' | 'new';
  title: string;
  hint?: string;
  addLabel: string;
  addTone: 'neutral' | 'brand';
  addDisabled?: boolean;
  addDisabledReason?: string;
  onAdd: () => void;
  lots: Lot[];
  /** The row number of the section's first lot, counted across the product's two sections. */
  firstPosition: number;
  emptyText: string;
  rowProps: Omit<LotRowProps, 'lot' | 'position'>;
}

/** One of a product's two lot lists (from inventory, or new) with its add button. */
function LotSection({
  kind,
  title,
  hint,
  addLabel,
  addTone,
  addDisabled = false,
  addDisabledReason,
  onAdd,
  lots,
  firstPosition,
  emptyText,
  rowProps,
}: LotSectionProps) {
  const reasonId = useId();
  const reason = addDisabled && addDisabledReason ? addDisabledReason : undefined;
  return (
    <div className={styles.section}>
      <div className={styles.sectionHeader}>
        <div className={styles.sectionTitle}>
          <Text weight="medium">{title}</Text>
          {hint ? (
            <Text size="small" tone="secondary">
              {hint}
            </Text>
          ) : null}
        </div>
        <div className={styles.addAction}>
          {reason ? (
            <Text id={reasonId} size="small" tone="secondary">
              {reason}
            </Text>
          ) : null}
          <Button
            size="small"
            variant="outline"
            tone={addTone}
            disabled={addDisabled}
            aria-describedby={reason ? reasonId : undefined}
            data-add-lot={kind}
            onClick={onAdd}
          >
            {addLabel}
          </Button>
        </div>
      </div>
      {lots.length === 0 ? <Text className={styles.emptyText}>{emptyText}</Text> : null}
      {lots.map((lot, index) => (
        <LotRow key={lot.key} lot={lot} position={firstPosition + index} {...rowProps} />
      ))}
    </div>
  );
}

interface LotRowProps extends Omit<ProductLotsProps, 'onRemove'> {
  lot: Lot;
  position: number;
  /** Where focus goes once the change is rendered (a selector inside the product). */
  focusAfterChange: (selector: string) => void;
}

function LotRow({
  product,
  lot,
  position,
  today,
  labels,
  issues,
  issueMessage,
  formatMoney,
  onChange,
  focusAfterChange,
}: LotRowProps) {
  // Inventory lots past their expiry are shown red and frozen; a new lot typed with a past date stays editable
  // (red, with its error) so it can be corrected.
  const expired = isLotExpired(lot.expiryDate, today);
  const frozen = expired && lot.isFromServer;
  const locked = isLotNumberLocked(lot);
  const errorFor = (field: LotField) => {
    const issue = issues.find((i) => i.lotKey === lot.key && i.field === field);
    return issue ? issueMessage(issue) : undefined;
  };
  const update = (patch: Partial<Lot>) => onChange(updateLot(product, lot.key, patch, today));
  const expiry = parseLotExpiry(lot.expiryDate);
  const choosable = availableInventoryLots(product);

  const choose = (batch: string) => {
    // The dropdown gives way to the locked number: focus goes on to the row's first editable field.
    focusAfterChange(`${lotSelector(lot.key)} input:not([type="hidden"]):not(:disabled)`);
    onChange(chooseInventoryLot(product, lot.key, batch, today));
  };
  const remove = () => {
    // The row that takes this one's place (or the one before) keeps focus on its remove button; an emptied
    // section hands it to its add button.
    const list = lot.isFromServer ? product.existingLots : product.newLots;
    const index = list.findIndex((other) => other.key === lot.key);
    const neighbour = list[index + 1] ?? list[index - 1];
    focusAfterChange(
      neighbour
        ? `${lotSelector(neighbour.key)} [data-remove-lot]`
        : lot.isFromServer
          ? '[data-add-lot="existing"]:not(:disabled), [data-add-lot="new"]'
          : '[data-add-lot="new"]',
    );
    onChange(removeLot(product, lot.key));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of related fields, named for screen readers; not a form
    <div
      role="group"
      aria-label={labels.lotGroup(product.name, lot.lotNumber, position)}
      className={styles.lotRow({ expired })}
      data-expired={expired || undefined}
      data-lot-key={lot.key}
    >
      {lot.isFromServer && !locked ? (
        <Select
          label={labels.lotNumber}
          placeholder={labels.chooseExistingLot}
          options={choosable.map((inventory) => ({
            value: inventory.batchNumber ?? '',
            label: inventory.batchNumber ?? '',
            description: `${isoToLotExpiry(inventory.expiryDate)} · ${labels.onHand(inventory.onHand)}`,
            // Said before it is chosen: an expired lot would only block the order.
            ...(isLotExpired(isoToLotExpiry(inventory.expiryDate), today) ? { badge: labels.expired } : {}),
          }))}
          value={null}
          onChange={(batch) => batch && choose(batch)}
          error={errorFor('lotNumber')}
          required
        />
      ) : locked ? (
        <div className={styles.lockedLot}>
          <Text size="small" weight="medium">
            {labels.lotNumber}
          </Text>
          <span className={styles.lockedValue}>
            {lot.lotNumber}
            {expired ? (
              <Badge tone="critical" size="small">
                {labels.expired}
              </Badge>
            ) : null}
          </span>
          {lot.onHand !== undefined ? (
            <Text size="xsmall" tone="secondary">
              {labels.onHand(lot.onHand)}
            </Text>
          ) : null}
        </div>
      ) : (
        <TextField
          label={labels.lotNumber}
          placeholder={labels.lotNumberPlaceholder}
          value={lot.lotNumber}
          onChange={(event) => update({ lotNumber: event.target.value })}
          error={errorFor('lotNumber')}
          required
          disabled={frozen}
        />
      )}
      <MoneyField
        label={labels.price}
        value={lot.price}
        onValueChange={(price) => update({ price })}
        error={errorFor('price')}
        required
        disabled={frozen}
      />
      <NumberField
        label={labels.quantity}
        // The portal starts a lot at quantity 0, which its own rule rejects: shown as an empty required field
        // with a '0' placeholder, it reads as 'to fill in' rather than as a mistake already made.
        value={lot.quantity === 0 ? null : lot.quantity}
        placeholder="0"
        onValueChange={(quantity) => update({ quantity })}
        min={0}
        max={lot.isFromServer ? lot.onHand : undefined}
        decimalScale={0}
        align="end"
        error={errorFor('quantity')}
        required
        disabled={frozen}
      />
      <DatePicker
        label={labels.expiry}
        format="dd-MM-yyyy"
        today={today}
        minDate={today}
        value={expiry.status === 'ok' ? expiry.iso : null}
        onChange={(iso) => update({ expiryDate: isoToLotExpiry(iso) })}
        onInvalidInput={(_error, text) => update({ expiryDate: text })}
        error={errorFor('expiryDate')}
        required
        // An inventory lot's expiry is the server's: shown read-only, readable at full contrast (safety data),
        // never in the faded disabled style.
        readOnly={frozen || (lot.isFromServer && locked)}
        clearable={false}
        calendarButtonLabel={labels.chooseDate}
        calendarLabel={labels.calendar}
        previousMonthLabel={labels.previousMonth}
        nextMonthLabel={labels.nextMonth}
      />
      <div className={styles.lineTotal}>
        <span className={styles.lineTotalLabel}>{labels.lineTotal}</span>
        <output className={styles.lineTotalValue}>{formatMoney(lotTotal(lot))}</output>
      </div>
      <div className={styles.removeCell}>
        <IconButton
          label={labels.removeLot(product.name, lot.lotNumber, position)}
          icon={<TrashIcon />}
          tone="critical"
          data-remove-lot
          onClick={remove}
        />
      </div>
    </div>
  );
}
