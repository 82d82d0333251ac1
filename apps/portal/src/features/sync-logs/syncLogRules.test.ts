import { describe, expect, it } from 'vitest';
import { namedDataType, prettyJson } from './syncLogRules';

describe('namedDataType', () => {
  it.each([
    ['ORDER', 'ORDER'],
    ['PRODUCT', 'PRODUCT'],
    ['CUSTOMER', 'CUSTOMER'],
    ['BRANCH', 'BRANCH'],
    ['CATEGORY', 'CATEGORY'],
    ['SUPPLIER', 'SUPPLIER'],
    ['INVOICE', null],
    ['order', null],
    ['', null],
  ])('%s → %s', (dataType, expected) => {
    expect(namedDataType(dataType)).toBe(expected);
  });
});

describe('prettyJson', () => {
  it.each([
    [
      { mode: 'incremental', counts: { new: 2 } },
      '{\n  "mode": "incremental",\n  "counts": {\n    "new": 2\n  }\n}',
    ],
    [{}, '{}'],
    [null, 'null'],
    [undefined, 'null'],
    [{ error: 'Lỗi "kết nối"' }, '{\n  "error": "Lỗi \\"kết nối\\""\n}'],
  ])('%j', (value, expected) => {
    expect(prettyJson(value)).toBe(expected);
  });
});
