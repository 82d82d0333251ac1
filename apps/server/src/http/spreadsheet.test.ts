import { describe, expect, it } from 'vitest';
import { safeText, spreadsheetFile, toCsv } from './spreadsheet';

describe('toCsv', () => {
  it.each([
    ['plain cells', [['SP1', 'Hapacol', 12, 4.2]], 'SP1,Hapacol,12,4.2'],
    [
      'a comma, a quote and a line break are quoted',
      [['a,b', 'say "hi"', 'two\nlines', null]],
      '"a,b","say ""hi""","two\nlines",',
    ],
    [
      'Vietnamese as it is',
      [['Siro ho Bảo Thanh', 'Chưa có nhà cung cấp']],
      'Siro ho Bảo Thanh,Chưa có nhà cung cấp',
    ],
    ['a formula is not run', [['=1+1', '-5 viên', '@cmd']], "'=1+1,'-5 viên,'@cmd"],
  ] as const)('%s', (_name, rows, line) => {
    const csv = toCsv({
      headers: ['A', 'B', 'C', 'D'].slice(0, rows[0].length),
      rows: rows.map((row) => [...row]),
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[1]).toBe(line);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('puts the headers first', () => {
    expect(toCsv({ headers: ['Mã', 'Tên'], rows: [] })).toBe('\uFEFFMã,Tên\r\n');
  });
});

describe('safeText', () => {
  it.each([
    ['Hapacol', 'Hapacol'],
    ['+84 903', "'+84 903"],
    ['\tx', "'\tx"],
    ['a=b', 'a=b'],
  ])('%j → %j', (text, expected) => {
    expect(safeText(text)).toBe(expected);
  });
});

describe('spreadsheetFile', () => {
  it('names the file and sets its type, for CSV and a workbook', async () => {
    const table = { sheet: 'Đề xuất nhập hàng', headers: ['Mã'], rows: [['SP1']] };
    const csv = await spreadsheetFile('csv', 'de-xuat', table);
    expect(csv.headers['Content-Type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['Content-Disposition']).toBe('attachment; filename="de-xuat.csv"');
    const xlsx = await spreadsheetFile('xlsx', 'de-xuat', table);
    expect(xlsx.headers['Content-Disposition']).toBe('attachment; filename="de-xuat.xlsx"');
    // A workbook is a zip archive.
    expect(xlsx.body.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(xlsx.headers['Content-Length']).toBe(String(xlsx.body.length));
  });
});
