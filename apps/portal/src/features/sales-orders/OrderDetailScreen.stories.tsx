import type { StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { storeOrderSummary } from '../../shared/salesData/orderSummaryStore';
import {
  cancelledOrder,
  orderWithLots,
  storyOrderDetail,
  walkInOrder,
} from '../../shared/salesData/storySalesOrders';
import { onDesktop, onPhone, screenStories, storeStoryToken, WAIT } from '../../stories/PortalStory';
import { apiError, me, never, STORY_API_DELAY_MS, storyOwner } from '../../stories/storyApi';

let detailRequests = 0;

const detailAnswering = (answer: (id: string) => Response | Promise<Response>) =>
  http.get('/api/orders/:id', async ({ params }) => {
    detailRequests += 1;
    await delay(STORY_API_DELAY_MS);
    return answer(String(params.id));
  });
const known = [orderWithLots, walkInOrder, cancelledOrder];
const detail = detailAnswering((id) => {
  const order = known.find((candidate) => candidate.id === id);
  return order
    ? HttpResponse.json({ data: storyOrderDetail(order) })
    : apiError(404, 'Không tìm thấy thông tin đơn hàng', 'NOT_FOUND');
});

const meta = {
  title: 'Screens/Sales orders/Order page',
  ...screenStories(paths.order(orderWithLots.id), { session: [me], detail: [detail] }),
  beforeEach: () => {
    detailRequests = 0;
    return storeStoryToken();
  },
};

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const LINES = 'Chi tiết sản phẩm';
/** The order's lines: a table, or on a phone a list of cards. */
const findLines = (canvas: Canvas) =>
  waitFor(
    () => canvas.queryByRole('table', { name: LINES }) ?? canvas.getByRole('list', { name: LINES }),
    WAIT,
  );

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        detail: [detailAnswering(never)],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Đồng bộ đơn hàng' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByText('Đang tải...', { selector: '[role="status"] *' })).toBeInTheDocument();
    const breadcrumb = canvas.getByRole('navigation', { name: 'Đường dẫn' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Đồng bộ đơn hàng' })).toBeVisible();
  },
};

export const WithDiscountsAndLots: Story = {
  // The play reads the lines' table; `Phone` looks at their cards.
  globals: onDesktop,
  play: async ({ canvas }) => {
    const lines = await findLines(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đơn hàng HD002919' })).toBeVisible();
    const breadcrumb = canvas.getByRole('navigation', { name: 'Đường dẫn' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    await expect(within(breadcrumb).getByRole('link', { name: 'Đồng bộ đơn hàng' })).toHaveAttribute(
      'href',
      paths.orderSync,
    );
    await expect(within(breadcrumb).getByText('HD002919')).toHaveAttribute('aria-current', 'page');
    for (const name of [
      'Mã sản phẩm',
      'Tên sản phẩm',
      'Danh mục',
      'Số lượng',
      'Đơn giá',
      'Giảm giá (%)',
      'Số lô',
      'Hạn dùng',
      'Thành tiền',
    ]) {
      await expect(within(lines).getByRole('columnheader', { name })).toBeVisible();
    }
    const rows = within(lines).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('Cefuroxim 500mg Stada')).toBeVisible();
    await expect(first.getByText('10%')).toBeVisible();
    await expect(first.getByText('L270631')).toBeVisible();
    await expect(first.getByText('25/06/2029')).toBeVisible();
    await expect((rows[0] as HTMLElement).textContent).toContain('913.500\u00a0₫');
    await expect(within(rows[1] as HTMLElement).getByText('12,5%')).toBeVisible();
    await expect(canvas.getByText('Nhân viên Đặng Văn Bình')).toBeVisible();
    await expect(canvas.getByText('Tổng tiền', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '928.982\u00a0₫',
    );
    await expect(
      canvas.getByText('Giảm giá hóa đơn', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toBe('48.893\u00a0₫ (5%)');
    await expect(canvas.getByText('Hoàn thành')).toBeVisible();
  },
};

/** On a 375 px phone each line is a card headed by its product, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    const lines = await findLines(canvas);
    await expect(canvas.queryByRole('table', { name: LINES })).toBeNull();
    const cards = within(lines).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText('Cefuroxim 500mg Stada')).toBeVisible();
    await expect(first.getByText('L270631')).toBeVisible();
    await expect((cards[0] as HTMLElement).textContent).toContain('913.500\u00a0₫');
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBe(page.clientWidth);
  },
};

/** Paid part in cash, the rest by transfer: each method in words, and what the customer paid in all. */
export const Payments: Story = {
  // The play reads the payments' table; on a phone they are cards.
  globals: onDesktop,
  play: async ({ canvas }) => {
    const payments = await canvas.findByRole('table', { name: 'Thanh toán' }, WAIT);
    const rows = await waitFor(() => {
      const found = within(payments).getAllByRole('row').slice(1);
      expect(found).toHaveLength(2);
      return found;
    }, WAIT);
    for (const name of ['Phương thức', 'Mã phiếu', 'Thời gian', 'Số tiền']) {
      await expect(within(payments).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(rows[0]).toHaveTextContent(/Tiền mặt.*TT002919.*28\/05\/2026 10:15.*500\.000\s₫/);
    await expect(rows[1]).toHaveTextContent(/Chuyển khoản.*TT002919-1.*428\.982\s₫/);
    await expect(canvas.getByText(/^Khách đã trả: 928\.982\s₫$/)).toBeVisible();
  },
};

/** A method without a Vietnamese name keeps KiotViet's word; no time, a dash. No order discount: no such fact. */
export const PaymentOtherMethod: Story = {
  globals: onDesktop,
  args: { path: paths.order(walkInOrder.id) },
  play: async ({ canvas }) => {
    const payments = await canvas.findByRole('table', { name: 'Thanh toán' }, WAIT);
    const row = await within(payments).findByRole('row', { name: /Voucher/ }, WAIT);
    await expect(row).toHaveTextContent(/Voucher.*TT002998.*—/);
    await expect(canvas.queryByText('Giảm giá hóa đơn')).toBeNull();
  },
};

/** A cancelled sale: no payment left. */
export const NoPayment: Story = {
  globals: onDesktop,
  args: { path: paths.order(cancelledOrder.id) },
  play: async ({ canvas }) => {
    const payments = await canvas.findByRole('table', { name: 'Thanh toán' }, WAIT);
    await expect(await within(payments).findByText('Chưa có thanh toán', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByText(/Khách đã trả/)).toBeNull();
    await expect(canvas.getByText('Đã hủy')).toBeVisible();
  },
};

export const WalkInCustomer: Story = {
  args: { path: paths.order(walkInOrder.id) },
  play: async ({ canvas }) => {
    await findLines(canvas);
    const customer = canvas.getByText('Khách hàng', { selector: 'dt' });
    await expect(customer.nextElementSibling).toHaveTextContent('Khách lẻ');
    await expect(canvas.getByText('Đang xử lý')).toBeVisible();
  },
};

export const StoredSummaryFirst: Story = {
  parameters: {
    msw: {
      handlers: {
        detail: [detailAnswering(never)],
      },
    },
  },
  beforeEach: () => storeOrderSummary(orderWithLots, storyOwner),
  play: async ({ canvas }) => {
    // The order shows from the stored summary while the fetch is still under way.
    await findLines(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đơn hàng HD002919' })).toBeVisible();
    await expect(await canvas.findByText('Đang cập nhật thông tin đơn hàng...', {}, WAIT)).toBeVisible();
    // The payments come only with the fetched order: their table waits for it.
    await expect(canvas.getByText('Đang tải thanh toán...')).toBeInTheDocument();
    await waitFor(() => expect(detailRequests).toBe(1), WAIT);
  },
};

/** A summary another user of this browser stored is never shown: only the server's answer would be. */
export const AnotherUsersSummaryHidden: Story = {
  parameters: StoredSummaryFirst.parameters,
  beforeEach: () =>
    storeOrderSummary(orderWithLots, { userId: '00000000-0000-4000-8000-0000000000ff', pharmacyId: 'other' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Đồng bộ đơn hàng' }, WAIT),
    ).toBeVisible();
    await waitFor(() => expect(detailRequests).toBe(1), WAIT);
    await expect(canvas.queryByText(/HD002919/)).toBeNull();
    // The page waits for the server instead: its skeletons.
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain('Đang tải...');
  },
};

export const NotFound: Story = {
  args: { path: paths.order('00000000-0000-4000-8000-00000000dead') },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không tìm thấy thông tin đơn hàng');
    await expect(within(alert).getByRole('link', { name: 'Về danh sách đơn hàng' })).toHaveAttribute(
      'href',
      paths.orderSync,
    );
  },
};

export const NotAnOrderId: Story = {
  args: { path: paths.order('khong-phai-ma') },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không tìm thấy thông tin đơn hàng');
    await expect(detailRequests).toBe(0);
  },
};

// Every answer fails until the story presses 'Thử lại' (counting requests would count a request the previous
// story left behind: the story runs once per theme and size in one page).
const retry = { pressed: false };
const failingUntilRetry = detailAnswering(() =>
  retry.pressed
    ? HttpResponse.json({ data: storyOrderDetail(orderWithLots) })
    : apiError(503, 'Máy chủ đang bảo trì', 'SERVICE_UNAVAILABLE'),
);

export const LoadFailedThenRetry: Story = {
  parameters: { msw: { handlers: { detail: [failingUntilRetry] } } },
  beforeEach: () => {
    retry.pressed = false;
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Có lỗi xảy ra khi tải thông tin đơn hàng: Máy chủ đang bảo trì');
    retry.pressed = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(await findLines(canvas)).toBeVisible();
  },
};
