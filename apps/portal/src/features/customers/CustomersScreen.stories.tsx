import type { RepurchaseSuggestion } from '@pharmacy/api-client';
import type { StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { readOrderSummary } from '../../shared/salesData/orderSummaryStore';
import { storySalesOrder } from '../../shared/salesData/storySalesOrders';
import { expectColumns, listStories } from '../../stories/listStories';
import {
  bodyOf,
  connected,
  disconnected,
  findModal,
  onDesktop,
  screenStories,
  WAIT,
} from '../../stories/PortalStory';
import {
  answering,
  apiError,
  latestSync,
  me,
  recorder,
  STORY_API_DELAY_MS,
  storyOwner,
  storyPage,
  storySyncResult,
  storySyncRun,
} from '../../stories/storyApi';
import { storyCustomers, storySuggestions } from './storyCustomers';

const listRequests = recorder();
const historyRequests = recorder();

const first = storyCustomers[0] as (typeof storyCustomers)[number];
const history = Array.from({ length: 73 }, (_, n) => storySalesOrder(n, { customer_code: first.code }));

const latest = latestSync(() => storySyncRun('CUSTOMER', '2026-05-28T03:15:00.000Z'));
const customer = http.get('/api/customers/:id', ({ params }) => {
  const found = storyCustomers.find((c) => c.id === params.id);
  return found ? HttpResponse.json({ data: found }) : apiError(404, 'Không tìm thấy khách hàng', 'NOT_FOUND');
});
const purchaseHistory = (orders = history) =>
  answering(
    '/api/customers/:id/purchase-history',
    (url) => {
      const page = storyPage(orders, { url });
      const totalPages = Math.max(1, Math.ceil(orders.length / page.limit));
      return HttpResponse.json({
        ...page,
        totalPages,
        hasNextPage: page.page < totalPages,
        hasPrevPage: page.page > 1,
      });
    },
    historyRequests,
  );
const suggestions = (rows = storySuggestions) =>
  http.get('/api/customers/:id/suggestions', () => HttpResponse.json({ data: rows }));
const syncAnswering = (answer: () => Response) =>
  http.post('/api/customers/manual-sync', async () => {
    await delay(STORY_API_DELAY_MS);
    return answer();
  });

const list = listStories({
  table: 'Đồng bộ khách hàng',
  rows: /KH\d/,
  texts: { empty: 'Chưa có khách hàng nào được đồng bộ', loadFailed: 'Không thể tải danh sách khách hàng' },
  path: '/api/customers',
  requests: listRequests,
  group: 'list',
});

const meta = {
  title: 'Screens/Customers',
  ...screenStories(
    paths.customerSync,
    {
      session: [me, latest, customer],
      list: [list.answerRows(storyCustomers, 180)],
      history: [purchaseHistory()],
      suggestions: [suggestions()],
      sync: [
        syncAnswering(() =>
          HttpResponse.json(storySyncResult({ count: 5, synced_count: 180, new_count: 2, updated_count: 3 })),
        ),
      ],
    },
    [listRequests, historyRequests],
  ),
  decorators: [connected],
  globals: onDesktop,
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = list.Loading;

/** On a phone each customer is a card headed by the name, with the code, the phone and what they spent. */
export const Phone: Story = list.Phone(10, async ([first]) => {
  const card = within(first as HTMLElement);
  await expect(card.getByText('Mã khách hàng')).toBeVisible();
  await expect(card.queryByText('Email')).toBeNull();
});

export const Empty: Story = list.Empty;

export const LoadFailed: Story = list.LoadFailed;

export const Full: Story = {
  play: async ({ canvas }) => {
    const rows = await list.expectPage(canvas, 10, [
      'Mã khách hàng',
      'Tên khách hàng',
      'Giới tính',
      'Số điện thoại',
      'Email',
      'Tổng doanh thu',
    ]);
    const row = within(rows[0] as HTMLElement);
    await expect(row.getByText('Nguyễn Thị Nhung')).toBeVisible();
    await expect(row.getByText('Nữ')).toBeVisible();
    await expect((rows[0] as HTMLElement).textContent).toContain('52.597.230\u00a0₫');
    await expect(within(rows[6] as HTMLElement).getByText('Chưa xác định')).toBeVisible();
    await expect(canvas.getByText('Hệ thống tự động đồng bộ mỗi 12 giờ')).toBeVisible();
    await expect(await canvas.findByText('Cập nhật lần cuối: 28/05/2026 10:15', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1 đến 10 trên tổng 180 khách hàng (10 mỗi trang)')).toBeVisible();
    await expect(listRequests.urls[0]?.searchParams.get('limit')).toBe('10');
  },
};

export const FilterByGenderAndRevenue: Story = {
  play: async ({ canvas, canvasElement }) => {
    await list.findRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Bộ lọc' }));
    const menu = await bodyOf(canvasElement).findByRole('menu', { name: 'Bộ lọc' }, WAIT);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Nữ' }));
    await waitFor(() => expect(listRequests.last()?.searchParams.get('gender')).toBe('Nữ'), WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /^Bộ lọc/ }));
    const again = await bodyOf(canvasElement).findByRole('menu', { name: 'Bộ lọc' }, WAIT);
    await expect(within(again).getByRole('menuitemradio', { name: 'Nữ' })).toBeChecked();
    await userEvent.click(within(again).getByRole('menuitemradio', { name: 'Trên 5.000.000 ₫' }));
    await waitFor(() => expect(listRequests.last()?.searchParams.get('revenue_from')).toBe('5000000'), WAIT);
    await expect(listRequests.last()?.searchParams.get('revenue_to')).toBeNull();
    await expect(listRequests.last()?.searchParams.get('page')).toBe('1');
    await expect(canvas.getByRole('button', { name: 'Bộ lọc (2 bộ lọc đang áp dụng)' })).toBeVisible();
  },
};

export const ManualSync: Story = {
  play: async ({ canvas, canvasElement }) => {
    await list.findRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cập Nhật' }));
    await expect(await canvas.findByRole('button', { name: 'Đang Cập Nhật...' }, WAIT)).toBeDisabled();
    const toast = await bodyOf(canvasElement).findByText('Đồng bộ thủ công thành công', {}, WAIT);
    await waitFor(() => expect(toast).toBeVisible(), WAIT);
    await expect(
      bodyOf(canvasElement).getByText('Đã đồng bộ 180 khách hàng: 2 mới, 3 cập nhật.'),
    ).toBeVisible();
  },
};

export const ManualSyncFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        sync: [syncAnswering(() => apiError(409, 'Kết nối KiotViet đang tắt', 'CONFLICT'))],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await list.findRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cập Nhật' }));
    const toast = await bodyOf(canvasElement).findByRole('alert', {}, WAIT);
    await expect(toast).toHaveTextContent('Lỗi khi đồng bộ thủ công khách hàng');
    await expect(toast).toHaveTextContent('Kết nối KiotViet đang tắt');
  },
};

export const ConnectionInactive: Story = {
  decorators: [disconnected],
  play: async ({ canvas }) => {
    await list.findRows(canvas);
    await expect(canvas.getByRole('button', { name: 'Cập Nhật' })).toBeDisabled();
  },
};

const openWindow = fn();

export const CustomerDialogHistory: Story = {
  args: { path: `${paths.customerSync}?customer=${first.id}` },
  beforeEach: () => {
    const original = window.open;
    window.open = openWindow as unknown as typeof window.open;
    openWindow.mockClear();
    return () => {
      window.open = original;
    };
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await findModal(canvasElement, 'Nguyễn Thị Nhung');
    const inDialog = within(dialog);
    await expect(await inDialog.findByRole('tab', { name: 'Lịch sử mua hàng (73)' }, WAIT)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(inDialog.getByText('KH000001', { selector: 'dd' })).toBeVisible();
    // Her KiotViet groups, each named as it is (a comma inside a name stays).
    const groups = inDialog.getByText('Khách thân thiết').closest('ul') as HTMLElement;
    await expect(
      within(groups)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Khách thân thiết', 'Bệnh nhân mãn tính – tăng huyết áp, tiểu đường']);
    await step('the history pages: first three, then the last ones', async () => {
      const pager = await inDialog.findByRole('navigation', { name: 'Phân trang lịch sử mua hàng' }, WAIT);
      const pages = within(pager)
        .getAllByRole('button', { name: /^Trang \d+$/ })
        .map((button) => button.textContent);
      await expect(pages).toEqual(['1', '2', '3', '7', '8']);
      await userEvent.click(within(pager).getByRole('button', { name: 'Trang 8' }));
      await waitFor(() => expect(historyRequests.last()?.searchParams.get('page')).toBe('8'), WAIT);
      await expect(
        await inDialog.findByText('Hiển thị 71 đến 73 trên tổng 73 đơn hàng', {}, WAIT),
      ).toBeVisible();
    });
    await step('a row stores its summary and opens the order page in a new tab', async () => {
      const opened = history[70];
      // The last page's rows once they arrived (the previous page stays while the next loads).
      const row = await inDialog.findByRole('row', { name: new RegExp(opened?.code ?? '-') }, WAIT);
      await expect(inDialog.getAllByRole('row', { name: /HD\d/ })).toHaveLength(3);
      await userEvent.click(row);
      await expect(openWindow).toHaveBeenCalledWith(paths.order(opened?.id ?? ''), '_blank', 'noopener');
      await expect(readOrderSummary(opened?.id ?? '', storyOwner)?.code).toBe(opened?.code);
    });
  },
};

const suggestionRows = async (canvasElement: HTMLElement, name: string, tabName: string) => {
  const dialog = await findModal(canvasElement, name);
  const inDialog = within(dialog);
  await expect(await inDialog.findByRole('tab', { name: tabName }, WAIT)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const table = await inDialog.findByRole('table', { name: tabName }, WAIT);
  return { table, rows: within(table).getAllByRole('row').slice(1) as HTMLElement[] };
};

/**
 * The most urgent first: overdue by a month, then by a week (each with the phone to call), then one due in 18 days;
 * each with its expected day and a link to the last order.
 */
export const CustomerWithDueSuggestions: Story = {
  args: { path: `${paths.customerSync}?customer=${first.id}&tab=suggestions` },
  play: async ({ canvasElement, step }) => {
    const { table, rows } = await suggestionRows(canvasElement, 'Nguyễn Thị Nhung', 'Gợi ý mua lại (3)');
    const [paracetamol, losartan, metformin] = rows.map((row) => within(row));
    await step('overdue ones first, longest overdue on top, with the phone to call', async () => {
      await expect(paracetamol?.getByText('Paracetamol 500mg Pymepharco')).toBeVisible();
      await expect(paracetamol?.getByText('Quá hạn 31 ngày')).toBeVisible();
      await expect(paracetamol?.getByText('Dự kiến mua lại 27/04/2026')).toBeVisible();
      await expect(paracetamol?.getByRole('link', { name: `Gọi ${first.phone}` })).toHaveAttribute(
        'href',
        `tel:${first.phone}`,
      );
      await expect(losartan?.getByText('Losartan 50mg Pymepharco')).toBeVisible();
      await expect(losartan?.getByText('Quá hạn 8 ngày')).toBeVisible();
    });
    await step('one not yet due: the days left, no call', async () => {
      await expect(metformin?.getByText('Còn 18 ngày')).toBeVisible();
      await expect(metformin?.getByText('Dự kiến mua lại 15/06/2026')).toBeVisible();
      await expect(metformin?.queryByRole('link', { name: /^Gọi/ })).toBeNull();
    });
    await step('each links to its last order, in a new tab', async () => {
      const last = paracetamol?.getByRole('link', { name: /Đơn HD002655/ });
      await expect(last).toHaveAttribute('href', paths.order(storySuggestions[2]?.last_order.id ?? ''));
      await expect(last).toHaveAttribute('target', '_blank');
    });
    await expectColumns(table, [
      'Mã sản phẩm',
      'Số lượng gợi ý',
      'Tồn kho',
      'Số lần mua',
      'Lần mua cuối',
      'Chu kỳ mua (ngày)',
    ]);
  },
};

const noPhone = storyCustomers[6] as (typeof storyCustomers)[number];
/** Due today, for a customer without a phone number: marked, and nothing to call. */
export const SuggestionDueTodayWithoutPhone: Story = {
  args: { path: `${paths.customerSync}?customer=${noPhone.id}&tab=suggestions` },
  parameters: {
    msw: {
      handlers: {
        history: [purchaseHistory([])],
        suggestions: [
          suggestions([
            { ...(storySuggestions[0] as RepurchaseSuggestion), days_until_due: 0, due_date: '2026-05-28' },
          ]),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { rows } = await suggestionRows(canvasElement, noPhone.name, 'Gợi ý mua lại (1)');
    const row = within(rows[0] as HTMLElement);
    await expect(row.getByText('Đến hạn hôm nay')).toBeVisible();
    await expect(row.queryByRole('link', { name: /^Gọi/ })).toBeNull();
    await expect(row.getByRole('link', { name: /Đơn HD002911/ })).toBeVisible();
  },
};

/** The info card's phone dials when followed. */
export const CustomerPhoneCalls: Story = {
  args: { path: `${paths.customerSync}?customer=${first.id}` },
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement, 'Nguyễn Thị Nhung');
    const info = within(dialog).getByRole('region', { name: 'Thông tin khách hàng' });
    await expect(await within(info).findByRole('link', { name: first.phone ?? '' }, WAIT)).toHaveAttribute(
      'href',
      `tel:${first.phone}`,
    );
  },
};

export const CustomerWithoutHistory: Story = {
  args: { path: `${paths.customerSync}?customer=${storyCustomers[6]?.id}` },
  parameters: { msw: { handlers: { history: [purchaseHistory([])], suggestions: [suggestions([])] } } },
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement, 'Đặng Thanh Yến');
    const inDialog = within(dialog);
    await expect(await inDialog.findByText('Không có lịch sử mua hàng', {}, WAIT)).toBeVisible();
    await expect(inDialog.getByText('Chưa xác định')).toBeVisible();
    await expect(inDialog.getByText('Không thuộc nhóm nào')).toBeVisible();
    await userEvent.click(inDialog.getByRole('tab', { name: 'Gợi ý mua lại (0)' }));
    await expect(await inDialog.findByText('Chưa có gợi ý mua lại nào', {}, WAIT)).toBeVisible();
  },
};
