export const shell = {
  checkingLogin: 'Đang kiểm tra đăng nhập...',
  userRole: 'Pharmacy admin',
  skipToContent: 'Bỏ qua đến nội dung chính',
  toggleSidebar: 'Thu gọn/mở rộng thanh bên',
  openNavigation: 'Mở menu điều hướng',
  navigation: 'Điều hướng chính',
  userMenu: 'Tài khoản',
  connection: {
    connected: 'Đã kết nối',
    disconnected: 'Chưa kết nối',
  },
  groups: {
    main: 'Quản lý chính',
    pos: 'Tích hợp POS',
  },
  nav: {
    purchaseOrders: { title: 'Đơn đặt hàng', description: 'Quản lý đơn đặt hàng từ nhà cung cấp' },
    suppliers: { title: 'Nhà cung cấp', description: 'Quản lý thông tin nhà cung cấp' },
    connectionSettings: { title: 'Cài đặt kết nối', description: 'Cấu hình API POS' },
    orderSync: { title: 'Đồng bộ đơn hàng', description: 'Đồng bộ đơn hàng với POS', badge: 'Tự động' },
    inventorySync: { title: 'Đồng bộ kho', description: 'Quản lý tồn kho từ POS' },
    branchSync: { title: 'Đồng bộ chi nhánh', description: 'Đồng bộ chi nhánh từ POS' },
    customerSync: { title: 'Đồng bộ khách hàng', description: 'Đồng bộ khách hàng từ POS', badge: 'Tự động' },
    syncLogs: { title: 'Nhật ký đồng bộ', description: 'Theo dõi quá trình đồng bộ' },
  },
} as const;
