import type { StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { storySalesOrders } from '../../shared/salesData/storySalesOrders';
import { listStories } from '../../stories/listStories';
import {
  bodyOf,
  connected,
  disconnected,
  expectToast,
  findModal,
  onDesktop,
  screenStories,
  WAIT,
} from '../../stories/PortalStory';
import {
  apiError,
  latestSync,
  me,
  recorder,
  STORY_API_DELAY_MS,
  storyId,
  storyPage,
  storySyncResult,
  storySyncRun,
} from '../../stories/storyApi';

const listRequests = recorder();
const syncRequests = recorder();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const latest = latestSync(() => storySyncRun('ORDER', minutesAgo(syncRequests.urls.length > 0 ? 0 : 5)));
const products = http.get('/api/products', () =>
  HttpResponse.json(
    storyPage([{ id: storyId(5000), code: 'SP000001', name: 'Paracetamol 500mg Pymepharco' }]),
  ),
);
const categories = http.get('/api/categories', () =>
  HttpResponse.json(storyPage([{ id: storyId(6000), category_name: 'Kháng sinh' }])),
);

const syncAnswering = (answer: () => Response) =>
  http.post('/api/orders/sync', async ({ request }) => {
    syncRequests.record(request);
    await delay(STORY_API_DELAY_MS);
    return answer();
  });
const syncOk = syncAnswering(() =>
  HttpResponse.json(storySyncResult({ new_count: 2, updated_count: 1, sync_time: minutesAgo(0) })),
);

const list = listStories({
  table: 'Đồng bộ đơn hàng',
  rows: /HD\d/,
  texts: { empty: 'Chưa có đơn hàng nào được đồng bộ', loadFailed: 'Không thể tải danh sách đơn hàng' },
  path: '/api/orders',
  requests: listRequests,
  group: 'list',
});

const meta = {
  title: 'Screens/Sales orders/List',
  ...screenStories(
    paths.orderSync,
    {
      session: [me, latest, products, categories],
      list: [list.answerRows(storySalesOrders, 42)],
      sync: [syncOk],
    },
    [listRequests, syncRequests],
  ),
  decorators: [connected],
  globals: onDesktop,
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = list.Loading;

/** On a phone each order is a card: its code, the customer, the day, the revenue and the status. */
export const Phone: Story = list.Phone(10, async ([first]) => {
  const card = within(first as HTMLElement);
  await expect(card.getByRole('button', { name: 'HD003000' })).toBeVisible();
  await expect(card.getByText('Doanh thu')).toBeVisible();
  await expect(card.queryByText('Chi nhánh')).toBeNull();
});

export const Empty: Story = list.Empty;

export const LoadFailed: Story = list.LoadFailed;

export const Full: Story = {
  play: async ({ canvas }) => {
    const rows = await list.expectPage(canvas, 10, [
      'Mã đơn hàng',
      'Khách hàng',
      'Sản phẩm',
      'Danh mục',
      'Ngày mua',
      'Doanh thu',
      'Trạng thái',
      'Chi nhánh',
    ]);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('HD003000')).toBeVisible();
    await expect(first.getByText('Nguyễn Thị Nhung')).toBeVisible();
    await expect(first.getByText('28/05/2026')).toBeVisible();
    await expect(first.getByText('Hoàn thành')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Khách lẻ')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Đang xử lý')).toBeVisible();
    await expect(within(rows[4] as HTMLElement).getByText('Đã hủy')).toBeVisible();
    await expect(within(rows[6] as HTMLElement).getByText('Không giao được')).toBeVisible();
    await expect(canvas.getByText('Hệ thống tự động đồng bộ mỗi 12 giờ')).toBeVisible();
    await expect(await canvas.findByText('Cập nhật lần cuối: 5 phút trước', {}, WAIT)).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1 đến 10 trên tổng 42 đơn hàng')).toBeVisible();
    await expect(listRequests.urls[0]?.searchParams.get('limit')).toBe('10');
  },
};

export const SearchByProduct: Story = {
  play: async ({ canvas }) => {
    await list.findRows(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm kiếm đơn hàng' }), 'paracetamol');
    await waitFor(() => expect(listRequests.last()?.searchParams.get('search')).toBe('paracetamol'), WAIT);
    await expect(listRequests.urls.filter((url) => url.searchParams.has('search'))).toHaveLength(1);
  },
};

export const FilterByStatusAndDate: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await list.findRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Bộ lọc nâng cao' }));
    const drawer = await findModal(canvasElement, 'Bộ lọc nâng cao');
    const inDrawer = within(drawer);
    await step('choose statuses, a code and a purchase date range', async () => {
      for (const name of ['Đang xử lý', 'Hoàn thành', 'Đã hủy', 'Không giao được']) {
        await expect(inDrawer.getByRole('checkbox', { name })).not.toBeChecked();
      }
      await userEvent.click(inDrawer.getByRole('checkbox', { name: 'Hoàn thành' }));
      await userEvent.type(inDrawer.getByRole('textbox', { name: 'Mã đơn hàng' }), 'HD0029');
      await userEvent.type(inDrawer.getByRole('textbox', { name: 'Từ ngày' }), '01/05/2026');
      await userEvent.type(inDrawer.getByRole('textbox', { name: 'Đến ngày' }), '31/05/2026');
      await userEvent.click(await inDrawer.findByRole('checkbox', { name: 'Kháng sinh' }, WAIT));
    });
    await userEvent.click(inDrawer.getByRole('button', { name: 'Áp dụng' }));
    await waitFor(() => expect(listRequests.last()?.searchParams.get('statuses')).toBe('1'), WAIT);
    const asked = listRequests.last();
    await expect(asked?.searchParams.get('order_id')).toBe('HD0029');
    await expect(asked?.searchParams.get('from_purchase_date')).toBe('2026-05-01');
    await expect(asked?.searchParams.get('to_purchase_date')).toBe('2026-05-31');
    await expect(asked?.searchParams.get('category_ids')).toBe(storyId(6000));
    await expect(
      canvas.getByRole('button', { name: 'Bộ lọc nâng cao (4 bộ lọc đang áp dụng)' }),
    ).toBeVisible();
  },
};

export const ManualSync: Story = {
  play: async ({ canvas, canvasElement }) => {
    await list.findRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, 'Orders synchronized successfully!');
    await expectToast(canvasElement, 'Lấy lịch sử đồng bộ gần nhất thành công');
    await expect(syncRequests.urls).toHaveLength(1);
    await expect(await canvas.findByText('Cập nhật lần cuối: vừa xong', {}, WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cập nhật' })).toBeEnabled(), WAIT);
  },
};

export const ManualSyncFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        sync: [
          syncAnswering(() => apiError(502, 'KiotViet không phản hồi, vui lòng thử lại sau', 'BAD_GATEWAY')),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await list.findRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cập nhật' }));
    const toast = await bodyOf(canvasElement).findByRole('alert', {}, WAIT);
    await expect(toast).toHaveTextContent('Sync Failed');
    await expect(toast).toHaveTextContent('Failed to synchronize orders');
    await expect(toast).toHaveTextContent('KiotViet không phản hồi, vui lòng thử lại sau');
  },
};

export const ConnectionInactive: Story = {
  decorators: [disconnected],
  play: async ({ canvas }) => {
    await list.findRows(canvas);
    await expect(canvas.getByRole('button', { name: 'Cập nhật' })).toBeDisabled();
  },
};
