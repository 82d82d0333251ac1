import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { storySalesOrders } from '../../shared/salesData/storySalesOrders';
import {
  bodyOf,
  connected,
  disconnected,
  expectToast,
  findModal,
  PortalStory,
  storeStoryToken,
  WAIT,
} from '../../stories/PortalStory';
import {
  answering,
  apiError,
  latestSync,
  me,
  never,
  recorder,
  STORY_API_DELAY_MS,
  storyId,
  storyPage,
  storySyncRun,
} from '../../stories/storyApi';

const listRequests = recorder();
let syncCalls = 0;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const latest = latestSync(() => storySyncRun('ORDER', minutesAgo(syncCalls > 0 ? 0 : 5)));
const products = http.get('/api/products', () =>
  HttpResponse.json(
    storyPage([{ id: storyId(5000), code: 'SP000001', name: 'Paracetamol 500mg Pymepharco' }]),
  ),
);
const categories = http.get('/api/categories', () =>
  HttpResponse.json(storyPage([{ id: storyId(6000), category_name: 'Kháng sinh' }])),
);

const listAnswering = (answer: (url: URL) => Response | Promise<Response>) =>
  answering('/api/orders', answer, listRequests);
const list = (rows = storySalesOrders, total = 42) =>
  listAnswering(() => HttpResponse.json(storyPage(rows, { total })));

const syncAnswering = (answer: () => Response) =>
  http.post('/api/orders/sync', async () => {
    syncCalls += 1;
    await delay(STORY_API_DELAY_MS);
    return answer();
  });
const syncOk = syncAnswering(() =>
  HttpResponse.json({
    status: 'SUCCESS',
    count: 3,
    synced_count: 3,
    new_count: 2,
    updated_count: 1,
    removed_count: 0,
    sync_time: minutesAgo(0),
  }),
);

const meta = {
  title: 'Screens/Sales orders/List',
  component: PortalStory,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { session: [me, latest, products, categories], list: [list()], sync: [syncOk] } },
  },
  args: { path: paths.orderSync },
  decorators: [connected],
  beforeEach: () => {
    listRequests.reset();
    syncCalls = 0;
    return storeStoryToken();
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const findTable = (canvas: Canvas) => canvas.findByRole('table', { name: 'Đồng bộ đơn hàng' }, WAIT);
const findRows = async (canvas: Canvas) =>
  within(await findTable(canvas)).findAllByRole('row', { name: /HD\d/ }, WAIT);

export const Loading: Story = {
  parameters: { msw: { handlers: { list: [listAnswering(never)] } } },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(11);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: [list([], 0)] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chưa có đơn hàng nào được đồng bộ', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        list: [
          listAnswering(() =>
            apiError(503, 'Máy chủ đang bảo trì, vui lòng thử lại sau', 'SERVICE_UNAVAILABLE'),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không thể tải danh sách đơn hàng');
    await expect(alert).toHaveTextContent('Máy chủ đang bảo trì, vui lòng thử lại sau');
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

export const Full: Story = {
  play: async ({ canvas }) => {
    const rows = await findRows(canvas);
    await expect(rows).toHaveLength(10);
    const table = await findTable(canvas);
    for (const name of [
      'Mã đơn hàng',
      'Khách hàng',
      'Sản phẩm',
      'Danh mục',
      'Ngày mua',
      'Doanh thu',
      'Trạng thái',
      'Chi nhánh',
    ]) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
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
    await findRows(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm kiếm đơn hàng' }), 'paracetamol');
    await waitFor(() => expect(listRequests.last()?.searchParams.get('search')).toBe('paracetamol'), WAIT);
    await expect(listRequests.urls.filter((url) => url.searchParams.has('search'))).toHaveLength(1);
  },
};

export const FilterByStatusAndDate: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await findRows(canvas);
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
    await findRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cập nhật' }));
    await expectToast(canvasElement, 'Orders synchronized successfully!');
    await expectToast(canvasElement, 'Lấy lịch sử đồng bộ gần nhất thành công');
    await expect(syncCalls).toBe(1);
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
    await findRows(canvas);
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
    await findRows(canvas);
    await expect(canvas.getByRole('button', { name: 'Cập nhật' })).toBeDisabled();
  },
};
