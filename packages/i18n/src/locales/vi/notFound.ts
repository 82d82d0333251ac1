export const notFound = {
  title: 'Trang không tồn tại',
  description: 'Trang bạn tìm không có hoặc đã được chuyển đi.',
  toPurchaseOrders: 'Về danh sách đơn đặt hàng',
  back: 'Quay lại',
} as const;
