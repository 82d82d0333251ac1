import { ApiError, type Distributor } from '@pharmacy/api-client';
import { useSyncDistributorToKiotViet } from '@pharmacy/api-client/swr/distributors';
import { useToast } from '@pharmacy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import { RowSyncButton } from '../../shared/list';
import { usePosConnectionActive } from '../../shared/posConnection';
import * as styles from './SuppliersScreen.css';
import { COOLDOWN_TICK_MS, cooldownSeconds, type SyncCooldownInput, syncCooldownLeft } from './syncCooldown';

/** What the screen remembers of a supplier's sync button between renders and pages. */
export interface SyncPress {
  /** When it was last pressed (epoch ms). */
  pressedAt: number | null;
  /** Until when the server asked to wait (a 429's Retry-After, epoch ms). */
  retryUntil: number | null;
}

/** Milliseconds left of a cooldown, redrawn every 100 ms while it runs and not at all otherwise. */
function useCooldownLeft(input: SyncCooldownInput): number {
  const [now, setNow] = useState(() => Date.now());
  const { syncedAt, pressedAt, retryUntil } = input;
  // A new press, sync or wait is measured from the clock as it is now, not from the last tick.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are the reason to read the clock again
  useEffect(() => setNow(Date.now()), [syncedAt, pressedAt, retryUntil]);
  const left = syncCooldownLeft({ syncedAt, pressedAt, retryUntil }, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), COOLDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

export interface SupplierSyncButtonProps {
  supplier: Distributor;
  press: SyncPress | undefined;
  onPress: (press: Partial<SyncPress>) => void;
}

/**
 * An internal supplier's 'Đồng bộ POS' (docs/product/suppliers.md#sync-one-supplier): pulls the supplier's KiotViet
 * record. Disabled while the POS connection is inactive; during a press, after a successful one, or within 30 s of the
 * supplier's last sync, it counts the seconds down ('Đồng bộ lại sau 23s'; a failed press holds nothing), and a 429
 * from the server counts down the time it asks for. Success says
 * 'Thành công'; a failure shows the server's message or 'Có lỗi xảy ra khi đồng bộ lên POS'.
 */
export function SupplierSyncButton({ supplier, press, onPress }: SupplierSyncButtonProps) {
  const { t } = useTranslation('suppliers');
  const { t: tc } = useTranslation('common');
  const connected = usePosConnectionActive();
  const sync = useSyncDistributorToKiotViet(supplier.id);
  const { toast } = useToast();
  const showError = useErrorToast();
  const seconds = cooldownSeconds(
    useCooldownLeft({
      syncedAt: supplier.synced_at,
      pressedAt: press?.pressedAt ?? null,
      retryUntil: press?.retryUntil ?? null,
    }),
  );

  const run = async () => {
    // The server counts its cooldown from the press while the sync runs; a failed one holds nothing.
    onPress({ pressedAt: Date.now() });
    try {
      await sync.trigger();
      toast({
        tone: 'success',
        title: tc('toast.success'),
        description: t('sync.oneSucceeded', { name: supplier.name }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== null) {
        onPress({ retryUntil: Date.now() + error.retryAfterSeconds * 1000 });
      } else {
        onPress({ pressedAt: null });
      }
      showError(error, { fallback: t('toasts.syncToPosFailed') });
    }
  };

  let label: string = t('syncPos');
  if (sync.isMutating) label = t('sync.running');
  else if (seconds > 0) label = t('sync.cooldown', { seconds });

  return (
    <RowSyncButton
      label={label}
      aria-label={t('card.actionFor', { action: label, name: supplier.name })}
      busy={sync.isMutating}
      disabled={!connected || seconds > 0}
      onClick={() => void run()}
      className={styles.syncButton}
    />
  );
}
