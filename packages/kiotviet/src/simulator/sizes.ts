/** How big the simulated store is. */
export interface StoreSize {
  branches: number;
  products: number;
  customers: number;
  /** About this many invoices over the year before the simulator's start (the daily counts vary). */
  invoices: number;
  suppliers: number;
  /** The share of customers who come back for the same medicine at a steady interval. */
  regularShare: number;
}

export const storeSizes = {
  /** Small and quick to start: what `npm start` runs. */
  demo: { branches: 3, products: 240, customers: 180, invoices: 3_000, suppliers: 16, regularShare: 0.3 },
  /** What the tests and the read benchmark use. */
  ci: { branches: 5, products: 3_000, customers: 4_000, invoices: 40_000, suppliers: 40, regularShare: 0.1 },
  /** A large chain: 50k products (~150k lots), 100k customers, 1M invoices; generated on demand. */
  scale: {
    branches: 20,
    products: 50_000,
    customers: 100_000,
    invoices: 1_000_000,
    suppliers: 300,
    regularShare: 0.04,
  },
} as const satisfies Record<string, StoreSize>;

export type StoreSizeName = keyof typeof storeSizes;
