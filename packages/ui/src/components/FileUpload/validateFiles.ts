export const fileRejectionReasons = ['too-many', 'too-large', 'wrong-type'] as const;
export type FileRejectionReason = (typeof fileRejectionReasons)[number];

/** What validation needs from a file; a DOM `File` has it. */
export interface FileLike {
  name: string;
  size: number;
}

export interface FileRejection<F extends FileLike = File> {
  file: F;
  reason: FileRejectionReason;
}

export interface FileRules {
  /** Allowed extensions, with or without the dot, any case ('pdf', '.JPG'). Empty or unset allows any. */
  accept?: readonly string[];
  /** Largest allowed size in bytes (inclusive). */
  maxSize?: number;
  /** How many files may still be added; unset is unlimited. */
  maxFiles?: number;
}

export interface FileValidation<F extends FileLike = File> {
  accepted: F[];
  rejected: FileRejection<F>[];
}

/** The lowercased extension of a file name, without the dot: 'Hoá đơn.PDF' → 'pdf'; '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** `accept` as the file input's attribute: ['pdf', 'JPG'] → '.pdf,.jpg'. */
export function acceptAttribute(accept: readonly string[] | undefined): string | undefined {
  if (!accept || accept.length === 0) return undefined;
  return accept.map((extension) => `.${normaliseExtension(extension)}`).join(',');
}

function normaliseExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

/**
 * Sorts picked or dropped files into accepted and rejected, one reason per file. Each file is checked for its
 * type first, then its size. The count is checked last, on the files that passed, and all or nothing: when
 * they are more than `maxFiles`, every one of them is rejected as 'too-many', so nothing is added behind the
 * user's back and the app can say how many may still be added (docs/product/purchase-orders.md#documents: 'Chỉ có thể
 * thêm tối đa n chứng từ
 * nữa').
 */
export function validateFiles<F extends FileLike>(
  files: readonly F[],
  rules: FileRules = {},
): FileValidation<F> {
  const allowed = new Set((rules.accept ?? []).map(normaliseExtension).filter(Boolean));
  const valid: F[] = [];
  const rejected: FileRejection<F>[] = [];
  for (const file of files) {
    if (allowed.size > 0 && !allowed.has(fileExtension(file.name))) {
      rejected.push({ file, reason: 'wrong-type' });
    } else if (rules.maxSize !== undefined && file.size > rules.maxSize) {
      rejected.push({ file, reason: 'too-large' });
    } else {
      valid.push(file);
    }
  }
  if (rules.maxFiles !== undefined && valid.length > Math.max(0, rules.maxFiles)) {
    return {
      accepted: [],
      rejected: [...rejected, ...valid.map((file) => ({ file, reason: 'too-many' as const }))],
    };
  }
  return { accepted: valid, rejected };
}
