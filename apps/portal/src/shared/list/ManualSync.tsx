import type { SyncDataType, SyncResult } from '@pharmacy/api-client';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { usePosConnectionStatus } from '@pharmacy/api-client/swr/posStatus';
import { useLatestSync } from '@pharmacy/api-client/swr/syncHistory';
import { formatDateTime } from '@pharmacy/i18n';
import { Button, type ButtonVariant, RefreshIcon, Text, type ToastOptions, useToast } from '@pharmacy/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, endsSession, useErrorToast } from '../errors';
import { usePosConnectionActive } from '../posConnection';
import * as styles from './list.css';

/** While a run goes on in the background (the server answered RUNNING), its end is looked for this often. */
const FOLLOW_MS = 3000;

type SyncToast = Omit<ToastOptions, 'tone' | 'duration' | 'id' | 'action'>;

export interface ManualSyncOptions {
  /** The kind of data the sync reads from KiotViet: its latest run ('Cập nhật lần cuối') is fetched again after. */
  dataType: SyncDataType;
  /** Starts the sync: the mutation's `trigger`. */
  trigger: () => Promise<SyncResult>;
  /** What to fetch again once the server answered (done, still running or failed): the list. The button waits for it. */
  refresh?: () => unknown;
  toasts: {
    /** The sync is done (with its counts; `null` when a followed run ended well). */
    done: SyncToast | ((result: SyncResult | null) => SyncToast);
    /** The server stopped waiting for the run (RUNNING): it goes on in the background. */
    running: SyncToast;
    /**
     * The sync failed: a title, the server's reason under it; or the toast made of the reason (none when a
     * followed run ended in failure).
     */
    failed: { title: string } | ((reason?: string) => SyncToast);
    /** Also says the latest run was fetched again, with its time (or that fetching it failed): two titles. */
    latest?: { done: string; failed: string };
  };
  /**
   * After RUNNING the button stays busy and the latest run is followed until a newer one is recorded: its outcome
   * gives the toast then. The button is busy too while the connection's status lists a run of `kinds` (the
   * scheduler's).
   */
  follow?: { kinds: readonly SyncDataType[] };
}

const doneToast = (toasts: ManualSyncOptions['toasts'], result: SyncResult | null) =>
  typeof toasts.done === 'function' ? toasts.done(result) : toasts.done;

const failedToast = (toasts: ManualSyncOptions['toasts'], reason?: string): SyncToast =>
  typeof toasts.failed === 'function'
    ? toasts.failed(reason)
    : { title: toasts.failed.title, description: reason };

/**
 * A manual sync from KiotViet: the request, its toasts (done, still running, failed with the reason; nothing on a
 * 401, where the session ends and the login screen says why), then the refresh of what the sync changed and of the
 * latest run. Disabled while the KiotViet connection is off.
 */
export function useManualSync({ dataType, trigger, refresh, toasts, follow }: ManualSyncOptions) {
  const { t } = useTranslation('common');
  const { toast } = useToast();
  const showError = useErrorToast();
  const revalidate = useRevalidate();
  const active = usePosConnectionActive();
  const [requesting, setRequesting] = useState(false);
  /** The latest run's id when the server answered RUNNING (null: not following a run). */
  const [following, setFollowing] = useState<{ before: string | null } | null>(null);
  const watched = follow !== undefined || toasts.latest !== undefined;
  const poll = following ? { refreshInterval: FOLLOW_MS } : undefined;
  const latest = useLatestSync(dataType, poll, watched);
  const status = usePosConnectionStatus(poll, active && follow !== undefined);
  const runningElsewhere = (status.data?.data.running ?? []).some((run) =>
    follow?.kinds.includes(run.data_type),
  );
  const newest = latest.data?.data ?? null;

  // The run the server stopped waiting for has ended: a newer run is in the log.
  useEffect(() => {
    if (!following || !newest || newest.id === following.before) return;
    setFollowing(null);
    if (newest.status === 'SUCCESS') toast({ tone: 'success', ...doneToast(toasts, null) });
    else toast({ tone: 'error', ...failedToast(toasts) });
    void refresh?.();
  });

  const refreshLatest = async () => {
    if (!watched) {
      revalidate('/api/sync-history/by-user/latest');
      return;
    }
    try {
      const answer = await latest.mutate();
      const at = answer?.data?.finished_at ?? answer?.data?.updated_at;
      if (toasts.latest) {
        toast({
          tone: 'success',
          title: toasts.latest.done,
          description: at ? formatDateTime(at) : undefined,
        });
      }
    } catch (error) {
      if (toasts.latest) showError(error, { title: toasts.latest.failed });
    }
  };

  const sync = async () => {
    const before = newest?.id ?? null;
    setRequesting(true);
    try {
      const result = await trigger();
      if (result.status === 'RUNNING') {
        if (follow) setFollowing({ before });
        toast({ tone: 'info', ...toasts.running });
      } else {
        toast({ tone: 'success', ...doneToast(toasts, result) });
      }
    } catch (error) {
      if (endsSession(error)) {
        setRequesting(false);
        return;
      }
      toast({ tone: 'error', ...failedToast(toasts, describeError(error, t)) });
    }
    await refresh?.();
    setRequesting(false);
    await refreshLatest();
  };

  return {
    sync,
    /** The sync runs (this request, a followed run, or the scheduler's): the button waits. */
    busy: requesting || following !== null || runningElsewhere,
    /** The KiotViet connection is switched on. */
    active,
  };
}

export interface ManualSyncButtonProps {
  sync: ReturnType<typeof useManualSync>;
  label: string;
  /** The label while it runs, e.g. 'Đang đồng bộ...'. */
  busyLabel?: string;
  variant?: ButtonVariant;
  /** Said under the button while the connection is off, e.g. 'Kết nối KiotViet đang tắt…'. */
  inactiveNote?: string;
  /** Lines under the button, e.g. the latest run's time. */
  children?: ReactNode;
}

/** The manual sync's button (busy while it runs, disabled while the connection is off), with its notes under it. */
export function ManualSyncButton({
  sync,
  label,
  busyLabel,
  variant,
  inactiveNote,
  children,
}: ManualSyncButtonProps) {
  const button = (
    <Button
      icon={<RefreshIcon size={16} />}
      variant={variant}
      tone={variant === 'outline' ? 'neutral' : undefined}
      loading={sync.busy}
      disabled={!sync.active || sync.busy}
      onClick={() => void sync.sync()}
    >
      {sync.busy && busyLabel ? busyLabel : label}
    </Button>
  );
  if (!inactiveNote && !children) return button;
  return (
    <div className={styles.syncBlock}>
      {button}
      {children}
      {inactiveNote && !sync.active ? (
        <Text size="small" tone="secondary">
          {inactiveNote}
        </Text>
      ) : null}
    </div>
  );
}
