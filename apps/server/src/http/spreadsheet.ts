import { z } from '@hono/zod-openapi';

/**
 * The lists' exports (docs/product/inventory.md#export): one table as CSV (UTF-8 with a byte-order mark, so Excel
 * reads Vietnamese right; comma-separated, CRLF, numbers with a dot) or as an .xlsx workbook, numbers as numbers.
 *
 * The workbook is written here, on the server, so the portal's bundle carries no spreadsheet library. The library is
 * write-excel-file (maintained, releases through 2026, one dependency: fflate; its browser build is 69 KB minified,
 * 19 KB gzip) rather than exceljs (last release 2023, a dozen dependencies — archiver, unzipper, jszip… — about
 * 1 MB minified) or SheetJS, whose npm package has been stuck at 0.18.5 since 2022.
 */

const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** At most this many rows in a file: a larger export is refused, to be narrowed first. */
export const EXPORT_ROWS_MAX = 50_000;

type SpreadsheetCell = string | number | null;

export interface SpreadsheetTable {
  /** The sheet's name in a workbook (at most 31 characters). */
  sheet: string;
  headers: string[];
  rows: SpreadsheetCell[][];
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportFormatQuery = z
  .enum(EXPORT_FORMATS, { error: 'Định dạng không hợp lệ (csv, xlsx)' })
  .openapi({ description: 'csv: UTF-8 with a byte-order mark; xlsx: an Excel workbook' });

/** The documented answer of an export route: the file, in either format. */
export function spreadsheetResponse(description: string) {
  const file = { schema: z.string().openapi({ type: 'string', format: 'binary' }) };
  return {
    description,
    headers: z.object({
      'Content-Disposition': z.string().openapi({ description: 'attachment; filename="…"' }),
    }),
    content: { 'text/csv': file, [CONTENT_TYPES.xlsx]: file },
  };
}

/**
 * A text cell as a spreadsheet will not run it: one starting with =, +, -, @ (or a tab or return) would be read as a
 * formula when opened, so it is given a leading apostrophe (a product name typed in KiotViet is not trusted).
 */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(cell: SpreadsheetCell): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? String(cell) : safeText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV text, byte-order mark first. */
export function toCsv(table: Pick<SpreadsheetTable, 'headers' | 'rows'>): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function toXlsx(table: SpreadsheetTable): Promise<Buffer> {
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const data = [
    table.headers.map(bold),
    ...table.rows.map((row) =>
      row.map((cell) => (cell === null ? null : typeof cell === 'number' ? cell : safeText(cell))),
    ),
  ];
  // Loaded on the first export, not at start-up: the server listens without it.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(data, { sheet: table.sheet.slice(0, 31), stickyRowsCount: 1 }).toBuffer();
}

/** The export as a download: its bytes and headers (`filename` in plain ASCII, without its extension). */
export async function spreadsheetFile(format: ExportFormat, filename: string, table: SpreadsheetTable) {
  const body = format === 'csv' ? Buffer.from(toCsv(table), 'utf8') : await toXlsx(table);
  return {
    body,
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${filename}.${format}"`,
      'Content-Length': String(body.length),
      'Cache-Control': 'no-store',
    },
  };
}
