import { formatDate, formatMoney, formatNumber } from '@pharmacy/i18n';
import type { DataTableCardPart, DataTableColumn } from '@pharmacy/ui';
import { Text } from '@pharmacy/ui';
import type { ReactNode } from 'react';
import * as styles from './list.css';

/** A column of figures (tabular digits, lined up), each shown by `format`. */
function figure<Value>(format: (value: Value) => string, align?: 'end') {
  return <Row,>(
    id: string,
    header: ReactNode,
    value: (row: Row) => Value,
    card?: DataTableCardPart,
  ): DataTableColumn<Row> => ({ id, header, card, cell: (row) => format(value(row)), align, numeric: true });
}

/**
 * The columns the lists share, so that a code, a long name, money or a date looks the same in every table. Each
 * takes the column's id, its header and what the row shows, and optionally its part in the phone's card (a field
 * by default; `title`, `actions` or `hidden`).
 */
export const column = {
  /** A row's code (an order's, a product's): what staff look for first, in medium weight. */
  code<Row>(
    id: string,
    header: ReactNode,
    code: (row: Row) => string,
    card?: DataTableCardPart,
  ): DataTableColumn<Row> {
    return { id, header, card, cell: (row) => <Text weight="medium">{code(row)}</Text>, numeric: true };
  },
  /** A long Vietnamese text (a name, a branch): two lines at most instead of widening the table. */
  clamped<Row>(
    id: string,
    header: ReactNode,
    text: (row: Row) => string | null,
    card?: DataTableCardPart,
  ): DataTableColumn<Row> {
    return { id, header, card, cell: (row) => <span className={styles.clampedCell}>{text(row) ?? ''}</span> };
  },
  /** An amount in đồng, to the right. */
  money: figure(formatMoney, 'end'),
  /** A count (of items, of days), to the right. */
  count: figure(formatNumber, 'end'),
  /** A calendar day (dd/MM/yyyy). */
  date: figure(formatDate),
};

/** A header of two words or more that may take two lines, so that many columns fit beside the sidebar. */
export function WrappingHeader({ children }: { children: ReactNode }) {
  return <span className={styles.wrappingHeader}>{children}</span>;
}
