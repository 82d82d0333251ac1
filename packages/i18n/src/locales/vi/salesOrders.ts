export const salesOrders = {
  title: 'Đồng bộ đơn hàng',
  walkInCustomer: 'Khách lẻ',
  status: {
    processing: 'Đang xử lý',
    completed: 'Hoàn thành',
    cancelled: 'Đã hủy',
    undeliverable: 'Không giao được',
  },
  detail: {
    home: 'Trang chủ',
    notFound: 'Không tìm thấy thông tin đơn hàng',
    loadError: 'Có lỗi xảy ra khi tải thông tin đơn hàng: {{message}}',
  },
  toasts: {
    syncSuccessTitle: 'Success',
    syncSuccessText: 'Orders synchronized successfully!',
    syncFailedTitle: 'Sync Failed',
    syncFailedText: 'Failed to synchronize orders',
    latestSyncSuccess: 'Lấy lịch sử đồng bộ gần nhất thành công',
    latestSyncFailed: 'Lỗi khi lấy lịch sử đồng bộ gần nhất',
  },
} as const;
