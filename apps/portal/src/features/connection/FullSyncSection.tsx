import type { FullSyncKind, SyncDataType, SyncResult } from '@pharmacy/api-client';
import { useFullSync, useFullSyncKinds } from '@pharmacy/api-client/swr/posSettings';
import { usePosConnectionStatus } from '@pharmacy/api-client/swr/posStatus';
import { formatDateTime } from '@pharmacy/i18n';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  Heading,
  RefreshIcon,
  Skeleton,
  SkeletonGroup,
  Text,
  useToast,
} from '@pharmacy/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import { LoadFailed } from '../../shared/list';
import * as styles from './ConnectionSettingsScreen.css';

/** While a kind runs, the list is asked again this often, so its row shows the run's end. */
const FOLLOW_MS = 3000;

/**
 * `sync:fullSync.action` (docs/product/sync.md#full-re-sync): every kind the server's full re-sync reads, with when it
 * was last read in full and how that ended, and a button that asks to confirm, then reads that kind again from
 * KiotViet. A kind that runs now (any run, the scheduler's included) says so and its button waits; the server refuses
 * one that started meanwhile, and its answer is shown. Disabled while the connection is off.
 */
export function FullSyncSection({ active }: { active: boolean }) {
  const { t } = useTranslation('sync');
  const { toast } = useToast();
  const showError = useErrorToast();
  const titleId = useId();
  const [requesting, setRequesting] = useState<SyncDataType | null>(null);
  const [asking, setAsking] = useState<SyncDataType | null>(null);
  // The last kind asked about stays named while the dialog fades out.
  const [shown, setShown] = useState<SyncDataType | null>(null);
  if (asking !== null && asking !== shown) setShown(asking);
  const [following, setFollowing] = useState(false);
  const { data, error, mutate } = useFullSyncKinds({ refreshInterval: following ? FOLLOW_MS : 0 });
  // The header's status (one request for both) also sees runs started elsewhere: the pass that `connection:connect`
  // starts, the scheduler's. While it or the list names one, the list is asked again until the run has ended.
  const status = usePosConnectionStatus();
  const runningNow = new Set([
    ...(status.data?.data.running ?? []).map((run) => run.data_type),
    ...(data?.data ?? []).filter((kind) => kind.running).map((kind) => kind.data_type),
  ]);
  const kinds = data?.data;
  const anyRunning = requesting !== null || runningNow.size > 0;
  if (anyRunning !== following) setFollowing(anyRunning);
  const fullSync = useFullSync();

  const start = async (dataType: SyncDataType) => {
    setRequesting(dataType);
    try {
      const result: SyncResult = await fullSync.trigger([dataType]);
      if (result.status === 'RUNNING') {
        toast({
          tone: 'info',
          title: t('fullSync.stillRunningTitle'),
          description: t('fullSync.stillRunningText'),
        });
      } else {
        toast({
          tone: 'success',
          title: t('fullSync.successTitle'),
          description: t('fullSync.successText', {
            count: result.synced_count,
            removed: result.removed_count,
          }),
        });
      }
    } catch (failure) {
      showError(failure, { title: t('fullSync.failedTitle') });
    } finally {
      setRequesting(null);
    }
  };

  let content: ReactNode;
  if (error && !kinds) {
    content = <LoadFailed title={t('section.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else if (!kinds) {
    content = (
      <SkeletonGroup label={t('section.loading')}>
        <Skeleton lines={2} />
        <Skeleton lines={2} />
        <Skeleton lines={2} />
      </SkeletonGroup>
    );
  } else {
    content = (
      <ul className={styles.kinds} aria-labelledby={titleId}>
        {kinds.map((kind) => (
          <KindRow
            key={kind.data_type}
            kind={kind}
            active={active}
            busy={requesting === kind.data_type || runningNow.has(kind.data_type)}
            onAsk={() => setAsking(kind.data_type)}
          />
        ))}
      </ul>
    );
  }

  const kindName = shown ? t(`kinds.${shown}`) : '';
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardTitle}>
        <Heading level={2} size={4} id={titleId}>
          {t('section.title')}
        </Heading>
        <Text size="small" tone="secondary">
          {t('section.intro')}
        </Text>
      </div>
      {content}
      {active ? null : (
        <Text size="small" tone="secondary">
          {t('section.off')}
        </Text>
      )}
      <AlertDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('fullSync.confirmTitle', { kind: kindName })}
        description={t('fullSync.confirmText', { kind: kindName })}
        confirmLabel={t('fullSync.confirm')}
        cancelLabel={t('fullSync.cancel')}
        onConfirm={() => {
          // The run can take the server's 20 s: its row shows it meanwhile, not a dialog that cannot be closed.
          if (asking) void start(asking);
        }}
      />
    </Card>
  );
}

function KindRow({
  kind,
  active,
  busy,
  onAsk,
}: {
  kind: FullSyncKind;
  active: boolean;
  busy: boolean;
  onAsk: () => void;
}) {
  const { t } = useTranslation('sync');
  const last = kind.last_full_sync;
  return (
    <li className={styles.kind}>
      <div className={styles.kindText}>
        <Text weight="medium">{t(`kindTitles.${kind.data_type}`)}</Text>
        <div className={styles.kindStatus}>
          {busy ? (
            <Text size="small" tone="info">
              {t('section.running')}
            </Text>
          ) : last ? (
            <>
              <Text size="small" tone="secondary">
                {t('section.lastFull', { at: formatDateTime(last.at) })}
              </Text>
              <Badge size="small" tone={last.status === 'SUCCESS' ? 'positive' : 'critical'}>
                {t(`section.result.${last.status}`)}
              </Badge>
            </>
          ) : (
            <Text size="small" tone="secondary">
              {t('section.never')}
            </Text>
          )}
        </div>
      </div>
      <Button
        variant="outline"
        tone="neutral"
        size="small"
        icon={<RefreshIcon size={16} />}
        aria-label={t('section.buttonLabel', { kind: t(`kinds.${kind.data_type}`) })}
        loading={busy}
        disabled={!active || busy}
        onClick={onAsk}
      >
        {t('section.button')}
      </Button>
    </li>
  );
}
