import { ApiError, type PurchaseOrder, type PurchaseOrderItem } from '@pharmacy/api-client';
import { useLinkKiotVietProduct } from '@pharmacy/api-client/swr/products';
import { formatDateTime } from '@pharmacy/i18n';
import { AlertDialog, Badge, Banner, Button, Dialog, Text, TextField, useToast } from '@pharmacy/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import { FormFooter } from '../../shared/FormFooter';
import { usePosConnectionActive } from '../../shared/posConnection';
import { useUnsavedChanges } from '../../shared/unsavedChanges';
import * as styles from './PurchaseOrders.css';
import { useSyncOrder } from './SyncButton';

/** The order can still become a KiotViet receipt: delivered and not synced yet. */
const pushable = (order: PurchaseOrder) => order.status === 'delivered' && !order.is_synced_to_kiotviet;

/** Lines KiotViet has no product for yet, one per product. */
function unlinkedProducts(order: PurchaseOrder): PurchaseOrderItem[] {
  const seen = new Set<string>();
  return order.items.filter((item) => {
    if (item.kiotviet_product || seen.has(item.product_id)) return false;
    seen.add(item.product_id);
    return true;
  });
}

/**
 * What stands between a delivered order and its KiotViet receipt, at the top of the drawer: a receipt sent and not
 * confirmed yet ('Đang chờ KiotViet xác nhận phiếu nhập', with when it can be sent again), or products KiotViet
 * does not have, with 'Tạo trên KiotViet' (after a confirmation listing them, the products are created and the
 * order pushed in one request). Linking a product to an existing one is on its line.
 */
export function KiotVietNotices({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('purchaseOrders');
  const [confirming, setConfirming] = useState(false);
  const { sync, syncing } = useSyncOrder(order);
  const connected = usePosConnectionActive();
  if (!pushable(order)) return null;
  if (order.kiotviet_sync_state === 'in_doubt') {
    return (
      <Banner
        tone="caution"
        title={t('detail.inDoubtTitle')}
        description={t('detail.inDoubtText', {
          time: order.kiotviet_check_after ? formatDateTime(order.kiotviet_check_after) : '',
        })}
      />
    );
  }
  const missing = unlinkedProducts(order);
  // Without a KiotViet connection there is nothing to create them in.
  if (missing.length === 0 || !connected) return null;
  return (
    <>
      <Banner
        tone="caution"
        title={t('detail.unlinkedTitle', { count: missing.length })}
        description={t('detail.unlinkedText')}
        action={
          <Button size="small" loading={syncing} onClick={() => setConfirming(true)}>
            {t('detail.createInKiotViet')}
          </Button>
        }
      />
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.createConfirmTitle', { count: missing.length })}
        description={t('detail.createConfirmText')}
        confirmLabel={t('detail.createConfirm')}
        cancelLabel={t('detail.createCancel')}
        // Closes either way: the toast says how it went, and the drawer shows where the order stands.
        onConfirm={() => sync({ create_missing_products: true })}
      >
        <ul className={styles.kiotvietList}>
          {missing.map((item) => (
            <li key={item.product_id}>
              {item.product_name} ({item.product_code})
            </li>
          ))}
        </ul>
      </AlertDialog>
    </>
  );
}

/**
 * Under a line's code, its KiotViet product: KiotViet's code when it differs from the portal's (nothing when they are
 * the same), or (with a KiotViet connection) 'Chưa có trên KiotViet' and 'Liên kết' while the order can be pushed;
 * nothing for a pharmacy without KiotViet.
 */
export function KiotVietCell({ order, item }: { order: PurchaseOrder; item: PurchaseOrderItem }) {
  const { t } = useTranslation('purchaseOrders');
  const [linking, setLinking] = useState(false);
  const connected = usePosConnectionActive();
  if (item.kiotviet_product) {
    return item.kiotviet_product.code === item.product_code ? null : (
      <Text size="small" tone="secondary">
        {t('detail.kiotvietCode', { code: item.kiotviet_product.code })}
      </Text>
    );
  }
  if (!connected) return null;
  return (
    <span className={styles.kiotvietCell}>
      <Badge tone="caution" size="small">
        {t('detail.notInKiotViet')}
      </Badge>
      {pushable(order) ? (
        <>
          <Button
            size="small"
            variant="ghost"
            tone="neutral"
            aria-label={t('detail.linkProductLabel', { name: item.product_name })}
            onClick={() => setLinking(true)}
          >
            {t('detail.linkProduct')}
          </Button>
          <LinkProductDialog item={item} open={linking} onClose={() => setLinking(false)} />
        </>
      ) : null}
    </span>
  );
}

/** Staff type the code KiotViet shows for the product; the server checks it in KiotViet before linking. */
function LinkProductDialog({
  item,
  open,
  onClose,
}: {
  item: PurchaseOrderItem;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('purchaseOrders');
  const { toast } = useToast();
  const showError = useErrorToast();
  const formId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { trigger, isMutating } = useLinkKiotVietProduct(item.product_id);
  const unsaved = useUnsavedChanges(code.trim() !== '');

  const close = () => {
    setCode('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted) {
      setError(t('linkDialog.codeRequired'));
      return;
    }
    try {
      const linked = await trigger({ kiotviet_code: wanted });
      toast({
        tone: 'success',
        title: t('toasts.linkedTitle'),
        description: t('toasts.linkedText', {
          name: item.product_name,
          code: linked.data.kiotviet_product?.code ?? wanted,
        }),
      });
      close();
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.details?.kiotviet_code : undefined;
      if (fieldError) setError(failure instanceof ApiError ? failure.message : fieldError);
      else showError(failure, { title: t('toasts.linkFailed') });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('linkDialog.title')}
      description={t('linkDialog.description', { name: item.product_name, code: item.product_code })}
      closeLabel={t('linkDialog.cancel')}
      unsavedChanges={unsaved}
      footer={
        <FormFooter
          formId={formId}
          cancelLabel={t('linkDialog.cancel')}
          submitLabel={t('linkDialog.submit')}
          busy={isMutating}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('linkDialog.code')}
          description={t('linkDialog.codeHint')}
          required
          maxLength={50}
          autoComplete="off"
          value={code}
          error={error ?? undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
