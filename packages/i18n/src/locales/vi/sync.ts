/** What every synced screen shares: the full re-sync staff start, with its confirmation. */
export const sync = {
  fullSync: {
    action: 'Đồng bộ lại toàn bộ',
    confirmTitle: 'Đồng bộ lại toàn bộ {{kind}}?',
    confirmText:
      'Mọi {{kind}} sẽ được đọc lại từ KiotViet; những gì KiotViet không còn sẽ bị xoá khỏi Pharmacy Portal. Việc này lâu hơn lần đồng bộ thường và dùng nhiều lượt gọi KiotViet của cửa hàng hơn (tối đa 5.000 lượt mỗi giờ).',
    confirm: 'Đồng bộ lại toàn bộ',
    cancel: 'Để sau',
    running: 'Đang đồng bộ lại toàn bộ...',
    successTitle: 'Đã đồng bộ lại toàn bộ',
    successText: '{{count}} bản ghi mới hoặc được cập nhật, {{removed}} bản ghi đã xoá.',
    stillRunningTitle: 'Vẫn đang đồng bộ lại',
    stillRunningText: 'Việc đồng bộ lại vẫn tiếp tục ở máy chủ; nhật ký đồng bộ sẽ cho biết khi nào xong.',
    failedTitle: 'Không đồng bộ lại được',
  },
  kinds: {
    BRANCH: 'chi nhánh',
    CATEGORY: 'nhóm hàng',
    PRODUCT: 'hàng hóa và tồn kho',
    CUSTOMER: 'khách hàng',
    ORDER: 'đơn hàng',
    SUPPLIER: 'nhà cung cấp',
  },
} as const;
