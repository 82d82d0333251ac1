import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { expectFitsFrame, listStories } from '../../stories/listStories';
import { expectToast, onDesktop, screenStories, WAIT } from '../../stories/PortalStory';
import { branchApi, kiotVietDown, storyBranches } from './storyBranches';

const meta = {
  title: 'Screens/Branches',
  ...screenStories(paths.branchSync, branchApi(storyBranches())),
  globals: onDesktop,
};

export default meta;
type Story = StoryObj<typeof meta>;

const list = listStories({
  table: 'Đồng bộ chi nhánh',
  rows: /Nhà thuốc/,
  path: '/api/branches',
  texts: { empty: 'Chưa có chi nhánh nào được đồng bộ', loadFailed: 'Lỗi tải dữ liệu' },
  loadingRows: 3,
  emptyAnswer: () => HttpResponse.json({ status: 'success', branches: [], total: 0, page: 1, limit: 200 }),
  failure: { status: 400, message: 'Nguồn không hợp lệ' },
});

export const Loading: Story = list.Loading;

/** On a phone each branch is a card: its name, status and last sync, and its own sync button at the foot. */
export const Phone: Story = list.Phone(3, async (cards) => {
  for (const card of cards) {
    await expect(within(card).getByRole('button', { name: /^Đồng bộ chi nhánh/ })).toBeVisible();
    await expect(within(card).queryByText('Địa chỉ')).toBeNull();
  }
});

export const Empty: Story = {
  ...list.Empty,
  play: async (context) => {
    await list.Empty.play(context);
    await expect(
      context.canvas.getByText('Bấm Đồng bộ tất cả để lấy danh sách chi nhánh từ KiotViet.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...list.LoadFailed,
  play: async (context) => {
    await list.LoadFailed.play(context);
    await expectToast(context.canvasElement, 'Không thể tải danh sách chi nhánh. Vui lòng thử lại.');
  },
};

export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await list.findTable(canvas);
    await expect(await within(table).findByText('Chi nhánh chính', {}, WAIT)).toBeVisible();
    await expect(within(table).getByText('Chưa có địa chỉ')).toBeVisible();
    await expect(within(table).getByText('Chưa có số điện thoại')).toBeVisible();
    await expect(within(table).getByText('Không hoạt động')).toBeVisible();
    await expect(within(table).getByText('20 phút trước')).toBeVisible();
    await expect(within(table).getByText('3 giờ trước')).toBeVisible();
    await expect(within(table).getByText('10/01/2026')).toBeVisible();
    await expect(canvas.getByText('Tổng chi nhánh').parentElement).toHaveTextContent('3');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expectFitsFrame(table);
  },
};

/** A search by area without accents finds the branch ('thu duc' → 'Thủ Đức'). */
export const SearchWithoutAccents: Story = {
  play: async ({ canvas }) => {
    const table = await list.findTable(canvas);
    await within(table).findByText('Chi nhánh chính', {}, WAIT);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm chi nhánh' }), 'thu duc');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), WAIT);
    await expect(within(table).getByText('Nhà thuốc Minh Châu – Chi nhánh Thủ Đức')).toBeVisible();
  },
};

/** Nothing matches: it says so, with 'Xoá tìm kiếm'. */
export const SearchToNothing: Story = {
  args: { path: `${paths.branchSync}?search=c%E1%BA%A7n%20th%C6%A1` },
  play: async ({ canvas }) => {
    const title = await canvas.findByText('Không tìm thấy chi nhánh phù hợp', {}, WAIT);
    const empty = title.closest('[role="status"]') as HTMLElement;
    await expect(empty).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Tìm chi nhánh' })).toHaveValue('cần thơ');
    await expect(within(empty).getByRole('button', { name: 'Xoá tìm kiếm' })).toBeVisible();
  },
};

/** Presses a branch's 'Đồng bộ' once it can be pressed: its row says 'Đang đồng bộ' at once. */
async function syncBranch(canvas: ReturnType<typeof within>, name: string) {
  const button = await canvas.findByRole('button', { name: `Đồng bộ chi nhánh ${name}` }, WAIT);
  await waitFor(() => expect(button).toBeEnabled(), WAIT);
  await userEvent.click(button);
  const row = button.closest('tr') as HTMLElement;
  await expect(await within(row).findByText('Đang đồng bộ', {}, WAIT)).toBeVisible();
  return { button, row };
}

export const SyncOne: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { button, row } = await syncBranch(canvas, 'Nhà thuốc Minh Châu – Chi nhánh Thủ Đức');
    await expect(button).toBeDisabled();
    await expectToast(canvasElement, 'Chi nhánh đã được đồng bộ thành công.');
    await waitFor(() => expect(within(row).getByText('Hoạt động')).toBeVisible(), WAIT);
  },
};

export const SyncFailedRestores: Story = {
  parameters: { msw: { handlers: branchApi(storyBranches(), kiotVietDown) } },
  play: async ({ canvas, canvasElement }) => {
    const { row } = await syncBranch(canvas, 'Nhà thuốc Minh Châu – Chi nhánh Bình Thạnh');
    await expectToast(
      canvasElement,
      'Không thể đồng bộ chi nhánh. Vui lòng thử lại. (KiotViet không phản hồi)',
    );
    await waitFor(() => expect(within(row).getByText('Không hoạt động')).toBeVisible(), WAIT);
  },
};

/** Presses 'Đồng bộ tất cả' once the branches are there and it can be pressed. */
async function syncAll(canvas: ReturnType<typeof within>) {
  const table = await list.findTable(canvas);
  await within(table).findByText('Chi nhánh chính', {}, WAIT);
  const all = canvas.getByRole('button', { name: 'Đồng bộ tất cả' });
  await waitFor(() => expect(all).toBeEnabled(), WAIT);
  await userEvent.click(all);
  return table;
}

export const SyncAll: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await syncAll(canvas);
    await waitFor(() => expect(within(table).getAllByText('Đang đồng bộ')).toHaveLength(3), WAIT);
    await expectToast(canvasElement, 'Tất cả chi nhánh đã được đồng bộ thành công.');
    await waitFor(() => expect(within(table).queryAllByText('Đang đồng bộ')).toHaveLength(0), WAIT);
  },
};

export const SyncAllFailed: Story = {
  parameters: { msw: { handlers: branchApi(storyBranches(), kiotVietDown) } },
  play: async ({ canvas, canvasElement }) => {
    const table = await syncAll(canvas);
    await expectToast(
      canvasElement,
      'Không thể đồng bộ tất cả chi nhánh. Vui lòng thử lại. (KiotViet không phản hồi)',
    );
    await waitFor(() => expect(within(table).getByText('Không hoạt động')).toBeVisible(), WAIT);
    await expect(within(table).getAllByText('Hoạt động')).toHaveLength(2);
  },
};
