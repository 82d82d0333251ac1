import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../app/paths';
import {
  findModal,
  PortalStory,
  STORY_API_DELAY_MS,
  STORY_WAIT_MS,
  storeStoryToken,
  storyUser,
} from '../../stories/PortalStory';
import { orderPage, storyOrderDetail, storyOrderRows, storySuppliers } from './storyOrders';

/** The list requests each story made, to check what the screen asked for. */
let listRequests: URL[] = [];

const me = http.get('/api/v1/auth/me', async () => {
  await delay(STORY_API_DELAY_MS);
  return HttpResponse.json({ data: { user: storyUser } });
});

const listAnswering = (answer: (url: URL) => Response | Promise<Response>) =>
  http.get('/api/import-orders', async ({ request }) => {
    const url = new URL(request.url);
    listRequests.push(url);
    await delay(STORY_API_DELAY_MS);
    return answer(url);
  });

const list = (rows = storyOrderRows, total = 37, exact = true) =>
  listAnswering(() => HttpResponse.json(orderPage(rows, total, exact)));

const suppliers = http.get('/api/v1/distributors', async () => {
  await delay(STORY_API_DELAY_MS);
  const data = Object.values(storySuppliers).map((supplier) => ({ ...supplier, status: 'ACTIVE' }));
  return HttpResponse.json({ ...orderPage([]), data, total: data.length });
});

const detail = http.get('/api/import-orders/:id', async ({ params }) => {
  const row = storyOrderRows.find((order) => order.id === params.id);
  await delay(STORY_API_DELAY_MS);
  return row
    ? HttpResponse.json({ data: storyOrderDetail(row) })
    : HttpResponse.json(
        { message: 'Không tìm thấy đơn đặt hàng', error: 'NOT_FOUND', details: null },
        { status: 404 },
      );
});

const meta = {
  title: 'Screens/Purchase orders/List',
  component: PortalStory,
  // Named groups: a story replaces the group it names (its list, a mutation) and keeps the others.
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { session: [me, suppliers, detail], list: [list()] } },
  },
  args: { path: paths.purchaseOrders },
  beforeEach: () => {
    listRequests = [];
    return storeStoryToken();
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const findTable = (canvas: Canvas) =>
  canvas.findByRole('table', { name: 'Danh sách đơn đặt hàng' }, { timeout: STORY_WAIT_MS });
/** The order rows once they arrived. */
const findRows = async (canvas: Canvas) => {
  const table = await findTable(canvas);
  return within(table).findAllByRole('row', { name: /DH-/ }, { timeout: STORY_WAIT_MS });
};
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        list: [
          listAnswering(async () => {
            await delay('infinite');
            return HttpResponse.json(orderPage([]));
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(11);
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: [list([], 0)] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Chưa có đơn đặt hàng nào', {}, { timeout: STORY_WAIT_MS }),
    ).toBeVisible();
    await expect(canvas.getByText('Đơn đặt hàng gửi nhà cung cấp sẽ hiện ở đây.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  },
};

const failing = listAnswering(() =>
  HttpResponse.json(
    { message: 'Máy chủ đang bảo trì, vui lòng thử lại sau', error: 'SERVICE_UNAVAILABLE', details: null },
    { status: 503 },
  ),
);

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { list: [failing] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await expect(alert).toHaveTextContent('Không thể tải danh sách đơn đặt hàng');
    await expect(alert).toHaveTextContent('Máy chủ đang bảo trì, vui lòng thử lại sau');
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

export const RetryAfterError: Story = {
  parameters: {
    msw: {
      handlers: {
        list: [
          listAnswering(() =>
            listRequests.length === 1
              ? HttpResponse.json({ message: 'Lỗi', error: 'BAD_REQUEST', details: null }, { status: 400 })
              : HttpResponse.json(orderPage(storyOrderRows, 37)),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(await findRows(canvas)).toHaveLength(10);
  },
};

export const Full: Story = {
  play: async ({ canvas }) => {
    const rows = await findRows(canvas);
    await expect(rows).toHaveLength(10);
    const table = await findTable(canvas);
    for (const name of [
      'Mã đơn hàng',
      'Nhà cung cấp',
      'Ngày đặt hàng',
      'Ngày giao dự kiến',
      'Ngày giao thực tế',
      'Tổng tiền',
      'Trạng thái',
      'Thao tác',
    ]) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('DH-20260512-0001')).toBeVisible();
    await expect(first.getAllByText('12/05/2026')).toHaveLength(2);
    await expect((rows[0] as HTMLElement).textContent).toContain('520.000\u00a0₫');
    await expect(first.getByText('Đã tạo')).toBeVisible();
    await expect(
      within(rows[3] as HTMLElement).getByRole('button', { name: 'Xác nhận đã nhận hàng DH-20260508-0004' }),
    ).toBeVisible();
    await expect(within(rows[5] as HTMLElement).getByRole('button', { name: 'Đồng bộ POS' })).toBeVisible();
    await expect(within(rows[6] as HTMLElement).getByText('Đã đồng bộ')).toBeVisible();
    await expect(within(rows[7] as HTMLElement).getByText('Đã huỷ')).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1 đến 10 trên tổng 37 đơn hàng')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Phân trang' });
    await expect(within(pager).getByRole('button', { name: 'Trang 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pager).getAllByRole('button', { name: /^Trang \d/ })).toHaveLength(3);
    await expect(listRequests[0]?.searchParams.get('limit')).toBe('10');
  },
};

export const ApproximateTotal: Story = {
  parameters: { msw: { handlers: { list: [list(storyOrderRows, 12_400, false)] } } },
  play: async ({ canvas }) => {
    await findRows(canvas);
    await expect(canvas.getByText('Hiển thị 1 đến 10 trên khoảng 12.400 đơn hàng')).toBeVisible();
  },
};

const shippedFromDhg = storyOrderRows.filter(
  (order) => order.status === 'shipped' && order.distributor.id === storySuppliers.dhg.id,
);

export const Filtered: Story = {
  args: { path: `${paths.purchaseOrders}?statuses=shipped&suppliers=${storySuppliers.dhg.id}&search=duoc` },
  parameters: { msw: { handlers: { list: [list(shippedFromDhg, shippedFromDhg.length)] } } },
  play: async ({ canvas }) => {
    await expect(await findRows(canvas)).toHaveLength(1);
    const asked = listRequests.at(-1);
    await expect(asked?.searchParams.get('statuses')).toBe('shipped');
    await expect(asked?.searchParams.get('distributor_ids')).toBe(storySuppliers.dhg.id);
    await expect(asked?.searchParams.get('search')).toBe('duoc');
    await expect(canvas.getByRole('searchbox', { name: 'Tìm kiếm đơn đặt hàng' })).toHaveValue('duoc');
    await expect(canvas.getByRole('button', { name: /^Bộ lọc nâng cao/ })).toHaveAccessibleName(
      'Bộ lọc nâng cao (2 bộ lọc đang áp dụng)',
    );
    await expect(canvas.getByText('Hiển thị 1 đến 1 trên tổng 1 đơn hàng')).toBeVisible();
  },
};

export const FilteredToNothing: Story = {
  args: { path: `${paths.purchaseOrders}?statuses=cancelled&search=khong-co` },
  parameters: { msw: { handlers: { list: [list([], 0)] } } },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('status', {}, { timeout: STORY_WAIT_MS });
    await waitFor(() => expect(canvas.getByText('Không tìm thấy đơn đặt hàng phù hợp')).toBeVisible(), {
      timeout: STORY_WAIT_MS,
    });
    await expect(empty).toBeDefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá bộ lọc' }));
    await waitFor(() => expect(listRequests.at(-1)?.search).toBe('?page=1&limit=10'));
    await expect(canvas.getByRole('searchbox', { name: 'Tìm kiếm đơn đặt hàng' })).toHaveValue('');
  },
};

export const ApplyFilters: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await findRows(canvas);
    const body = bodyOf(canvasElement);
    await step('the drawer lists the suppliers and the statuses', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Bộ lọc nâng cao' }));
      const drawer = await findModal(body, 'Bộ lọc nâng cao');
      await expect(
        await within(drawer).findByRole(
          'checkbox',
          { name: /Công ty TNHH Dược phẩm Minh Châu/ },
          { timeout: STORY_WAIT_MS },
        ),
      ).toBeVisible();
      await userEvent.click(
        within(drawer).getByRole('checkbox', { name: /Công ty TNHH Dược phẩm Minh Châu/ }),
      );
      await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Hoàn tất' }));
      await userEvent.click(within(drawer).getByRole('button', { name: 'Áp dụng' }));
    });
    await step('applying asks for page 1 with them, and the button counts them', async () => {
      await waitFor(() => expect(listRequests.at(-1)?.searchParams.get('statuses')).toBe('delivered'));
      await expect(listRequests.at(-1)?.searchParams.get('distributor_ids')).toBe(storySuppliers.minhChau.id);
      await expect(listRequests.at(-1)?.searchParams.get('page')).toBe('1');
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Bộ lọc nâng cao' })).toBeNull());
      await expect(canvas.getByRole('button', { name: /^Bộ lọc nâng cao/ })).toHaveAccessibleName(
        'Bộ lọc nâng cao (2 bộ lọc đang áp dụng)',
      );
    });
  },
};

export const SearchAsYouType: Story = {
  play: async ({ canvas }) => {
    await findRows(canvas);
    const box = canvas.getByRole('searchbox', { name: 'Tìm kiếm đơn đặt hàng' });
    await userEvent.type(box, 'minh chau');
    // One request for the whole word, after typing pauses.
    await waitFor(() => expect(listRequests.at(-1)?.searchParams.get('search')).toBe('minh chau'));
    await expect(listRequests.filter((url) => url.searchParams.has('search'))).toHaveLength(1);
  },
};

export const OpenOrderWithKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = await findRows(canvas);
    (rows[3] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findModal(canvasElement, 'DH-20260508-0004');
    await expect(
      await within(drawer).findByRole('table', { name: 'Sản phẩm' }, { timeout: STORY_WAIT_MS }),
    ).toBeVisible();
  },
};

export const SyncRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        sync: [
          http.post('/api/import-orders/:id/sync-to-kiotviet', async () => {
            await delay(STORY_API_DELAY_MS);
            return HttpResponse.json(
              {
                message: 'Chưa cấu hình kết nối KiotViet. Vui lòng kết nối POS trước khi đồng bộ.',
                error: 'POS_NOT_CONFIGURED',
                details: null,
              },
              { status: 409 },
            );
          }),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const rows = await findRows(canvas);
    const button = within(rows[5] as HTMLElement).getByRole('button', { name: 'Đồng bộ POS' });
    await userEvent.click(button);
    await expect(
      await within(rows[5] as HTMLElement).findByRole('button', { name: 'Đang đồng bộ...' }),
    ).toBeVisible();
    const toast = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await expect(toast).toHaveTextContent('Lỗi khi đồng bộ');
    await expect(toast).toHaveTextContent('Chưa cấu hình kết nối KiotViet');
    await expect(within(rows[5] as HTMLElement).getByRole('button', { name: 'Đồng bộ POS' })).toBeEnabled();
  },
};

const receiveAnswering = (answer: () => Response) =>
  http.post('/api/import-orders/:id/receive', async () => {
    await delay(STORY_API_DELAY_MS);
    return answer();
  });

export const ReceiveConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = await findRows(canvas);
    await userEvent.click(
      within(rows[3] as HTMLElement).getByRole('button', { name: /^Xác nhận đã nhận hàng/ }),
    );
    const dialog = await findModal(canvasElement, 'Xác nhận đã nhận hàng');
    const lots = await within(dialog).findByRole(
      'table',
      { name: 'Các lô sẽ nhập kho' },
      { timeout: STORY_WAIT_MS },
    );
    await expect(within(lots).getAllByRole('row')).toHaveLength(4);
    await expect(within(lots).getByRole('row', { name: /PA2510/ })).toHaveTextContent('31/01/2028');
    const date = within(dialog).getByRole('textbox', { name: /Ngày nhận hàng/ });
    await expect(date).toHaveValue(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short' }).format(
        new Date(),
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Xác nhận' })).toBeEnabled();
  },
};

export const ReceiveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        receive: [
          receiveAnswering(() =>
            HttpResponse.json(
              {
                message:
                  'Lô PA2509 đã có trong kho với hạn dùng 30/06/2027; hãy sửa lô giao hàng hoặc huỷ đơn.',
                error: 'LOT_EXPIRY_CONFLICT',
                details: null,
              },
              { status: 409 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const rows = await findRows(canvas);
    const body = bodyOf(canvasElement);
    await userEvent.click(
      within(rows[3] as HTMLElement).getByRole('button', { name: /^Xác nhận đã nhận hàng/ }),
    );
    const dialog = await findModal(body, 'Xác nhận đã nhận hàng');
    await within(dialog).findByRole('table', { name: 'Các lô sẽ nhập kho' }, { timeout: STORY_WAIT_MS });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    const toast = await body.findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await expect(toast).toHaveTextContent('Đã xảy ra lỗi khi cập nhật trạng thái đơn hàng');
    await expect(toast).toHaveTextContent('Lô PA2509 đã có trong kho với hạn dùng 30/06/2027');
    // The dialog stays open: the person can correct the date, or cancel.
    await expect(dialog).toBeVisible();
  },
};

export const ReceiveFutureDateRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = await findRows(canvas);
    await userEvent.click(
      within(rows[3] as HTMLElement).getByRole('button', { name: /^Xác nhận đã nhận hàng/ }),
    );
    const dialog = await findModal(canvasElement, 'Xác nhận đã nhận hàng');
    await within(dialog).findByRole('table', { name: 'Các lô sẽ nhập kho' }, { timeout: STORY_WAIT_MS });
    const date = within(dialog).getByRole('textbox', { name: /Ngày nhận hàng/ });
    await userEvent.tripleClick(date);
    await userEvent.keyboard('31/12/2099{Enter}');
    await expect(await within(dialog).findByText('Ngày nhận hàng không được sau ngày hôm nay')).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
  },
};
