/**
 * The one place where the portal's URLs are built (the product fixes each screen's path). Screens, links and
 * redirects use these, never a string of their own.
 */
export const paths = {
  home: '/',
  purchaseOrders: '/purchase-orders',
  suppliers: '/suppliers',
  expiryReorder: '/expiry-reorder',
  connectionSettings: '/connection-settings',
  orderSync: '/order-sync',
  inventorySync: '/inventory-sync',
  branchSync: '/branch-sync',
  customerSync: '/customer-sync',
  syncLogs: '/sync-logs',
  /** The order page's route pattern (its id a parameter). */
  orderPattern: '/order/:id',
  /** A synced sales order's detail page. */
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
} as const;
