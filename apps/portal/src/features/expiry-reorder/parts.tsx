import { Select, Text } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { listStyles } from '../../shared/list';
import * as styles from './ExpiryReorder.css';
import { DEFAULT_SALES_WINDOW, SALES_WINDOWS } from './listState';

type SalesWindow = (typeof SALES_WINDOWS)[number];

/**
 * `expiry:salesWindowLabel`: the days of sales both tabs take the daily sales over; `onChange` gets null for the
 * default (28 days), which the address leaves out.
 */
export function SalesWindowSelect({
  value,
  onChange,
}: {
  value: SalesWindow | null;
  onChange: (next: SalesWindow | null) => void;
}) {
  const { t } = useTranslation('expiry');
  return (
    <Select
      className={listStyles.toolbarSelect}
      label={t('salesWindowLabel')}
      options={SALES_WINDOWS.map((days) => ({ value: days, label: t(`salesWindows.${days}`) }))}
      value={value ?? DEFAULT_SALES_WINDOW}
      onChange={(chosen) => {
        const next = SALES_WINDOWS.find((days) => days === chosen) ?? DEFAULT_SALES_WINDOW;
        onChange(next === DEFAULT_SALES_WINDOW ? null : next);
      }}
    />
  );
}

/** A product in a row: its code, and its name over at most two lines (the whole name on hover). */
export function ProductCell({ product }: { product: { code: string; name: string } }) {
  return (
    <span className={styles.productCell}>
      <Text weight="medium">{product.code}</Text>
      <span className={styles.productName} title={product.name}>
        {product.name}
      </span>
    </span>
  );
}
