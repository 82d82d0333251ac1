import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    { name: 'Nguyễn Văn An', expected: 'NVA' },
    { name: 'Nguyễn Thị Ánh Tuyết', expected: 'NTÁT' },
    { name: 'đặng thu hà', expected: 'ĐTH' },
    { name: 'Ông Ích Khiêm', expected: 'ÔÍK' },
    { name: '  Trần   Minh  ', expected: 'TM' },
    { name: 'Lê\tVăn\nBình', expected: 'LVB' },
    { name: 'Admin', expected: 'A' },
    { name: 'pharmacy admin', expected: 'PA' },
    { name: 'Nhà thuốc (Kho 2)', expected: 'NTK2' },
    { name: 'Nguyễn - Văn An', expected: 'NVA' },
    { name: 'Ánh'.normalize('NFD'), expected: 'Á' },
    { name: '', expected: '' },
    { name: '   ', expected: '' },
  ])('"$name" → "$expected"', ({ name, expected }) => {
    expect(initials(name)).toBe(expected);
  });

  it.each([
    { name: 'Nguyễn Thị Ánh Tuyết', max: 2, expected: 'NT' },
    { name: 'Nguyễn Thị Ánh Tuyết', max: 3, expected: 'NTT' },
    { name: 'Nguyễn Văn An', max: 1, expected: 'N' },
    { name: 'Nguyễn Văn An', max: 3, expected: 'NVA' },
    { name: 'Nguyễn Văn An', max: 5, expected: 'NVA' },
    { name: 'Nguyễn Văn An', max: 0, expected: '' },
    { name: '', max: 2, expected: '' },
  ])('"$name" capped at $max → "$expected"', ({ name, max, expected }) => {
    expect(initials(name, max)).toBe(expected);
  });
});
