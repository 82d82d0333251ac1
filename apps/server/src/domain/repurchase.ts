import { addDays } from './dates';

/** What a customer bought of one product in completed invoices (status 1). */
export interface ProductPurchases {
  productKiotvietId: number;
  code: string;
  name: string;
  /** Distinct completed invoices with the product. */
  purchaseCount: number;
  /** Calendar days (yyyy-MM-dd, Asia/Ho_Chi_Minh) of the first and the last of them. */
  firstPurchaseDate: string;
  lastPurchaseDate: string;
  /** Units bought over all of them. */
  totalQuantity: number;
  /** The completed invoice of the last purchase (the newest, when several share the day). */
  lastOrderId: string;
  lastOrderCode: string;
  /** The product's reminder days (0: use the customer's own rhythm) and stock now. */
  suggestionDays: number;
  currentStock: number;
}

export interface Suggestion extends ProductPurchases {
  suggestedQuantity: number;
  /** Whole days between two purchases on average. */
  averageInterval: number;
  dueDate: string;
  isDue: boolean;
  /** Days from today to the due date: 0 due today, negative overdue by that many days. */
  daysUntilDue: number;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Repurchase suggestions (docs/product/customers.md#repurchase-suggestions): products the customer bought in at least
 * 2 completed invoices; the suggested
 * quantity is the average per purchase rounded up; a product is due when today ≥ last purchase + its suggestion
 * days (when set, > 0) or else the average interval. Most urgent first: due ones, longest overdue first, then those
 * due soonest; at most `limit`. Days are calendar days in Vietnam (`today` is one).
 */
export function repurchaseSuggestions(
  products: readonly ProductPurchases[],
  today: string,
  limit: number,
): Suggestion[] {
  return products
    .filter((product) => product.purchaseCount >= 2)
    .map((product) => {
      const averageInterval = Math.round(
        daysBetween(product.firstPurchaseDate, product.lastPurchaseDate) / (product.purchaseCount - 1),
      );
      const wait = product.suggestionDays > 0 ? product.suggestionDays : averageInterval;
      const dueDate = addDays(product.lastPurchaseDate, wait);
      return {
        ...product,
        suggestedQuantity: Math.max(1, Math.ceil(product.totalQuantity / product.purchaseCount - 1e-9)),
        averageInterval,
        dueDate,
        isDue: today >= dueDate,
        daysUntilDue: daysBetween(today, dueDate),
      };
    })
    .sort(
      (a, b) =>
        Number(b.isDue) - Number(a.isDue) ||
        a.dueDate.localeCompare(b.dueDate) ||
        b.purchaseCount - a.purchaseCount ||
        a.code.localeCompare(b.code),
    )
    .slice(0, limit);
}
