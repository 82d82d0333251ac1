import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import { cardParts, isBlankCell } from './cardParts';
import type { DataTableColumn, DataTableDensity } from './DataTable';
import * as styles from './DataTable.css';
import { fromRowControl } from './rowEvents';

interface DataTableCardsProps<Row> {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** The card whose title is in the Tab order (roving focus, shared with the table layout). */
  activeIndex: number;
  onActivate: (index: number) => void;
  /** Moves the focus between cards on arrows, Home/End and PageUp/PageDown. */
  onNavigate: (event: KeyboardEvent<HTMLElement>, index: number) => void;
  loading: boolean;
  /** The cards are an earlier view's while the next one loads: the list is marked busy. */
  refreshing: boolean;
  loadingRows: number;
  error?: ReactNode;
  empty?: ReactNode;
  footer?: Partial<Record<string, ReactNode>>;
  density: DataTableDensity;
}

/**
 * The narrow layout: each row a card in a list, its title column as the card's title, the other shown columns
 * as label–value pairs and its actions at the foot. When rows open, the title is a button and the titles share
 * the table's roving focus (one in the Tab order, arrows move, Enter or Space opens); clicking anywhere else
 * on the card opens it too, and Tab goes on from the title to the card's own controls.
 */
export function DataTableCards<Row>({
  caption,
  columns,
  rows,
  getRowId,
  onRowClick,
  activeIndex,
  onActivate,
  onNavigate,
  loading,
  refreshing,
  loadingRows,
  error,
  empty,
  footer,
  density,
}: DataTableCardsProps<Row>) {
  const idPrefix = useId();
  const { title, fields, actions } = cardParts(columns);

  if (loading) {
    return (
      <ul className={styles.cardList({ density })} aria-label={caption} aria-busy="true">
        {Array.from({ length: loadingRows }, (_, index) => (
          // Placeholder cards are identical and never reorder; they are silent (the status says "loading").
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.card({ density })} aria-hidden="true">
            <span className={styles.cardSkeleton}>
              <Skeleton width="45%" />
              <Skeleton lines={Math.min(fields.length, 3) || 1} width="85%" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (error !== undefined) return <div className={styles.cardState}>{error}</div>;
  if (rows.length === 0) return empty === undefined ? null : <div className={styles.cardState}>{empty}</div>;

  const firstColumn = columns[0];
  const summaryFields = footer
    ? columns.filter((column) => column !== firstColumn && !isBlankCell(footer[column.id]))
    : [];

  return (
    <>
      <ul className={styles.cardList({ density })} aria-label={caption} aria-busy={refreshing || undefined}>
        {rows.map((row, index) => {
          const shownFields = fields
            .map((column) => ({ column, content: column.cell(row, index) }))
            .filter(({ content }) => !isBlankCell(content));
          const shownActions = actions
            .map((column) => ({ column, content: column.cell(row, index) }))
            .filter(({ content }) => !isBlankCell(content));
          const fieldsId = `${idPrefix}-${index}-fields`;
          const titleContent = title?.cell(row, index);
          return (
            // Keyboard users open the card with its title button; the click on the rest of the card is a larger
            // target for the pointer, as a table row's is.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the title button is the keyboard's way in
            <li
              key={getRowId(row)}
              className={styles.card({ interactive: onRowClick !== undefined, density })}
              onClick={
                onRowClick
                  ? (event) => {
                      if (fromRowControl(event, event.currentTarget)) return;
                      onActivate(index);
                      onRowClick(row);
                    }
                  : undefined
              }
            >
              {title && onRowClick ? (
                <button
                  type="button"
                  className={styles.cardTitleButton}
                  data-row-index={index}
                  tabIndex={index === activeIndex ? 0 : -1}
                  // Read after the title when the card takes focus, as a focused table row reads its cells.
                  aria-describedby={shownFields.length > 0 ? fieldsId : undefined}
                  onFocus={() => onActivate(index)}
                  onKeyDown={(event) => onNavigate(event, index)}
                  onClick={() => {
                    onActivate(index);
                    onRowClick(row);
                  }}
                >
                  {titleContent}
                </button>
              ) : title ? (
                <div className={styles.cardTitle}>{titleContent}</div>
              ) : null}
              {shownFields.length > 0 ? (
                <dl id={fieldsId} className={styles.cardFields}>
                  {shownFields.map(({ column, content }) => (
                    <div key={column.id} className={styles.cardField}>
                      <dt className={styles.cardLabel}>{column.header}</dt>
                      <dd className={styles.cardValue({ numeric: column.numeric ?? false })}>{content}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {shownActions.length > 0 ? (
                <div className={styles.cardActions}>
                  {shownActions.map(({ column, content }) => (
                    <div key={column.id}>{content}</div>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {footer && firstColumn ? (
        <div className={styles.cardSummary({ density })}>
          {isBlankCell(footer[firstColumn.id]) ? null : (
            <div className={styles.cardTitle}>{footer[firstColumn.id]}</div>
          )}
          {summaryFields.length > 0 ? (
            <dl className={styles.cardFields}>
              {summaryFields.map((column) => (
                <div key={column.id} className={styles.cardField}>
                  <dt className={styles.cardLabel}>{column.header}</dt>
                  <dd className={styles.cardValue({ numeric: column.numeric ?? false })}>
                    {footer[column.id]}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
