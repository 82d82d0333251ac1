import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { expectToast, PortalStory, storeStoryToken, WAIT } from '../../stories/PortalStory';
import { answering, apiError, me, never } from '../../stories/storyApi';
import { branchApi, kiotVietDown, storyBranches } from './storyBranches';

const meta = {
  title: 'Screens/Branches',
  component: PortalStory,
  parameters: { layout: 'fullscreen', msw: { handlers: branchApi(storyBranches()) } },
  args: { path: paths.branchSync },
  beforeEach: storeStoryToken,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const findTable = (canvas: Canvas) => canvas.findByRole('table', { name: 'Đồng bộ chi nhánh' }, WAIT);

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [me, answering('/api/branches', never)],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Đồng bộ chi nhánh' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Đồng bộ chi nhánh' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: branchApi([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chưa có chi nhánh nào được đồng bộ', {}, WAIT)).toBeVisible();
    await expect(
      canvas.getByText('Bấm Đồng bộ tất cả để lấy danh sách chi nhánh từ KiotViet.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [me, answering('/api/branches', () => apiError(400, 'Nguồn không hợp lệ', 'VALIDATION'))],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectToast(canvasElement, 'Không thể tải danh sách chi nhánh. Vui lòng thử lại.');
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Lỗi tải dữ liệu');
    await expect(alert).toHaveTextContent('Nguồn không hợp lệ');
  },
};

export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(await within(table).findByText('Chi nhánh chính', {}, WAIT)).toBeVisible();
    await expect(within(table).getByText('Chưa có địa chỉ')).toBeVisible();
    await expect(within(table).getByText('Chưa có số điện thoại')).toBeVisible();
    await expect(within(table).getByText('Không hoạt động')).toBeVisible();
    await expect(within(table).getByText('20 phút trước')).toBeVisible();
    await expect(within(table).getByText('3 giờ trước')).toBeVisible();
    await expect(within(table).getByText('10/01/2026')).toBeVisible();
    await expect(canvas.getByText('Tổng chi nhánh').parentElement).toHaveTextContent('3');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** A search by area without accents finds the branch ('thu duc' → 'Thủ Đức'). */
export const SearchWithoutAccents: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
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
    const empty = await canvas.findByRole('status', {}, WAIT);
    await waitFor(() => expect(empty).toHaveTextContent('Không tìm thấy chi nhánh phù hợp'), WAIT);
    await expect(canvas.getByRole('searchbox', { name: 'Tìm chi nhánh' })).toHaveValue('cần thơ');
    await expect(within(empty).getByRole('button', { name: 'Xoá tìm kiếm' })).toBeVisible();
  },
};

export const SyncOne: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole(
      'button',
      { name: 'Đồng bộ chi nhánh Nhà thuốc Minh Châu – Chi nhánh Thủ Đức' },
      WAIT,
    );
    await waitFor(() => expect(button).toBeEnabled(), WAIT);
    await userEvent.click(button);
    const row = button.closest('tr') as HTMLElement;
    await expect(await within(row).findByText('Đang đồng bộ', {}, WAIT)).toBeVisible();
    await expect(button).toBeDisabled();
    await expectToast(canvasElement, 'Chi nhánh đã được đồng bộ thành công.');
    await waitFor(() => expect(within(row).getByText('Hoạt động')).toBeVisible(), WAIT);
  },
};

export const SyncFailedRestores: Story = {
  parameters: { msw: { handlers: branchApi(storyBranches(), kiotVietDown) } },
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole(
      'button',
      { name: 'Đồng bộ chi nhánh Nhà thuốc Minh Châu – Chi nhánh Bình Thạnh' },
      WAIT,
    );
    await waitFor(() => expect(button).toBeEnabled(), WAIT);
    await userEvent.click(button);
    const row = button.closest('tr') as HTMLElement;
    await expect(await within(row).findByText('Đang đồng bộ', {}, WAIT)).toBeVisible();
    await expectToast(
      canvasElement,
      'Không thể đồng bộ chi nhánh. Vui lòng thử lại. (KiotViet không phản hồi)',
    );
    await waitFor(() => expect(within(row).getByText('Không hoạt động')).toBeVisible(), WAIT);
  },
};

export const SyncAll: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await findTable(canvas);
    await within(table).findByText('Chi nhánh chính', {}, WAIT);
    const all = canvas.getByRole('button', { name: 'Đồng bộ tất cả' });
    await waitFor(() => expect(all).toBeEnabled(), WAIT);
    await userEvent.click(all);
    await waitFor(() => expect(within(table).getAllByText('Đang đồng bộ')).toHaveLength(3), WAIT);
    await expectToast(canvasElement, 'Tất cả chi nhánh đã được đồng bộ thành công.');
    await waitFor(() => expect(within(table).queryAllByText('Đang đồng bộ')).toHaveLength(0), WAIT);
  },
};

export const SyncAllFailed: Story = {
  parameters: { msw: { handlers: branchApi(storyBranches(), kiotVietDown) } },
  play: async ({ canvas, canvasElement }) => {
    const table = await findTable(canvas);
    await within(table).findByText('Chi nhánh chính', {}, WAIT);
    const all = canvas.getByRole('button', { name: 'Đồng bộ tất cả' });
    await waitFor(() => expect(all).toBeEnabled(), WAIT);
    await userEvent.click(all);
    await expectToast(
      canvasElement,
      'Không thể đồng bộ tất cả chi nhánh. Vui lòng thử lại. (KiotViet không phản hồi)',
    );
    await waitFor(() => expect(within(table).getByText('Không hoạt động')).toBeVisible(), WAIT);
    await expect(within(table).getAllByText('Hoạt động')).toHaveLength(2);
  },
};
