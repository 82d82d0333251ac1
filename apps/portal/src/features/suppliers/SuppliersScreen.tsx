import type { Distributor } from '@pharmacy/api-client';
import { useDistributors } from '@pharmacy/api-client/swr';
import { useRevalidate } from '@pharmacy/api-client/swr/core';
import { useSyncDistributorsFromKiotViet } from '@pharmacy/api-client/swr/distributors';
import { formatNumber } from '@pharmacy/i18n';
import {
  Banner,
  Button,
  Heading,
  PageFrame,
  PlusIcon,
  Skeleton,
  SkeletonGroup,
  StoreIcon,
} from '@pharmacy/ui';
import { lazy, type ReactNode, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { stack } from '../../shared/layout.css';
import {
  ListEmptyState,
  ListPager,
  ListSearch,
  LoadFailed,
  ManualSyncButton,
  StatusSelect,
  useListView,
  useManualSync,
} from '../../shared/list';
import { paths } from '../../shared/paths';
import { usePosConnectionActive } from '../../shared/posConnection';
import {
  CARDS_PER_PAGE,
  FIRST_PAGES,
  filters,
  PAGE_KEYS,
  sectionQuery,
  supplierListState,
} from './listState';
import { SupplierCard } from './SupplierCard';
import type { SyncPress } from './SupplierSyncButton';
import * as styles from './SuppliersScreen.css';

/** The create and edit sheet (its form, logo upload and checks) comes with its first use, not with the list. */
const SupplierSheet = lazy(() =>
  import('./SupplierSheet').then((module) => ({ default: module.SupplierSheet })),
);

type SectionType = keyof typeof PAGE_KEYS;

/** One section's cards: the same search and status as the other section, a page of its own. */
function useSection(type: SectionType) {
  const { t } = useTranslation('suppliers');
  return useListView({
    state: supplierListState,
    filters,
    toQuery: (view) => sectionQuery(view, type),
    texts: t('list', { returnObjects: true }),
    load: useDistributors,
    pageKey: PAGE_KEYS[type],
    firstPage: FIRST_PAGES,
    pageSize: CARDS_PER_PAGE,
  });
}

type Section = ReturnType<typeof useSection>;

interface SheetState {
  open: boolean;
  /** null: create. */
  supplier: Distributor | null;
  /** A new opening mounts a new form. */
  session: number;
}

/**
 * The supplier page: 'Hệ thống quản lý nhà thuốc', the partner suppliers (read-only cards) and the pharmacy's
 * internal suppliers (cards with status, POS sync and edit; 'Đồng bộ POS' and 'Tạo nhà cung cấp'), each section a
 * page of 12 with its count. One search (name or code, without accents) and one status filter serve both
 * sections; they and both pages live in the address.
 */
export function SuppliersScreen() {
  const { t } = useTranslation('suppliers');
  const { t: tc } = useTranslation('common');
  const revalidate = useRevalidate();
  const partners = useSection('PARTNER');
  const internal = useSection('INTERNAL');
  const [sheet, setSheet] = useState<SheetState>({ open: false, supplier: null, session: 0 });
  const [presses, setPresses] = useState<Record<string, SyncPress>>({});
  // Every KiotViet supplier, imported as an internal one.
  const syncFromPos = useManualSync({
    dataType: 'SUPPLIER',
    trigger: useSyncDistributorsFromKiotViet().trigger,
    refresh: () => revalidate('/api/v1/distributors'),
    toasts: {
      done: { title: tc('toast.success'), description: t('sync.allSucceeded') },
      running: { title: t('syncPos'), description: t('sync.allRunning') },
      failed: { title: t('toasts.syncFromPosFailed') },
    },
  });

  const openSheet = (supplier: Distributor | null) =>
    setSheet((current) => ({ open: true, supplier, session: current.session + 1 }));
  const rememberPress = useCallback(
    (id: string, press: Partial<SyncPress>) =>
      setPresses((current) => ({
        ...current,
        [id]: { pressedAt: null, retryUntil: null, ...current[id], ...press },
      })),
    [],
  );

  return (
    <PageFrame
      title={t('heading')}
      toolbar={
        <>
          <ListSearch {...internal.searchBox} />
          <StatusSelect
            label={t('list.statusLabel')}
            allLabel={t('list.statusAll')}
            labels={t('status', { returnObjects: true })}
            value={internal.view.status}
            onChange={(status) => internal.applyFilters({ status })}
          />
        </>
      }
    >
      <SupplierSection list={partners} type="PARTNER" />
      <SupplierSection
        list={internal}
        type="INTERNAL"
        actions={
          <>
            <ManualSyncButton
              sync={syncFromPos}
              variant="outline"
              label={t('syncPos')}
              busyLabel={t('sync.running')}
            />
            <Button icon={<PlusIcon size={16} />} aria-haspopup="dialog" onClick={() => openSheet(null)}>
              {t('create')}
            </Button>
          </>
        }
        banner={<ConnectionBanner />}
        renderCard={(supplier) => (
          <SupplierCard
            supplier={supplier}
            onEdit={openSheet}
            syncPress={presses[supplier.id]}
            onSyncPress={rememberPress}
          />
        )}
      />
      {sheet.session > 0 ? (
        <Suspense fallback={null}>
          <SupplierSheet
            key={sheet.session}
            open={sheet.open}
            supplier={sheet.supplier}
            onOpenChange={(open) => setSheet((current) => ({ ...current, open }))}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}

interface SupplierSectionProps {
  list: Section;
  type: SectionType;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** A note between the heading and the cards. */
  banner?: ReactNode;
  /** The card of one supplier; a read-only card by default. */
  renderCard?: (supplier: Distributor) => ReactNode;
}

/** One section: its heading with the count, its cards (or the loading, error or empty state) and its pages. */
function SupplierSection({
  list,
  type,
  actions,
  banner,
  renderCard = (supplier) => <SupplierCard supplier={supplier} />,
}: SupplierSectionProps) {
  const { t } = useTranslation('suppliers');
  const headingId = useId();
  const { data, table } = list;

  const count = data ? formatNumber(data.total) : '…';
  const title = t(type === 'PARTNER' ? 'partnerSection' : 'internalSection', {
    total: data && !data.total_exact ? t('approximateCount', { total: count }) : count,
  });

  let content: ReactNode;
  if (table.error && !data) {
    content = (
      <LoadFailed bordered title={t('list.loadFailed')} error={table.error} onRetry={table.onRetry} />
    );
  } else if (!data) {
    content = <CardsLoading label={t('list.loading')} />;
  } else if (data.data.length === 0) {
    content = (
      <ListEmptyState
        bordered
        filtered={table.filtered}
        icon={<StoreIcon />}
        texts={{ ...table.texts, empty: t(type === 'PARTNER' ? 'partnerEmpty' : 'internalEmpty') }}
        onClearFilters={table.onClearFilters}
      />
    );
  } else {
    content = (
      <ul className={styles.grid} aria-labelledby={headingId} aria-busy={list.pager.busy || undefined}>
        {data.data.map((supplier) => (
          <li key={supplier.id} className={styles.gridItem}>
            {renderCard(supplier)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={stack} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <Heading level={2} size={3} id={headingId}>
          {title}
        </Heading>
        {actions ? <div className={styles.sectionActions}>{actions}</div> : null}
      </div>
      {banner}
      {content}
      <ListPager
        {...list.pager}
        onlyWhenPaged
        label={t(type === 'PARTNER' ? 'list.partnerPages' : 'list.internalPages')}
      />
    </section>
  );
}

function CardsLoading({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <div className={styles.grid}>
        {[0, 1, 2].map((key) => (
          <div key={key} className={styles.skeletonCard}>
            <div className={styles.skeletonHeader}>
              <Skeleton shape="circle" width={48} />
              <Skeleton lines={2} width="60%" />
            </div>
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** While the POS connection is off, says why the sync buttons are disabled and where to turn it on. */
function ConnectionBanner() {
  const { t } = useTranslation('suppliers');
  const connected = usePosConnectionActive();
  if (connected) return null;
  return (
    <Banner
      tone="info"
      title={t('sync.inactiveTitle')}
      description={
        <>
          {t('sync.inactiveHint')} <Link href={paths.connectionSettings}>{t('sync.openSettings')}</Link>
        </>
      }
    />
  );
}
