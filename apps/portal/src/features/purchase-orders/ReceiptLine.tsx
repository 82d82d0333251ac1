import { SHORTFALL_REASONS, type ShortfallReason } from '@pharmacy/api-client';
import { formatNumber } from '@pharmacy/i18n';
import {
  Badge,
  Button,
  DatePicker,
  IconButton,
  NumberField,
  PlusIcon,
  Select,
  Text,
  TextField,
  TrashIcon,
} from '@pharmacy/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './PurchaseOrders.css';
import { isShort, type LineDraft, type LotDraft, type ReceiptErrors, receivedOf } from './receiptForm';

/** What the lot number field holds at most (the server refuses more). */
const LOT_MAX = 50;

/** Keys of the lot rows staff add (React keys only). */
let addedRows = 0;

export interface ReceiptLineProps {
  line: LineDraft;
  /** The line's place in the order: errors are keyed `lines.{index}…`. */
  index: number;
  errors: ReceiptErrors;
  onChange: (line: LineDraft) => void;
  /** Each field hands its element over by its error key, so the first field in error can take the focus. */
  register: (field: string, element: HTMLElement | null) => void;
  /** The day in Asia/Ho_Chi_Minh, for the expiry calendars. */
  today: string;
  disabled?: boolean;
}

/**
 * One order line of the receipt (docs/product/purchase-orders.md#receiving): a group named by the product, with what
 * was ordered and shipped, one row per lot that arrives — number, expiry and quantity received, at first as shipped —
 * what is received against what was shipped, and the reason once it is short. The rows wrap their fields onto two
 * lines on a phone instead of scrolling sideways.
 */
export function ReceiptLine({ line, index, errors, onChange, register, today, disabled }: ReceiptLineProps) {
  const { t } = useTranslation('purchaseOrders');
  const factsId = useId();
  const received = receivedOf(line);
  const short = isShort(line);
  const key = (field: string) => `lines.${index}.${field}`;
  const lotKey = (lotIndex: number, field: string) => key(`lots.${lotIndex}.${field}`);
  const setLot = (lotIndex: number, patch: Partial<LotDraft>) =>
    onChange({
      ...line,
      lots: line.lots.map((lot, at) => (at === lotIndex ? { ...lot, ...patch } : lot)),
    });
  const addLot = () =>
    onChange({
      ...line,
      lots: [
        ...line.lots,
        { key: `added-${++addedRows}`, batch: '', expiry: null, quantity: 0, added: true },
      ],
    });
  const reasons = SHORTFALL_REASONS.map((reason) => ({ value: reason, label: t(`shortfall.${reason}`) }));

  return (
    <fieldset className={styles.receiptLine} aria-describedby={factsId} disabled={disabled}>
      <legend className={styles.receiptLegend}>{line.product}</legend>
      <Text id={factsId} size="small" tone="secondary">
        {t('receive.lineFacts', {
          code: line.code,
          ordered: formatNumber(line.ordered),
          shipped: formatNumber(line.shipped),
        })}
      </Text>
      {line.shipped === 0 ? (
        <Text size="small">{t('receive.lineNothingShipped')}</Text>
      ) : (
        <>
          <ul className={styles.receiptLots}>
            {line.lots.map((lot, lotIndex) => (
              <li key={lot.key} className={styles.receiptLot}>
                <TextField
                  ref={(element) => register(lotKey(lotIndex, 'batch_number'), element)}
                  className={styles.receiptLotNumber}
                  size="small"
                  label={t('receive.lot')}
                  placeholder={t('receive.lotPlaceholder')}
                  maxLength={LOT_MAX}
                  value={lot.batch}
                  error={errors[lotKey(lotIndex, 'batch_number')]}
                  onChange={(event) => setLot(lotIndex, { batch: event.target.value })}
                />
                <DatePicker
                  ref={(element) => register(lotKey(lotIndex, 'expiry_date'), element)}
                  className={styles.receiptLotExpiry}
                  size="small"
                  label={t('receive.expiry')}
                  value={lot.expiry}
                  today={today}
                  clearable
                  clearLabel={t('dates.clear')}
                  calendarButtonLabel={t('dates.choose')}
                  calendarLabel={t('dates.calendar')}
                  previousMonthLabel={t('dates.previousMonth')}
                  nextMonthLabel={t('dates.nextMonth')}
                  error={errors[lotKey(lotIndex, 'expiry_date')]}
                  onChange={(expiry) => setLot(lotIndex, { expiry, expiryUnreadable: false })}
                  onInvalidInput={() => setLot(lotIndex, { expiryUnreadable: true })}
                />
                <NumberField
                  ref={(element) => register(lotKey(lotIndex, 'quantity_received'), element)}
                  className={styles.receiptLotQuantity}
                  size="small"
                  label={t('receive.quantityReceived')}
                  value={lot.quantity}
                  min={0}
                  max={line.shipped}
                  decimalScale={0}
                  emptyValueOnBlur={0}
                  align="end"
                  error={errors[lotKey(lotIndex, 'quantity_received')]}
                  onValueChange={(quantity) => setLot(lotIndex, { quantity })}
                />
                {lot.added ? (
                  <IconButton
                    className={styles.receiptLotRemove}
                    label={
                      lot.batch.trim()
                        ? t('receive.removeLot', { lot: lot.batch.trim() })
                        : t('receive.removeLotUnnamed')
                    }
                    icon={<TrashIcon />}
                    tone="critical"
                    variant="ghost"
                    size="small"
                    onClick={() => onChange({ ...line, lots: line.lots.filter((_, at) => at !== lotIndex) })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          <div className={styles.receiptLineFoot}>
            <Button variant="ghost" size="small" icon={<PlusIcon size={16} />} onClick={addLot}>
              {t('receive.addLot')}
            </Button>
            <span className={styles.receiptTotal}>
              <Text size="small" weight="medium" numeric>
                {t('receive.receivedOfShipped', {
                  received: formatNumber(received),
                  shipped: formatNumber(line.shipped),
                })}
              </Text>
              {short ? (
                <Badge tone="caution" size="small">
                  {t('receive.shortBy', { quantity: formatNumber(line.shipped - received) })}
                </Badge>
              ) : null}
            </span>
          </div>
        </>
      )}
      {short ? (
        <Select
          ref={(element) => register(key('shortfall_reason'), element)}
          className={styles.receiptReason}
          size="small"
          label={t('receive.reason')}
          required
          placeholder={t('receive.reasonPlaceholder')}
          options={reasons}
          value={line.reason}
          error={errors[key('shortfall_reason')]}
          onChange={(reason) => onChange({ ...line, reason: reason as ShortfallReason | null })}
        />
      ) : null}
    </fieldset>
  );
}
