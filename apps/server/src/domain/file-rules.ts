/**
 * Upload rules (docs/product/purchase-orders.md#documents, docs/product/suppliers.md#logo): documents
 * pdf/jpg/jpeg/png/doc/docx, logos png/jpg, at most 2 MB each.
 */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export type UploadPurpose = 'document' | 'logo';

interface Kind {
  /** What file-type reports for the file's leading bytes. */
  detected: string;
  contentType: string;
}

const KINDS: Record<string, Kind> = {
  pdf: { detected: 'pdf', contentType: 'application/pdf' },
  jpg: { detected: 'jpg', contentType: 'image/jpeg' },
  jpeg: { detected: 'jpg', contentType: 'image/jpeg' },
  png: { detected: 'png', contentType: 'image/png' },
  // Legacy Word files are OLE compound files; file-type reports the container.
  doc: { detected: 'cfb', contentType: 'application/msword' },
  docx: {
    detected: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

const ALLOWED: Record<UploadPurpose, readonly string[]> = {
  document: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'],
  logo: ['png', 'jpg', 'jpeg'],
};

export const UPLOAD_MESSAGES = {
  missing: 'Vui lòng chọn file để tải lên.',
  empty: 'File rỗng, vui lòng chọn file khác.',
  documentTooLarge: 'File quá lớn: vượt quá giới hạn 2MB cho phép',
  logoTooLarge: 'Kích thước file vượt quá 2MB. Vui lòng chọn file nhỏ hơn.',
  documentType: 'Định dạng file không được hỗ trợ. Chỉ chấp nhận pdf, jpg, jpeg, png, doc, docx.',
  logoType: 'Chỉ chấp nhận file hình ảnh định dạng PNG hoặc JPG.',
} as const;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The content type to store when the extension is allowed for the purpose and the leading bytes agree with it;
 * null otherwise (a renamed executable or HTML page is refused whatever its name says).
 */
export function acceptedContentType(
  purpose: UploadPurpose,
  fileName: string,
  detected: string | undefined,
): string | null {
  const ext = extensionOf(fileName);
  if (!ALLOWED[purpose].includes(ext)) return null;
  const kind = KINDS[ext];
  return kind && kind.detected === detected ? kind.contentType : null;
}

/** A safe file name for Content-Disposition: no path, no control or quote characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = [...base]
    .filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return cleaned.slice(-150) || 'file';
}
