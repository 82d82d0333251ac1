export const branches = {
  title: 'Đồng bộ chi nhánh',
  syncAll: 'Đồng bộ tất cả',
  mainBranch: 'Chi nhánh chính',
  noAddress: 'Chưa có địa chỉ',
  noPhone: 'Chưa có số điện thoại',
  status: { active: 'Hoạt động', inactive: 'Không hoạt động', syncing: 'Đang đồng bộ' },
  toasts: {
    loadFailedTitle: 'Lỗi tải dữ liệu',
    loadFailedText: 'Không thể tải danh sách chi nhánh. Vui lòng thử lại.',
    syncFailedTitle: 'Lỗi đồng bộ',
    syncFailedText: 'Không thể đồng bộ chi nhánh. Vui lòng thử lại.',
    syncAllFailedText: 'Không thể đồng bộ tất cả chi nhánh. Vui lòng thử lại.',
    syncedTitle: 'Đồng bộ thành công',
    syncedText: 'Chi nhánh đã được đồng bộ thành công.',
    syncedAllText: 'Tất cả chi nhánh đã được đồng bộ thành công.',
  },
} as const;
