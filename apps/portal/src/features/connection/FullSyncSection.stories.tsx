import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { expectToast, findModal, onPhone, screenStories, WAIT } from '../../stories/PortalStory';
import { apiError, never, storyStatus } from '../../stories/storyApi';
import { connectionApi, storyConnection } from './connectionStoryApi';
import { type FullSyncAnswer, fullSyncApi, storyFullSyncKinds } from './fullSyncStoryApi';

/**
 * The connection settings' 'Đồng bộ lại toàn bộ' section: each kind with its last full read and a button that asks
 * to confirm, then reads that kind again from KiotViet.
 */
const meta = {
  title: 'Screens/Connection settings/Full re-sync',
  ...screenStories(paths.connectionSettings),
};

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

function api(answer: FullSyncAnswer, options: Parameters<typeof fullSyncApi>[0] = {}, active = true) {
  const connection = connectionApi({ initial: storyConnection({ is_active: active }) });
  const full = fullSyncApi({ answer, ...options });
  return {
    full,
    story: {
      beforeEach: () => {
        connection.reset();
        full.reset();
      },
      parameters: { msw: { handlers: [...full.handlers, ...connection.handlers] } },
    },
  };
}

const section = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'Đồng bộ lại toàn bộ' }, WAIT));
/** A kind's row, once the kinds arrived. */
const row = async (canvas: Canvas, title: string) => {
  const kinds = await (await section(canvas)).findByRole('list', { name: 'Đồng bộ lại toàn bộ' }, WAIT);
  const found = within(kinds)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(title, { exact: true }));
  if (!found) throw new Error(`no row ${title}`);
  return within(found);
};

/** Asks for the customers' full re-sync and confirms it. */
async function confirmCustomers(canvas: Canvas, canvasElement: HTMLElement) {
  const customers = await row(canvas, 'Khách hàng');
  await userEvent.click(customers.getByRole('button', { name: 'Đồng bộ lại toàn bộ khách hàng' }));
  const dialog = await findModal(canvasElement, 'Đồng bộ lại toàn bộ khách hàng?', 'alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng bộ lại toàn bộ' }));
  return customers;
}

const listed = api('done');
/** Every kind with its last full read: a failed one, and the suppliers never read in full. */
export const Default: Story = {
  ...listed.story,
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(region.getByText(/Khi dữ liệu trong Pharmacy Portal không khớp/)).toBeVisible();
    const kinds = await region.findByRole('list', { name: 'Đồng bộ lại toàn bộ' }, WAIT);
    await expect(within(kinds).getAllByRole('listitem')).toHaveLength(6);
    const branches = await row(canvas, 'Chi nhánh');
    await expect(branches.getByText('Đọc toàn bộ lần cuối: 16/03/2026 09:05')).toBeVisible();
    await expect(branches.getByText('Thành công')).toBeVisible();
    await expect((await row(canvas, 'Hàng hóa và tồn kho')).getByText('Thất bại')).toBeVisible();
    const suppliers = await row(canvas, 'Nhà cung cấp');
    await expect(suppliers.getByText('Chưa đọc toàn bộ lần nào')).toBeVisible();
    await expect(suppliers.getByRole('button', { name: 'Đồng bộ lại toàn bộ nhà cung cấp' })).toBeEnabled();
  },
};

/** The question says what happens; 'Để sau' (focused first) sends nothing. */
export const ConfirmDialog: Story = {
  ...listed.story,
  play: async ({ canvas, canvasElement }) => {
    const products = await row(canvas, 'Hàng hóa và tồn kho');
    await userEvent.click(products.getByRole('button', { name: 'Đồng bộ lại toàn bộ hàng hóa và tồn kho' }));
    const dialog = await findModal(canvasElement, 'Đồng bộ lại toàn bộ hàng hóa và tồn kho?', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(/Mọi hàng hóa và tồn kho sẽ được đọc lại từ KiotViet/);
    await expect(dialog).toHaveAccessibleDescription(/Dữ liệu riêng của nhà thuốc được giữ nguyên/);
    const later = within(dialog).getByRole('button', { name: 'Để sau' });
    await waitFor(() => expect(later).toHaveFocus(), WAIT);
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
      WAIT,
    );
    await expect(listed.full.asked).toEqual([]);
  },
};

/** Confirmed and done within the wait: the counts, and the row's last full read moves to it. */
export const Done: Story = {
  ...listed.story,
  play: async ({ canvas, canvasElement }) => {
    const customers = await confirmCustomers(canvas, canvasElement);
    await expectToast(canvasElement, '42 bản ghi mới hoặc được cập nhật, 3 bản ghi đã xoá.');
    await expect(listed.full.asked).toEqual([['CUSTOMER']]);
    await expect(
      await customers.findByText('Đọc toàn bộ lần cuối: 17/03/2026 10:30', {}, WAIT),
    ).toBeVisible();
    await expect(customers.getByRole('button', { name: 'Đồng bộ lại toàn bộ khách hàng' })).toBeEnabled();
  },
};

const running = api('running');
/** Still running after the server's 20 s: it goes on, and the row says so while it runs. */
export const StillRunning: Story = {
  ...running.story,
  play: async ({ canvas, canvasElement }) => {
    const customers = await confirmCustomers(canvas, canvasElement);
    await expectToast(canvasElement, 'Vẫn đang đồng bộ lại');
    await expect(await customers.findByText('Đang đồng bộ...', {}, WAIT)).toBeVisible();
    await expect(customers.getByRole('button', { name: 'Đồng bộ lại toàn bộ khách hàng' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

const busy = api('done', { initial: storyFullSyncKinds({ ORDER: { running: true } }) });
/** A run of the orders goes on (the scheduler's): its button waits until it ends; the others do not. */
export const KindRunning: Story = {
  ...busy.story,
  play: async ({ canvas }) => {
    const orders = await row(canvas, 'Đơn hàng');
    await expect(orders.getByText('Đang đồng bộ...')).toBeVisible();
    await expect(orders.getByRole('button', { name: 'Đồng bộ lại toàn bộ đơn hàng' })).toBeDisabled();
    await expect(
      (await row(canvas, 'Khách hàng')).getByRole('button', { name: 'Đồng bộ lại toàn bộ khách hàng' }),
    ).toBeEnabled();
  },
};

const passRunning = api('done');
/** The connection's status names a run the list has not seen yet (the pass 'Kết nối' started): its row waits too. */
export const RunningPerStatus: Story = {
  beforeEach: passRunning.story.beforeEach,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/pos-settings/status', () =>
          HttpResponse.json({
            data: storyStatus({ running: [{ data_type: 'PRODUCT', label: 'hàng hóa và tồn kho' }] }),
          }),
        ),
        ...passRunning.story.parameters.msw.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const products = await row(canvas, 'Hàng hóa và tồn kho');
    await expect(await products.findByText('Đang đồng bộ...', {}, WAIT)).toBeVisible();
    await expect(
      products.getByRole('button', { name: 'Đồng bộ lại toàn bộ hàng hóa và tồn kho' }),
    ).toBeDisabled();
  },
};

const refused = api('refused');
/** A run of the customers started meanwhile: the server refuses, and its answer is shown. */
export const Refused: Story = {
  ...refused.story,
  play: async ({ canvas, canvasElement }) => {
    await confirmCustomers(canvas, canvasElement);
    await expectToast(canvasElement, 'Không đồng bộ lại được');
    await expectToast(canvasElement, refused.full.messages.refused);
  },
};

const failed = api('failed');
/** KiotViet failed: the reason, and the row keeps its last full read. */
export const Failed: Story = {
  ...failed.story,
  play: async ({ canvas, canvasElement }) => {
    const customers = await confirmCustomers(canvas, canvasElement);
    await expectToast(canvasElement, failed.full.messages.failed);
    await expect(customers.getByText('Đọc toàn bộ lần cuối: 16/03/2026 09:05')).toBeVisible();
  },
};

const off = api('done', {}, false);
/** The connection is off: nothing can be read again, and the section says how to change that. */
export const ConnectionOff: Story = {
  ...off.story,
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(
      (await row(canvas, 'Khách hàng')).getByRole('button', { name: 'Đồng bộ lại toàn bộ khách hàng' }),
    ).toBeDisabled();
    await expect(region.getByText('Bật kết nối để đồng bộ lại.')).toBeVisible();
  },
};

const waiting = api('done');
export const Loading: Story = {
  beforeEach: waiting.story.beforeEach,
  parameters: {
    msw: {
      handlers: [http.get('/api/pos-settings/full-sync', never), ...waiting.story.parameters.msw.handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect((await section(canvas)).getByText('Đang tải các loại dữ liệu...')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: waiting.story.beforeEach,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/pos-settings/full-sync', () => apiError(500, 'Lỗi máy chủ', 'INTERNAL')),
        ...waiting.story.parameters.msw.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await (await section(canvas)).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không tải được các loại dữ liệu');
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

/** On a phone each kind's button goes below its name; nothing scrolls sideways. */
export const Phone: Story = {
  ...listed.story,
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    const customers = await row(canvas, 'Khách hàng');
    await expect(customers.getByRole('button', { name: 'Đồng bộ lại toàn bộ khách hàng' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBe(page.clientWidth);
  },
};
