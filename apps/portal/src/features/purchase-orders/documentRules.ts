import type { FileRejection, FileRejectionReason } from '@pharmacy/ui';

/** At most 2 documents an order, 2 MB each, of these types (docs/product/purchase-orders.md#documents). */
export const MAX_DOCUMENTS = 2;
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;

type NoticeKey = 'filesFull' | 'filesLimit' | 'fileTooLarge' | 'fileType';

/** One toast about files that were not taken: its texts' keys (`feedback.<key>Title` / `…Text`) and values. */
export interface RejectionNotice {
  key: NoticeKey;
  values: { count?: number; name?: string };
}

/**
 * The messages for picked files that were refused before anything was sent: the order already has its 2
 * documents ('Đã đủ số lượng file'), more were picked than may still be added ('Giới hạn file: Chỉ có thể thêm tối
 * đa n chứng từ nữa'), a file over 2 MB ('File quá lớn: … vượt quá giới hạn 2MB cho phép'), or of another type.
 * One notice per kind of refusal, naming the first file it concerns.
 */
export function rejectionNotices(rejections: readonly FileRejection[], attached: number): RejectionNotice[] {
  const remaining = Math.max(0, MAX_DOCUMENTS - attached);
  const first = (reason: FileRejectionReason) => rejections.find((rejection) => rejection.reason === reason);
  const notices: RejectionNotice[] = [];
  if (first('too-many')) {
    notices.push(
      remaining === 0
        ? { key: 'filesFull', values: {} }
        : { key: 'filesLimit', values: { count: remaining } },
    );
  }
  const tooLarge = first('too-large');
  if (tooLarge) notices.push({ key: 'fileTooLarge', values: { name: tooLarge.file.name } });
  const wrongType = first('wrong-type');
  if (wrongType) notices.push({ key: 'fileType', values: { name: wrongType.file.name } });
  return notices;
}
