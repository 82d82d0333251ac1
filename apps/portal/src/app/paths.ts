/** The one place where the portal's URLs are built (spec 1 §2.1). */
export const paths = {
  home: '/',
  purchaseOrders: '/purchase-orders',
} as const;
