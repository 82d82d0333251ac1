import { Button, RefreshIcon } from '@pharmacy/ui';

export interface RowSyncButtonProps {
  /** What it says: 'Đồng bộ', 'Đang đồng bộ...', 'Đồng bộ lại sau 23s'. */
  label: string;
  /** Its name with the row's item in it, e.g. 'Đồng bộ chi nhánh Thủ Đức' (a list has many). */
  'aria-label': string;
  /** The item's sync runs. */
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}

/** The sync of one item of a list (a branch's row, a supplier's card), beside its other actions. */
export function RowSyncButton({ label, busy, disabled, onClick, className, ...props }: RowSyncButtonProps) {
  return (
    <Button
      size="small"
      variant="outline"
      tone="neutral"
      icon={<RefreshIcon size={16} />}
      aria-label={props['aria-label']}
      loading={busy}
      disabled={disabled}
      onClick={onClick}
      className={className}
    >
      {label}
    </Button>
  );
}
