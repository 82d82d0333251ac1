import {
  ClipboardListIcon,
  HistoryIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingCartIcon,
  StoreIcon,
  TruckIcon,
  UsersIcon,
} from '../../icons/icons';
import { Badge } from '../Badge/Badge';
import type { SidebarNavGroup } from './Sidebar';

/** The portal's navigation (docs/product/shell-and-auth.md#sidebar), shared by the AppShell and Sidebar stories. */
export const groups: SidebarNavGroup[] = [
  {
    id: 'main',
    label: 'Quản lý chính',
    items: [
      {
        id: 'purchase-orders',
        title: 'Đơn đặt hàng',
        description: 'Quản lý đơn đặt hàng từ nhà cung cấp',
        icon: <ClipboardListIcon size={18} />,
        href: '#purchase-orders',
      },
      {
        id: 'suppliers',
        title: 'Nhà cung cấp',
        description: 'Quản lý thông tin nhà cung cấp',
        icon: <TruckIcon size={18} />,
        href: '#suppliers',
      },
    ],
  },
  {
    id: 'pos',
    label: 'Tích hợp POS',
    items: [
      {
        id: 'connection-settings',
        title: 'Cài đặt kết nối',
        description: 'Cấu hình API POS',
        icon: <SettingsIcon size={18} />,
        href: '#connection-settings',
      },
      {
        id: 'order-sync',
        title: 'Đồng bộ đơn hàng',
        description: 'Đồng bộ đơn hàng với POS',
        icon: <ShoppingCartIcon size={18} />,
        badge: (
          <Badge size="small" tone="brand">
            Tự động
          </Badge>
        ),
        href: '#order-sync',
      },
      {
        id: 'inventory-sync',
        title: 'Đồng bộ kho',
        description: 'Quản lý tồn kho từ POS',
        icon: <PackageIcon size={18} />,
        href: '#inventory-sync',
      },
      {
        id: 'branch-sync',
        title: 'Đồng bộ chi nhánh',
        description: 'Đồng bộ chi nhánh từ POS',
        icon: <StoreIcon size={18} />,
        href: '#branch-sync',
      },
      {
        id: 'customer-sync',
        title: 'Đồng bộ khách hàng',
        description: 'Đồng bộ khách hàng từ POS',
        icon: <UsersIcon size={18} />,
        badge: (
          <Badge size="small" tone="brand">
            Tự động
          </Badge>
        ),
        href: '#customer-sync',
      },
      {
        id: 'sync-logs',
        title: 'Nhật ký đồng bộ',
        description: 'Theo dõi quá trình đồng bộ',
        icon: <HistoryIcon size={18} />,
        href: '#sync-logs',
      },
    ],
  },
];
