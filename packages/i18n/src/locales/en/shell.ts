import type { Messages } from '../../types';
import type { shell as vi } from '../vi/shell';

export const shell: Messages<typeof vi> = {
  checkingLogin: 'Checking sign-in...',
  userRole: 'Pharmacy admin',
  skipToContent: 'Skip to main content',
  toggleSidebar: 'Collapse/expand sidebar',
  openNavigation: 'Open navigation menu',
  navigation: 'Main navigation',
  userMenu: 'Account',
  userMenuButton: 'Account of {{name}}',
  sheetTitle: 'Navigation',
  closeNavigation: 'Close navigation menu',
  notifications: 'Notifications',
  closeNotification: 'Close notification',
  restoreFailed: 'Could not check the sign-in',
  signInAgain: 'Sign in again',
  connection: {
    name: 'KiotViet connection',
    states: {
      checking: 'Checking',
      unknown: 'Unknown',
      notConfigured: 'Not set up',
      disconnected: 'Not connected',
      syncing: 'Syncing',
      error: 'Connection error',
      connected: 'Connected',
    },
  },
  groups: {
    main: 'Main management',
    pos: 'POS integration',
  },
  nav: {
    purchaseOrders: { title: 'Purchase orders', description: 'Manage purchase orders from suppliers' },
    suppliers: { title: 'Suppliers', description: 'Manage supplier information' },
    expiryReorder: { title: 'Expiry & reorder', description: 'Stock near expiry and the money at risk' },
    connectionSettings: { title: 'Connection settings', description: 'Configure the POS API' },
    orderSync: { title: 'Order sync', description: 'Sync orders with the POS', badge: 'Automatic' },
    inventorySync: { title: 'Inventory sync', description: 'Manage stock from the POS' },
    branchSync: { title: 'Branch sync', description: 'Sync branches from the POS' },
    customerSync: { title: 'Customer sync', description: 'Sync customers from the POS', badge: 'Automatic' },
    syncLogs: { title: 'Sync logs', description: 'Follow the sync process' },
  },
};
