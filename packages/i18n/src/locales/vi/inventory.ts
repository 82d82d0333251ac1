export const inventory = {
  title: 'Đồng Bộ Kho',
  manualSync: 'Đồng Bộ Thủ Công',
  syncing: 'Đang đồng bộ...',
  noBatchNumbers: 'Sản phẩm chưa có số lô',
  expired: 'Hết hạn',
  stock: { out: 'Hết hàng', low: 'Còn ít', in: 'Còn hàng' },
  toasts: {
    suggestionSavedTitle: 'Thành công',
    suggestionSavedText: 'Đã cập nhật ngày gợi ý',
    suggestionFailedTitle: 'Lỗi',
    suggestionFailedText: 'Không thể cập nhật ngày gợi ý',
    syncSuccessTitle: 'Success',
    syncSuccessText: 'Inventory synchronized successfully!',
    syncFailedTitle: 'Sync Failed',
    syncFailedText: 'Failed to synchronize inventory',
  },
} as const;
