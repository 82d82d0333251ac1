import { createPager, type PageRequest, pageAnswer } from '../../db/paging';
import { preparedOnFirstUse } from '../../db/prepared';
import { salesOrderStatusText } from '../../domain/sales-order-status';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import type { SyncEngine } from '../../sync/engine';
import {
  salesOrderRepository as repo,
  type SalesLine,
  type SalesOrderFilter,
  type SalesOrderRow,
  salesOrderListScope,
} from './repository';

/** A walk-in sale: KiotViet records it without a customer. */
const WALK_IN = 'Khách lẻ';

function presentLine(line: SalesLine) {
  return {
    product_id: line.productId,
    product_kiotviet_id: line.productKiotvietId,
    product_code: line.productCode,
    product_name: line.productName,
    category_name: line.categoryName,
    quantity: line.quantity,
    price: line.price,
    // The percentage KiotViet gave, else the per-unit discount as a share of the price (two decimals).
    discount:
      line.discountRatio ??
      (line.price > 0 ? Math.min(100, Math.round((line.discount * 10_000) / line.price) / 100) : 0),
    discount_amount: line.discount,
    batch_number: line.batchNumber,
    expiry_date: line.expiryDate,
    sub_total: line.subTotal,
  };
}

function presentSalesOrder({ order, lines }: { order: SalesOrderRow; lines: SalesLine[] }) {
  return {
    id: order.id,
    kiotviet_id: order.kiotvietId,
    code: order.code,
    purchase_date: order.purchaseDate.toISOString(),
    branch_name: order.branchName,
    sold_by_name: order.soldByName,
    customer_code: order.customerCode,
    customer_name: order.customerName || WALK_IN,
    total: order.total,
    total_payment: order.totalPayment,
    discount: order.discount,
    discount_ratio: order.discountRatio,
    status: order.status,
    status_value: salesOrderStatusText(order.status, order.statusValue),
    description: order.description,
    invoice_details: lines.map(presentLine),
    updated_at: order.updatedAt.toISOString(),
  };
}

export function createSalesOrderService(deps: AppDeps, engine: SyncEngine) {
  const { db } = deps;
  const pager = createPager(db);
  engine.onFinished(async (pharmacyId, dataType) => {
    if (dataType === 'ORDER') await pager.forget(salesOrderListScope(pharmacyId));
  });
  const detail = preparedOnFirstUse(() => repo.prepareDetail(db));

  async function list(auth: AuthContext, filter: SalesOrderFilter, request: PageRequest) {
    const page = await repo.list(db, pager, auth.pharmacyId, filter, request);
    return pageAnswer(page, request, presentSalesOrder);
  }

  return {
    list,

    /** A customer's orders, newest first: the customers module's purchase history. */
    ofCustomer: (auth: AuthContext, customerKiotvietId: number, request: PageRequest) =>
      list(auth, { customerKiotvietId }, request),

    /** What a customer bought, product by product: the customers module's repurchase suggestions. */
    purchasesOf: (auth: AuthContext, customerKiotvietId: number) =>
      repo.purchasesOf(db, auth.pharmacyId, customerKiotvietId),

    async get(auth: AuthContext, id: string) {
      const [row] = await detail().execute({ id, pharmacyId: auth.pharmacyId });
      if (!row) throw AppError.notFound('Không tìm thấy thông tin đơn hàng');
      return {
        ...presentSalesOrder(row),
        payments: row.order.payments.map(({ code, method, amount, paid_at }) => ({
          code,
          method,
          amount,
          paid_at,
        })),
      };
    },
  };
}

export type SalesOrderService = ReturnType<typeof createSalesOrderService>;
