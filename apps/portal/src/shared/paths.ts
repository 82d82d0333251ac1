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
  /** A purchase order's drawer, open over the order list. */
  purchaseOrder: (id: string) => `/purchase-orders?order=${encodeURIComponent(id)}`,
  /** The printable purchase order's route pattern (its id a parameter), outside the signed-in frame. */
  purchaseOrderPrintPattern: '/purchase-orders/:id/print',
  /** A purchase order on one A4 page, to print and sign. */
  purchaseOrderPrint: (id: string) => `/purchase-orders/${encodeURIComponent(id)}/print`,
  /** The order page's route pattern (its id a parameter). */
  orderPattern: '/order/:id',
  /** A synced sales order's detail page. */
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
} as const;
