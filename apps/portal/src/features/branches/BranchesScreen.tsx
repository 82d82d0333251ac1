import type { Branch } from '@pharmacy/api-client';
import { ApiError } from '@pharmacy/api-client';
import { useBranches, useSyncAllBranches, useSyncBranch } from '@pharmacy/api-client/swr/branches';
import { formatNumber, formatRelativeTime } from '@pharmacy/i18n';
import {
  Badge,
  type BadgeTone,
  BuildingIcon,
  CheckCircleIcon,
  type DataTableColumn,
  PageFrame,
  RefreshIcon,
  StatCard,
  type StatCardTone,
  Text,
  useToast,
} from '@pharmacy/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, endsSession } from '../../shared/errors';
import { ListSearch, ListTable, ManualSyncButton, RowSyncButton, useManualSync } from '../../shared/list';
import { usePosConnectionActive } from '../../shared/posConnection';
import { useSourceLabel } from '../../shared/sourceLabel';
import { urlParam, useUrlState } from '../../shared/useUrlState';
import * as styles from './Branches.css';
import { type BranchStatus, branchStats, searchBranches, shownStatus } from './branchRules';

/** The branch list stays fresh for 5 minutes (a pharmacy has a handful of branches: all in one page). */
const BRANCH_LIST = { limit: 200 } as const;
const FRESH_MS = 5 * 60_000;

const listState = { search: urlParam.text() };

const statusTones: Record<BranchStatus, BadgeTone> = {
  active: 'positive',
  inactive: 'neutral',
  syncing: 'info',
};

/**
 * The branch sync screen (`branches.title`): the pharmacy's KiotViet branches with three stat cards, a search by name,
 * address or phone (in the address), and syncs — one branch, or all. A sync shows `branches.status.syncing` at once (on its
 * row, or on every row for all); a failure puts the rows back as they were, a success refetches the list.
 */
export function BranchesScreen() {
  const { t } = useTranslation('branches');
  const sourceLabel = useSourceLabel();
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const active = usePosConnectionActive();
  const [view, setView] = useUrlState(listState);
  const { data, error, mutate } = useBranches(BRANCH_LIST, { dedupingInterval: FRESH_MS });
  const [syncingIds, setSyncingIds] = useState<ReadonlySet<string>>(new Set());
  const syncAll = useManualSync({
    dataType: 'BRANCH',
    trigger: useSyncAllBranches().trigger,
    // The rows say `branches.status.syncing` until the list is fetched again.
    refresh: () => mutate(),
    toasts: {
      done: { title: t('toasts.syncedTitle'), description: t('toasts.syncedAllText') },
      running: { title: t('toasts.syncRunningTitle'), description: t('toasts.syncRunningText') },
      failed: (reason) => ({
        title: t('toasts.syncFailedTitle'),
        description: `${t('toasts.syncAllFailedText')} (${reason})`,
      }),
    },
  });
  const syncing = { all: syncAll.busy, ids: syncingIds };

  // A failed load says so in a toast as well as in the table.
  useEffect(() => {
    if (!error) return;
    toast({ tone: 'error', title: t('toasts.loadFailedTitle'), description: t('toasts.loadFailedText') });
  }, [error, toast, t]);

  const branches = data?.branches ?? [];
  const shown = searchBranches(branches, view.search.trim());
  const stats = branchStats(branches, syncing);

  const mark = (id: string, on: boolean) =>
    setSyncingIds((current) => {
      const ids = new Set(current);
      if (on) ids.add(id);
      else ids.delete(id);
      return ids;
    });

  // On a phone's card: the branch, its status and last sync, and its sync button.
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
      card: 'hidden',
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
      card: 'hidden',
      cell: (branch) =>
        branch.contact_number ?? (
          <Text tone="secondary" className={styles.missingPhone}>
            {t('noPhone')}
          </Text>
        ),
      numeric: true,
    },
    {
      id: 'source',
      header: t('columns.source'),
      cell: (branch) => sourceLabel(branch.source),
      card: 'hidden',
    },
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
      card: 'actions',
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

  const loading = !data && !error;
  const stat = (label: string, value: number, icon: ReactNode, tone?: StatCardTone) => (
    <StatCard
      label={label}
      value={formatNumber(value)}
      icon={icon}
      tone={tone}
      loading={loading}
      loadingLabel={tc('states.loading')}
    />
  );

  return (
    <PageFrame
      title={t('title')}
      description={t('subtitle')}
      actions={
        <ManualSyncButton sync={syncAll} label={t('syncAll')} inactiveNote={t('connectionInactive')} />
      }
      summary={
        <div className={styles.stats}>
          {stat(t('stats.total'), stats.total, <BuildingIcon />)}
          {stat(t('stats.active'), stats.active, <CheckCircleIcon />, 'positive')}
          {stat(t('stats.syncing'), stats.syncing, <RefreshIcon />, 'info')}
        </div>
      }
      toolbar={
        <ListSearch
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={view.search}
          onSearch={(search) => setView({ search }, { replace: true })}
        />
      }
    >
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={data ? shown : undefined}
        getRowId={(branch) => branch.id}
        loadingRows={3}
        error={error}
        onRetry={() => void mutate()}
        failedDescription={
          error instanceof ApiError && error.status !== null ? undefined : t('loadFailedGeneric')
        }
        texts={{
          loadFailed: t('toasts.loadFailedTitle'),
          empty: t('empty'),
          emptyHint: t('emptyHint'),
          noMatch: t('noMatch'),
          noMatchHint: t('noMatchHint'),
          clearFilters: t('clearSearch'),
        }}
        icon={<BuildingIcon />}
        filtered={view.search.trim() !== ''}
        onClearFilters={() => setView({ search: '' })}
      />
    </PageFrame>
  );
}

interface SyncBranchButtonProps {
  branch: Branch;
  /** The row shows `branches.status.syncing` (its own sync or all): the button waits. */
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
      if (!endsSession(failure)) {
        toast({
          tone: 'error',
          title: t('toasts.syncFailedTitle'),
          description: `${t('toasts.syncFailedText')} (${describeError(failure, tc)})`,
        });
      }
      // A branch KiotViet no longer has is gone here too (404): the list shows it.
      await onEnd(failure instanceof ApiError && failure.status === 404);
      return;
    }
    toast({ tone: 'success', title: t('toasts.syncedTitle'), description: t('toasts.syncedText') });
    await onEnd(true);
  };

  return (
    <RowSyncButton
      label={t('syncOne')}
      aria-label={t('syncOneLabel', { name: branch.name })}
      busy={busy}
      disabled={disabled || busy}
      onClick={() => void sync()}
    />
  );
}
