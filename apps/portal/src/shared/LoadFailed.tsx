import { AlertTriangleIcon, Button, EmptyState, RefreshIcon } from '@pharmacy/ui';
import { useTranslation } from 'react-i18next';
import { describeError } from './errors';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'Không tải được danh sách nhà cung cấp'. */
  title: string;
  /** The failure: its text is the one a toast would show (docs/product/conventions.md#error-texts). */
  error: unknown;
  onRetry: () => void;
  /** A frame around it, where it stands in for cards rather than inside a table. */
  bordered?: boolean;
}

/** A load that failed, shown in place of what it would have shown (announced at once), with 'Thử lại'. */
export function LoadFailed({ title, error, onRetry, bordered = false }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      size="small"
      bordered={bordered}
      role="alert"
      icon={<AlertTriangleIcon />}
      title={title}
      description={describeError(error, t)}
      actions={
        <Button variant="outline" tone="neutral" icon={<RefreshIcon size={16} />} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
