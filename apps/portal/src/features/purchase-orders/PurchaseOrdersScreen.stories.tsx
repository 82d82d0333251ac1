import type { StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { listStories } from '../../stories/listStories';
import { bodyOf, findModal, onDesktop, screenStories, WAIT } from '../../stories/PortalStory';
import { apiError, me, recorder, STORY_API_DELAY_MS, storyPage } from '../../stories/storyApi';
import { orderPage, storyOrderDetail, storyOrderRows, storySuppliers } from './storyOrders';

const listRequests = recorder();

const suppliers = http.get('/api/v1/distributors', async () => {
  await delay(STORY_API_DELAY_MS);
  const data = Object.values(storySuppliers).map((supplier) => ({ ...supplier, status: 'ACTIVE' }));
  return HttpResponse.json(storyPage(data));
});

const detail = http.get('/api/import-orders/:id', async ({ params }) => {
  const row = storyOrderRows.find((order) => order.id === params.id);
  await delay(STORY_API_DELAY_MS);
  return row
    ? HttpResponse.json({ data: storyOrderDetail(row) })
    : apiError(404, 'Không tìm thấy đơn đặt hàng', 'NOT_FOUND');
});

const list = listStories({
  table: 'Danh sách đơn đặt hàng',
  rows: /DH-/,
  texts: { empty: 'Chưa có đơn đặt hàng nào', loadFailed: 'Không thể tải danh sách đơn đặt hàng' },
  path: '/api/import-orders',
  requests: listRequests,
  group: 'list',
});

const meta = {
  title: 'Screens/Purchase orders/List',
  // Named groups: a story replaces the group it names (its list, a mutation) and keeps the others.
  ...screenStories(
    paths.purchaseOrders,
    { session: [me, suppliers, detail], list: [list.answerRows(storyOrderRows, 37)] },
    [listRequests],
  ),
  globals: onDesktop,
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = list.Loading;

export const Empty: Story = {
  ...list.Empty,
  play: async (context) => {
    await list.Empty.play(context);
    await expect(context.canvas.getByText('Đơn đặt hàng gửi nhà cung cấp sẽ hiện ở đây.')).toBeVisible();
  },
};

export const LoadFailed: Story = list.LoadFailed;

/**
 * On a phone each order is a card: its number, supplier, expected delivery, total and status, and the action it
 * takes ('Xác nhận đã nhận hàng' for a shipped order) within reach.
 */
export const Phone: Story = list.Phone(10, async (cards) => {
  const shipped = cards[3] as HTMLElement;
  await expect(within(shipped).getByRole('button', { name: /^DH-/ })).toBeVisible();
  await expect(within(shipped).getByText('Đang giao hàng')).toBeVisible();
  const receive = within(shipped).getByRole('button', { name: /^Xác nhận đã nhận hàng DH-/ });
  await expect(receive).toBeVisible();
  await expect(receive.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
});

export const RetryAfterLoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        list: [
          list.answer(() =>
            listRequests.urls.length === 1
              ? apiError(400, 'Lỗi', 'BAD_REQUEST')
              : HttpResponse.json(orderPage(storyOrderRows, 37)),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(await list.findRows(canvas)).toHaveLength(10);
  },
};

export const Full: Story = {
  play: async ({ canvas }) => {
    const rows = await list.expectPage(canvas, 10, [
      'Mã đơn hàng',
      'Nhà cung cấp',
      'Ngày đặt hàng',
      'Ngày giao dự kiến',
      'Ngày giao thực tế',
      'Tổng tiền',
      'Trạng thái',
      'Thao tác',
    ]);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('DH-20260512-0001')).toBeVisible();
    await expect(first.getAllByText('12/05/2026')).toHaveLength(2);
    await expect((rows[0] as HTMLElement).textContent).toContain('520.000\u00a0₫');
    await expect(first.getByText('Đã tạo')).toBeVisible();
    await expect(
      within(rows[3] as HTMLElement).getByRole('button', { name: 'Xác nhận đã nhận hàng DH-20260508-0004' }),
    ).toBeVisible();
    await expect(within(rows[5] as HTMLElement).getByRole('button', { name: 'Đồng bộ POS' })).toBeVisible();
    // Received in part: 'Nhận thiếu' beside 'Hoàn tất'; received in full: the status alone.
    await expect(within(rows[5] as HTMLElement).getByText('Nhận thiếu')).toBeVisible();
    await expect(within(rows[6] as HTMLElement).getByText('Đã đồng bộ')).toBeVisible();
    await expect(within(rows[6] as HTMLElement).queryByText('Nhận thiếu')).toBeNull();
    await expect(within(rows[7] as HTMLElement).getByText('Đã huỷ')).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1 đến 10 trên tổng 37 đơn hàng')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Phân trang' });
    await expect(within(pager).getByRole('button', { name: 'Trang 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pager).getAllByRole('button', { name: /^Trang \d/ })).toHaveLength(3);
    await expect(listRequests.urls[0]?.searchParams.get('limit')).toBe('10');
  },
};

export const ApproximateTotal: Story = {
  parameters: { msw: { handlers: { list: [list.answerRows(storyOrderRows, 12_400, false)] } } },
  play: async ({ canvas }) => {
    await list.findRows(canvas);
    await expect(canvas.getByText('Hiển thị 1 đến 10 trên khoảng 12.400 đơn hàng')).toBeVisible();
  },
};

const shippedFromDhg = storyOrderRows.filter(
  (order) => order.status === 'shipped' && order.distributor.id === storySuppliers.dhg.id,
);

export const Filtered: Story = {
  args: { path: `${paths.purchaseOrders}?statuses=shipped&suppliers=${storySuppliers.dhg.id}&search=duoc` },
  parameters: { msw: { handlers: { list: [list.answerRows(shippedFromDhg, shippedFromDhg.length)] } } },
  play: async ({ canvas }) => {
    await expect(await list.findRows(canvas)).toHaveLength(1);
    const asked = listRequests.last();
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

const nothingMatches = {
  args: { path: `${paths.purchaseOrders}?statuses=cancelled&search=khong-co` },
  parameters: {
    msw: {
      handlers: {
        list: [
          list.answer((url) =>
            HttpResponse.json(
              url.search === '?page=1&limit=10' ? orderPage(storyOrderRows, 37) : orderPage([], 0),
            ),
          ),
        ],
      },
    },
  },
};

/** Nothing matches the link's filters and search: it says so, with 'Xoá bộ lọc'. */
export const FilteredToNothing: Story = {
  ...nothingMatches,
  play: async ({ canvas }) => {
    const title = await canvas.findByText('Không tìm thấy đơn đặt hàng phù hợp', {}, WAIT);
    const empty = title.closest('[role="status"]') as HTMLElement;
    await expect(empty).toBeVisible();
    await expect(within(empty).getByRole('button', { name: 'Xoá bộ lọc' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  },
};

/** 'Xoá bộ lọc' drops the filters and the search at once: every order again, from page 1. */
export const ClearFilters: Story = {
  ...nothingMatches,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Xoá bộ lọc' }, WAIT));
    await waitFor(() => expect(listRequests.last()?.search).toBe('?page=1&limit=10'), WAIT);
    await expect(canvas.getByRole('searchbox', { name: 'Tìm kiếm đơn đặt hàng' })).toHaveValue('');
    await expect(await list.findRows(canvas)).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Bộ lọc nâng cao' })).toBeVisible();
  },
};

export const ApplyFilters: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await list.findRows(canvas);
    const body = bodyOf(canvasElement);
    await step('the drawer lists the suppliers and the statuses', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Bộ lọc nâng cao' }));
      const drawer = await findModal(body, 'Bộ lọc nâng cao');
      await expect(
        await within(drawer).findByRole('checkbox', { name: /Công ty TNHH Dược phẩm Minh Châu/ }, WAIT),
      ).toBeVisible();
      await userEvent.click(
        within(drawer).getByRole('checkbox', { name: /Công ty TNHH Dược phẩm Minh Châu/ }),
      );
      await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Hoàn tất' }));
      await userEvent.click(within(drawer).getByRole('button', { name: 'Áp dụng' }));
    });
    await step('applying asks for page 1 with them, and the button counts them', async () => {
      await waitFor(() => expect(listRequests.last()?.searchParams.get('statuses')).toBe('delivered'));
      await expect(listRequests.last()?.searchParams.get('distributor_ids')).toBe(storySuppliers.minhChau.id);
      await expect(listRequests.last()?.searchParams.get('page')).toBe('1');
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Bộ lọc nâng cao' })).toBeNull());
      await expect(canvas.getByRole('button', { name: /^Bộ lọc nâng cao/ })).toHaveAccessibleName(
        'Bộ lọc nâng cao (2 bộ lọc đang áp dụng)',
      );
    });
  },
};

export const SearchAsYouType: Story = {
  play: async ({ canvas }) => {
    await list.findRows(canvas);
    const box = canvas.getByRole('searchbox', { name: 'Tìm kiếm đơn đặt hàng' });
    await userEvent.type(box, 'minh chau');
    // One request for the whole word, after typing pauses.
    await waitFor(() => expect(listRequests.last()?.searchParams.get('search')).toBe('minh chau'));
    await expect(listRequests.urls.filter((url) => url.searchParams.has('search'))).toHaveLength(1);
  },
};

export const OpenOrderWithKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = await list.findRows(canvas);
    (rows[3] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findModal(canvasElement, 'DH-20260508-0004');
    await expect(await within(drawer).findByRole('table', { name: 'Sản phẩm' }, WAIT)).toBeVisible();
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
    const rows = await list.findRows(canvas);
    const button = within(rows[5] as HTMLElement).getByRole('button', { name: 'Đồng bộ POS' });
    await userEvent.click(button);
    await expect(
      await within(rows[5] as HTMLElement).findByRole('button', { name: 'Đang đồng bộ...' }),
    ).toBeVisible();
    const toast = await bodyOf(canvasElement).findByRole('alert', {}, WAIT);
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

/** Opens 'Xác nhận đã nhận hàng' from the shipped order of the fourth row, once its lots are listed. */
async function openReceiveDialog(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  const rows = await list.findRows(canvas);
  await userEvent.click(
    within(rows[3] as HTMLElement).getByRole('button', { name: /^Xác nhận đã nhận hàng/ }),
  );
  const dialog = await findModal(canvasElement, 'Xác nhận đã nhận hàng');
  const lines = await within(dialog).findAllByRole('group', {}, WAIT);
  return { dialog, lines };
}

export const ReceiveConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { dialog, lines } = await openReceiveDialog(canvas, canvasElement);
    // One group per order line, its lots as shipped.
    await expect(lines).toHaveLength(2);
    const expiries = within(lines[0] as HTMLElement).getAllByRole('textbox', { name: /^HSD/ });
    await expect(expiries.map((field) => (field as HTMLInputElement).value)).toEqual([
      '30/11/2027',
      '31/01/2028',
    ]);
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
            apiError(
              409,
              'Lô PA2509 đã có trong kho với hạn dùng 30/06/2027; hãy sửa lô giao hàng hoặc huỷ đơn.',
              'LOT_EXPIRY_CONFLICT',
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openReceiveDialog(canvas, canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    const toast = await bodyOf(canvasElement).findByRole('alert', {}, WAIT);
    await expect(toast).toHaveTextContent('Đã xảy ra lỗi khi cập nhật trạng thái đơn hàng');
    await expect(toast).toHaveTextContent('Lô PA2509 đã có trong kho với hạn dùng 30/06/2027');
    // The dialog stays open: the person can correct the date, or cancel.
    await expect(dialog).toBeVisible();
  },
};

export const ReceiveFutureDateRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openReceiveDialog(canvas, canvasElement);
    const date = within(dialog).getByRole('textbox', { name: /Ngày nhận hàng/ });
    await userEvent.tripleClick(date);
    await userEvent.keyboard('31/12/2099{Enter}');
    await expect(await within(dialog).findByText('Ngày nhận hàng không được sau ngày hôm nay')).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
  },
};
