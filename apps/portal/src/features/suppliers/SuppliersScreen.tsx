import type { Distributor } from '@pharmacy/api-client';
import { useDistributors } from '@pharmacy/api-client/swr';
import { useSyncDistributorsFromKiotViet } from '@pharmacy/api-client/swr/distributors';
import { formatNumber } from '@pharmacy/i18n';
import {
  Banner,
  Button,
  EmptyState,
  Heading,
  Pagination,
  PlusIcon,
  pageCount,
  RefreshIcon,
  SearchIcon,
  Select,
  Skeleton,
  SkeletonGroup,
  StoreIcon,
  TextField,
  useToast,
} from '@pharmacy/ui';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { useErrorToast } from '../../shared/errors';
import { rangeValues } from '../../shared/ListStates';
import { LoadFailed } from '../../shared/LoadFailed';
import { usePosConnectionActive } from '../../shared/posConnection';
import { useUrlState } from '../../shared/useUrlState';
import {
  isFiltered,
  PAGE_SIZE,
  SEARCH_MAX,
  type SupplierListView,
  sectionQuery,
  supplierListState,
  withFilters,
} from './listState';
import { SupplierCard } from './SupplierCard';
import { SupplierSheet } from './SupplierSheet';
import type { SyncPress } from './SupplierSyncButton';
import * as styles from './SuppliersScreen.css';

/** Typing pauses this long before the lists ask the server (and the address changes). */
const SEARCH_DEBOUNCE_MS = 300;

interface SheetState {
  open: boolean;
  /** null: create. */
  supplier: Distributor | null;
  /** A new opening mounts a new form. */
  session: number;
}

/**
 * The supplier page (docs/product/suppliers.md#supplier-page): 'Hệ thống quản lý nhà thuốc', the partner suppliers
 * (read-only cards) and the
 * pharmacy's internal suppliers (cards with status, POS sync and edit; 'Đồng bộ POS' and 'Tạo nhà cung cấp'),
 * each section a page of 12 with its count. One search (name or code, without accents) and one status filter
 * serve both sections; they and both pages live in the address.
 */
export function SuppliersScreen() {
  const { t } = useTranslation('suppliers');
  const [view, setView] = useUrlState(supplierListState);
  const [sheet, setSheet] = useState<SheetState>({ open: false, supplier: null, session: 0 });
  const [presses, setPresses] = useState<Record<string, SyncPress>>({});
  const filtered = isFiltered(view);

  const openSheet = (supplier: Distributor | null) =>
    setSheet((current) => ({ open: true, supplier, session: current.session + 1 }));
  const clearFilters = () => setView(withFilters({ search: '', status: null }));
  const rememberPress = useCallback(
    (id: string, press: Partial<SyncPress>) =>
      setPresses((current) => ({
        ...current,
        [id]: { pressedAt: null, retryUntil: null, ...current[id], ...press },
      })),
    [],
  );

  return (
    <div className={styles.page}>
      <Heading level={1} size={2}>
        {t('heading')}
      </Heading>

      <div className={styles.toolbar}>
        <SearchBox
          value={view.search}
          onSearch={(search) => setView(withFilters({ search }), { replace: true })}
        />
        <Select
          className={styles.statusFilter}
          label={t('list.statusLabel')}
          labelHidden
          options={[
            { value: 'all', label: t('list.statusAll') },
            { value: 'ACTIVE', label: t('status.ACTIVE') },
            { value: 'INACTIVE', label: t('status.INACTIVE') },
          ]}
          value={view.status ?? 'all'}
          onChange={(value) =>
            setView(withFilters({ status: value === 'ACTIVE' || value === 'INACTIVE' ? value : null }))
          }
        />
      </div>

      <SupplierSection
        view={view}
        type="PARTNER"
        onPageChange={(partnerPage, options) => setView({ partnerPage }, options)}
        filtered={filtered}
        onClearFilters={clearFilters}
      />

      <SupplierSection
        view={view}
        type="INTERNAL"
        onPageChange={(page, options) => setView({ page }, options)}
        filtered={filtered}
        onClearFilters={clearFilters}
        actions={
          <>
            <SyncFromPosButton />
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

      <SupplierSheet
        key={sheet.session}
        open={sheet.open}
        supplier={sheet.supplier}
        onOpenChange={(open) => setSheet((current) => ({ ...current, open }))}
      />
    </div>
  );
}

interface SupplierSectionProps {
  view: SupplierListView;
  type: 'PARTNER' | 'INTERNAL';
  /** `replace` when the page is corrected rather than chosen (no history entry). */
  onPageChange: (page: number, options?: { replace: boolean }) => void;
  filtered: boolean;
  onClearFilters: () => void;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** A note between the heading and the cards. */
  banner?: ReactNode;
  /** The card of one supplier; a read-only card by default. */
  renderCard?: (supplier: Distributor) => ReactNode;
}

/** One section: its heading with the count, its cards (or the loading, error or empty state) and its pages. */
function SupplierSection({
  view,
  type,
  onPageChange,
  filtered,
  onClearFilters,
  actions,
  banner,
  renderCard = (supplier) => <SupplierCard supplier={supplier} />,
}: SupplierSectionProps) {
  const { t } = useTranslation('suppliers');
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const query = useMemo(() => sectionQuery(view, type), [view, type]);
  const { data, error, isLoading, mutate } = useDistributors(query);
  const page = type === 'PARTNER' ? view.partnerPage : view.page;

  // A page past the end (a stale link, the last supplier of the last page deleted) goes back to one with cards.
  useEffect(() => {
    if (!data || data.data.length > 0 || data.total === 0 || page <= 1) return;
    const last = data.total_exact ? pageCount(data.total, PAGE_SIZE) : 1;
    if (last < page) onPageChange(last, { replace: true });
  }, [data, page, onPageChange]);

  const count = data ? formatNumber(data.total) : '…';
  const title = t(type === 'PARTNER' ? 'partnerSection' : 'internalSection', {
    total: data && !data.total_exact ? t('approximateCount', { total: count }) : count,
  });

  let content: ReactNode;
  if (error && !data) {
    content = (
      <LoadFailed bordered title={t('list.loadFailed')} error={error} onRetry={() => void mutate()} />
    );
  } else if (!data) {
    content = <CardsLoading label={t('list.loading')} />;
  } else if (data.data.length === 0) {
    content = filtered ? (
      <EmptyState
        size="small"
        bordered
        role="status"
        icon={<SearchIcon />}
        title={t('list.noMatch')}
        description={t('list.noMatchHint')}
        actions={
          <Button variant="outline" tone="neutral" onClick={onClearFilters}>
            {t('list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        size="small"
        bordered
        icon={<StoreIcon />}
        title={type === 'PARTNER' ? t('partnerEmpty') : t('internalEmpty')}
      />
    );
  } else {
    content = (
      <ul className={styles.grid} aria-labelledby={headingId} aria-busy={isLoading || undefined}>
        {data.data.map((supplier) => (
          <li key={supplier.id} className={styles.gridItem}>
            {renderCard(supplier)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <Heading level={2} size={3} id={headingId}>
          {title}
        </Heading>
        {actions ? <div className={styles.sectionActions}>{actions}</div> : null}
      </div>
      {banner}
      {content}
      {data && data.total > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPageChange={(next) => onPageChange(next)}
          disabled={isLoading}
          rangeLabel={(range) =>
            t(data.total_exact ? 'list.range' : 'list.rangeApproximate', rangeValues(range))
          }
          labels={{
            navigation: t(type === 'PARTNER' ? 'list.partnerPages' : 'list.internalPages'),
            previous: tc('pagination.previous'),
            next: tc('pagination.next'),
            page: (n) => tc('pagination.page', { page: n }),
          }}
        />
      ) : null}
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

/**
 * 'Đồng bộ POS' of the section: imports every KiotViet supplier as an internal one
 * (docs/product/suppliers.md#import-from-kiotviet).
 */
function SyncFromPosButton() {
  const { t } = useTranslation('suppliers');
  const { t: tc } = useTranslation('common');
  const connected = usePosConnectionActive();
  const sync = useSyncDistributorsFromKiotViet();
  const { toast } = useToast();
  const showError = useErrorToast();
  const run = async () => {
    try {
      await sync.trigger();
      toast({ tone: 'success', title: tc('toast.success'), description: t('sync.allSucceeded') });
    } catch (error) {
      showError(error, { title: t('toasts.syncFromPosFailed') });
    }
  };
  return (
    <Button
      variant="outline"
      tone="neutral"
      icon={<RefreshIcon size={16} />}
      loading={sync.isMutating}
      disabled={!connected}
      onClick={() => void run()}
    >
      {sync.isMutating ? t('sync.running') : t('syncPos')}
    </Button>
  );
}

/** The search box: the address follows the text 300 ms after typing stops, and the text follows the address. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('suppliers');
  const [text, setText] = useState(value);
  const [reported, setReported] = useState(value);
  const onSearchRef = useRef(onSearch);
  useLayoutEffect(() => {
    onSearchRef.current = onSearch;
  });
  // Back/forward or 'Bỏ bộ lọc' changed the address: the box shows it.
  if (value !== reported) {
    setReported(value);
    setText(value);
  }
  useEffect(() => {
    if (text === reported) return;
    const timer = setTimeout(() => {
      setReported(text);
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, reported]);
  return (
    <TextField
      type="search"
      label={t('list.searchLabel')}
      labelHidden
      placeholder={t('list.searchPlaceholder')}
      startIcon={<SearchIcon />}
      value={text}
      maxLength={SEARCH_MAX}
      autoComplete="off"
      onChange={(event) => setText(event.currentTarget.value)}
      className={styles.search}
    />
  );
}
