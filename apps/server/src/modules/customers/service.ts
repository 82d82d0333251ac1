import { createPager, type PageRequest, pageAnswer } from '../../db/paging';
import { preparedOnFirstUse } from '../../db/prepared';
import { businessDate } from '../../domain/dates';
import { repurchaseSuggestions } from '../../domain/repurchase';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import type { SyncEngine } from '../../sync/engine';
import type { SalesOrderService } from '../sales-orders/service';
import {
  type CustomerFilter,
  type CustomerRow,
  customerListScope,
  customerRepository as repo,
} from './repository';

function present(row: CustomerRow) {
  return {
    id: row.id,
    kiotviet_id: row.kiotvietId,
    code: row.code,
    name: row.name,
    gender: row.gender,
    phone: row.phone,
    email: row.email,
    address: row.address,
    total_revenue: row.totalRevenue,
    branch_name: row.branchName,
    groups: row.groups,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createCustomerService(deps: AppDeps, engine: SyncEngine, orders: SalesOrderService) {
  const { db } = deps;
  const pager = createPager(db);
  engine.onFinished(async (pharmacyId, dataType) => {
    if (dataType === 'CUSTOMER') await pager.forget(customerListScope(pharmacyId));
  });
  const find = preparedOnFirstUse(() => repo.prepareFind(db));

  async function customer(auth: AuthContext, id: string): Promise<CustomerRow> {
    const [row] = await find().execute({ id, pharmacyId: auth.pharmacyId });
    if (!row) throw AppError.notFound('Không tìm thấy khách hàng');
    return row;
  }

  return {
    async list(auth: AuthContext, filter: CustomerFilter, request: PageRequest) {
      const page = await repo.list(db, pager, auth.pharmacyId, filter, request);
      return pageAnswer(page, request, (row) => present(row.customer));
    },

    get: async (auth: AuthContext, id: string) => present(await customer(auth, id)),

    /**
     * The customer's orders, newest first, with the original paging fields beside the pager's
     * (docs/product/api.md#customers).
     */
    async purchaseHistory(auth: AuthContext, id: string, request: PageRequest) {
      const row = await customer(auth, id);
      const answer = await orders.ofCustomer(auth, row.kiotvietId, request);
      const totalPages = Math.max(1, Math.ceil(answer.total / request.limit));
      return {
        ...answer,
        totalPages,
        hasNextPage: answer.next_cursor !== null,
        hasPrevPage: answer.page > 1,
      };
    },

    /** Repurchase suggestions (docs/product/customers.md#repurchase-suggestions), most urgent first. */
    async suggestions(auth: AuthContext, id: string, limit: number) {
      const row = await customer(auth, id);
      const bought = await orders.purchasesOf(auth, row.kiotvietId);
      const ids = new Map(bought.map((product) => [product.productKiotvietId, product.productId]));
      return repurchaseSuggestions(bought, businessDate(deps.now()), limit).map((suggestion) => ({
        product_id: ids.get(suggestion.productKiotvietId) ?? null,
        code: suggestion.code,
        name: suggestion.name,
        suggested_quantity: suggestion.suggestedQuantity,
        current_stock: suggestion.currentStock,
        purchase_count: suggestion.purchaseCount,
        last_purchase_date: suggestion.lastPurchaseDate,
        average_purchase_interval: suggestion.averageInterval,
        due_date: suggestion.dueDate,
        is_due: suggestion.isDue,
        days_until_due: suggestion.daysUntilDue,
        last_order: { id: suggestion.lastOrderId, code: suggestion.lastOrderCode },
      }));
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
