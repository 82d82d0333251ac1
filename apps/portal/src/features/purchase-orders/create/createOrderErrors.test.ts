import { ApiError, FALLBACK_MESSAGE, fromNoResponse, fromResponse } from '@pharmacy/api-client';
import { createI18n } from '@pharmacy/i18n';
import { describe, expect, it } from 'vitest';
import {
  type CreateOrderTranslate,
  createFailureLines,
  firstLines,
  serverFieldErrors,
} from './createOrderErrors';

const t = createI18n('vi').getFixedT('vi', ['purchaseOrders', 'common']) as CreateOrderTranslate;

const sent = [
  { productName: 'Efferalgan 500mg viên sủi', lotNumber: 'EF3321' },
  { productName: 'Paracetamol 500mg Stada', lotNumber: ' PA2601 ' },
  { productName: 'Hapacol 500mg (hộp 10 vỉ x 10 viên)' },
];

/** An answer of the server, as the API client turns it into an error. */
const answer = (status: number, body: unknown) => fromResponse(status, body);

describe('createFailureLines (docs/product/purchase-orders.md#create-errors)', () => {
  it.each([
    [
      'this server’s rule violations: details keyed by field path, each line named by its product and lot',
      answer(400, {
        message: 'Efferalgan 500mg viên sủi - Lô EF3321: Số lượng không được vượt quá tồn kho (18)',
        error: 'VALIDATION_ERROR',
        details: {
          'items.0.quantity_ordered': 'Số lượng không được vượt quá tồn kho (18)',
          'items.1.expiry_date': 'Số lô "PA2601" đã hết hạn. Không thể tạo đơn hàng với lô đã hết hạn.',
          'items.2.product_id': 'Sản phẩm không tồn tại hoặc không thuộc nhà cung cấp đã chọn',
        },
      }),
      [
        'Efferalgan 500mg viên sủi - Lô EF3321: Số lượng không được vượt quá tồn kho (18)',
        'Paracetamol 500mg Stada - Lô PA2601: Số lô "PA2601" đã hết hạn. Không thể tạo đơn hàng với lô đã hết hạn.',
        'Hapacol 500mg (hộp 10 vỉ x 10 viên): Sản phẩm không tồn tại hoặc không thuộc nhà cung cấp đã chọn',
      ],
    ],
    [
      'an order-level field: its message as it is',
      answer(400, {
        message: 'Ngày giao hàng không được trước ngày hôm nay',
        error: 'VALIDATION_ERROR',
        details: { expected_delivery_date: 'Ngày giao hàng không được trước ngày hôm nay' },
      }),
      ['Ngày giao hàng không được trước ngày hôm nay'],
    ],
    [
      'the edge’s bounds (zod), keyed by path like the rules',
      answer(400, {
        message: 'Số lượng tối đa 1.000.000',
        error: 'VALIDATION_ERROR',
        details: {
          'items.0.quantity_ordered': 'Số lượng tối đa 1.000.000',
          _: 'Tối đa 200 dòng hàng mỗi đơn',
        },
      }),
      ['Efferalgan 500mg viên sủi - Lô EF3321: Số lượng tối đa 1.000.000', 'Tối đa 200 dòng hàng mỗi đơn'],
    ],
    [
      'a refusal without details: the message',
      answer(404, { message: 'Không tìm thấy nhà cung cấp', error: 'NOT_FOUND', details: null }),
      ['Không tìm thấy nhà cung cấp'],
    ],
    [
      'the original provider’s list of messages: mapped, and named by their line',
      answer(400, {
        statusCode: 400,
        message: [
          'items.0.quantity_ordered must not be less than 1',
          'items.1.expiry_date must be a Date instance',
          'items.0.batch_number must be a string',
          'items.2.unit_price must be a positive number',
          'notes must be shorter than or equal to 1000 characters',
        ],
        error: 'Bad Request',
      }),
      [
        'Efferalgan 500mg viên sủi - Lô EF3321: Số lượng đặt hàng phải lớn hơn hoặc bằng 1',
        'Paracetamol 500mg Stada - Lô PA2601: Ngày hết hạn không hợp lệ',
        'Efferalgan 500mg viên sủi - Lô EF3321: Số lô không hợp lệ',
        'Hapacol 500mg (hộp 10 vỉ x 10 viên): Giá đơn vị không hợp lệ',
        'notes must be shorter than or equal to 1000 characters',
      ],
    ],
    [
      'one message of the original provider',
      answer(400, { message: 'quantity_ordered must not be less than 1', error: 'Bad Request' }),
      ['Số lượng đặt hàng phải lớn hơn hoặc bằng 1'],
    ],
    [
      'an object keyed by field without messages of its own: the product’s text per field, else "field: text"',
      answer(400, {
        message: 'Validation failed',
        details: {
          quantity_ordered: ['min'],
          expiry_date: { isDate: 'invalid' },
          batch_number: ['isNotEmpty'],
          unit_price: ['isPositive'],
          supplier_code: ['must be unique'],
        },
      }),
      [
        'Số lượng đặt hàng phải lớn hơn hoặc bằng 1',
        'Ngày hết hạn phải là định dạng ngày hợp lệ',
        'Số lô không được để trống',
        'Giá đơn vị phải lớn hơn 0',
        'supplier_code: must be unique',
      ],
    ],
    [
      'a list of details',
      answer(400, { message: 'Bad Request', details: ['expiry_date must be a Date instance', 'Hết hàng'] }),
      ['Ngày hết hạn không hợp lệ', 'Hết hàng'],
    ],
    ['no answer', fromNoResponse(new TypeError('Failed to fetch')), ['Không thể kết nối đến server']],
    [
      'an answer without any text',
      new ApiError(FALLBACK_MESSAGE, { status: 500 }),
      ['Đã xảy ra lỗi không mong muốn'],
    ],
    [
      'an error of the portal: its own message',
      new Error('Không đọc được dữ liệu'),
      ['Không đọc được dữ liệu'],
    ],
  ])('%s', (_case, error, lines) => {
    expect(createFailureLines(error, sent, t)).toEqual(lines);
  });

  it('speaks the chosen language for its own texts; the server’s messages stay as they are', () => {
    const en = createI18n('en').getFixedT('en', ['purchaseOrders', 'common']) as CreateOrderTranslate;
    const error = answer(400, {
      message: ['items.0.quantity_ordered must not be less than 1'],
      details: { 'items.1.batch_number': 'Vui lòng nhập số lô' },
    });
    expect(createFailureLines(error, sent, en)).toEqual([
      'Efferalgan 500mg viên sủi - Lot EF3321: The quantity ordered must be at least 1',
    ]);
    expect(createFailureLines(fromNoResponse(null), sent, en)).toEqual(['Cannot connect to the server']);
  });
});

describe('serverFieldErrors', () => {
  it('gives the supplier and delivery date messages to show beside their fields', () => {
    const error = answer(400, {
      message: 'x',
      details: {
        distributor_id: 'Vui lòng chọn nhà cung cấp',
        expected_delivery_date: 'Vui lòng chọn ngày giao hàng',
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      supplier: 'Vui lòng chọn nhà cung cấp',
      deliveryDate: 'Vui lòng chọn ngày giao hàng',
    });
    expect(serverFieldErrors(answer(404, { message: 'Không tìm thấy nhà cung cấp' }))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('firstLines', () => {
  it.each([
    [[], 3, [], 0],
    [['a', 'b'], 3, ['a', 'b'], 0],
    [['a', 'b', 'c'], 3, ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd', 'e'], 3, ['a', 'b', 'c'], 2],
    [['1', '2', '3', '4', '5', '6', '7'], 5, ['1', '2', '3', '4', '5'], 2],
  ])('%j, at most %i', (lines, max, shown, more) => {
    expect(firstLines(lines, max)).toEqual({ shown, more });
  });
});
