import type { Product } from '@pharmacy/kiotviet';
import { describe, expect, it } from 'vitest';
import {
  amount,
  branchAddress,
  branchStockRows,
  customerGender,
  percent,
  saleQuantity,
  stockQuantity,
  stockRows,
} from './mapping';

describe('branchAddress', () => {
  it.each([
    [
      { address: '125 Lê Lợi', wardName: 'Bến Thành', locationName: 'Hồ Chí Minh - Quận 1' },
      '125 Lê Lợi, Bến Thành, Hồ Chí Minh - Quận 1',
    ],
    [{ address: '125 Lê Lợi', wardName: null, locationName: null }, '125 Lê Lợi'],
    // Without a street the branch has no address ('Chưa có địa chỉ' on screen), whatever KiotViet's area says.
    [{ address: null, wardName: 'Bến Thành', locationName: 'Hồ Chí Minh - Quận 1' }, null],
  ])('%j → %s', (branch, expected) => {
    expect(branchAddress(branch)).toBe(expected);
  });
});

describe('customerGender', () => {
  it.each([
    [true, 'Nam'],
    [false, 'Nữ'],
    [null, null],
  ] as const)('%s → %s', (gender, expected) => {
    expect(customerGender(gender)).toBe(expected);
  });
});

describe('stockQuantity', () => {
  it.each([
    [12, 12],
    [2.4, 2],
    [2.5, 3],
    // KiotViet lets a branch sell below zero; the portal shows none in stock.
    [-3, 0],
    [1e12, 2_147_483_647],
  ])('%s → %s', (onHand, expected) => {
    expect(stockQuantity(onHand)).toBe(expected);
  });
});

describe('sales amounts, quantities and percentages stay within what the API answers', () => {
  it.each([
    [amount(21_312), 21_312],
    [amount(null), 0],
    [amount(-5_000), 0],
    [saleQuantity(0.5), 0.5],
    [saleQuantity(-1), 0],
    [saleQuantity(5e6), 1_000_000],
    [percent(12.5), 12.5],
    [percent(140), 100],
  ])('%s → %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

type StockInput = Pick<Product, 'id' | 'inventories' | 'productBatchExpires'>;

const inventory = (branchId: number, onHand: number, cost: number | null = 10_000) => ({
  productId: 7,
  branchId,
  branchName: null,
  onHand,
  reserved: 0,
  onOrder: 0,
  cost,
  minQuantity: null,
  maxQuantity: null,
});
const lot = (
  id: number | null,
  branchId: number,
  batchName: string,
  onHand: number,
  expireDate: string | null,
) => ({
  id,
  productId: 7,
  batchName,
  fullNameVirgule: null,
  expireDate: expireDate ? new Date(expireDate) : null,
  onHand,
  branchId,
});

describe('stockRows: a synced product’s stock as lots', () => {
  it('keeps each KiotViet lot with its expiry (a Vietnamese day) and its branch’s average cost', () => {
    const product: StockInput = {
      id: 7,
      inventories: [inventory(1, 30, 24_500), inventory(2, 5, 25_000)],
      productBatchExpires: [
        // 23:30 on 31/12 UTC is 06:30 on 01/01 in Vietnam: the lot expires on the first.
        lot(70, 1, ' L2401 ', 20, '2026-12-31T23:30:00Z'),
        lot(71, 1, 'L2402', 10, null),
        lot(72, 2, 'L2401', 5, '2027-02-01T00:00:00+07:00'),
      ],
    };
    expect(stockRows(product)).toEqual([
      {
        key: 'lot:70:1',
        branchId: 1,
        batchNumber: 'L2401',
        batchKey: 'l2401',
        expiryDate: '2027-01-01',
        onHand: 20,
        cost: 24_500,
      },
      {
        key: 'lot:71:1',
        branchId: 1,
        batchNumber: 'L2402',
        batchKey: 'l2402',
        expiryDate: null,
        onHand: 10,
        cost: 24_500,
      },
      {
        key: 'lot:72:2',
        branchId: 2,
        batchNumber: 'L2401',
        batchKey: 'l2401',
        expiryDate: '2027-02-01',
        onHand: 5,
        cost: 25_000,
      },
    ]);
  });

  it('adds what a branch holds beyond its lots as one unnumbered row, so the total is the branches’ stock', () => {
    const product: StockInput = {
      id: 7,
      inventories: [inventory(1, 50), inventory(2, 0), inventory(3, -2)],
      productBatchExpires: [lot(80, 1, 'A1', 20, null)],
    };
    const rows = stockRows(product);
    expect(rows.map((row) => [row.key, row.batchNumber, row.onHand])).toEqual([
      ['lot:80:1', 'A1', 20],
      ['stock:7:1', null, 30],
    ]);
  });

  it('gives products without lot tracking one row per stocked branch', () => {
    const product: StockInput = {
      id: 9,
      inventories: [inventory(1, 12, null), inventory(2, 3)],
      productBatchExpires: [],
    };
    expect(stockRows(product)).toEqual([
      {
        key: 'stock:9:1',
        branchId: 1,
        batchNumber: null,
        batchKey: null,
        expiryDate: null,
        onHand: 12,
        cost: 0,
      },
      {
        key: 'stock:9:2',
        branchId: 2,
        batchNumber: null,
        batchKey: null,
        expiryDate: null,
        onHand: 3,
        cost: 10_000,
      },
    ]);
  });

  it('names a lot without an id by product, branch and lot number, and keeps one row per key', () => {
    const product: StockInput = {
      id: 7,
      inventories: [inventory(1, 8)],
      productBatchExpires: [lot(null, 1, 'X9', 3, null), lot(null, 1, 'x9', 5, null)],
    };
    expect(stockRows(product)).toEqual([
      {
        key: 'lot:7:1:x9',
        branchId: 1,
        batchNumber: 'x9',
        batchKey: 'x9',
        expiryDate: null,
        onHand: 5,
        cost: 10_000,
      },
      {
        key: 'stock:7:1',
        branchId: 1,
        batchNumber: null,
        batchKey: null,
        expiryDate: null,
        onHand: 3,
        cost: 10_000,
      },
    ]);
  });

  it('keeps a lot that KiotViet lists in two branches under one id as two lots, each branch’s stock exact', () => {
    const product: StockInput = {
      id: 7,
      inventories: [inventory(1, 20), inventory(2, 9)],
      productBatchExpires: [lot(90, 1, 'B1', 20, null), lot(90, 2, 'B1', 9, null)],
    };
    expect(stockRows(product).map((row) => [row.key, row.branchId, row.batchNumber, row.onHand])).toEqual([
      ['lot:90:1', 1, 'B1', 20],
      ['lot:90:2', 2, 'B1', 9],
    ]);
  });
});

describe('branchStockRows: a synced product’s figures per branch', () => {
  it('keeps stock, reserved, on order, minimum and maximum per branch, never negative, the last row winning', () => {
    const product = {
      inventories: [
        { ...inventory(1, 12.5), reserved: 2, onOrder: 30, minQuantity: 10, maxQuantity: 100 },
        { ...inventory(2, -3), reserved: -1, onOrder: 0 },
        { ...inventory(1, 14), reserved: 1, onOrder: 24, minQuantity: 5, maxQuantity: 50 },
      ],
    };
    expect(branchStockRows(product)).toEqual([
      { branchId: 1, onHand: 14, reserved: 1, onOrder: 24, minQuantity: 5, maxQuantity: 50 },
      { branchId: 2, onHand: 0, reserved: 0, onOrder: 0, minQuantity: 0, maxQuantity: 0 },
    ]);
  });
});
