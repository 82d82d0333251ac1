import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { listStories } from '../../stories/listStories';
import { bodyOf, findModal, onDesktop, screenStories, WAIT } from '../../stories/PortalStory';
import { logApi, storyLogs } from './storySyncLogs';

const meta = {
  title: 'Screens/Sync logs',
  ...screenStories(paths.syncLogs, logApi(storyLogs)),
  globals: onDesktop,
};

export default meta;
type Story = StoryObj<typeof meta>;

const list = listStories({
  table: 'Nhật ký đồng bộ',
  rows: /\d\d\/\d\d\/\d{4}/,
  path: '/api/sync-history/by-user',
  texts: { empty: 'Không có dữ liệu', loadFailed: 'Không thể tải nhật ký đồng bộ' },
});

export const Loading: Story = list.Loading;

export const Empty: Story = list.Empty;

export const LoadFailed: Story = list.LoadFailed;

/** On a phone each run is a card headed by its time, with its data type, store, action, result and count. */
export const Phone: Story = list.Phone(20, async (cards) => {
  const first = within(cards[0] as HTMLElement);
  await expect(first.getByText('Cửa hàng')).toBeVisible();
  await expect(first.getByText('nhathuocminhchau')).toBeVisible();
});

export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await list.findTable(canvas);
    await waitFor(() => expect(within(table).getAllByText('Hệ thống').length).toBeGreaterThan(0), WAIT);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    const first = rows[1] as HTMLElement;
    await expect(first).toHaveTextContent('15/05/2026 10:00');
    await expect(first).toHaveTextContent('Sản phẩm');
    await expect(first).toHaveTextContent('Thủ công');
    await expect(first).toHaveTextContent('Thành công');
    await expect(within(first).getByText('nhathuocminhchau')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText('Đơn hàng')).toBeVisible();
    await expect(within(rows[4] as HTMLElement).getByText('Khách hàng')).toBeVisible();
    await expect(within(rows[5] as HTMLElement).getByText('Thất bại')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Hệ thống')).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1–20 trên 45 lần đồng bộ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The second page: the runs of the store the pharmacy read before, its long name on two lines at most. */
export const PreviousStore: Story = {
  play: async ({ canvas }) => {
    const table = await list.findTable(canvas);
    await within(table).findAllByText('Hệ thống', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 2' }));
    await expect(await canvas.findByText('Hiển thị 21–40 trên 45 lần đồng bộ', {}, WAIT)).toBeVisible();
    await waitFor(
      () =>
        expect(within(table).getAllByText('nhathuocbinhan-chinhanh-quan7-thanhphohochiminh').length).toBe(10),
      WAIT,
    );
    await expect(within(table).getAllByText('nhathuocminhchau')).toHaveLength(10);
  },
};

/** The third and last page: the five oldest runs, from before runs kept their store. */
export const LastPage: Story = {
  play: async ({ canvas }) => {
    const table = await list.findTable(canvas);
    await within(table).findAllByText('Hệ thống', {}, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 3' }));
    await expect(await canvas.findByText('Hiển thị 41–45 trên 45 lần đồng bộ', {}, WAIT)).toBeVisible();
    // The rows of page 1 stay until those of page 3 arrive.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), WAIT);
    await expect(within(table).queryByText('nhathuocminhchau')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Trang 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Opens the raw record of a failed run (the first 'Thất bại' row). */
async function openFailedRun(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  const table = await list.findTable(canvas);
  const failed = (await within(table).findAllByText('Thất bại', {}, WAIT))[0] as HTMLElement;
  await userEvent.click(failed);
  return findModal(canvasElement, 'Chi tiết lần đồng bộ');
}

export const RawJson: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openFailedRun(canvas, canvasElement);
    const json = dialog.querySelector('pre');
    await expect(json?.textContent).toBe(JSON.stringify(storyLogs[4]?.raw_json, null, 2));
    await expect(within(dialog).getByText('Chi nhánh · 13/05/2026 10:00')).toBeVisible();
    await expect(
      within(dialog).getByText('Cửa hàng: nhathuocminhchau (Client ID sim-client-id)'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sao chép JSON' })).toBeEnabled();
  },
};

/** Escape closes the raw record. */
export const RawJsonClosed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await openFailedRun(canvas, canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull(), WAIT);
    await expect(await list.findTable(canvas)).toBeVisible();
  },
};
