/** What every synced screen shares: the full re-sync staff start, with its confirmation. */
export const sync = {
  fullSync: {
    action: 'Đồng bộ lại toàn bộ',
    confirmTitle: 'Đồng bộ lại toàn bộ {{kind}}?',
    confirmText:
      'Mọi {{kind}} sẽ được đọc lại từ KiotViet và thay cho dữ liệu đã đồng bộ; những gì KiotViet không còn sẽ bị xoá khỏi Pharmacy Portal. Dữ liệu riêng của nhà thuốc được giữ nguyên: đơn đặt hàng, sản phẩm và nhà cung cấp tự tạo, số ngày gợi ý. Việc này lâu hơn lần đồng bộ thường và dùng nhiều lượt gọi KiotViet của cửa hàng hơn (tối đa 5.000 lượt mỗi giờ).',
    confirm: 'Đồng bộ lại toàn bộ',
    cancel: 'Để sau',
    running: 'Đang đồng bộ lại toàn bộ...',
    successTitle: 'Đã đồng bộ lại toàn bộ',
    successText: '{{count}} bản ghi mới hoặc được cập nhật, {{removed}} bản ghi đã xoá.',
    stillRunningTitle: 'Vẫn đang đồng bộ lại',
    stillRunningText: 'Việc đồng bộ lại vẫn tiếp tục ở máy chủ; nhật ký đồng bộ sẽ cho biết khi nào xong.',
    failedTitle: 'Không đồng bộ lại được',
  },
  /** The connection screen's section: each kind, its last full read, and its button. */
  section: {
    title: 'Đồng bộ lại toàn bộ',
    intro:
      'Khi dữ liệu trong Pharmacy Portal không khớp với cửa hàng KiotViet, hãy đọc lại toàn bộ loại dữ liệu đó. Mỗi lần đều được ghi vào nhật ký đồng bộ.',
    lastFull: 'Đọc toàn bộ lần cuối: {{at}}',
    never: 'Chưa đọc toàn bộ lần nào',
    running: 'Đang đồng bộ...',
    result: { SUCCESS: 'Thành công', FAILED: 'Thất bại' },
    button: 'Đồng bộ lại',
    buttonLabel: 'Đồng bộ lại toàn bộ {{kind}}',
    off: 'Bật kết nối để đồng bộ lại.',
    loading: 'Đang tải các loại dữ liệu...',
    loadFailed: 'Không tải được các loại dữ liệu',
  },
  kinds: {
    BRANCH: 'chi nhánh',
    CATEGORY: 'nhóm hàng',
    PRODUCT: 'hàng hóa và tồn kho',
    CUSTOMER: 'khách hàng',
    ORDER: 'đơn hàng',
    SUPPLIER: 'nhà cung cấp',
  },
  /** The same kinds heading a row. */
  kindTitles: {
    BRANCH: 'Chi nhánh',
    CATEGORY: 'Nhóm hàng',
    PRODUCT: 'Hàng hóa và tồn kho',
    CUSTOMER: 'Khách hàng',
    ORDER: 'Đơn hàng',
    SUPPLIER: 'Nhà cung cấp',
  },
} as const;
