import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { purchaseOrderStatuses, shortfallReasons } from '../../db/schema';
import { isIsoDate } from '../../domain/dates';
import { INT4_MAX, QUANTITY_MAX, UNIT_PRICE_MAX } from '../../domain/limits';
import { CONVERSION_MAX } from '../../domain/units';
import type { AppEnv } from '../../http/env';
import {
  bearerSecurity,
  boundedInt,
  createRouter,
  csvList,
  dateFilter,
  errors,
  IdParam,
  jsonBody,
  jsonResponse,
  limitQuery,
  nullableRef,
  pageQuery,
  pageResult,
} from '../../http/openapi';
import { fileFields, money } from '../../shared/schemas';
import type { ReceiptPush } from './kiotviet-receipt';
import type { PurchaseOrderService } from './service';

const Status = z.enum(purchaseOrderStatuses);
const ShortfallReason = z
  .enum(shortfallReasons, { error: 'Lý do nhận thiếu không hợp lệ' })
  .openapi('ShortfallReason', {
    description:
      'Why a line was received short of what was shipped: short (thiếu), damaged (hỏng), returned (trả lại)',
  });
const quantity = boundedInt(1, QUANTITY_MAX);
const reason = z
  .string()
  .max(500, 'Lý do tối đa 500 ký tự')
  .optional()
  .openapi({ description: 'Kept in the status history' });

const isoDate = (message: string) => z.string().refine(isIsoDate, message).openapi({ format: 'date' });

const DistributorRef = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  type: z.enum(['PARTNER', 'INTERNAL']),
});

const KiotVietProductRef = z.object({ code: z.string(), name: z.string() }).openapi('KiotVietProductRef');

const SyncToKiotVietBody = z
  .object({
    create_missing_products: z
      .boolean({ error: 'create_missing_products phải là true hoặc false' })
      .optional(),
  })
  .openapi('SyncToKiotVietRequest');

const OrderSummary = z
  .object({
    id: z.uuid(),
    order_number: z.string(),
    status: Status,
    status_label: z.string(),
    distributor_id: z.uuid(),
    distributor: DistributorRef,
    created_at: z.string(),
    expected_delivery_date: z.string().nullable(),
    actual_delivery_date: z.string().nullable(),
    total_amount: money,
    notes: z.string().nullable(),
    document_urls: z.array(z.string()),
    received_in_full: z
      .boolean()
      .nullable()
      .openapi({
        description:
          'Set at receipt: every line received all it ordered. false: delivered in part (shown as "Nhận thiếu"). ' +
          'null before receipt',
      }),
    is_synced_to_kiotviet: z.boolean(),
    kiotviet_receipt_code: z.string().nullable().openapi({
      description: 'The KiotViet purchase receipt made for the order (its lots and expiries are not in it)',
    }),
    kiotviet_synced_at: z.string().nullable(),
    kiotviet_sync_state: z.enum(['synced', 'in_doubt', 'syncing', 'not_synced']).openapi({
      description:
        'in_doubt: a receipt was sent and KiotViet’s answer was lost; no new receipt is sent until a look-up ' +
        'after kiotviet_check_after finds none (a push before then looks it up and adopts it if KiotViet has it)',
    }),
    kiotviet_check_after: z
      .string()
      .nullable()
      .openapi({ description: 'In doubt: from when a push may send the receipt again if KiotViet has none' }),
  })
  .openapi('PurchaseOrderSummary');

const DocumentSchema = z.object(fileFields).openapi('OrderDocument');

const OrderDetail = OrderSummary.extend({
  items: z.array(
    z
      .object({
        id: z.uuid(),
        product_id: z.uuid(),
        product_code: z.string(),
        product_name: z.string(),
        unit: z
          .string()
          .nullable()
          .openapi({ description: 'The unit the line is ordered in (Hộp, Vỉ, Viên)' }),
        unit_code: z.string().nullable().openapi({
          description: 'The KiotViet product code of that unit; null: the base unit (product_code)',
        }),
        conversion: boundedInt(1, CONVERSION_MAX).openapi({
          description: 'Base units in one of the line’s unit: stock moves quantity × conversion at receipt',
        }),
        quantity_ordered: quantity.openapi({ description: 'In the line’s unit' }),
        unit_price: money.openapi({ description: 'Per one of the line’s unit, integer đồng' }),
        total_price: money,
        batch_number: z.string().nullable(),
        expiry_date: z.string().nullable(),
        notes: z.string().nullable(),
        kiotviet_product: nullableRef(KiotVietProductRef).openapi({
          description:
            'The product in the pharmacy’s KiotViet store that receipts send this line as; null: not linked yet',
        }),
        shippedBatches: z.array(
          z
            .object({
              id: z.uuid(),
              batch_number_snapshot: z.string(),
              quantity_shipped: quantity,
              expiry_date_snapshot: z.string().nullable(),
            })
            .openapi('ShippedBatch'),
        ),
        quantity_shipped: boundedInt(0, INT4_MAX).openapi({ description: 'The shipped batches together' }),
        quantity_received: boundedInt(0, INT4_MAX)
          .nullable()
          .openapi({ description: 'What arrived and went into stock; null before receipt' }),
        shortfall_reason: nullableRef(ShortfallReason).openapi({
          description: 'Why fewer were received than shipped; null when not short',
        }),
        received_batches: z.array(
          z
            .object({
              id: z.uuid(),
              batch_number: z.string(),
              expiry_date: z.string().nullable(),
              quantity_received: quantity,
            })
            .openapi('ReceivedBatch', { description: 'A lot as it arrived and went into stock' }),
        ),
      })
      .openapi('PurchaseOrderItem'),
  ),
  documents: z.array(DocumentSchema),
  status_history: z.array(
    z
      .object({
        from_status: Status.nullable(),
        to_status: Status,
        changed_by: z.string(),
        changed_at: z.string(),
        reason: z.string().nullable().openapi({
          description: 'Why it was cancelled, or a note on a corrected shipment (shipped → shipped)',
        }),
        skipped: z.boolean().openapi({
          description: 'A step an internal order took when it was received before being confirmed or shipped',
        }),
      })
      .openapi('StatusHistoryEntry'),
  ),
  allowed_transitions: z
    .array(Status)
    .openapi({ description: 'Moves the signed-in staff may make now (which buttons the drawer shows)' }),
  cancel_reason_required: z.boolean().openapi({
    description: 'Cancelling now needs a reason (the order is shipped, or a partner confirmed it)',
  }),
  shipment_editable: z.boolean().openapi({
    description: 'The shipped batches can be corrected now (PUT …/shipped-batches): the order is shipped',
  }),
  receivable: z.boolean().openapi({
    description:
      'The signed-in staff may receive it now (POST …/receive): it is shipped, or it is an internal order before delivery',
  }),
  receipt_skipped_steps: z.array(Status).openapi({
    description:
      'The steps a receipt now would take on the way, recorded as skipped (an internal order before shipping)',
  }),
}).openapi('PurchaseOrder');

const ListQuery = z
  .object({
    ...pageQuery,
    limit: limitQuery(10, 100),
    distributor_ids: csvList(z.uuid({ error: 'Mã nhà cung cấp không hợp lệ' }), {
      type: 'string',
      format: 'uuid',
    }),
    statuses: csvList(Status, { type: 'string', enum: purchaseOrderStatuses }),
    from_date: dateFilter,
    to_date: dateFilter,
    actual_delivery_from: dateFilter,
    actual_delivery_to: dateFilter,
    search: z.string().max(50).optional().openapi({
      description: 'Part of the order number, or of the supplier’s name (accents and case ignored)',
    }),
  })
  // A range that ends before it starts is a mistake in the filter, not a request for nothing.
  .refine((q) => !q.from_date || !q.to_date || q.from_date <= q.to_date, {
    message: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
    path: ['to_date'],
  })
  .refine(
    (q) => !q.actual_delivery_from || !q.actual_delivery_to || q.actual_delivery_from <= q.actual_delivery_to,
    { message: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu', path: ['actual_delivery_to'] },
  );

const CreateBody = z
  .object({
    // Missing or '' is the form's "no supplier chosen" (its message from the service); anything else must be an id.
    distributor_id: z
      .string()
      .nullish()
      .refine((value) => !value || z.uuid().safeParse(value).success, 'Nhà cung cấp không hợp lệ')
      .openapi({ description: 'The supplier’s id (uuid); missing or empty means none chosen' }),
    expected_delivery_date: z
      .string()
      .nullish()
      .openapi({ description: 'yyyy-MM-dd; required for partner orders' }),
    notes: z.string().max(1000, 'Ghi chú tối đa 1000 ký tự').nullish(),
    items: z
      .array(
        z.object({
          product_id: z.uuid({ error: 'Sản phẩm không hợp lệ' }),
          product_code: z
            .string()
            .optional()
            .openapi({ description: 'Ignored: the server snapshots the catalogue' }),
          product_name: z
            .string()
            .optional()
            .openapi({ description: 'Ignored: the server snapshots the catalogue' }),
          unit_code: z
            .string({ error: 'Đơn vị tính không hợp lệ' })
            .trim()
            .max(50, 'Đơn vị tính không hợp lệ')
            .nullish()
            .openapi({
              description:
                'The code of one of the product’s units (its `units`) to order in; missing or null: the base unit. ' +
                'Quantity and unit_price are then per that unit, and quantity × conversion may not pass ' +
                `${QUANTITY_MAX.toLocaleString('en')} base units.`,
            }),
          // The lower bounds are checked by the order rules, whose messages name the product and lot
          // (docs/product/purchase-orders.md#lot-rules).
          quantity_ordered: z
            .number({ error: 'Số lượng phải lớn hơn hoặc bằng 1' })
            .max(QUANTITY_MAX, `Số lượng tối đa ${QUANTITY_MAX.toLocaleString('vi-VN')}`)
            .int('Số lượng phải là số nguyên')
            .openapi({ minimum: 1 }),
          unit_price: z
            .number({ error: 'Giá đơn vị không hợp lệ' })
            .max(UNIT_PRICE_MAX, `Giá đơn vị tối đa ${UNIT_PRICE_MAX.toLocaleString('vi-VN')} đ`)
            .int('Giá đơn vị không hợp lệ')
            .nullish()
            .openapi({
              minimum: 0,
              maximum: UNIT_PRICE_MAX,
              description: 'Integer đồng, above 0 on batch orders; partner orders use the catalogue price',
            }),
          batch_number: z.string({ error: 'Số lô không hợp lệ' }).max(50, 'Số lô tối đa 50 ký tự').nullish(),
          expiry_date: z
            .string({ error: 'Ngày hết hạn không hợp lệ' })
            .nullish()
            .openapi({ description: 'yyyy-MM-dd (batch orders)' }),
          notes: z.string().max(500, 'Ghi chú tối đa 500 ký tự').nullish(),
        }),
      )
      .max(200, 'Tối đa 200 dòng hàng mỗi đơn')
      .default([]),
  })
  .openapi('PurchaseOrderCreate');

const ShipmentLine = z
  .object({
    item_id: z.uuid({ error: 'Dòng hàng không hợp lệ' }),
    batch_number: z.string({ error: 'Vui lòng nhập số lô' }).max(50, 'Số lô tối đa 50 ký tự'),
    quantity_shipped: z
      .number({ error: 'Số lượng giao phải là số nguyên từ 1' })
      .min(1, 'Số lượng phải lớn hơn hoặc bằng 1')
      .max(QUANTITY_MAX, `Số lượng tối đa ${QUANTITY_MAX.toLocaleString('vi-VN')}`)
      .int('Số lượng giao phải là số nguyên từ 1')
      .openapi({ description: 'A line’s batches together may not exceed its quantity_ordered' }),
    expiry_date: z.string().nullish().openapi({ description: 'yyyy-MM-dd; empty or null: no expiry' }),
  })
  .openapi('ShipmentLine');

const StatusBody = z
  .object({
    status: Status,
    shipped_batches: z
      .array(ShipmentLine)
      .max(1000, 'Tối đa 1000 lô mỗi lần giao')
      .optional()
      .openapi({ description: 'For → shipped: the batches shipped; defaults to each line’s lot' }),
    reason,
    actual_delivery_date: isoDate('Ngày giao hàng không hợp lệ').optional(),
    orderId: z
      .string()
      .optional()
      .openapi({ description: 'Accepted for compatibility; the path id is used' }),
    distributor_id: z.string().optional().openapi({ description: 'Accepted for compatibility; ignored' }),
    items: z.array(z.unknown()).optional().openapi({ description: 'Accepted for compatibility; ignored' }),
  })
  .openapi('PurchaseOrderStatusChange');

const ShipmentBody = z
  .object({
    shipped_batches: z
      .array(ShipmentLine)
      .min(1, 'Vui lòng nhập ít nhất một lô giao hàng')
      .max(1000, 'Tối đa 1000 lô mỗi lần giao'),
    reason,
  })
  .openapi('ShipmentCorrection');

const ReceivedLot = z
  .object({
    batch_number: z.string({ error: 'Vui lòng nhập số lô' }).max(50, 'Số lô tối đa 50 ký tự'),
    expiry_date: z.string().nullish().openapi({ description: 'yyyy-MM-dd; empty or null: no expiry' }),
    quantity_received: z
      .number({ error: 'Số lượng nhận phải là số nguyên không âm' })
      .int('Số lượng nhận phải là số nguyên không âm')
      .min(0, 'Số lượng nhận không được âm')
      .max(QUANTITY_MAX, `Số lượng tối đa ${QUANTITY_MAX.toLocaleString('vi-VN')}`)
      .openapi({ description: '0: none of this lot arrived' }),
  })
  .openapi('ReceivedLot');

const ReceivedLine = z
  .object({
    item_id: z.uuid({ error: 'Dòng hàng không hợp lệ' }),
    lots: z
      .array(ReceivedLot)
      .max(100, 'Tối đa 100 lô mỗi dòng hàng')
      .openapi({
        description:
          'The lots that arrived, with lot number and expiry as on the boxes (corrected from the shipment if they ' +
          'differ); together at most the line’s shipped quantity',
      }),
    shortfall_reason: ShortfallReason.nullish().openapi({
      description: 'Required when the lots together are fewer than shipped; refused otherwise',
    }),
  })
  .openapi('ReceivedLine');

const ReceiveBody = z
  .object({
    actual_delivery_date: isoDate('Ngày giao hàng không hợp lệ').optional(),
    lines: z
      .array(ReceivedLine)
      .max(200, 'Tối đa 200 dòng hàng mỗi đơn')
      .optional()
      .openapi({ description: 'What arrived per line; a line not listed is received as shipped' }),
  })
  .openapi('PurchaseOrderReceive');

const DocumentsBody = z
  .object({ document_urls: z.array(z.string().max(500)).max(10, 'Đã đạt giới hạn 2 chứng từ cho phép') })
  .openapi('PurchaseOrderDocuments');

const OrderList = z
  .object({
    data: z.array(OrderSummary),
    ...pageResult,
  })
  .openapi('PurchaseOrderList');
const One = z.object({ data: OrderDetail }).openapi('PurchaseOrderResult');

const tags = ['Purchase orders'];

export function purchaseOrderRoutes(
  service: PurchaseOrderService,
  pushReceipt: ReceiptPush,
  authenticated: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  const secured = { security: bearerSecurity, middleware: [authenticated], tags };

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/import-orders',
      summary: 'Purchase orders, newest first',
      description:
        'from_date/to_date filter the order date, actual_delivery_from/to the actual delivery date; all yyyy-MM-dd ' +
        'in Asia/Ho_Chi_Minh, inclusive. distributor_ids and statuses are comma-joined.',
      request: { query: ListQuery },
      responses: { 200: jsonResponse(OrderList, 'A page of purchase orders'), ...errors(400, 401) },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const result = await service.list(
        c.var.auth,
        {
          distributorIds: q.distributor_ids,
          statuses: q.statuses,
          fromDate: q.from_date,
          toDate: q.to_date,
          actualDeliveryFrom: q.actual_delivery_from,
          actualDeliveryTo: q.actual_delivery_to,
          search: q.search,
        },
        { page: q.page, limit: q.limit, cursor: q.cursor },
      );
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/import-orders/{id}',
      summary: 'One purchase order with items, shipped batches, documents and status history',
      request: { params: IdParam },
      responses: { 200: jsonResponse(One, 'The order'), ...errors(400, 401, 404) },
    }),
    async (c) => c.json({ data: await service.get(c.var.auth, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/import-orders',
      summary: 'Create a purchase order (partner lines, or batch lines for an internal supplier)',
      description: 'Rule violations answer 400 with details keyed by field, e.g. items.0.quantity_ordered.',
      request: { body: jsonBody(CreateBody) },
      responses: { 201: jsonResponse(One, 'Created'), ...errors(400, 401, 404) },
    }),
    async (c) => c.json({ data: await service.create(c.var.auth, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'patch',
      path: '/import-orders/{id}/status',
      summary: 'Move the order along its lifecycle',
      description:
        'pending → approved → shipped → delivered; pending|approved|shipped → cancelled (with a reason once the ' +
        'order is shipped or a partner confirmed it: 400 on reason otherwise). Illegal moves answer 409; moves ' +
        'reserved to the partner answer 403. → delivered receives the shipped batches into stock (409 when a lot ' +
        'is in stock under another expiry: correct the shipment or cancel).',
      request: { params: IdParam, body: jsonBody(StatusBody) },
      responses: { 200: jsonResponse(One, 'Moved'), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const order = await service.changeStatus(c.var.auth, c.req.valid('param').id, {
        status: body.status,
        shipped_batches: body.shipped_batches,
        actual_delivery_date: body.actual_delivery_date,
        reason: body.reason,
      });
      return c.json({ data: order }, 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'put',
      path: '/import-orders/{id}/shipped-batches',
      summary: 'Correct the batches of a shipped order (lots, expiries, quantities as the goods arrived)',
      description:
        'Replaces every shipped batch; the same rules as shipping apply (400 with details keyed ' +
        'shipped_batches.N.field). Only while the order is shipped (409 otherwise). Recorded in the status ' +
        'history as shipped → shipped with the reason.',
      request: { params: IdParam, body: jsonBody(ShipmentBody) },
      responses: { 200: jsonResponse(One, 'Corrected'), ...errors(400, 401, 404, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const order = await service.correctShipment(c.var.auth, c.req.valid('param').id, {
        shipped_batches: body.shipped_batches,
        reason: body.reason,
      });
      return c.json({ data: order }, 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/import-orders/{id}/receive',
      summary: 'Confirm receipt: what arrived goes into inventory lots and the order becomes delivered',
      description:
        'Per line, the lots that arrived (lot number and expiry as on the boxes, quantity 0 up to what was shipped) ' +
        'and, for a line received short of what was shipped, a shortfall_reason; lines not listed are received as ' +
        'shipped. Stock moves by the received quantities only; received_in_full says whether every line got all ' +
        'it ordered. A shipped order is received; an order to an internal supplier may be received from pending ' +
        'or approved, its confirming and shipping recorded as skipped steps. 400: a quantity above what was ' +
        'shipped or below 0, a shortfall without a reason (or a reason without one), a lot without a number, a ' +
        'lot in stock under another expiry (details keyed lines.N.lots.M.field); a receipt date after today or ' +
        'before the order. 409: another status (e.g. already received: of two receipts at once, one receives), ' +
        'or a shipped batch received as shipped clashes with the stock (LOT_EXPIRY_CONFLICT, SHIPMENT_INVALID, ' +
        'LOT_ON_HAND_LIMIT). 403: a partner order before it was shipped is the partner’s to move.',
      request: { params: IdParam, body: { ...jsonBody(ReceiveBody), required: false } },
      responses: { 200: jsonResponse(One, 'Received'), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const order = await service.receive(c.var.auth, c.req.valid('param').id, {
        actual_delivery_date: body.actual_delivery_date,
        lines: body.lines,
      });
      return c.json({ data: order }, 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'patch',
      path: '/import-orders/{id}/document-urls',
      summary: 'Set the order’s documents (at most 2 uploaded files)',
      request: { params: IdParam, body: jsonBody(DocumentsBody) },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({
              id: z.uuid(),
              document_urls: z.array(z.string()),
              documents: z.array(DocumentSchema),
            }),
          }),
          'Updated',
        ),
        ...errors(400, 401, 404),
      },
    }),
    async (c) => {
      const result = await service.setDocuments(
        c.var.auth,
        c.req.valid('param').id,
        c.req.valid('json').document_urls,
      );
      return c.json({ data: result }, 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/import-orders/{id}/sync-to-kiotviet',
      summary: 'Create the KiotViet purchase receipt of a delivered order (once, whatever happens)',
      description:
        'One receipt for the default branch, the supplier by code, the order number in its description, lines ' +
        'by the KiotViet code of each product with the quantities received. Every line is checked in KiotViet ' +
        'first: 409 KIOTVIET_PRODUCTS_NOT_LINKED names the products KiotViet lacks (details by `items.<index>`), ' +
        'and nothing is sent; with `create_missing_products` they are created in KiotViet and linked first. ' +
        'Other 409s: not delivered, already synced, a push under way, no active connection or KiotViet branch, ' +
        'KiotViet refused the receipt, or KIOTVIET_IN_DOUBT (a receipt sent earlier is not found yet; nothing ' +
        'is sent before kiotviet_check_after, Retry-After says when). 502 KIOTVIET_NO_ANSWER: the answer was ' +
        'lost; the order is in doubt and the next push looks the receipt up before sending another. KiotViet’s ' +
        'receipt carries no lot or expiry.',
      request: { params: IdParam, body: { ...jsonBody(SyncToKiotVietBody), required: false } },
      responses: { 200: jsonResponse(One, 'Synced'), ...errors(400, 401, 404, 409, 429, 502) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const order = await pushReceipt(c.var.auth, id, {
        createMissingProducts: body.create_missing_products,
      });
      return c.json({ data: order }, 200);
    },
  );

  return router;
}
