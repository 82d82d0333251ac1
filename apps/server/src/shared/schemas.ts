/*
 * The zod schemas of answers that more than one module sends (an uploaded file, a KiotViet sales order): one
 * definition, so the OpenAPI document names one component for each. The building blocks every route uses (ids,
 * paging, bounded numbers) are in http/openapi.ts.
 */
import { z } from '@hono/zod-openapi';
import { MAX_UPLOAD_BYTES } from '../domain/file-rules';
import { QUANTITY_MAX, SAFE_INTEGER_MAX } from '../domain/limits';
import { SALES_ORDER_STATUSES } from '../domain/sales-order-status';
import { boundedInt } from '../http/openapi';

/** An uploaded file as answered everywhere (uploads, order documents): its reference and its two signed links. */
export const fileFields = {
  id: z.uuid(),
  url: z.string().openapi({ description: 'Stable reference to store (document_urls, supplier avatar)' }),
  name: z.string(),
  content_type: z.string(),
  size: z.number().min(1).max(MAX_UPLOAD_BYTES).int().openapi({ description: 'Bytes' }),
  download_url: z.string().openapi({
    description: 'Short-lived signed link that downloads the file (Content-Disposition: attachment)',
  }),
  preview_url: z
    .string()
    .nullable()
    .openapi({
      description:
        'Short-lived signed link that shows the file inline, for an <img> (PNG, JPG) or an <iframe>/<object> ' +
        '(PDF) on the portal’s own pages; null for Word files, which can only be downloaded',
    }),
};

/** An amount of money: integer đồng. */
export const money = boundedInt(0, SAFE_INTEGER_MAX).openapi({ description: 'Integer đồng' });

const SalesLineSchema = z
  .object({
    product_id: z.uuid().nullable().openapi({ description: 'The synced product (null when not synced)' }),
    product_kiotviet_id: boundedInt(0, SAFE_INTEGER_MAX),
    product_code: z.string(),
    product_name: z.string(),
    category_name: z.string().nullable(),
    quantity: z
      .number()
      .min(0)
      .max(QUANTITY_MAX)
      .openapi({ description: 'KiotViet allows fractions of a unit' }),
    price: money,
    discount: z.number().min(0).max(100).openapi({ description: 'Discount in percent of the price' }),
    discount_amount: money.openapi({ description: 'Discount per unit, đồng' }),
    batch_number: z.string().nullable(),
    expiry_date: z.string().nullable().openapi({ description: 'yyyy-MM-dd' }),
    sub_total: money,
  })
  .openapi('SalesOrderLine');

export const SalesOrderSchema = z
  .object({
    id: z.uuid(),
    kiotviet_id: boundedInt(0, SAFE_INTEGER_MAX),
    code: z.string(),
    purchase_date: z.string(),
    branch_name: z.string().nullable(),
    sold_by_name: z.string().nullable(),
    customer_code: z.string().nullable(),
    customer_name: z.string().openapi({ description: "'Khách lẻ' for a walk-in sale" }),
    total: money,
    total_payment: money,
    discount: money.openapi({ description: 'The discount on the whole order, integer đồng' }),
    discount_ratio: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .openapi({ description: 'That discount in percent, when KiotViet gave it as one' }),
    status: boundedInt(0, 99).openapi({
      description: Object.entries(SALES_ORDER_STATUSES)
        .map(([code, label]) => `${code} ${label}`)
        .join(', '),
    }),
    status_value: z.string(),
    description: z.string().nullable(),
    invoice_details: z.array(SalesLineSchema),
    updated_at: z.string(),
  })
  .openapi('SalesOrder');
