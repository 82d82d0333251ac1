export const customers = {
  title: 'Đồng bộ khách hàng',
  update: 'Cập Nhật',
  updating: 'Đang Cập Nhật...',
  gender: { male: 'Nam', female: 'Nữ', unknown: 'Chưa xác định' },
  historyTab: 'Lịch sử mua hàng ({{count}})',
  suggestionsTab: 'Gợi ý mua lại ({{count}})',
  historyEmpty: 'Không có lịch sử mua hàng',
  suggestionsEmpty: 'Chưa có gợi ý mua lại nào',
  toasts: {
    syncedTitle: 'Đồng bộ thành công',
    manualSyncedTitle: 'Đồng bộ thủ công thành công',
    syncFailed: 'Lỗi khi đồng bộ khách hàng',
    manualSyncFailed: 'Lỗi khi đồng bộ thủ công khách hàng',
  },
} as const;
