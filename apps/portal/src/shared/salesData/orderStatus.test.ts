import { describe, expect, it } from 'vitest';
import { statusKeyOf, statusTone } from './orderStatus';

describe('statusTone (docs/product/sales-orders.md#statuses)', () => {
  it.each([
    ['Hoàn thành', 'positive'],
    ['hoàn thành', 'positive'],
    ['Completed', 'positive'],
    ['Đã hủy', 'critical'],
    ['Đã huỷ', 'critical'],
    ['cancelled', 'critical'],
    ['Đang giao', 'info'],
    ['Đang giao hàng', 'info'],
    ['Đang xử lý', 'neutral'],
    ['Chờ xử lý', 'neutral'],
    ['Không giao được', 'neutral'],
    ['', 'neutral'],
    ['7', 'neutral'],
  ])('%j is %s', (text, tone) => {
    expect(statusTone(text)).toBe(tone);
  });
});

describe('statusKeyOf', () => {
  it.each([
    [1, 'completed'],
    [2, 'cancelled'],
    [3, 'processing'],
    [5, 'undeliverable'],
    [4, null],
    [0, null],
  ])('%i is %s', (code, key) => {
    expect(statusKeyOf(code)).toBe(key);
  });
});
