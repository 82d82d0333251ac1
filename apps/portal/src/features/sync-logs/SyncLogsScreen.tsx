import type { SyncLog } from '@pharmacy/api-client';
import { useSyncHistory } from '@pharmacy/api-client/swr/syncHistory';
import { formatDateTime } from '@pharmacy/i18n';
import {
  Badge,
  Button,
  type DataTableColumn,
  Dialog,
  HistoryIcon,
  PageFrame,
  RefreshIcon,
  Text,
  useToast,
} from '@pharmacy/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stack } from '../../shared/layout.css';
import { column, ListPager, ListTable, useListView } from '../../shared/list';
import { urlParam } from '../../shared/useUrlState';
import * as styles from './SyncLogs.css';
import { namedDataType, prettyJson } from './syncLogRules';

/** The log grows by a few rows every 12 hours, forever: it is read a page at a time, longer than other lists. */
const LOG_PAGE_SIZE = 20;

const listState = { page: urlParam.page() };

/**
 * 'Nhật ký đồng bộ': every sync run of the pharmacy, newest first — time, data type, the store it read, manual or
 * automatic, result, records written — paged (the page in the address), refreshable. A row opens its raw record, pretty-printed and
 * copyable.
 */
export function SyncLogsScreen() {
  const { t } = useTranslation('syncLogs');
  const list = useListView({
    state: listState,
    toQuery: (view) => ({ page: view.page, limit: LOG_PAGE_SIZE }),
    texts: { ...t('list', { returnObjects: true }), caption: t('title') },
    load: useSyncHistory,
    pageSize: LOG_PAGE_SIZE,
  });
  const [open, setOpen] = useState<SyncLog | null>(null);
  const dataTypeLabel = useDataTypeLabel();

  const columns: DataTableColumn<SyncLog>[] = [
    { id: 'time', header: t('columns.time'), cell: (log) => formatDateTime(log.created_at), numeric: true },
    { id: 'dataType', header: t('columns.dataType'), cell: (log) => dataTypeLabel(log.data_type) },
    // The store the run read (runs from before it was kept have none): after a change of store, which rows are whose.
    column.clamped('store', t('columns.store'), (log) => log.store_name ?? null),
    { id: 'action', header: t('columns.action'), cell: (log) => t(`syncType.${log.sync_type}`) },
    {
      id: 'result',
      header: t('columns.result'),
      cell: (log) => (
        <Badge tone={log.status === 'SUCCESS' ? 'positive' : 'critical'} size="small">
          {t(`result.${log.status}`)}
        </Badge>
      ),
    },
    column.count('records', t('columns.records'), (log) => log.record_count),
  ];

  return (
    <PageFrame
      title={t('title')}
      description={t('subtitle')}
      actions={
        <Button
          variant="outline"
          tone="neutral"
          icon={<RefreshIcon size={16} />}
          loading={list.reloading}
          onClick={list.reload}
        >
          {t('refresh')}
        </Button>
      }
    >
      <ListTable {...list.table} columns={columns} icon={<HistoryIcon />} onRowClick={setOpen} />
      <ListPager {...list.pager} />
      <RawJsonDialog log={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}

/** ORDER and PRODUCT in words, other data types as the server names them. */
function useDataTypeLabel() {
  const { t } = useTranslation('syncLogs');
  return (dataType: string) => {
    const named = namedDataType(dataType);
    return named ? t(`dataType.${named}`) : dataType;
  };
}

/** The run's raw record, pretty-printed, with a copy button. */
function RawJsonDialog({ log, onClose }: { log: SyncLog | null; onClose: () => void }) {
  const { t } = useTranslation('syncLogs');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const headingId = useId();
  const dataTypeLabel = useDataTypeLabel();
  // The last log stays shown while the dialog fades out.
  const [shown, setShown] = useState(log);
  if (log !== null && log !== shown) setShown(log);
  const json = shown ? prettyJson(shown.raw_json) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      toast({ tone: 'success', title: tc('toast.success'), description: t('detail.copied') });
    } catch {
      toast({ tone: 'error', title: tc('errors.title'), description: t('detail.copyFailed') });
    }
  };

  return (
    <Dialog
      open={log !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('detail.title')}
      description={
        shown
          ? t('detail.description', {
              type: dataTypeLabel(shown.data_type),
              time: formatDateTime(shown.created_at),
            })
          : undefined
      }
      closeLabel={tc('actions.close')}
      size="large"
    >
      <div className={stack}>
        {shown?.store_name ? (
          <Text size="small" tone="secondary">
            {t('detail.store', {
              store: shown.store_client_id
                ? t('store', { name: shown.store_name, clientId: shown.store_client_id })
                : shown.store_name,
            })}
          </Text>
        ) : null}
        <div className={styles.jsonHeader}>
          <Text weight="medium" id={headingId}>
            {t('detail.rawJson')}
          </Text>
          <Button size="small" variant="outline" tone="neutral" onClick={copy}>
            {t('detail.copy')}
          </Button>
        </div>
        {/* The record scrolls: keyboard users reach it to scroll it too. */}
        <section className={styles.jsonFrame} aria-labelledby={headingId}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must take the focus to be scrolled by keyboard */}
          <pre className={styles.json} tabIndex={0}>
            {json}
          </pre>
        </section>
      </div>
    </Dialog>
  );
}
