import type { Distributor, PurchaseOrder, PurchaseOrderSummary } from '@pharmacy/api-client';
import type { StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../shared/paths';
import { onDesktop, onPhone, screenStories, WAIT } from '../../../stories/PortalStory';
import { apiError, me, never, STORY_API_DELAY_MS } from '../../../stories/storyApi';
import { storyOrderDetail, storyOrderRows } from '../storyOrders';

const rowOf = (n: number) => storyOrderRows[n - 1] as PurchaseOrderSummary;
/** An internal supplier's order, received: each line's lots as they arrived. */
const received = storyOrderDetail(rowOf(7), {
  notes: 'Giao giờ hành chính, gọi trước 30 phút. Hoá đơn GTGT xuất cho Nhà thuốc An Khang Demo.',
});
/** A partner's order before shipping: no lots yet. */
const pending = storyOrderDetail(rowOf(1));

/** The supplier's card: where the paper prints its address and phone. */
const minhChau: Pick<Distributor, 'id' | 'code' | 'name' | 'type' | 'address' | 'phone'> = {
  ...received.distributor,
  address: '215 Hồng Bàng, Phường 11, Quận 5, TP. Hồ Chí Minh',
  phone: '028 3855 1234',
};

const orderAnswering = (answer: (id: string) => Response | Promise<Response>) =>
  http.get('/api/import-orders/:id', async ({ params }) => {
    await delay(STORY_API_DELAY_MS);
    return answer(String(params.id));
  });
const known: PurchaseOrder[] = [received, pending];
const order = orderAnswering((id) => {
  const found = known.find((candidate) => candidate.id === id);
  return found
    ? HttpResponse.json({ data: found })
    : apiError(404, 'Không tìm thấy đơn đặt hàng', 'NOT_FOUND');
});
const supplier = http.get('/api/v1/distributors/:id', ({ params }) =>
  params.id === minhChau.id
    ? HttpResponse.json({ data: minhChau })
    : apiError(404, 'Không tìm thấy nhà cung cấp', 'NOT_FOUND'),
);

const meta = {
  title: 'Screens/Purchase orders/Print',
  ...screenStories(paths.purchaseOrderPrint(received.id), {
    session: [me],
    order: [order],
    supplier: [supplier],
  }),
  globals: onDesktop,
};

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'ĐƠN ĐẶT HÀNG';
const findSheet = (canvas: ReturnType<typeof within>) => canvas.findByRole('article', { name: TITLE }, WAIT);

/** A received batch order: pharmacy, supplier with address and phone, lines with units and lots, total, signatures. */
export const ReceivedBatchOrder: Story = {
  play: async ({ canvas, step }) => {
    const sheet = await findSheet(canvas);
    const paper = within(sheet);
    await step('the parties and the order', async () => {
      await expect(paper.getByText('Nhà thuốc An Khang Demo')).toBeVisible();
      await expect(paper.getByText(received.distributor.name)).toBeVisible();
      await expect(await paper.findByText(minhChau.address ?? '', {}, WAIT)).toBeVisible();
      await expect(paper.getByText(minhChau.phone ?? '')).toBeVisible();
      await expect(paper.getByText(`Số: ${received.order_number}`)).toBeVisible();
      await expect(paper.getByText('Hoàn tất')).toBeVisible();
    });
    await step('the lines, with their units and received lots, and the total', async () => {
      const table = paper.getByRole('table', { name: 'Hàng đặt' });
      const rows = within(table).getAllByRole('row');
      // Heading, two lines, total.
      await expect(rows).toHaveLength(4);
      const first = within(rows[1] as HTMLElement);
      await expect(first.getByText(/Paracetamol 500mg Stada/)).toBeVisible();
      await waitFor(() => expect(first.getByText('Hộp')).toBeVisible(), WAIT);
      await expect(first.getByText('PA2509 (30)')).toBeVisible();
      await expect(first.getByText('HSD 30/11/2027')).toBeVisible();
      await expect(within(rows[2] as HTMLElement).getByText('Viên')).toBeVisible();
      await expect(within(rows[3] as HTMLElement).getByText('1.705.000 ₫')).toBeVisible();
    });
    await step('room to sign for the three parties, the preparer named', async () => {
      const signatures = paper.getByRole('region', { name: 'Chữ ký' });
      await expect(within(signatures).getByText('Người lập phiếu')).toBeVisible();
      await expect(within(signatures).getByText('Nhà cung cấp')).toBeVisible();
      await expect(within(signatures).getByText('Người nhận hàng')).toBeVisible();
      await expect(within(signatures).getByText('Nguyễn Thị Lan')).toBeVisible();
    });
  },
};

/** 'In' opens the browser's print dialog; nothing prints by itself. */
export const PrintButton: Story = {
  play: async ({ canvas }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await findSheet(canvas);
      await expect(print).not.toHaveBeenCalled();
      const button = canvas.getByRole('button', { name: 'In' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  },
};

/** A partner's order before shipping, from a supplier the pharmacy can no longer look up: its name only. */
export const PendingPartnerOrder: Story = {
  args: { path: paths.purchaseOrderPrint(pending.id) },
  play: async ({ canvas }) => {
    const paper = within(await findSheet(canvas));
    await expect(paper.getByText(pending.distributor.name)).toBeVisible();
    await expect(paper.getByText('Đã tạo')).toBeVisible();
    const rows = within(paper.getByRole('table', { name: 'Hàng đặt' })).getAllByRole('row');
    await expect(within(rows[1] as HTMLElement).getByText('Chưa có lô')).toBeVisible();
    // No 'SL nhận' column before receipt.
    await expect(paper.queryByRole('columnheader', { name: 'SL nhận' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { order: [orderAnswering(never)] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'In' }, WAIT)).toBeDisabled();
    await expect(canvas.getByText('Đang tải...', { selector: '[role="status"] *' })).toBeInTheDocument();
  },
};

/** Pressed in the play: until then the order fails to load. */
let retryPressed = false;
/** The order fails to load: the error and 'Thử lại', which loads it. */
export const LoadFailed: Story = {
  beforeEach: () => {
    retryPressed = false;
  },
  parameters: {
    msw: {
      handlers: {
        // Failing until 'Thử lại' is pressed: a request left over from the story before cannot use up the failure.
        order: [
          orderAnswering(() =>
            retryPressed ? HttpResponse.json({ data: received }) : apiError(500, 'Máy chủ đang bận'),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(within(alert).getByText('Không thể tải đơn đặt hàng')).toBeVisible();
    retryPressed = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(await findSheet(canvas)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: paths.purchaseOrderPrint('00000000-0000-4000-8000-000000009999') },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(within(alert).getByText('Không tìm thấy đơn đặt hàng')).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'Về danh sách đơn đặt hàng' })).toHaveAttribute(
      'href',
      paths.purchaseOrders,
    );
  },
};

/** On a phone the sheet takes the width; the lines' table scrolls inside it rather than the page. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    const sheet = await findSheet(canvas);
    await expect(within(sheet).getByText('1.705.000 ₫')).toBeVisible();
    await expect(sheet.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      sheet.ownerDocument.documentElement.clientWidth,
    );
  },
};
