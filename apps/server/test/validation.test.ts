import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX, SAFE_INTEGER_MAX } from '../src/domain/limits';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

let ctx: TestContext;
let fx: Fixtures;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedFixtures(ctx.deps);
  api = client(ctx.app);
  await api.login('alice', fx.password);
});
afterAll(() => ctx?.close());

/** Messages zod writes when a schema gives none; none may reach a client (the API speaks Vietnamese). */
const ENGLISH = /invalid input|expected|received|too (big|small)|must|required|invalid (uuid|option)/i;

describe('numbers out of range answer 400 in Vietnamese, naming the field', () => {
  it.each([
    ['/api/import-orders?page=abc', 'page', 'Trường "page" phải là một số'],
    ['/api/import-orders?page=1099511627776', 'page', 'Trường "page" phải nhỏ hơn hoặc bằng 100.000'],
    ['/api/import-orders?page=0', 'page', 'Trường "page" phải lớn hơn hoặc bằng 1'],
    ['/api/import-orders?limit=2147483648', 'limit', 'Trường "limit" phải nhỏ hơn hoặc bằng 100'],
    ['/api/products?limit=1.5', 'limit', 'Trường "limit" phải là một số nguyên'],
    ['/api/v1/distributors?page=-1', 'page', 'Trường "page" phải lớn hơn hoặc bằng 1'],
    ['/api/categories?page=1e40', 'page', 'Trường "page" phải nhỏ hơn hoặc bằng 100.000'],
    [
      '/api/products?distributor_id=42',
      'distributor_id',
      'Trường "distributor_id" phải là mã định danh (UUID) hợp lệ',
    ],
    ['/api/v1/distributors?type=OTHER', 'type', 'Trường "type" phải là một trong: PARTNER, INTERNAL'],
  ])('GET %s', async (path, field, message) => {
    const res = await api.get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, error: 'VALIDATION_ERROR', details: { [field]: message } });
  });

  it('a body with wrong types or missing fields gets one Vietnamese message per field', async () => {
    const res = await api.patch(`/api/products/${fx.ownA.id}/suggestion-days`, {});
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ suggestion_days: 'Số ngày gợi ý phải là số nguyên từ 0 đến 180' });
    const order = await api.post('/api/import-orders', {
      distributor_id: fx.partner.id,
      expected_delivery_date: '2025-06-20',
      notes: 7,
      items: [{ product_id: fx.partnerProduct.id, quantity_ordered: 2 ** 53, notes: 'x'.repeat(501) }],
    });
    expect(order.status).toBe(400);
    expect(order.body.details).toEqual({
      notes: 'Trường "notes" phải là một chuỗi ký tự',
      'items.0.quantity_ordered': 'Số lượng tối đa 1.000.000',
      'items.0.notes': 'Ghi chú tối đa 500 ký tự',
    });
    const status = await api.patch(`/api/import-orders/${fx.ownA.id}/status`, { reason: 'x' });
    expect(status.status).toBe(400);
    expect(status.body.details).toEqual({ status: 'Trường "status" là bắt buộc' });
  });

  it('no validation message of any route is zod’s English', async () => {
    const probes: [string, string, unknown][] = [
      ['GET', '/api/import-orders?page=x&limit=y&statuses=lost&from_date=1', undefined],
      ['GET', '/api/products?page=x&is_active=maybe&status=X&product_ids=1', undefined],
      ['GET', '/api/v1/distributors?limit=0&status=X', undefined],
      ['GET', '/api/categories?limit=x', undefined],
      ['POST', '/api/import-orders', { distributor_id: [], items: [{ quantity_ordered: 'x' }], notes: {} }],
      ['PATCH', `/api/import-orders/${fx.ownA.id}/status`, { status: 1, shipped_batches: [{}], reason: 5 }],
      ['PUT', `/api/import-orders/${fx.ownA.id}/shipped-batches`, { shipped_batches: 'x' }],
      ['PATCH', `/api/import-orders/${fx.ownA.id}/document-urls`, { document_urls: [1] }],
      ['POST', '/api/v1/distributors', { name: 1, email: [], status: 'X' }],
      ['PATCH', `/api/v1/distributors/${fx.internalA.id}`, { phone: 1 }],
      ['GET', `/api/v1/files/${fx.ownA.id}/download?expires=1e40&signature=x&disposition=x`, undefined],
    ];
    for (const [method, path, body] of probes) {
      const res = await api.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      const messages = [res.body.message, ...Object.values(res.body.details ?? {})];
      expect(
        messages.filter((message) => ENGLISH.test(String(message))),
        `${method} ${path}`,
      ).toEqual([]);
    }
  });
});

interface JsonSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
}

/** Every number schema in the document, with where it is. */
function integers(node: unknown, where: string, found: [string, JsonSchema][] = []): [string, JsonSchema][] {
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) integers(child, `${where}[${index}]`, found);
  } else if (node && typeof node === 'object') {
    const schema = node as JsonSchema;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('integer') || types.includes('number')) found.push([where, schema]);
    for (const [key, child] of Object.entries(node)) integers(child, `${where}.${key}`, found);
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('bounds every number of every schema by what its column (or JSON) holds', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    const all = integers(doc, '$');
    expect(all.length).toBeGreaterThan(40);
    // Integers everywhere, except where KiotViet counts in fractions (a sales line's quantity, a discount's
    // percentage, a line's or the whole order's, a product's figures per branch, average daily sales): those are
    // numbers, bounded all the same.
    const fractional =
      /\.(quantity|discount|discount_ratio|daily_sales)$|\.ProductBranchStock\.properties\.\w+$/;
    // Non-negative everywhere, except days left before an expiry or a repurchase (negative once it has passed).
    const signed = /\.(days_left|days_until_due)$/;
    const unbounded = all
      .filter(
        ([where, schema]) =>
          (!fractional.test(where) &&
            (![schema.type].flat().includes('integer') || [schema.type].flat().includes('number'))) ||
          typeof schema.minimum !== 'number' ||
          typeof schema.maximum !== 'number' ||
          (schema.minimum < 0 && !(signed.test(where) && schema.minimum >= -SAFE_INTEGER_MAX)) ||
          schema.maximum > SAFE_INTEGER_MAX,
      )
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
    const quantities = all.filter(([where]) => /(quantity_\w+|\.on_hand)$/.test(where));
    expect(quantities.length).toBeGreaterThan(3);
    for (const [where, schema] of quantities) expect(schema.maximum, where).toBeLessThanOrEqual(INT4_MAX);
  });

  it('says null where null is answered, and only there', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      components: { schemas: Record<string, { type?: string | string[] }> };
    };
    // A named schema that admits null would make every use of it nullable; nullability belongs to the use.
    const nullableNames = Object.entries(doc.components.schemas)
      .filter(([, schema]) => [schema.type].flat().includes('null'))
      .map(([name]) => name);
    expect(nullableNames).toEqual([]);
    // `allOf` with a named object and a null-typed part admits no null at all: what `.nullable()` made of a $ref.
    const impossible: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (typeof node !== 'object' || node === null) return;
      const all = (node as { allOf?: { type?: unknown }[] }).allOf;
      if (all?.some((part) => [part.type].flat().includes('null'))) impossible.push(where);
      for (const [key, child] of Object.entries(node)) walk(child, `${where}.${key}`);
    };
    walk(doc, '$');
    expect(impossible).toEqual([]);
    const latest = await api.get('/api/sync-history/by-user/latest?dataType=SUPPLIER');
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual({ data: null });
    const answered = (
      doc as unknown as {
        paths: Record<
          string,
          { get: { responses: { 200: { content: Record<string, { schema: unknown }> } } } }
        >;
      }
    ).paths['/api/sync-history/by-user/latest']?.get.responses[200].content['application/json']?.schema;
    expect(answered).toMatchObject({
      properties: { data: { anyOf: [{ $ref: '#/components/schemas/SyncLog' }, { type: 'null' }] } },
    });
  });

  it('documents 400, 401, 413, 415, 431 and 500 wherever a route can answer them', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<string, unknown>;
            security?: unknown;
            requestBody?: unknown;
            parameters?: unknown[];
          }
        >
      >;
    };
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const expected = ['431', '500'];
        if (method !== 'get') expected.push('413');
        if (operation.requestBody) expected.push('400', '415');
        if (operation.parameters?.length) expected.push('400');
        if (operation.security) expected.push('401');
        for (const status of expected) {
          if (!(status in operation.responses)) missing.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
