import { ChevronDownIcon, ChevronsUpDownIcon, ChevronUpIcon } from '../../icons/icons';
import * as styles from './DataTable.css';
import type { SortDirection } from './sortCycle';

const icons = { ascending: ChevronUpIcon, descending: ChevronDownIcon, none: ChevronsUpDownIcon };

/**
 * The arrow beside a sortable column's name: up for ascending, down for descending, a muted two-way arrow for
 * a column that can be sorted but is not. Decorative: `aria-sort` (table) or the button's name (cards) says it.
 */
export function SortIndicator({ direction }: { direction: SortDirection | undefined }) {
  const Icon = icons[direction ?? 'none'];
  return <Icon size={14} className={styles.sortIcon} data-direction={direction ?? 'none'} />;
}
