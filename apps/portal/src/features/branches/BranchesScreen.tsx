import type { Branch } from '@pharmacy/api-client';
import { ApiError } from '@pharmacy/api-client';
import { useBranches, useSyncAllBranches, useSyncBranch } from '@pharmacy/api-client/swr/branches';
import { formatNumber, formatRelativeTime } from '@pharmacy/i18n';
import {
  AlertTriangleIcon,
  Badge,
  type BadgeTone,
  BuildingIcon,
  Button,
  CheckCircleIcon,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Heading,
  RefreshIcon,
  SearchIcon,
  StatCard,
  Text,
  useToast,
} from '@pharmacy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchField } from '../../shared/DebouncedSearchField';
import { describeError } from '../../shared/errors';
import { usePosConnectionActive } from '../../shared/posConnection';
import { urlParam, useUrlState } from '../../shared/useUrlState';
import * as styles from './Branches.css';
import {
  type BranchStatus,
  branchStats,
  type SyncingState,
  searchBranches,
  shownStatus,
} from './branchRules';

/**
 * The branch list stays fresh for 5 minutes; a pharmacy has a handful of branches, all in one page
 * (docs/product/branches.md#branch-screen).
 */
const BRANCH_LIST = { limit: 200 } as const;
const FRESH_MS = 5 * 60_000;
const SEARCH_MAX = 100;

const listState = { search: urlParam.text() };

const statusTones: Record<BranchStatus, BadgeTone> = {
  active: 'positive',
  inactive: 'neutral',
  syncing: 'info',
};

/**
 * 'Đồng bộ chi nhánh' (docs/product/branches.md#branch-screen): the pharmacy's KiotViet branches with three stat
 * cards, a search by name,
 * address or phone (in the address), and syncs — one branch, or all. A sync shows 'Đang đồng bộ' at once (on its
 * row, or on every row for all); a failure puts the rows back as they were, a success refetches the list.
 */
export function BranchesScreen() {
  const { t } = useTranslation('branches');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const active = usePosConnectionActive();
  const [view, setView] = useUrlState(listState);
  const { data, error, mutate } = useBranches(BRANCH_LIST, { dedupingInterval: FRESH_MS });
  const syncAll = useSyncAllBranches();
  const [syncing, setSyncing] = useState<SyncingState>({ all: false, ids: new Set() });

  // A failed load says so in a toast as well as in the table (docs/product/branches.md#branch-screen).
  useEffect(() => {
    if (!error) return;
    toast({ tone: 'error', title: t('toasts.loadFailedTitle'), description: t('toasts.loadFailedText') });
  }, [error, toast, t]);

  const branches = data?.branches ?? [];
  const shown = searchBranches(branches, view.search.trim());
  const stats = branchStats(branches, syncing);

  const mark = (id: string, on: boolean) =>
    setSyncing((current) => {
      const ids = new Set(current.ids);
      if (on) ids.add(id);
      else ids.delete(id);
      return { ...current, ids };
    });

  const runSyncAll = async () => {
    setSyncing((current) => ({ ...current, all: true }));
    try {
      const result = await syncAll.trigger();
      if (result.status === 'RUNNING') {
        toast({
          tone: 'info',
          title: t('toasts.syncRunningTitle'),
          description: t('toasts.syncRunningText'),
        });
      } else {
        toast({ tone: 'success', title: t('toasts.syncedTitle'), description: t('toasts.syncedAllText') });
      }
      await mutate();
    } catch (failure) {
      toast({
        tone: 'error',
        title: t('toasts.syncFailedTitle'),
        description: `${t('toasts.syncAllFailedText')} (${describeError(failure, tc)})`,
      });
    } finally {
      setSyncing((current) => ({ ...current, all: false }));
    }
  };

  const columns: DataTableColumn<Branch>[] = [
    {
      id: 'branch',
      header: t('columns.branch'),
      cell: (branch) => (
        <span className={styles.branchCell}>
          <Text weight="medium">{branch.name}</Text>
          {branch.is_default ? (
            <Badge tone="brand" size="small">
              {t('mainBranch')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'address',
      header: t('columns.address'),
      cell: (branch) =>
        branch.address ? (
          <span className={styles.addressCell}>{branch.address}</span>
        ) : (
          <Text tone="secondary">{t('noAddress')}</Text>
        ),
    },
    {
      id: 'phone',
      header: t('columns.phone'),
      cell: (branch) => branch.contact_number ?? <Text tone="secondary">{t('noPhone')}</Text>,
      numeric: true,
    },
    { id: 'source', header: t('columns.source'), cell: (branch) => branch.source },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (branch) => {
        const status = shownStatus(branch, syncing);
        return (
          <Badge tone={statusTones[status]} size="small">
            {t(`status.${status}`)}
          </Badge>
        );
      },
    },
    {
      id: 'lastSync',
      header: t('columns.lastSync'),
      cell: (branch) =>
        branch.last_sync_at ? (
          <time dateTime={branch.last_sync_at}>{formatRelativeTime(branch.last_sync_at)}</time>
        ) : (
          <Text tone="secondary">{t('neverSynced')}</Text>
        ),
      numeric: true,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      align: 'end',
      cell: (branch) => (
        <div className={styles.rowActions}>
          <SyncBranchButton
            branch={branch}
            busy={shownStatus(branch, syncing) === 'syncing'}
            disabled={!active || syncing.all}
            onStart={() => mark(branch.id, true)}
            onEnd={async (ok) => {
              if (ok) await mutate();
              mark(branch.id, false);
            }}
          />
        </div>
      ),
    },
  ];

  const emptyState = view.search.trim() ? (
    <EmptyState
      size="small"
      role="status"
      icon={<SearchIcon />}
      title={t('noMatch')}
      description={t('noMatchHint')}
      actions={
        <Button variant="outline" tone="neutral" onClick={() => setView({ search: '' })}>
          {t('clearSearch')}
        </Button>
      }
    />
  ) : (
    <EmptyState size="small" icon={<BuildingIcon />} title={t('empty')} description={t('emptyHint')} />
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <Heading level={1} size={2}>
            {t('title')}
          </Heading>
          <Text tone="secondary">{t('subtitle')}</Text>
        </div>
        <div className={styles.syncBlock}>
          <Button
            icon={<RefreshIcon size={16} />}
            disabled={!active || syncing.all}
            loading={syncing.all}
            onClick={runSyncAll}
          >
            {t('syncAll')}
          </Button>
          {!active ? (
            <Text size="small" tone="secondary">
              {t('connectionInactive')}
            </Text>
          ) : null}
        </div>
      </header>

      <div className={styles.stats}>
        <StatCard
          label={t('stats.total')}
          value={formatNumber(stats.total)}
          icon={<BuildingIcon />}
          loading={!data && !error}
          loadingLabel={tc('states.loading')}
        />
        <StatCard
          label={t('stats.active')}
          value={formatNumber(stats.active)}
          icon={<CheckCircleIcon />}
          tone="positive"
          loading={!data && !error}
          loadingLabel={tc('states.loading')}
        />
        <StatCard
          label={t('stats.syncing')}
          value={formatNumber(stats.syncing)}
          icon={<RefreshIcon />}
          tone="info"
          loading={!data && !error}
          loadingLabel={tc('states.loading')}
        />
      </div>

      <DebouncedSearchField
        className={styles.search}
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        maxLength={SEARCH_MAX}
        value={view.search}
        onSearch={(search) => setView({ search }, { replace: true })}
      />

      <DataTable
        caption={t('title')}
        columns={columns}
        rows={shown}
        getRowId={(branch) => branch.id}
        density="compact"
        loading={!data && !error}
        loadingRows={3}
        loadingLabel={tc('states.loading')}
        error={
          error ? (
            <EmptyState
              size="small"
              role="alert"
              icon={<AlertTriangleIcon />}
              title={t('toasts.loadFailedTitle')}
              description={
                error instanceof ApiError && error.status !== null
                  ? describeError(error, tc)
                  : t('loadFailedGeneric')
              }
              actions={
                <Button
                  variant="outline"
                  tone="neutral"
                  icon={<RefreshIcon size={16} />}
                  onClick={() => void mutate()}
                >
                  {tc('actions.retry')}
                </Button>
              }
            />
          ) : undefined
        }
        empty={emptyState}
      />
    </div>
  );
}

interface SyncBranchButtonProps {
  branch: Branch;
  /** The row shows 'Đang đồng bộ' (its own sync or all): the button waits. */
  busy: boolean;
  disabled: boolean;
  onStart: () => void;
  /** After the answer: `ok` refetches the list before the optimistic status goes. */
  onEnd: (ok: boolean) => Promise<void>;
}

function SyncBranchButton({ branch, busy, disabled, onStart, onEnd }: SyncBranchButtonProps) {
  const { t } = useTranslation('branches');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const { trigger } = useSyncBranch(branch.id);

  const sync = async () => {
    onStart();
    try {
      await trigger();
    } catch (failure) {
      toast({
        tone: 'error',
        title: t('toasts.syncFailedTitle'),
        description: `${t('toasts.syncFailedText')} (${describeError(failure, tc)})`,
      });
      // A branch KiotViet no longer has is gone here too (404): the list shows it.
      await onEnd(failure instanceof ApiError && failure.status === 404);
      return;
    }
    toast({ tone: 'success', title: t('toasts.syncedTitle'), description: t('toasts.syncedText') });
    await onEnd(true);
  };

  return (
    <Button
      size="small"
      variant="outline"
      tone="neutral"
      icon={<RefreshIcon size={14} />}
      aria-label={t('syncOneLabel', { name: branch.name })}
      disabled={disabled || busy}
      loading={busy}
      onClick={sync}
    >
      {t('syncOne')}
    </Button>
  );
}
