import {
  ApiError,
  type OrderDocument,
  type PurchaseOrder,
  type PurchaseOrderResult,
} from '@pharmacy/api-client';
import { useUploadFile } from '@pharmacy/api-client/swr/files';
import { useUpdateDocuments } from '@pharmacy/api-client/swr/purchaseOrders';
import {
  Button,
  Dialog,
  DocumentList,
  type DocumentListItem,
  DownloadIcon,
  ExternalLinkIcon,
  type FileRejection,
  FileUpload,
  Stack,
  useToast,
} from '@pharmacy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../shared/errors';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS, rejectionNotices } from './documentRules';
import * as styles from './PurchaseOrders.css';
import { useShownWhileClosing } from './useShownWhileClosing';

/** One 'Cập nhật tài liệu thành công' at a time: a deletion right after an upload replaces the toast. */
const DOCUMENTS_UPDATED = 'purchase-order-documents-updated';

/**
 * An order's documents (docs/product/purchase-orders.md#documents): upload (at most 2, 2 MB each,
 * pdf/jpg/jpeg/png/doc/docx) through
 * `POST /api/v1/files/upload/single`, then the order's list through `PATCH …/document-urls`; preview of images and
 * PDFs in the page, open in a new tab, and delete after 'Bạn có chắc chắn muốn xóa chứng từ này không?' —
 * optimistic, rolled back with 'Lỗi' / 'Không thể xóa chứng từ, vui lòng thử lại' when the server refuses.
 *
 * Files are read through the server's short-lived signed links only (docs/SECURITY.md §6): `preview_url` (inline)
 * in an `<img>` or an `<iframe>` without `sandbox` (Chromium would not render the PDF), `download_url` (attachment)
 * for Word files, which cannot be shown.
 */
export function OrderDocuments({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation('purchaseOrders');
  const { t: tc } = useTranslation('common');
  const { toast } = useToast();
  const showError = useErrorToast();
  const upload = useUploadFile();
  const update = useUpdateDocuments(order.id);
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<OrderDocument | null>(null);
  const attached = order.document_urls.length;

  const onFiles = async (files: File[]) => {
    setUploading(true);
    const uploaded: string[] = [];
    try {
      for (const file of files) uploaded.push((await upload.trigger({ file })).url);
    } catch (error) {
      const tooLarge = error instanceof ApiError && error.status === 413;
      showError(error, { title: tooLarge ? t('feedback.overLimitTitle') : t('feedback.uploadFailed') });
    }
    if (uploaded.length > 0) {
      try {
        await update.trigger([...order.document_urls, ...uploaded]);
        toast({ id: DOCUMENTS_UPDATED, tone: 'success', title: t('feedback.documentsUpdated') });
      } catch (error) {
        showError(error, { title: t('feedback.documentsUpdateFailed') });
      }
    }
    setUploading(false);
  };

  const onReject = (rejections: FileRejection[]) => {
    for (const notice of rejectionNotices(rejections, attached)) {
      toast({
        tone: 'error',
        title: t(`feedback.${notice.key}Title`),
        description: t(`feedback.${notice.key}Text`, { count: 0, name: '', ...notice.values }),
      });
    }
  };

  const onDelete = async (item: DocumentListItem) => {
    const document = order.documents.find((candidate) => candidate.id === item.id);
    if (!document) return;
    const remaining = order.document_urls.filter((url) => url !== document.url);
    try {
      await update.trigger<PurchaseOrderResult | undefined>(remaining, {
        optimisticData: (current) =>
          current && {
            data: {
              ...current.data,
              document_urls: remaining,
              documents: current.data.documents.filter((candidate) => candidate.id !== document.id),
            },
          },
        rollbackOnError: true,
      });
      toast({ id: DOCUMENTS_UPDATED, tone: 'success', title: t('feedback.documentsUpdated') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast({
        tone: 'error',
        title: t('feedback.deleteFailedTitle'),
        description: t('feedback.deleteFailedText'),
      });
    }
  };

  const items: DocumentListItem[] = order.documents.map((document) => ({
    id: document.id,
    name: document.name,
    size: document.size,
    // Opened in a new tab: shown when the browser can (inline), downloaded otherwise.
    url: document.preview_url ?? document.download_url,
  }));

  return (
    <Stack gap="medium">
      <FileUpload
        label={t('detail.uploadLabel')}
        labelHidden
        description={t('detail.uploadRules')}
        buttonLabel={t('detail.uploadButton')}
        dropLabel={t('detail.uploadDrop')}
        accept={DOCUMENT_TYPES}
        maxFiles={MAX_DOCUMENTS - attached}
        maxSize={MAX_DOCUMENT_BYTES}
        uploading={uploading}
        uploadingLabel={t('detail.uploading')}
        onFiles={(files) => void onFiles(files)}
        onReject={onReject}
        size="compact"
      />
      <DocumentList
        documents={items}
        label={t('detail.documentsLabel')}
        emptyText={t('detail.documentsEmpty')}
        canPreview={(item) =>
          order.documents.some((document) => document.id === item.id && document.preview_url)
        }
        onPreview={(item) =>
          setPreviewing(order.documents.find((document) => document.id === item.id) ?? null)
        }
        onDelete={onDelete}
        previewLabel={t('detail.preview')}
        openLabel={t('detail.open')}
        deleteLabel={t('detail.deleteDocument')}
        deletingLabel={t('detail.deleting')}
        confirmTitle={t('detail.deleteDocumentTitle')}
        confirmDescription={t('detail.deleteDocumentConfirm')}
        confirmLabel={t('detail.deleteDocument')}
        cancelLabel={tc('actions.cancel')}
      />
      <DocumentPreview document={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}

function DocumentPreview({ document, onClose }: { document: OrderDocument | null; onClose: () => void }) {
  const { t } = useTranslation('purchaseOrders');
  const { t: tc } = useTranslation('common');
  // Kept while the dialog closes (it animates out).
  const shown = useShownWhileClosing(document);
  const link = shown?.preview_url;
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="large"
      title={shown ? t('detail.previewTitle', { name: shown.name }) : t('detail.preview')}
      closeLabel={tc('actions.close')}
      footer={
        shown ? (
          <div className={styles.dialogActions}>
            <Button
              variant="outline"
              tone="neutral"
              icon={<DownloadIcon size={16} />}
              onClick={() => window.location.assign(shown.download_url)}
            >
              {t('detail.download')}
            </Button>
            <Button
              icon={<ExternalLinkIcon size={16} />}
              onClick={() => window.open(link ?? shown.download_url, '_blank', 'noopener')}
            >
              {t('detail.open')}
            </Button>
          </div>
        ) : null
      }
    >
      {shown && link ? (
        shown.content_type.startsWith('image/') ? (
          <img src={link} alt={shown.name} className={styles.previewImage} />
        ) : (
          // No `sandbox` attribute: Chromium renders no PDF in a sandboxed frame; the file's own answer sandboxes it.
          <iframe src={link} title={shown.name} className={styles.previewFrame} />
        )
      ) : null}
    </Dialog>
  );
}
