import { Select } from '@pharmacy/ui';
import * as styles from './list.css';

const ALL = 'all';

export interface StatusSelectProps<Status extends string> {
  /** Its name for assistive tech, e.g. 'Trạng thái' (the options say what it is on screen). */
  label: string;
  /** The first option, no status chosen: 'Tất cả trạng thái'. */
  allLabel: string;
  /** Each status's label, in the order shown: the locale's `status` object. */
  labels: Readonly<Record<Status, string>>;
  /** The chosen status; null: all. */
  value: Status | null;
  onChange: (status: Status | null) => void;
}

/** A status filter in a list's toolbar, beside the search: 'Tất cả' or one status. */
export function StatusSelect<Status extends string>({
  label,
  allLabel,
  labels,
  value,
  onChange,
}: StatusSelectProps<Status>) {
  const statuses = Object.keys(labels) as Status[];
  return (
    <Select
      className={styles.toolbarSelect}
      label={label}
      labelHidden
      options={[
        { value: ALL, label: allLabel },
        ...statuses.map((status) => ({ value: status, label: labels[status] })),
      ]}
      value={value ?? ALL}
      onChange={(chosen) => onChange(statuses.find((status) => status === chosen) ?? null)}
    />
  );
}
