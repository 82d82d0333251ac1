import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { loadingStory } from '../../stories/listStories';
import { bodyOf, expectToast, findModal, screenStories, WAIT } from '../../stories/PortalStory';
import { answering, apiError, me, withApi } from '../../stories/storyApi';
import { connectionApi, DEMO_CREDENTIALS, storyConnection } from './connectionStoryApi';

const meta = {
  title: 'Screens/Connection settings',
  ...screenStories(paths.connectionSettings),
};

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: string) => canvas.findByRole('textbox', { name }, WAIT);
/** The secret: a password input has no role; found by its label. */
const secretField = (canvas: Canvas) => canvas.findByLabelText(/^Mật khẩu/, {}, WAIT);

/** Edits the saved connection's secret into one the stand-in KiotViet refuses. */
async function typeWrongSecret(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Sửa mật khẩu' }, WAIT));
  await userEvent.type(await secretField(canvas), 'not-the-secret');
}

const none = connectionApi({ initial: null });
export const NoConnectionYet: Story = {
  ...withApi(none),
  play: async ({ canvas, canvasElement, step }) => {
    const username = await field(canvas, 'Tên đăng nhập');
    await expect(username).toHaveValue('');
    await expect(username).toHaveAccessibleDescription(/Client ID/);
    await expect(await secretField(canvas)).toHaveAccessibleDescription(/Client Secret/);
    await expect(canvas.getByRole('textbox', { name: 'Tên kết nối' })).toHaveAccessibleDescription(
      /Retailer/,
    );
    await expect(canvas.getByText('User')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sửa tên đăng nhập' })).toBeNull();

    await step('a field left empty says so', async () => {
      await userEvent.click(username);
      await userEvent.tab();
      await expect(username).toHaveAccessibleDescription(/Vui lòng nhập tên đăng nhập/);
    });

    await step('testing an incomplete form says what is missing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Test kết nối' }));
      await expectToast(canvasElement, 'Vui lòng điền đầy đủ thông tin kết nối');
      await expect(canvas.getByText('Vui lòng nhập mật khẩu')).toBeVisible();
      await expect(canvas.getByText('Vui lòng nhập tên kết nối')).toBeVisible();
    });
  },
};

/** Typed in from scratch: the demo credentials are accepted, saved, and connected. */
export const FirstConnection: Story = {
  ...withApi(none),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await field(canvas, 'Tên đăng nhập'), DEMO_CREDENTIALS.username);
    await userEvent.type(await secretField(canvas), DEMO_CREDENTIALS.password);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tên kết nối' }), DEMO_CREDENTIALS.storeName);
    await userEvent.click(canvas.getByRole('button', { name: 'Kết nối' }));
    await expectToast(canvasElement, 'Connected to POS successfully');
    await expect(await canvas.findByRole('switch', { name: /Bật kết nối/ }, WAIT)).toBeChecked();
    await expect(canvas.getByText('Kết nối người dùng đang được bật')).toBeVisible();
    await expect(await secretField(canvas)).toHaveValue('********');
  },
};

const existing = connectionApi({ initial: storyConnection() });
export const ExistingConnectionLocked: Story = {
  ...withApi(existing),
  play: async ({ canvas }) => {
    const username = await field(canvas, 'Tên đăng nhập');
    await expect(username).toHaveValue(DEMO_CREDENTIALS.username);
    await expect(username).toHaveAttribute('readonly');
    // The secret is never shown back: the field holds only the mask.
    const secret = await secretField(canvas);
    await expect(secret).toHaveValue('********');
    await expect(secret).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Tên kết nối' })).toHaveValue(
      DEMO_CREDENTIALS.storeName,
    );
    await expect(canvas.getByRole('switch', { name: /Bật kết nối/ })).toBeChecked();
    await expect(canvas.getByText('Kết nối người dùng đang được bật')).toBeVisible();
    for (const name of ['Sửa tên đăng nhập', 'Sửa mật khẩu', 'Sửa tên kết nối']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    await expect(canvas.getByText(/Lần kiểm tra gần nhất \(16\/03\/2026 09:00\): thành công/)).toBeVisible();
  },
};

export const Editing: Story = {
  ...withApi(existing),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sửa mật khẩu' }, WAIT));
    const secret = await secretField(canvas);
    await waitFor(() => expect(secret).toHaveFocus());
    await expect(secret).toHaveValue('');
    await expect(secret).not.toHaveAttribute('readonly');
    await expect(secret).toHaveAttribute('placeholder', 'Để trống để giữ mật khẩu hiện tại');
    await expect(secret).toHaveAccessibleDescription(/Để trống để giữ mật khẩu hiện tại/);
    // Leaving it empty is allowed on an existing connection (the stored secret is kept).
    await userEvent.tab();
    await expect(secret).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Huỷ thay đổi' })).toBeVisible();
  },
};

export const TestSucceeded: Story = {
  ...withApi(existing),
  play: async ({ canvas, canvasElement }) => {
    await field(canvas, 'Tên đăng nhập');
    await userEvent.click(canvas.getByRole('button', { name: 'Test kết nối' }));
    await expectToast(canvasElement, 'Connection test successful!');
  },
};

export const TestFailed: Story = {
  ...withApi(existing),
  play: async ({ canvas, canvasElement }) => {
    await typeWrongSecret(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Test kết nối' }));
    await expectToast(canvasElement, 'Connection Failed');
    await expectToast(canvasElement, 'Connection test failed. Please check your credentials.');
    // A test of other values than the saved ones changes nothing saved.
    await expect(canvas.getByText(/Lần kiểm tra gần nhất \(16\/03\/2026 09:00\): thành công/)).toBeVisible();
  },
};

const hanging = connectionApi({ initial: storyConnection(), hang: 'connect' });
export const Saving: Story = {
  ...withApi(hanging),
  play: async ({ canvas }) => {
    // A new secret for the same store: saved without a question.
    await userEvent.click(await canvas.findByRole('button', { name: 'Sửa mật khẩu' }, WAIT));
    await userEvent.type(await secretField(canvas), DEMO_CREDENTIALS.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Kết nối' }));
    const busy = await canvas.findByRole('button', { name: /Đang kết nối/ }, WAIT);
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Test kết nối' })).toBeDisabled();
  },
};

export const ConnectFailed: Story = {
  ...withApi(existing),
  play: async ({ canvas, canvasElement }) => {
    await typeWrongSecret(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kết nối' }));
    await expectToast(
      canvasElement,
      'Failed to connect to POS: Connection test failed. Please check your credentials.',
    );
    await expect(
      await canvas.findByText(/Lần kiểm tra gần nhất \(.+\) thất bại: Connection test failed/, {}, WAIT),
    ).toBeVisible();
  },
};

/** Types another store's name into the saved connection and presses 'Kết nối': the question comes first. */
async function moveToAnotherStore(canvas: Canvas, canvasElement: HTMLElement) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Sửa tên kết nối' }, WAIT));
  const store = canvas.getByRole('textbox', { name: 'Tên kết nối' });
  await waitFor(() => expect(store).toHaveFocus());
  await userEvent.keyboard('{End}-quan7');
  await userEvent.click(canvas.getByRole('button', { name: 'Kết nối' }));
  return findModal(canvasElement, 'Chuyển sang cửa hàng KiotViet khác?', 'alertdialog');
}

/** Another store's name: staff are told the saved store's data goes; 'Huỷ' saves nothing. */
export const StoreChangeAsked: Story = {
  ...withApi(existing),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await moveToAnotherStore(canvas, canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      /mọi dữ liệu đã đồng bộ từ cửa hàng “nhathuocminhchau”.*sẽ bị xoá ngay/,
    );
    await expect(dialog).toHaveAccessibleDescription(/Đơn đặt hàng của nhà thuốc được giữ nguyên/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull(), WAIT);
    // Nothing saved: the field still holds what was typed, the banner the saved store.
    await expect(canvas.getByRole('textbox', { name: 'Tên kết nối' })).toHaveValue('nhathuocminhchau-quan7');
    await expect(canvas.getByText(/cửa hàng KiotViet “nhathuocminhchau”\./)).toBeVisible();
  },
};

/** Confirmed: the connection is saved with the other store (which the stand-in KiotViet does not know). */
export const StoreChangeConfirmed: Story = {
  ...withApi(existing),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await moveToAnotherStore(canvas, canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chuyển cửa hàng' }));
    await expect(
      await canvas.findByText(/cửa hàng KiotViet “nhathuocminhchau-quan7”\./, {}, WAIT),
    ).toBeVisible();
    await expectToast(
      canvasElement,
      'Failed to connect to POS: Connection test failed. Please check your credentials.',
    );
  },
};

const off = connectionApi({ initial: storyConnection({ is_active: false }) });
/** Off: everything locked, no green banner, no connecting. */
export const SwitchedOff: Story = {
  ...withApi(off),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: /Bật kết nối/ }, WAIT);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByText('Kết nối người dùng đang được bật')).toBeNull();
    await expect(canvas.getByText('Kết nối đang tắt')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sửa tên đăng nhập' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Kết nối' })).toBeDisabled();
  },
};

/** Switched on from off: the banner shows and the pencils unlock. */
export const SwitchedOn: Story = {
  ...withApi(off),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: /Bật kết nối/ }, WAIT));
    await expectToast(canvasElement, 'Connection Enabled');
    await expect(await canvas.findByText('Kết nối người dùng đang được bật', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Bật kết nối/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sửa tên đăng nhập' })).toBeEnabled();
  },
};

export const SwitchFailed: Story = {
  beforeEach: existing.reset,
  parameters: {
    msw: {
      handlers: [
        http.put('/api/pos-settings/is-active/:id', () => apiError(500, 'Lỗi máy chủ', 'INTERNAL')),
        ...existing.handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: /Bật kết nối/ }, WAIT));
    await expectToast(canvasElement, 'Failed to update API connection status');
    await expect(canvas.getByRole('switch', { name: /Bật kết nối/ })).toBeChecked();
  },
};

export const Loading: Story = loadingStory(
  '/api/pos-settings',
  'Cài đặt kết nối',
  'Đang tải cài đặt kết nối...',
);

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [me, answering('/api/pos-settings', () => apiError(400, 'Lỗi máy chủ', 'INTERNAL'))],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không tải được cài đặt kết nối');
    await expect(alert).toHaveTextContent('Lỗi máy chủ');
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};
