import type { SalesOrder } from '@pharmacy/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetStoredItems, ownedKey } from '../pharmacyStorage';
import {
  MAX_STORED_CHARS,
  MAX_SUMMARIES,
  ORDER_SUMMARY_ITEM,
  readOrderSummary as readAs,
  storeOrderSummary as storeAs,
} from './orderSummaryStore';

const lan = { userId: 'u-lan', pharmacyId: 'p-ankhang' };
const minh = { userId: 'u-minh', pharmacyId: 'p-phuckhang' };
const ORDER_SUMMARY_KEY = ownedKey(ORDER_SUMMARY_ITEM, lan);
/** Lan's summaries, unless the test says whose. */
const storeOrderSummary = (summary: SalesOrder, storage?: Storage) => storeAs(summary, lan, storage);
const readOrderSummary = (id: string) => readAs(id, lan);

const order = (id: string, lines = 1, name = 'Paracetamol 500mg'): SalesOrder => ({
  id,
  kiotviet_id: 1,
  code: `HD-${id}`,
  purchase_date: '2026-05-12T03:00:00.000Z',
  branch_name: 'Chi nhánh chính',
  sold_by_name: 'Lan',
  customer_code: null,
  customer_name: 'Khách lẻ',
  total: 10_000,
  total_payment: 10_000,
  discount: 0,
  discount_ratio: null,
  status: 1,
  status_value: 'Hoàn thành',
  description: null,
  invoice_details: Array.from({ length: lines }, () => ({
    product_id: null,
    product_kiotviet_id: 1,
    product_code: 'SP1',
    product_name: name,
    category_name: null,
    quantity: 1,
    price: 10_000,
    discount: 0,
    discount_amount: 0,
    batch_number: null,
    expiry_date: null,
    sub_total: 10_000,
  })),
  updated_at: '2026-05-12T03:00:00.000Z',
});

describe('the order summaries kept for a new tab', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was stored, and null for another order', () => {
    storeOrderSummary(order('a'));
    expect(readOrderSummary('a')?.code).toBe('HD-a');
    expect(readOrderSummary('b')).toBeNull();
  });

  it(`keeps the ${MAX_SUMMARIES} newest, storing one again makes it the newest`, () => {
    for (let i = 0; i < MAX_SUMMARIES; i++) storeOrderSummary(order(`o${i}`));
    storeOrderSummary(order('o0'));
    storeOrderSummary(order('new'));
    expect(readOrderSummary('o0')).not.toBeNull();
    expect(readOrderSummary('o1')).toBeNull();
    expect(readOrderSummary('new')).not.toBeNull();
    expect(Object.keys(JSON.parse(localStorage.getItem(ORDER_SUMMARY_KEY) ?? '{}'))).toHaveLength(
      MAX_SUMMARIES,
    );
  });

  it('drops the oldest when the text grows past its bound', () => {
    const long = 'x'.repeat(2_000);
    for (let i = 0; i < 5; i++) storeOrderSummary(order(`big${i}`, 30, long));
    expect((localStorage.getItem(ORDER_SUMMARY_KEY) ?? '').length).toBeLessThanOrEqual(MAX_STORED_CHARS);
    expect(readOrderSummary('big4')).not.toBeNull();
    expect(readOrderSummary('big0')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['a wrong shape', JSON.stringify({ a: { id: 'a', code: 5 } })],
    ['an id that does not match its key', JSON.stringify({ a: order('b') })],
  ])('ignores %s', (_case, text) => {
    localStorage.setItem(ORDER_SUMMARY_KEY, text);
    expect(readOrderSummary('a')).toBeNull();
    storeOrderSummary(order('c'));
    expect(readOrderSummary('c')).not.toBeNull();
  });

  it('keeps each user’s summaries apart: another user of the browser reads none of them', () => {
    storeOrderSummary(order('a'));
    expect(readAs('a', minh)).toBeNull();
    expect(readAs('a', { ...lan, pharmacyId: 'p-phuckhang' })).toBeNull();
    storeAs(order('b'), minh);
    expect(readOrderSummary('b')).toBeNull();
    expect(readAs('b', minh)?.code).toBe('HD-b');
  });

  it('forgets every user’s summaries at sign-out, and the others’ when a user signs in', () => {
    storeOrderSummary(order('a'));
    storeAs(order('b'), minh);
    // What a browser kept before summaries were kept per user.
    localStorage.setItem('app.salesOrderSummaries', JSON.stringify({ c: order('c') }));
    localStorage.setItem('app.locale', 'vi');
    forgetStoredItems(minh);
    expect(readOrderSummary('a')).toBeNull();
    expect(readAs('b', minh)?.code).toBe('HD-b');
    expect(localStorage.getItem('app.salesOrderSummaries')).toBeNull();
    forgetStoredItems();
    expect(readAs('b', minh)).toBeNull();
    // Not a pharmacy's: the language stays.
    expect(Object.keys(localStorage)).toEqual(['app.locale']);
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => storeOrderSummary(order('a'), full)).not.toThrow();
  });
});
