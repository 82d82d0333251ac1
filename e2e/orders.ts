import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO } from './fixtures';

/** The demo's internal supplier whose orders staff move themselves (apps/server/src/seed/demo.ts). */
const INTERNAL_SUPPLIER = 'NCC245';
/** One of the demo pharmacy's own products (Kem bôi da Gentrisone 10g). */
const PRODUCT = 'NT000012';

export interface OrderFixture {
  id: string;
  orderNumber: string;
  /** The order's own lot number, new to the pharmacy's stock. */
  lot: string;
  quantity: number;
  expiry: string;
}

interface OrderApi {
  /** Moves the order as the pharmacy's staff would (PATCH …/status). */
  move(id: string, status: 'approved' | 'shipped' | 'delivered' | 'cancelled'): Promise<void>;
  /** A batch order of its own to an internal supplier: one product, one lot nobody else uses. */
  createInternalOrder(notes?: string): Promise<OrderFixture>;
}

/**
 * The journeys' own data, made through the API as the demo pharmacy: each journey creates the orders it changes,
 * so none depends on what another did to the demo data.
 */
export async function orderApi(request: APIRequestContext): Promise<OrderApi> {
  const login = await request.post('/api/v1/auth/pharmacies/login', {
    data: { username: DEMO.username, password: DEMO.password },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { data: { token: string; user: { pharmacies: { id: string }[] } } };
  const headers = { authorization: `Bearer ${body.data.token}` };
  const pharmacyId = body.data.user.pharmacies[0]?.id ?? '';

  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(path, { headers });
    expect(res.status(), `GET ${path}`).toBe(200);
    return (await res.json()) as T;
  };
  const suppliers = await get<{ data: { id: string; code: string }[] }>('/api/v1/distributors?type=INTERNAL');
  const supplier = suppliers.data.find((row) => row.code === INTERNAL_SUPPLIER);
  const products = await get<{ data: { id: string; code: string }[] }>(
    `/api/products?retailer_id=${pharmacyId}&search=${PRODUCT}`,
  );
  const product = products.data.find((row) => row.code === PRODUCT);
  if (!supplier || !product) throw new Error('The demo data has no internal supplier or product to order');

  return {
    async move(id, status) {
      const res = await request.patch(`/api/import-orders/${id}/status`, { headers, data: { status } });
      expect(res.status(), await res.text()).toBe(200);
    },
    async createInternalOrder(notes) {
      const lot = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
      const fixture = { lot, quantity: 6, expiry: '2029-03-31' };
      const res = await request.post('/api/import-orders', {
        headers,
        data: {
          distributor_id: supplier.id,
          notes: notes ?? null,
          items: [
            {
              product_id: product.id,
              quantity_ordered: fixture.quantity,
              unit_price: 14_500,
              batch_number: fixture.lot,
              expiry_date: fixture.expiry,
            },
          ],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const created = (await res.json()) as { data: { id: string; order_number: string } };
      return { id: created.data.id, orderNumber: created.data.order_number, ...fixture };
    },
  };
}
