import { describe, expect, it } from 'vitest';
import { salesOrderStatusText } from './sales-order-status';

describe('salesOrderStatusText', () => {
  it.each<[number, string | null, string]>([
    [1, null, 'Hoàn thành'],
    [2, null, 'Đã hủy'],
    [3, null, 'Đang xử lý'],
    [5, null, 'Không giao được'],
    [4, null, '4'],
    [1, 'Hoàn tất', 'Hoàn tất'],
    [9, 'Trạng thái mới', 'Trạng thái mới'],
  ])('status %i with KiotViet’s text %j reads %j', (status, kiotvietText, text) => {
    expect(salesOrderStatusText(status, kiotvietText)).toBe(text);
  });
});
