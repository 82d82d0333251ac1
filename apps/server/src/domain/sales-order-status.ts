/** KiotViet's invoice statuses as staff read them (docs/product/sales-orders.md#statuses). */
export const SALES_ORDER_STATUSES = {
  1: 'Hoàn thành',
  2: 'Đã hủy',
  3: 'Đang xử lý',
  5: 'Không giao được',
} as const;
export const salesOrderStatusCodes = [1, 2, 3, 5] as const;

/** The status as staff read it: KiotViet's own text when it sent one, else ours for the code, else the code. */
export function salesOrderStatusText(status: number, kiotvietText: string | null): string {
  return kiotvietText ?? SALES_ORDER_STATUSES[status as keyof typeof SALES_ORDER_STATUSES] ?? String(status);
}
