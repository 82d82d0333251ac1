import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { bodyOf, findModal, PortalStory, storeStoryToken, WAIT } from '../../stories/PortalStory';
import { answering, apiError, me, never } from '../../stories/storyApi';
import { logApi, storyLogs } from './storySyncLogs';

const meta = {
  title: 'Screens/Sync logs',
  component: PortalStory,
  parameters: { layout: 'fullscreen', msw: { handlers: logApi(storyLogs) } },
  args: { path: paths.syncLogs },
  beforeEach: storeStoryToken,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const findTable = (canvas: Canvas) => canvas.findByRole('table', { name: 'Nhật ký đồng bộ' }, WAIT);

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [me, answering('/api/sync-history/by-user', never)],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nhật ký đồng bộ' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Nhật ký đồng bộ' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: logApi([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Không có dữ liệu', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        me,
        answering('/api/sync-history/by-user', () =>
          apiError(400, 'Loại dữ liệu không hợp lệ', 'VALIDATION'),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không thể tải nhật ký đồng bộ');
    await expect(alert).toHaveTextContent('Loại dữ liệu không hợp lệ');
  },
};

export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await waitFor(() => expect(within(table).getAllByText('Hệ thống').length).toBeGreaterThan(0), WAIT);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    const first = rows[1] as HTMLElement;
    await expect(first).toHaveTextContent('15/05/2026 10:00');
    await expect(first).toHaveTextContent('Sản phẩm');
    await expect(first).toHaveTextContent('Thủ công');
    await expect(first).toHaveTextContent('Thành công');
    await expect(within(rows[3] as HTMLElement).getByText('Đơn hàng')).toBeVisible();
    await expect(within(rows[4] as HTMLElement).getByText('CUSTOMER')).toBeVisible();
    await expect(within(rows[5] as HTMLElement).getByText('Thất bại')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Hệ thống')).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1–20 trên 45 lần đồng bộ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The third and last page: the five oldest runs. */
export const LastPage: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await within(table).findAllByText('Hệ thống', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 3' }));
    await expect(await canvas.findByText('Hiển thị 41–45 trên 45 lần đồng bộ', {}, WAIT)).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Trang 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Opens the raw record of a failed run (the first 'Thất bại' row). */
async function openFailedRun(canvas: Canvas, canvasElement: HTMLElement) {
  const table = await findTable(canvas);
  const failed = (await within(table).findAllByText('Thất bại', {}, WAIT))[0] as HTMLElement;
  await userEvent.click(failed);
  return findModal(canvasElement, 'Chi tiết lần đồng bộ');
}

export const RawJson: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openFailedRun(canvas, canvasElement);
    const json = dialog.querySelector('pre');
    await expect(json?.textContent).toBe(JSON.stringify(storyLogs[4]?.raw_json, null, 2));
    await expect(within(dialog).getByText('BRANCH · 13/05/2026 10:00')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sao chép JSON' })).toBeEnabled();
  },
};

/** Escape closes the raw record. */
export const RawJsonClosed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await openFailedRun(canvas, canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull(), WAIT);
    await expect(await findTable(canvas)).toBeVisible();
  },
};
