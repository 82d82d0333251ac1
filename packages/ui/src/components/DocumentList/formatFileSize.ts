const units = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people: 1536 → '1.5 KB', 2097152 → '2 MB' (binary multiples, which is how the 2 MB upload
 * limit is counted). Numbers follow `locale` ('vi-VN' → '1,5 KB'); one decimal at most.
 */
export function formatFileSize(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}
