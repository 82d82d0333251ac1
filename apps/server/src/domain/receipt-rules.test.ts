import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './purchase-order-rules';
import {
  checkReceivedLines,
  planReceipt,
  RECEIPT_MESSAGES,
  type ReceiptItem,
  type ReceivedLine,
  receivedInFull,
} from './receipt-rules';

/** Line i1 shipped 10 of product p1 (lot L001 in stock, expiring 2026-01-31); line i2 shipped 4 of p2. */
const items = new Map<string, ReceiptItem>([
  [
    'i1',
    {
      productId: 'p1',
      quantityShipped: 10,
      lots: new Map([['l001', { batchNumber: 'L001', expiryDate: '2026-01-31', onHand: 5 }]]),
    },
  ],
  ['i2', { productId: 'p2', quantityShipped: 4, lots: new Map() }],
  ['i3', { productId: 'p1', quantityShipped: 0, lots: new Map() }],
]);

const line = (overrides: Partial<ReceivedLine> = {}): ReceivedLine => ({
  item_id: 'i1',
  lots: [{ batch_number: 'L001', expiry_date: '2026-01-31', quantity_received: 10 }],
  ...overrides,
});
const lots = (...quantities: number[]) =>
  quantities.map((quantity, index) => ({
    batch_number: `N${index}`,
    expiry_date: '2027-03-31',
    quantity_received: quantity,
  }));

describe('checkReceivedLines', () => {
  it.each<[string, ReceivedLine[], Record<string, string>]>([
    ['everything shipped, as shipped', [line()], {}],
    ['an empty receipt names no lines', [], {}],
    ['a short line with its reason', [line({ lots: lots(7), shortfall_reason: 'damaged' })], {}],
    ['nothing of a line, returned', [line({ lots: lots(0), shortfall_reason: 'returned' })], {}],
    ['nothing of a line, no lots at all', [line({ lots: [], shortfall_reason: 'short' })], {}],
    ['a line that shipped nothing receives nothing, without reason', [line({ item_id: 'i3', lots: [] })], {}],
    ['two lots that together make the shipment', [line({ lots: lots(6, 4) })], {}],
    [
      'a lot of 0 needs no number',
      [line({ lots: [...lots(10), { batch_number: ' ', quantity_received: 0 }] })],
      {},
    ],
    [
      'more than shipped, at the lot that passes it',
      [line({ lots: lots(6, 5) })],
      { 'lines.0.lots.1.quantity_received': RECEIPT_MESSAGES.receivedAboveShipped(10) },
    ],
    [
      'anything of a line that shipped nothing',
      [line({ item_id: 'i3', lots: lots(1) })],
      { 'lines.0.lots.0.quantity_received': RECEIPT_MESSAGES.receivedAboveShipped(0) },
    ],
    [
      'a negative quantity',
      [line({ lots: lots(-1), shortfall_reason: 'short' })],
      { 'lines.0.lots.0.quantity_received': RECEIPT_MESSAGES.quantityInvalid },
    ],
    [
      'a fraction',
      [line({ lots: lots(2.5), shortfall_reason: 'short' })],
      { 'lines.0.lots.0.quantity_received': RECEIPT_MESSAGES.quantityInvalid },
    ],
    [
      'a shortfall without a reason',
      [line({ lots: lots(9) })],
      { 'lines.0.shortfall_reason': RECEIPT_MESSAGES.reasonRequired },
    ],
    [
      'a reason without a shortfall',
      [line({ shortfall_reason: 'short' })],
      { 'lines.0.shortfall_reason': RECEIPT_MESSAGES.reasonNotNeeded },
    ],
    [
      'a lot without a number',
      [line({ lots: [{ batch_number: '  ', quantity_received: 10 }] })],
      { 'lines.0.lots.0.batch_number': ORDER_MESSAGES.batchRequired },
    ],
    [
      'an expiry that is no date',
      [line({ lots: [{ batch_number: 'N1', expiry_date: '2027-02-30', quantity_received: 10 }] })],
      { 'lines.0.lots.0.expiry_date': ORDER_MESSAGES.expiryInvalid },
    ],
    [
      'a lot in stock under another expiry (compared trimmed and without case)',
      [line({ lots: [{ batch_number: ' l001 ', expiry_date: '2026-02-28', quantity_received: 10 }] })],
      { 'lines.0.lots.0.expiry_date': ORDER_MESSAGES.lotExpiryMismatch('l001', '2026-01-31') },
    ],
    [
      'one new lot with two expiries',
      [
        line({
          lots: [
            { batch_number: 'N1', expiry_date: '2027-01-31', quantity_received: 5 },
            { batch_number: 'N1', expiry_date: '2027-02-28', quantity_received: 5 },
          ],
        }),
      ],
      { 'lines.0.lots.1.expiry_date': ORDER_MESSAGES.lotExpiryRepeated('N1') },
    ],
    [
      'a line of another order',
      [line({ item_id: 'elsewhere' })],
      { 'lines.0.item_id': ORDER_MESSAGES.shipmentLineUnknown },
    ],
    [
      'one line named twice',
      [line(), line({ lots: lots(4), shortfall_reason: 'short' })],
      { 'lines.1.item_id': RECEIPT_MESSAGES.lineRepeated },
    ],
  ])('%s', (_case, lines, details) => {
    expect(checkReceivedLines(lines, items)).toEqual(details);
  });

  it('lets a lot keep the number of another product’s lot with its own expiry', () => {
    const details = checkReceivedLines(
      [
        line({
          item_id: 'i2',
          lots: [{ batch_number: 'L001', expiry_date: '2030-01-01', quantity_received: 4 }],
        }),
      ],
      items,
    );
    expect(details).toEqual({});
  });
});

describe('planReceipt', () => {
  const shipped = [
    {
      id: 'i1',
      shipped: [
        { batchNumber: 'L001', expiryDate: '2026-01-31', quantity: 6, index: 0 },
        { batchNumber: 'L002', expiryDate: null, quantity: 4, index: 1 },
      ],
    },
    { id: 'i2', shipped: [{ batchNumber: 'B9', expiryDate: '2027-05-31', quantity: 4, index: 2 }] },
  ];

  it('receives every line as shipped when no lines are named', () => {
    expect(planReceipt(shipped, undefined)).toEqual([
      {
        itemId: 'i1',
        quantityReceived: 10,
        shortfallReason: null,
        lots: [
          { batchNumber: 'L001', expiryDate: '2026-01-31', quantity: 6, field: 'shipped_batches.0' },
          { batchNumber: 'L002', expiryDate: null, quantity: 4, field: 'shipped_batches.1' },
        ],
      },
      {
        itemId: 'i2',
        quantityReceived: 4,
        shortfallReason: null,
        lots: [{ batchNumber: 'B9', expiryDate: '2027-05-31', quantity: 4, field: 'shipped_batches.2' }],
      },
    ]);
  });

  it('takes the lots reported for a named line, trimmed, leaving out those of 0', () => {
    const [first, second] = planReceipt(shipped, [
      {
        item_id: 'i2',
        lots: [
          { batch_number: ' B9-X ', expiry_date: '', quantity_received: 3 },
          { batch_number: 'B9', expiry_date: '2027-05-31', quantity_received: 0 },
        ],
        shortfall_reason: 'damaged',
      },
    ]);
    expect(first?.quantityReceived).toBe(10);
    expect(second).toEqual({
      itemId: 'i2',
      quantityReceived: 3,
      shortfallReason: 'damaged',
      lots: [{ batchNumber: 'B9-X', expiryDate: null, quantity: 3, field: 'lines.0.lots.0' }],
    });
  });

  it('receives nothing of a line whose lots are all 0', () => {
    const plan = planReceipt(shipped, [
      { item_id: 'i1', lots: [{ batch_number: 'L001', quantity_received: 0 }], shortfall_reason: 'returned' },
    ]);
    expect(plan[0]).toMatchObject({ quantityReceived: 0, shortfallReason: 'returned', lots: [] });
  });
});

describe('receivedInFull', () => {
  it.each<[[number, number][], boolean]>([
    [[[5, 5]], true],
    [
      [
        [5, 5],
        [0, 3],
      ],
      false,
    ],
    [[[4, 5]], false],
    [[], true],
  ])('received/ordered %j → %s', (lines, full) => {
    expect(
      receivedInFull(
        lines.map(([quantityReceived, quantityOrdered]) => ({ quantityReceived, quantityOrdered })),
      ),
    ).toBe(full);
  });
});
