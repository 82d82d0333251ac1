export const connection = {
  heading: 'Cài đặt kết nối',
  test: 'Test kết nối',
  connect: 'Kết nối',
  validation: {
    userNameRequired: 'Vui lòng nhập tên đăng nhập',
    passwordRequired: 'Vui lòng nhập mật khẩu',
    connectionNameRequired: 'Vui lòng nhập tên kết nối',
    incomplete: 'Vui lòng điền đầy đủ thông tin kết nối',
  },
  toasts: {
    enabled: 'Connection Enabled',
    disabled: 'Connection Disabled',
    toggleErrorTitle: 'Error',
    toggleErrorText: 'Failed to update API connection status',
    testSuccess: 'Connection test successful!',
    testFailedTitle: 'Connection Failed',
    testFailedText: 'Failed to connect to POS API',
    testFalsy: 'Connection test failed. Please check your credentials.',
    connectSuccess: 'Connected to POS successfully',
    connectFailed: 'Failed to connect to POS',
  },
} as const;
