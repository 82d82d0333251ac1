import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { expectFitsFrame, listStories } from '../../stories/listStories';
import { bodyOf, expectToast, findModal, onDesktop, screenStories, WAIT } from '../../stories/PortalStory';
import {
  answering,
  apiError,
  connectionStatus,
  me,
  never,
  recorder,
  storyStatus,
  withApi,
} from '../../stories/storyApi';
import {
  ANTIBIOTICS_ID,
  inTwoBranches,
  inventoryApi,
  LAST_CATEGORY_ID,
  withExpiredLots,
  withoutBatchNumbers,
  withoutLots,
  withUnits,
} from './inventoryStoryApi';

const meta = { title: 'Screens/Inventory', ...screenStories(paths.inventorySync), globals: onDesktop };

export default meta;
type Story = StoryObj<typeof meta>;

const full = inventoryApi();

const list = listStories({
  table: 'Đồng Bộ Kho',
  rows: /SP\d/,
  path: '/api/products',
  texts: { empty: 'Chưa có sản phẩm nào', loadFailed: 'Không thể tải danh sách sản phẩm' },
});

/** The latest run loads too: 'Cập nhật lần cuối' says so. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [me, list.answer(never), answering('/api/sync-history/by-user/latest', never)] },
  },
  play: async (context) => {
    await list.Loading.play(context);
    await expect(context.canvas.getByText('Cập nhật lần cuối: Đang tải...')).toBeVisible();
  },
};

const empty = inventoryApi({ products: () => [], latest: () => null });
export const Empty: Story = {
  ...withApi(empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chưa có sản phẩm nào', {}, WAIT)).toBeVisible();
    // The latest sync answers on its own, after the list or before it.
    await expect(await canvas.findByText('Cập nhật lần cuối: Never', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  },
};

export const LoadFailed: Story = list.LoadFailed;

/** On a phone each product is a card headed by its name, with its code, stock and status. */
export const Phone: Story = {
  ...withApi(full),
  ...list.Phone(10, async (cards) => {
    const card = within(cards.find((found) => within(found).queryByText('SP000018')) as HTMLElement);
    await expect(card.getByText('Hết hàng')).toBeVisible();
    await expect(card.getByText('Ngưng hoạt động')).toBeVisible();
  }),
};

export const Full: Story = {
  ...withApi(full),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Đồng Bộ Kho' }, WAIT);
    await expect(await within(table).findByText('SP000009', {}, WAIT)).toBeVisible();
    await expectFitsFrame(table);
    await expect(canvas.getByText('Tồn kho được cập nhật tự động mỗi 12 giờ.')).toBeVisible();
    await expect(await canvas.findByText('Cập nhật lần cuối: 15/05/2026 10:00', {}, WAIT)).toBeVisible();
    const row = (code: string) => within(table).getByText(code).closest('tr') as HTMLElement;
    await expect(within(row('SP000009')).getByText('Còn hàng')).toBeVisible();
    // Expired lots never count as stock; their units show apart, the nearest lot its days left.
    await expect(within(row('SP000009')).getByText('207')).toBeVisible();
    await expect(within(row('SP000009')).getByText('26 hết hạn')).toBeVisible();
    await expect(within(row('SP000009')).getByText('Còn 20 ngày')).toBeVisible();
    await expect(within(row('SP000024')).getByText('Còn 60 ngày')).toBeVisible();
    await expect(within(row('SP000200')).getByText('Hết hàng')).toBeVisible();
    await expect(within(row('SP000200')).getByText('12 hết hạn')).toBeVisible();
    await expect(within(row('SP000024')).getByText('Còn ít')).toBeVisible();
    await expect(within(row('SP000018')).getByText('Hết hàng')).toBeVisible();
    await expect(within(row('SP000018')).getByText('Ngưng hoạt động')).toBeVisible();
    await expect(within(row('SP000024')).getByText('49.407 ₫')).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1–10 trên 23 sản phẩm')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The third and last page: three products, the rest of the 23. */
export const LastPage: Story = {
  ...withApi(full),
  play: async ({ canvas }) => {
    await canvas.findByText('SP000009', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 3' }));
    await expect(await canvas.findByText('Hiển thị 21–23 trên 23 sản phẩm', {}, WAIT)).toBeVisible();
    // The rows of page 1 stay until those of page 3 arrive.
    const table = canvas.getByRole('table', { name: 'Đồng Bộ Kho' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), WAIT);
    await expect(within(table).getByText('SP000217')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SearchAndStatus: Story = {
  ...withApi(full),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('SP000009', {}, WAIT);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm sản phẩm' }), 'amlo');
    await waitFor(() => expect(canvas.getByText('Hiển thị 1–1 trên 1 sản phẩm')).toBeVisible(), WAIT);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Tìm sản phẩm' }));
    await waitFor(() => expect(canvas.getByText('Hiển thị 1–10 trên 23 sản phẩm')).toBeVisible(), WAIT);

    await userEvent.click(canvas.getByRole('combobox', { name: 'Trạng thái' }));
    await userEvent.click(
      await bodyOf(canvasElement).findByRole('option', { name: 'Ngưng hoạt động' }, WAIT),
    );
    await waitFor(() => expect(canvas.getByText('Hiển thị 1–4 trên 4 sản phẩm')).toBeVisible(), WAIT);
  },
};

/** The expiry select narrows to stock expiring within 30 days; the nearest-expiry header sorts, kept in the address. */
const expiryRequests = recorder();
export const ExpiryFilterAndSort: Story = {
  ...withApi(inventoryApi({ requests: expiryRequests })),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('SP000009', {}, WAIT);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Hạn dùng' }));
    await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: 'Trong 30 ngày' }, WAIT));
    await waitFor(() => expect(canvas.getByText('Hiển thị 1–1 trên 1 sản phẩm')).toBeVisible(), WAIT);
    await expect(expiryRequests.last()?.searchParams.get('expiry')).toBe('30');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Hạn dùng' }));
    await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: 'Trong 90 ngày' }, WAIT));
    await waitFor(() => expect(canvas.getByText('Hiển thị 1–2 trên 2 sản phẩm')).toBeVisible(), WAIT);
    const table = canvas.getByRole('table', { name: 'Đồng Bộ Kho' });
    await userEvent.click(within(table).getByRole('button', { name: /Hạn gần nhất/ }));
    const header = within(table).getByRole('columnheader', { name: /Hạn gần nhất/ });
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'), WAIT);
    await waitFor(() => {
      const codes = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
      expect(codes).toEqual(['SP000009', 'SP000024']);
    }, WAIT);
    await userEvent.click(within(table).getByRole('button', { name: /Hạn gần nhất/ }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'), WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('SP000024'), WAIT);
    const asked = expiryRequests.last();
    await expect([asked?.searchParams.get('sort'), asked?.searchParams.get('direction')]).toEqual([
      'nearest_expiry',
      'desc',
    ]);
  },
};

export const AdvancedFilters: Story = {
  ...withApi(full),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('SP000009', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Bộ lọc nâng cao' }));
    const drawer = await findModal(canvasElement, 'Bộ lọc nâng cao');
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'Kháng sinh' }, WAIT));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Hoạt động' }));
    await userEvent.type(
      within(drawer).getByRole('searchbox', { name: 'Tìm nhóm hàng trong bộ lọc' }),
      'zzz',
    );
    await expect(await within(drawer).findByText('Không tìm thấy nhóm hàng nào', {}, WAIT)).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Áp dụng' }));
    await waitFor(() => expect(canvas.getByText('Hiển thị 1–1 trên 1 sản phẩm')).toBeVisible(), WAIT);
    await expect(canvas.getByText('SP000020')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Bộ lọc nâng cao.*2 bộ lọc đang dùng/ })).toBeVisible();
  },
};

/** 'Xoá tất cả' clears the drawer and leaves the list as it is; 'Áp dụng' then shows every product again. */
export const ClearAdvancedFilters: Story = {
  beforeEach: full.reset,
  args: { path: `${paths.inventorySync}?categories=${ANTIBIOTICS_ID}&statuses=ACTIVE` },
  parameters: { msw: { handlers: full.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Hiển thị 1–1 trên 1 sản phẩm')).toBeVisible(), WAIT);
    await userEvent.click(canvas.getByRole('button', { name: /Bộ lọc nâng cao.*2 bộ lọc đang dùng/ }));
    const drawer = await findModal(canvasElement, 'Bộ lọc nâng cao');
    await expect(await within(drawer).findByRole('checkbox', { name: 'Kháng sinh' }, WAIT)).toBeChecked();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Xoá tất cả' }));
    await expect(within(drawer).getByRole('checkbox', { name: 'Hoạt động' })).not.toBeChecked();
    await expect(within(drawer).getByRole('checkbox', { name: 'Kháng sinh' })).not.toBeChecked();
    await expect(canvas.getByText('Hiển thị 1–1 trên 1 sản phẩm')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Áp dụng' }));
    await waitFor(() => expect(canvas.getByText('Hiển thị 1–10 trên 23 sản phẩm')).toBeVisible(), WAIT);
    await expect(canvas.getByRole('button', { name: 'Bộ lọc nâng cao' })).toBeVisible();
  },
};

/** A link that filters by a group beyond the drawer's first 20: the drawer names it (asked for by id), checked. */
export const FilterByAGroupBeyondTheFirstPage: Story = {
  beforeEach: full.reset,
  args: { path: `${paths.inventorySync}?categories=${LAST_CATEGORY_ID}` },
  parameters: { msw: { handlers: full.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Bộ lọc nâng cao.*1 bộ lọc đang dùng/ }, WAIT),
    );
    const drawer = await findModal(canvasElement, 'Bộ lọc nâng cao');
    await expect(
      await within(drawer).findByRole('checkbox', { name: 'Thực phẩm chức năng' }, WAIT),
    ).toBeChecked();
    await expect(within(drawer).queryByText(LAST_CATEGORY_ID)).toBeNull();
  },
};

/** Presses 'Đồng Bộ Thủ Công' once the connection's status allows it. */
async function pressManualSync(canvas: ReturnType<typeof within>) {
  const button = await canvas.findByRole('button', { name: 'Đồng Bộ Thủ Công' }, WAIT);
  await waitFor(() => expect(button).toBeEnabled(), WAIT);
  await userEvent.click(button);
}

export const ManualSync: Story = {
  ...withApi(full),
  play: async ({ canvas, canvasElement }) => {
    await pressManualSync(canvas);
    await expectToast(canvasElement, 'Inventory synchronized successfully!');
    await expect(await canvas.findByText('Cập nhật lần cuối: 15/05/2026 11:00', {}, WAIT)).toBeVisible();
  },
};

const slow = inventoryApi({ sync: never });
export const ManualSyncRunning: Story = {
  ...withApi(slow),
  play: async ({ canvas }) => {
    await pressManualSync(canvas);
    const busy = await canvas.findByRole('button', { name: 'Đang đồng bộ...' }, WAIT);
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

const failing = inventoryApi({
  sync: async () => apiError(429, 'KiotViet đang giới hạn số lần gọi, thử lại sau 30 giây.', 'RATE_LIMITED'),
});
export const ManualSyncFailed: Story = {
  ...withApi(failing),
  play: async ({ canvas, canvasElement }) => {
    await pressManualSync(canvas);
    await expectToast(canvasElement, 'Sync Failed');
    await expect(
      bodyOf(canvasElement).getByText(
        'Failed to synchronize inventory: KiotViet đang giới hạn số lần gọi, thử lại sau 30 giây.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đồng Bộ Thủ Công' })).toBeEnabled();
  },
};

const inactive = inventoryApi();
export const ConnectionInactive: Story = {
  beforeEach: inactive.reset,
  parameters: {
    msw: {
      handlers: [connectionStatus(storyStatus({ is_active: false, connected: false })), ...inactive.handlers],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('SP000009', {}, WAIT);
    await expect(canvas.getByText('Kết nối KiotViet đang tắt: bật kết nối để đồng bộ.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đồng Bộ Thủ Công' })).toBeDisabled();
  },
};

/** The screen with a product's panel open, as a link to it opens it. */
const openedOn = (product: { id: string }) => ({
  args: { path: `${paths.inventorySync}?product=${product.id}` },
  ...withApi(full),
});

export const ExpiredLots: Story = {
  ...openedOn(withExpiredLots),
  play: async ({ canvasElement }) => {
    const drawer = await findModal(canvasElement, withExpiredLots.name);
    const lots = await within(drawer).findByRole('table', { name: 'Danh sách lô' }, WAIT);
    const rows = within(lots).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'L240101Hết hạn',
      'L241036Hết hạn',
      'SX0725D',
      'BN2509-11',
      '2411423',
    ]);
    await expect(within(rows[4] as HTMLElement).getByText('Không có hạn dùng')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Còn 20 ngày')).toBeVisible();
    await expect(within(drawer).getByText('26 hết hạn')).toBeVisible();
    await expect(within(drawer).queryByText('Sản phẩm chưa có số lô')).toBeNull();
    const kiotviet = within(drawer).getByText('Trên KiotViet', { selector: 'dt' }).nextElementSibling;
    await expect(kiotviet).toHaveTextContent(`Mã ${withExpiredLots.code}`);
  },
};

/**
 * A product KiotViet stocks in two branches: its figures per branch, then its lots grouped by branch (one lot
 * number in both is two lots), the portal's own receipt last.
 */
export const LotsPerBranch: Story = {
  args: { path: `${paths.inventorySync}?product=${inTwoBranches.id}` },
  ...withApi(inventoryApi({ products: () => [inTwoBranches] })),
  play: async ({ canvasElement }) => {
    const drawer = await findModal(canvasElement, inTwoBranches.name);
    await within(drawer).findByRole('heading', { name: 'Tồn kho theo chi nhánh' }, WAIT);
    // A table in a wide panel, cards (a list) in a narrow one.
    const name = 'Tồn kho theo chi nhánh';
    const figures =
      within(drawer).queryByRole('table', { name }) ?? within(drawer).getByRole('list', { name });
    const figureRows =
      figures.tagName === 'TABLE'
        ? within(figures).getAllByRole('row').slice(1)
        : within(figures).getAllByRole('listitem');
    await expect(figureRows).toHaveLength(2);
    await expect(figureRows[0]).toHaveTextContent(
      /Chi nhánh Quận 3 – 285 Cách Mạng Tháng Tám.*42.*2.*10.*20.*120/,
    );
    await expect(figureRows[1]).toHaveTextContent(/Chi nhánh Thủ Đức.*55.*0.*0.*Chưa đặt.*Chưa đặt/);
    const groups = [
      ['Chi nhánh Quận 3 – 285 Cách Mạng Tháng Tám: 2 lô, tồn 42', ['AMX2406', 'AMX2501']],
      ['Chi nhánh Thủ Đức: 1 lô, tồn 55', ['AMX2406']],
      ['Nhập qua cổng: 1 lô, tồn 42', ['PO-AMX-01']],
    ] as const;
    for (const [name, batches] of groups) {
      await expect(within(drawer).getByRole('heading', { name, level: 4 })).toBeVisible();
      const table = within(drawer).getByRole('table', { name });
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(batches);
    }
    await expect(
      within(drawer).getByRole('heading', { name: 'Danh sách lô (4 lô)', level: 3 }),
    ).toBeVisible();
  },
};

/** A product sold in several units: each with how many base units it holds and its price, the base unit first. */
export const Units: Story = {
  args: { path: `${paths.inventorySync}?product=${withUnits.id}` },
  ...withApi(inventoryApi({ products: () => [withUnits] })),
  play: async ({ canvasElement }) => {
    const drawer = await findModal(canvasElement, withUnits.name);
    await within(drawer).findByRole('heading', { name: 'Đơn vị tính', level: 3 }, WAIT);
    const name = 'Đơn vị tính';
    const units = within(drawer).queryByRole('table', { name }) ?? within(drawer).getByRole('list', { name });
    const rows =
      units.tagName === 'TABLE'
        ? within(units).getAllByRole('row').slice(1)
        : within(units).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(/Viên.*Đơn vị cơ bản.*SP000001.*1\.500/);
    await expect(rows[1]).toHaveTextContent(/Vỉ.*= 10 Viên.*SP000001-2.*14\.000/);
    await expect(rows[2]).toHaveTextContent(/Hộp 10 vỉ x 10 viên.*= 100 Viên.*SP000001-3.*135\.000/);
  },
};

/** Lots without numbers; sold in its base unit only, so no units section. */
export const WithoutBatchNumbers: Story = {
  ...openedOn(withoutBatchNumbers),
  play: async ({ canvasElement }) => {
    const drawer = await findModal(canvasElement, withoutBatchNumbers.name);
    await expect(await within(drawer).findByText('Sản phẩm chưa có số lô', {}, WAIT)).toBeVisible();
    await expect(within(drawer).queryByRole('heading', { name: 'Đơn vị tính' })).toBeNull();
    await expect(within(drawer).getAllByText('Không có số lô')).toHaveLength(3);
  },
};

export const WithoutLots: Story = {
  ...openedOn(withoutLots),
  play: async ({ canvasElement }) => {
    const drawer = await findModal(canvasElement, withoutLots.name);
    await expect(await within(drawer).findByText('Sản phẩm chưa có số lô', {}, WAIT)).toBeVisible();
    await expect(within(drawer).getByText('Hết hàng')).toBeVisible();
    await expect(within(drawer).getByText('Ngưng hoạt động')).toBeVisible();
    await expect(within(drawer).getByText('Chưa có trên KiotViet')).toBeVisible();
  },
};

export const SuggestionDaysEdit: Story = {
  ...openedOn(withExpiredLots),
  play: async ({ canvasElement, step }) => {
    const drawer = await findModal(canvasElement, withExpiredLots.name);
    const edit = async () => {
      await userEvent.click(await within(drawer).findByRole('button', { name: 'Sửa số ngày gợi ý' }, WAIT));
      return within(drawer).getByRole('textbox', { name: 'Số ngày gợi ý mua lại' });
    };
    await step('181 and letters are refused; nothing is saved', async () => {
      const field = await edit();
      await userEvent.clear(field);
      await userEvent.type(field, '181');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Lưu' }));
      await expect(within(drawer).getByText('Số ngày gợi ý phải là số nguyên từ 0 đến 180')).toBeVisible();
      await userEvent.clear(field);
      await userEvent.type(field, 'abc{Enter}');
      await expect(within(drawer).getByText('Số ngày gợi ý phải là số nguyên từ 0 đến 180')).toBeVisible();
      await userEvent.click(within(drawer).getByRole('button', { name: 'Huỷ' }));
      await expect(within(drawer).getByText('0 ngày')).toBeVisible();
    });
    await step('45 is saved', async () => {
      const field = await edit();
      await userEvent.clear(field);
      await userEvent.type(field, '45{Enter}');
      await expectToast(canvasElement, 'Đã cập nhật ngày gợi ý');
      await expect(await within(drawer).findByText('45 ngày', {}, WAIT)).toBeVisible();
    });
    await step('empty becomes 0', async () => {
      const field = await edit();
      await userEvent.clear(field);
      await userEvent.click(within(drawer).getByRole('button', { name: 'Lưu' }));
      await expect(await within(drawer).findByText('0 ngày', {}, WAIT)).toBeVisible();
    });
  },
};

const saveFails = inventoryApi();
export const SuggestionDaysSaveFailed: Story = {
  args: { path: `${paths.inventorySync}?product=${withExpiredLots.id}` },
  beforeEach: saveFails.reset,
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/products/:id/suggestion-days', () =>
          apiError(404, 'Không tìm thấy sản phẩm', 'NOT_FOUND'),
        ),
        ...saveFails.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = await findModal(canvasElement, withExpiredLots.name);
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Sửa số ngày gợi ý' }, WAIT));
    const field = within(drawer).getByRole('textbox', { name: 'Số ngày gợi ý mua lại' });
    await userEvent.clear(field);
    await userEvent.type(field, '30{Enter}');
    await expectToast(canvasElement, 'Không thể cập nhật ngày gợi ý: Không tìm thấy sản phẩm');
    // The edit stays open with what was typed.
    await expect(field).toHaveValue('30');
  },
};
