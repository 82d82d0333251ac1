import type { PurchaseOrder, PurchaseOrderSummary } from '@pharmacy/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import {
  findModal,
  onDesktop,
  onPhone,
  PortalStory,
  STORY_WAIT_MS,
  storeStoryToken,
} from '../../stories/PortalStory';
import { me, STORY_API_DELAY_MS } from '../../stories/storyApi';
import { orderPage, storyDocuments, storyOrderDetail, storyOrderRows, storySuppliers } from './storyOrders';

const list = http.get('/api/import-orders', () => HttpResponse.json(orderPage(storyOrderRows, 37)));
/** The pharmacy is connected to KiotViet: the drawer offers to create or link what KiotViet lacks. */
const connected = http.get('/api/pos-settings/status', () =>
  HttpResponse.json({
    data: {
      configured: true,
      is_active: true,
      connected: true,
      store_name: 'nhathuocminhchau',
      last_test: null,
      last_sync: null,
      running: [],
      next_sync_at: null,
    },
  }),
);

const rowOf = (n: number) => storyOrderRows[n - 1] as PurchaseOrderSummary;
/** The order received on 10/05/2026: nothing left to do with it but read it and push its receipt. */
const deliveredDetail = (row: PurchaseOrderSummary, overrides: Partial<PurchaseOrder> = {}) =>
  storyOrderDetail(row, {
    status: 'delivered',
    status_label: 'Hoàn tất',
    actual_delivery_date: '2026-05-10',
    allowed_transitions: [],
    cancel_reason_required: false,
    receivable: false,
    ...overrides,
  });

/** The drawer of one order, opened by its address, as a link to it opens it; `more` answers what it sends. */
function drawerOf(order: PurchaseOrder, ...more: HttpHandler[]) {
  return {
    args: { path: `${paths.purchaseOrders}?order=${order.id}` },
    parameters: {
      msw: {
        handlers: {
          order: [
            http.get('/api/import-orders/:id', async () => {
              await delay(STORY_API_DELAY_MS);
              return HttpResponse.json({ data: order });
            }),
            ...more,
          ],
        },
      },
    },
  };
}

const meta = {
  title: 'Screens/Purchase orders/Order drawer',
  component: PortalStory,
  parameters: { layout: 'fullscreen', msw: { handlers: { session: [me, list, connected] } } },
  args: { path: paths.purchaseOrders },
  // The plays read the lines' table, as a desktop shows it; `ReceivedInPartOnPhone` reads the cards of a phone.
  globals: onDesktop,
  beforeEach: storeStoryToken,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDrawer = async (canvasElement: HTMLElement, orderNumber: string) => {
  const drawer = await findModal(canvasElement, orderNumber);
  await within(drawer).findByRole('table', { name: 'Sản phẩm' }, { timeout: STORY_WAIT_MS });
  return drawer;
};
/** The documents listed in the drawer. */
const documentsOf = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('list', { name: 'Chứng từ đã tải lên' })).getAllByRole('listitem');
/** A fact of the order: its value, found by its label. */
const fact = (drawer: HTMLElement, label: string) =>
  within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const pending = storyOrderDetail(rowOf(2));
export const Pending: Story = {
  ...drawerOf(pending),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, pending.order_number);
    const scope = within(drawer);
    await expect(scope.getByText('Đã tạo', { selector: 'span' })).toBeVisible();
    await expect(fact(drawer, 'Nhà cung cấp')).toHaveTextContent(storySuppliers.long.name);
    await expect(fact(drawer, 'Ngày giao thực tế')).toHaveTextContent('CHƯA CẬP NHẬT');
    await expect(fact(drawer, 'Ghi chú')).toHaveTextContent('KHÔNG CÓ GHI CHÚ');
    await expect(scope.getByText('Chưa có chứng từ nào')).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Xác nhận đơn' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Huỷ đơn' })).toBeVisible();
    // An internal order: it can be received at once, the steps before recorded on the way.
    await expect(scope.getByRole('button', { name: 'Xác nhận đã nhận hàng' })).toBeVisible();
    // 50 boxes and 30 tablets: the total row adds up the money, not the quantities.
    const total = scope.getByRole('rowheader', { name: 'Tổng cộng' }).closest('tr') as HTMLElement;
    await expect(total.textContent).not.toContain('80');
    await expect(total.textContent).toContain('1.705.000\u00a0₫');
  },
};

const approved = storyOrderDetail(rowOf(3));
export const Approved: Story = {
  ...drawerOf(approved),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, approved.order_number);
    await expect(within(drawer).getByRole('button', { name: 'Đã giao cho vận chuyển' })).toBeVisible();
    await expect(within(drawer).getByText('Đã tạo → Đã xác nhận')).toBeVisible();
    // Before shipping, the lot the order asked for.
    const line = within(drawer).getByRole('row', { name: /Paracetamol/ });
    await expect(line).toHaveTextContent('PA2509');
    await expect(line).toHaveTextContent('30/11/2027');
    // Ordered by the box: each line says its unit, a larger one how many base units it holds.
    await expect(line).toHaveTextContent('Hộp= 100 đơn vị cơ bản');
    await expect(within(drawer).getByRole('row', { name: /Amlodipin/ })).toHaveTextContent(/Viên(?!=)/);
  },
};

/** 'In đơn hàng' leaves the drawer for the order's A4 page, without the portal's frame; 'Quay lại' reopens it. */
export const PrintFromDrawer: Story = {
  ...drawerOf(
    approved,
    http.get('/api/v1/distributors/:id', () =>
      HttpResponse.json({ message: 'Không tìm thấy', error: 'NOT_FOUND' }, { status: 404 }),
    ),
    http.get('/api/products', () =>
      HttpResponse.json({ data: [], total: 0, page: 1, limit: 200, total_exact: true, next_cursor: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, approved.order_number);
    await userEvent.click(within(drawer).getByRole('button', { name: 'In đơn hàng' }));
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('article', { name: 'ĐƠN ĐẶT HÀNG' }, { timeout: STORY_WAIT_MS });
    await expect(within(sheet).getByText(`Số: ${approved.order_number}`)).toBeVisible();
    // The portal's frame is not on the page (nor on the paper).
    await expect(body.queryByRole('navigation')).toBeNull();
    await userEvent.click(body.getByRole('link', { name: 'Quay lại đơn hàng' }));
    await findDrawer(canvasElement, approved.order_number);
  },
};

const shipped = storyOrderDetail(rowOf(4));
export const Shipped: Story = {
  ...drawerOf(shipped),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, shipped.order_number);
    const line = within(drawer).getByRole('row', { name: /Paracetamol/ });
    await expect(line).toHaveTextContent('PA2509 (30)');
    await expect(line).toHaveTextContent('PA2510 (20)');
    await expect(line).toHaveTextContent('31/01/2028');
    await expect(within(drawer).getByRole('button', { name: 'Xác nhận đã nhận hàng' })).toBeVisible();
  },
};

const received = deliveredDetail(rowOf(4));
/** 'Xác nhận đã nhận hàng' from the drawer: the confirmation opens over it; confirming refreshes it. */
export const ReceiveFromDrawer: Story = {
  ...drawerOf(shipped),
  parameters: {
    msw: {
      handlers: {
        order: drawerOf(shipped).parameters.msw.handlers.order,
        receive: [
          http.post('/api/import-orders/:id/receive', async ({ request }) => {
            await delay(STORY_API_DELAY_MS);
            const body = (await request.json()) as { actual_delivery_date: string };
            return HttpResponse.json({
              data: { ...received, actual_delivery_date: body.actual_delivery_date },
            });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await findDrawer(canvasElement, shipped.order_number);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Xác nhận đã nhận hàng' }));
    const dialog = await findModal(body, 'Xác nhận đã nhận hàng');
    await within(dialog).findByRole('group', { name: /Paracetamol/ }, { timeout: STORY_WAIT_MS });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    // The toast fades in: its texts are there at once.
    await expect(
      await body.findByText('Cập nhật trạng thái thành công', {}, { timeout: STORY_WAIT_MS }),
    ).toBeInTheDocument();
    await expect(body.getByText('Đã xác nhận đơn hàng được giao')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByText('Hoàn tất', { selector: 'span' })).toBeVisible());
    await expect(within(drawer).queryByRole('button', { name: 'Xác nhận đã nhận hàng' })).toBeNull();
    await expect(within(drawer).getByRole('button', { name: 'Đồng bộ POS' })).toBeVisible();
  },
};

/** Received in part: 28 of 30 Amlodipin arrived, 2 damaged; the other line in full (both by the tablet). */
const receivedInPart: PurchaseOrder = (() => {
  const order = deliveredDetail(rowOf(4), { received_in_full: false });
  const [paracetamol, amlodipin] = order.items;
  if (!paracetamol || !amlodipin) throw new Error('story order without its lines');
  return {
    ...order,
    items: [
      {
        ...paracetamol,
        unit: 'Viên',
        unit_code: null,
        conversion: 1,
        quantity_received: 50,
        received_batches: paracetamol.shippedBatches.map((batch, index) => ({
          id: `${batch.id.slice(0, -1)}${index + 5}`,
          batch_number: batch.batch_number_snapshot,
          expiry_date: batch.expiry_date_snapshot,
          quantity_received: batch.quantity_shipped,
        })),
      },
      {
        ...amlodipin,
        quantity_received: 28,
        shortfall_reason: 'damaged',
        received_batches: [
          {
            id: `${amlodipin.id.slice(0, -1)}9`,
            batch_number: 'AM1108',
            expiry_date: '2027-09-15',
            quantity_received: 28,
          },
        ],
      },
    ],
  };
})();
export const ReceivedInPart: Story = {
  ...drawerOf(receivedInPart),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, receivedInPart.order_number);
    const scope = within(drawer);
    // Beside the status in the header, and on the short line with what was shipped and why.
    await expect(scope.getByText('Hoàn tất', { selector: 'span' })).toBeVisible();
    await expect(scope.getAllByText('Nhận thiếu')).toHaveLength(2);
    const line = scope.getByRole('row', { name: /Amlodipin/ });
    await expect(line).toHaveTextContent('28');
    await expect(line).toHaveTextContent('Giao 30 · Hàng hỏng');
    await expect(line).toHaveTextContent('AM1108 (28)');
    await expect(scope.getByRole('columnheader', { name: 'Số lô (SL nhận)' })).toBeVisible();
    const full = scope.getByRole('row', { name: /Paracetamol/ });
    await expect(full).not.toHaveTextContent('Nhận thiếu');
    // Every line by the tablet: the quantities add up.
    const total = scope.getByRole('rowheader', { name: 'Tổng cộng' }).closest('tr') as HTMLElement;
    await expect(total.textContent).toContain('78');
  },
};

/** On a phone each line is a card: what it received, 'Nhận thiếu' and why, without scrolling sideways. */
export const ReceivedInPartOnPhone: Story = {
  ...drawerOf(receivedInPart),
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const drawer = await findModal(canvasElement, receivedInPart.order_number);
    const lines = await within(drawer).findByRole('list', { name: 'Sản phẩm' }, { timeout: STORY_WAIT_MS });
    const short = within(lines)
      .getAllByRole('listitem')
      .find((card) => card.textContent?.includes('Amlodipin')) as HTMLElement;
    await expect(short).toHaveTextContent('Nhận thiếu');
    await expect(short).toHaveTextContent('Giao 30 · Hàng hỏng');
    await expect(short).toHaveTextContent('AM1108 (28)');
    await expect(lines.scrollWidth).toBeLessThanOrEqual(lines.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBe(page.clientWidth);
  },
};

/** An internal order not confirmed yet can be received at once; the history then shows the steps it skipped. */
const pendingInternal = storyOrderDetail(rowOf(2));
const receivedDirectly: PurchaseOrder = {
  ...storyOrderDetail(rowOf(2), {
    status: 'delivered',
    status_label: 'Hoàn tất',
    actual_delivery_date: '2026-05-11',
    received_in_full: true,
    allowed_transitions: [],
    receivable: false,
    receipt_skipped_steps: [],
  }),
  status_history: [
    ...pendingInternal.status_history,
    ...(['approved', 'shipped', 'delivered'] as const).map((to, index) => ({
      from_status: (['pending', 'approved', 'shipped'] as const)[index] ?? null,
      to_status: to,
      changed_by: 'Nguyễn Thị Lan',
      changed_at: '2026-05-11T08:00:00.000Z',
      reason: null,
      skipped: to !== 'delivered',
    })),
  ],
};
export const ReceiveDirectly: Story = {
  ...drawerOf(pendingInternal),
  parameters: {
    msw: {
      handlers: {
        order: drawerOf(pendingInternal).parameters.msw.handlers.order,
        receive: [
          http.post('/api/import-orders/:id/receive', async () => {
            await delay(STORY_API_DELAY_MS);
            return HttpResponse.json({ data: receivedDirectly });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await findDrawer(canvasElement, pendingInternal.order_number);
    await expect(within(drawer).getByRole('button', { name: 'Xác nhận đơn' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Xác nhận đã nhận hàng' }));
    const dialog = await findModal(body, 'Xác nhận đã nhận hàng');
    await expect(
      await within(dialog).findByText('Nhận hàng trực tiếp', {}, { timeout: STORY_WAIT_MS }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(within(drawer).getByText('Hoàn tất', { selector: 'span' })).toBeVisible(), {
      timeout: STORY_WAIT_MS,
    });
    await expect(within(drawer).getAllByText('Ghi nhận khi nhận hàng trực tiếp')).toHaveLength(2);
    await expect(within(drawer).getByText('Đã tạo → Đã xác nhận')).toBeVisible();
  },
};

const synced = storyOrderDetail(rowOf(7));
export const DeliveredAndSynced: Story = {
  ...drawerOf(synced),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, synced.order_number);
    await expect(within(drawer).getByText('Lô/HSD cần được nhập trên KiotViet')).toBeVisible();
    await expect(within(drawer).getByText('Đã đồng bộ')).toBeVisible();
    await expect(fact(drawer, 'Ngày giao thực tế')).toHaveTextContent('30/04/2026');
    await expect(within(drawer).queryByRole('button', { name: 'Huỷ đơn' })).toBeNull();
  },
};

/** A delivered order not synced yet whose second line KiotViet lacks. */
const unlinked = deliveredDetail(rowOf(4));
const unlinkedItems = unlinked.items.map((item, index) =>
  index === 1 ? { ...item, kiotviet_product: null } : item,
);
const unlinkedOrder: PurchaseOrder = { ...unlinked, items: unlinkedItems };
const syncedFrom = (order: PurchaseOrder): PurchaseOrder => ({
  ...order,
  items: order.items.map((item) => ({
    ...item,
    kiotviet_product: item.kiotviet_product ?? { code: item.product_code, name: item.product_name },
  })),
  is_synced_to_kiotviet: true,
  kiotviet_sync_state: 'synced',
  kiotviet_receipt_code: 'PN000124',
  kiotviet_synced_at: '2026-05-10T09:00:00.000Z',
});

/** A line KiotViet lacks: named on top; confirming 'Tạo trên KiotViet' creates it and syncs the order. */
export const ProductsNotInKiotViet: Story = {
  ...drawerOf(
    unlinkedOrder,
    http.post('/api/import-orders/:id/sync-to-kiotviet', async ({ request }) => {
      await delay(STORY_API_DELAY_MS);
      const body = (await request.json()) as { create_missing_products?: boolean };
      return body.create_missing_products
        ? HttpResponse.json({ data: syncedFrom(unlinkedOrder) })
        : HttpResponse.json(
            {
              message: 'Chưa có trên KiotViet: Amlodipin 5mg (SP000011).',
              error: 'KIOTVIET_PRODUCTS_NOT_LINKED',
              details: null,
            },
            { status: 409 },
          );
    }),
  ),
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await findDrawer(canvasElement, unlinkedOrder.order_number);
    const scope = within(drawer);
    await expect(scope.getByText('Có 1 sản phẩm chưa có trên KiotViet')).toBeVisible();
    await expect(scope.getByRole('row', { name: /Amlodipin/ })).toHaveTextContent('Chưa có trên KiotViet');
    await expect(scope.getByRole('row', { name: /Paracetamol/ })).toHaveTextContent('SP000001');
    await step('the confirmation lists the product, and confirming syncs the order', async () => {
      await userEvent.click(scope.getByRole('button', { name: 'Tạo trên KiotViet' }));
      const confirm = await body.findByRole('alertdialog', { name: 'Tạo 1 sản phẩm trên KiotViet?' });
      await waitFor(() => expect(within(confirm).getByText('Amlodipin 5mg (SP000011)')).toBeVisible());
      await userEvent.click(within(confirm).getByRole('button', { name: 'Tạo và đồng bộ' }));
      await expect(
        await body.findByText('Đồng bộ thành công', {}, { timeout: STORY_WAIT_MS }),
      ).toBeInTheDocument();
      await waitFor(() => expect(scope.getByText('Đã đồng bộ', { exact: true })).toBeVisible());
      await expect(scope.queryByText('Có 1 sản phẩm chưa có trên KiotViet')).toBeNull();
    });
  },
};

/** 'Liên kết' on a line: an unknown code is refused beside the field; a known one links the line. */
export const LinkALine: Story = {
  ...drawerOf(
    unlinkedOrder,
    http.put('/api/products/:id/kiotviet-link', async ({ request, params }) => {
      await delay(STORY_API_DELAY_MS);
      const { kiotviet_code: code } = (await request.json()) as { kiotviet_code: string };
      if (code !== 'SP000020') {
        return HttpResponse.json(
          {
            message: `Không tìm thấy hàng hóa có mã ${code} trên KiotViet.`,
            error: 'KIOTVIET_PRODUCT_NOT_FOUND',
            details: { kiotviet_code: 'Không có hàng hóa với mã này trên KiotViet' },
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({
        data: { product_id: params.id, kiotviet_product: { code, name: 'Amlodipin 5mg Stada' } },
      });
    }),
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await findDrawer(canvasElement, unlinkedOrder.order_number);
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Liên kết Amlodipin 5mg với hàng hóa KiotViet' }),
    );
    const dialog = await findModal(canvasElement, 'Liên kết với hàng hóa KiotViet');
    const code = within(dialog).getByRole('textbox', { name: /Mã hàng trên KiotViet/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Liên kết' }));
    await expect(await within(dialog).findByText('Vui lòng nhập mã hàng trên KiotViet')).toBeVisible();
    await userEvent.type(code, 'KHONGCO');
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(dialog).findByText(
        'Không tìm thấy hàng hóa có mã KHONGCO trên KiotViet.',
        {},
        { timeout: STORY_WAIT_MS },
      ),
    ).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, 'SP000020{Enter}');
    await expect(
      await body.findByText('Đã liên kết sản phẩm', {}, { timeout: STORY_WAIT_MS }),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A receipt sent without an answer: the drawer says so and when it may be sent again; the button re-checks. */
const inDoubt: PurchaseOrder = {
  ...unlinked,
  kiotviet_sync_state: 'in_doubt',
  kiotviet_check_after: '2026-05-10T09:05:00.000Z',
};
export const ReceiptInDoubt: Story = {
  ...drawerOf(inDoubt),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, inDoubt.order_number);
    const scope = within(drawer);
    await expect(scope.getByText('Đang chờ KiotViet xác nhận phiếu nhập')).toBeVisible();
    await expect(scope.getByText(/đến 10\/05\/2026 16:05/)).toBeVisible();
    await expect(scope.getByText('Chờ KiotViet xác nhận', { exact: true })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Kiểm tra lại' })).toBeVisible();
    await expect(scope.queryByRole('button', { name: 'Đồng bộ POS' })).toBeNull();
  },
};

const cancelled = storyOrderDetail(rowOf(8));
export const Cancelled: Story = {
  ...drawerOf(cancelled),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, cancelled.order_number);
    await expect(within(drawer).getByText('Đã tạo → Đã huỷ')).toBeVisible();
    await expect(
      within(drawer).getByText('Lý do: Nhà cung cấp báo hết hàng, đặt lại với nhà phân phối khác'),
    ).toBeVisible();
    await expect(within(drawer).queryByRole('button', { name: 'Huỷ đơn' })).toBeNull();
    await expect(within(drawer).queryByRole('button', { name: 'Xác nhận đơn' })).toBeNull();
  },
};

const longTexts = storyOrderDetail(rowOf(2), {
  notes:
    'Giao hàng tại kho chi nhánh Thủ Đức trước 10 giờ sáng thứ Hai; liên hệ chị Phạm Thị Hoa (0918 765 432) ' +
    'trước khi giao. Hoá đơn GTGT ghi tên Công ty TNHH Nhà thuốc An Khang, mã số thuế 0312345678.\n' +
    'Không nhận hàng có hạn dùng dưới 12 tháng.',
});
export const LongSupplierAndNotes: Story = {
  ...drawerOf(longTexts),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, longTexts.order_number);
    const notes = fact(drawer, 'Ghi chú');
    await expect(notes).toHaveTextContent('Không nhận hàng có hạn dùng dưới 12 tháng.');
    // Nothing wider than the drawer: long names and notes wrap.
    await expect(notes.scrollWidth).toBeLessThanOrEqual(notes.clientWidth);
    await expect(fact(drawer, 'Nhà cung cấp').scrollWidth).toBeLessThanOrEqual(
      fact(drawer, 'Nhà cung cấp').clientWidth,
    );
  },
};

const withDocuments = storyOrderDetail(rowOf(4), {
  documents: storyDocuments,
  document_urls: storyDocuments.map((document) => document.url),
});
export const WithDocuments: Story = {
  ...drawerOf(withDocuments),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, withDocuments.order_number);
    const documents = within(drawer).getByRole('list', { name: 'Chứng từ đã tải lên' });
    await expect(within(documents).getAllByRole('listitem')).toHaveLength(2);
    // A Word or PDF file without a preview link opens in a new tab; the image can be previewed here.
    await expect(
      within(documents).getByRole('link', { name: 'Mở trong tab mới hoa-don-GTGT-0001234.pdf' }),
    ).toHaveAttribute('target', '_blank');
    await expect(
      within(documents).queryByRole('button', { name: 'Xem trước hoa-don-GTGT-0001234.pdf' }),
    ).toBeNull();
    await expect(
      within(documents).getByRole('button', { name: 'Xem trước phieu-giao-hang-thang-5.png' }),
    ).toBeVisible();
  },
};

export const PreviewImage: Story = {
  ...drawerOf(withDocuments),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, withDocuments.order_number);
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Xem trước phieu-giao-hang-thang-5.png' }),
    );
    const preview = await findModal(canvasElement, 'Xem trước: phieu-giao-hang-thang-5.png');
    const image = within(preview).getByRole('img', { name: 'phieu-giao-hang-thang-5.png' });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(8));
    // The dialog fades in.
    await waitFor(() =>
      expect(within(preview).getByRole('button', { name: 'Mở trong tab mới' })).toBeVisible(),
    );
  },
};

export const UploadRefused: Story = {
  ...drawerOf(withDocuments),
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await findDrawer(canvasElement, withDocuments.order_number);
    const input = drawer.querySelector('input[type="file"]') as HTMLInputElement;
    await step('a third document: the order already has its two', async () => {
      await userEvent.upload(input, new File(['%PDF-1.4'], 'bien-ban.pdf', { type: 'application/pdf' }));
      const toast = await body.findByRole('alert');
      await expect(toast).toHaveTextContent('Đã đủ số lượng file');
      await expect(toast).toHaveTextContent('Đã đạt giới hạn 2 chứng từ cho phép');
    });
    await expect(documentsOf(drawer)).toHaveLength(2);
  },
};

const oneDocument = storyOrderDetail(rowOf(3), {
  documents: storyDocuments.slice(0, 1),
  document_urls: storyDocuments.slice(0, 1).map((document) => document.url),
});
export const UploadTooLarge: Story = {
  ...drawerOf(oneDocument),
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, oneDocument.order_number);
    const input = drawer.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File([new Uint8Array(3 * 1024 * 1024)], 'scan-3MB.pdf', { type: 'application/pdf' }),
    );
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(toast).toHaveTextContent('File quá lớn');
    await expect(toast).toHaveTextContent('scan-3MB.pdf vượt quá giới hạn 2MB cho phép');
    await expect(documentsOf(drawer)).toHaveLength(1);
  },
};

export const Uploading: Story = {
  ...drawerOf(oneDocument),
  parameters: {
    msw: {
      handlers: {
        order: drawerOf(oneDocument).parameters.msw.handlers.order,
        upload: [
          http.post('/api/v1/files/upload/single', async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = await findDrawer(canvasElement, oneDocument.order_number);
    const input = drawer.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'bien-ban.pdf', { type: 'application/pdf' }));
    await expect(await within(drawer).findByRole('button', { name: 'Đang tải lên...' })).toBeVisible();
  },
};

export const DeleteRolledBack: Story = {
  ...drawerOf(withDocuments),
  parameters: {
    msw: {
      handlers: {
        order: drawerOf(withDocuments).parameters.msw.handlers.order,
        documents: [
          http.patch('/api/import-orders/:id/document-urls', async () => {
            await delay(STORY_API_DELAY_MS);
            return HttpResponse.json(
              { message: 'Lỗi máy chủ', error: 'INTERNAL', details: null },
              { status: 500 },
            );
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await findDrawer(canvasElement, withDocuments.order_number);
    const documents = within(drawer).getByRole('list', { name: 'Chứng từ đã tải lên' });
    await step('the deletion asks first, then shows at once', async () => {
      await userEvent.click(within(documents).getByRole('button', { name: 'Xoá hoa-don-GTGT-0001234.pdf' }));
      const confirm = await findModal(body, 'Xoá chứng từ', 'alertdialog');
      await expect(confirm).toHaveTextContent('Bạn có chắc chắn muốn xóa chứng từ này không?');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Xoá' }));
      await waitFor(() => expect(documentsOf(drawer)).toHaveLength(1));
    });
    await step('the server refuses: the document comes back, with its toast', async () => {
      const toast = await body.findByRole('alert', {}, { timeout: STORY_WAIT_MS });
      await expect(toast).toHaveTextContent('Lỗi');
      await expect(toast).toHaveTextContent('Không thể xóa chứng từ, vui lòng thử lại');
      await waitFor(() => expect(documentsOf(drawer)).toHaveLength(2));
    });
  },
};

export const CancelNeedsReason: Story = {
  ...drawerOf(shipped),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await findDrawer(canvasElement, shipped.order_number);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Huỷ đơn' }));
    const confirm = await findModal(body, `Huỷ đơn hàng ${shipped.order_number}?`, 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Huỷ đơn' }));
    await expect(await within(confirm).findByText('Vui lòng nhập lý do huỷ đơn')).toBeVisible();
    await waitFor(() => expect(within(confirm).getByRole('textbox', { name: /Lý do huỷ/ })).toHaveFocus());
  },
};

export const NotFound: Story = {
  args: { path: `${paths.purchaseOrders}?order=00000000-0000-4000-8000-000000000999` },
  parameters: {
    msw: {
      handlers: {
        order: [
          http.get('/api/import-orders/:id', () =>
            HttpResponse.json(
              { message: 'Không tìm thấy đơn đặt hàng', error: 'NOT_FOUND', details: null },
              { status: 404 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = await findModal(canvasElement, 'Chi tiết đơn đặt hàng');
    const alert = await within(drawer).findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await expect(alert).toHaveTextContent('Không thể tải đơn đặt hàng');
    await expect(alert).toHaveTextContent('Không tìm thấy đơn đặt hàng');
  },
};
