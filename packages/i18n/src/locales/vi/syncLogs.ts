export const syncLogs = {
  title: 'Nhật ký đồng bộ',
  empty: 'Không có dữ liệu',
  syncType: { MANUAL_SYNC: 'Thủ công', SYSTEM_SYNC: 'Hệ thống' },
  result: { SUCCESS: 'Thành công', FAILED: 'Thất bại' },
} as const;
