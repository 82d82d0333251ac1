import {
  Badge,
  CalendarIcon,
  ClipboardListIcon,
  HistoryIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingCartIcon,
  type SidebarNavGroup,
  StoreIcon,
  TruckIcon,
  UsersIcon,
} from '@pharmacy/ui';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { paths } from '../shared/paths';

type NavKey =
  | 'purchaseOrders'
  | 'suppliers'
  | 'expiryReorder'
  | 'connectionSettings'
  | 'orderSync'
  | 'inventorySync'
  | 'branchSync'
  | 'customerSync'
  | 'syncLogs';

interface NavEntry {
  key: NavKey;
  icon: ReactNode;
}

/**
 * The sidebar (docs/product/shell-and-auth.md#sidebar): two groups; each item's id is its route's first segment,
 * which is how
 * the active item is found. The branch sync (`nav.branchSync`) is added to the POS group
 * (docs/product/decisions.md#branch-sidebar-entry).
 */
const layout: { id: 'main' | 'pos'; entries: NavEntry[] }[] = [
  {
    id: 'main',
    entries: [
      { key: 'purchaseOrders', icon: <ClipboardListIcon size={18} /> },
      { key: 'suppliers', icon: <TruckIcon size={18} /> },
      { key: 'expiryReorder', icon: <CalendarIcon size={18} /> },
    ],
  },
  {
    id: 'pos',
    entries: [
      { key: 'connectionSettings', icon: <SettingsIcon size={18} /> },
      { key: 'orderSync', icon: <ShoppingCartIcon size={18} /> },
      { key: 'inventorySync', icon: <PackageIcon size={18} /> },
      { key: 'branchSync', icon: <StoreIcon size={18} /> },
      { key: 'customerSync', icon: <UsersIcon size={18} /> },
      { key: 'syncLogs', icon: <HistoryIcon size={18} /> },
    ],
  },
];

export function navigationGroups(t: TFunction<'shell'>): SidebarNavGroup[] {
  return layout.map((group) => ({
    id: group.id,
    label: t(`groups.${group.id}`),
    items: group.entries.map(({ key, icon }) => ({
      id: paths[key].slice(1),
      href: paths[key],
      title: t(`nav.${key}.title`),
      description: t(`nav.${key}.description`),
      icon,
      // `nav.*.badge` ('automatic'): these two sync on their own, every 12 hours.
      badge:
        key === 'orderSync' || key === 'customerSync' ? (
          <Badge size="small" tone="brand">
            {t(`nav.${key}.badge`)}
          </Badge>
        ) : undefined,
    })),
  }));
}
