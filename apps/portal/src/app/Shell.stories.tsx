import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderPage, storyOrderRows } from '../features/purchase-orders/storyOrders';
import { findModal, PortalStory, STORY_WAIT_MS, storeStoryToken } from '../stories/PortalStory';
import { connectionStatus, me } from '../stories/storyApi';

const orders = http.get('/api/import-orders', () => HttpResponse.json(orderPage(storyOrderRows, 37)));

const setSidebarCookie = (value: 'false' | null) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the stories stand in for a browser that kept the cookie
  document.cookie = value === null ? 'sidebar_state=; path=/; max-age=0' : `sidebar_state=${value}; path=/`;
};

const meta = {
  title: 'Screens/Shell',
  component: PortalStory,
  parameters: { layout: 'fullscreen', msw: { handlers: [me, orders, connectionStatus()] } },
  args: { path: '/purchase-orders' },
  // A desktop screen unless a story asks for a phone ('Mobile').
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => {
    setSidebarCookie(null);
    const forget = storeStoryToken();
    return () => {
      forget();
      setSidebarCookie(null);
    };
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainLeft = (canvasElement: HTMLElement) =>
  Math.round(within(canvasElement).getByRole('main').getBoundingClientRect().left);

/** The header's account button: the user's name and 'Pharmacy admin'. */
const findAccount = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: /Nguyễn Thị Lan\s*Pharmacy admin/ }, { timeout: STORY_WAIT_MS });

export const Expanded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Đang kiểm tra đăng nhập...')).toBeVisible();
    await expect(await findAccount(canvas)).toHaveTextContent('NTL');
    const nav = canvas.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(within(nav).getByRole('group', { name: 'Quản lý chính' })).toBeVisible();
    await expect(within(nav).getByRole('group', { name: 'Tích hợp POS' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: /Đơn đặt hàng/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: /Đồng bộ chi nhánh/ })).toBeVisible();
    await expect(within(nav).getAllByText('Tự động')).toHaveLength(2);
    await expect(canvas.getByText('Phiên bản 1.0.0')).toBeVisible();
    await expect(mainLeft(canvasElement)).toBe(256);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' }),
    ).toBeVisible();
  },
};

export const Collapsed: Story = {
  beforeEach: () => setSidebarCookie('false'),
  play: async ({ canvas, canvasElement }) => {
    await findAccount(canvas);
    await expect(
      canvas.getByRole('button', { name: 'Thu gọn/mở rộng thanh bên', expanded: false }),
    ).toBeVisible();
    await expect(mainLeft(canvasElement)).toBe(64);
    await expect(canvas.queryByText('Phiên bản 1.0.0')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Đơn đặt hàng' })).toHaveAttribute('aria-current', 'page');
    // The header's connection indicator, its word beside the dot.
    const indicator = await canvas.findByRole(
      'link',
      { name: 'Kết nối KiotViet: Đã kết nối' },
      { timeout: STORY_WAIT_MS },
    );
    await expect(within(indicator).getByText('Đã kết nối')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await findAccount(canvas);
    await expect(mainLeft(canvasElement)).toBe(0);
    // On a phone the indicator is its dot alone; the word stays its name.
    const indicator = await canvas.findByRole(
      'link',
      { name: 'Kết nối KiotViet: Đã kết nối' },
      { timeout: STORY_WAIT_MS },
    );
    await expect(indicator.getBoundingClientRect().width).toBeLessThanOrEqual(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Mở menu điều hướng' }));
    const sheet = await findModal(canvasElement, 'Điều hướng');
    await expect(within(sheet).getByRole('link', { name: /Đơn đặt hàng/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(sheet).getByText('Quản lý thông tin nhà cung cấp')).toBeVisible();
  },
};

export const ChangePasswordOpen: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('The avatar menu has the name, change password, the language and log out', async () => {
      await userEvent.click(await findAccount(canvas));
      const menu = await body.findByRole('menu', { name: 'Tài khoản' });
      await expect(menu).toHaveTextContent('demo@ankhang.vn');
      await expect(within(menu).getByRole('menuitemradio', { name: 'Tiếng Việt' })).toBeChecked();
      // The menu fades in.
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible());
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
    });
    await step('The dialog checks its fields before sending anything', async () => {
      const dialog = await findModal(body, 'Change password');
      await userEvent.type(within(dialog).getByLabelText(/^New password/), '12345');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
      await expect(within(dialog).getByText('Current password is required')).toBeVisible();
      await expect(within(dialog).getByText('New password must be at least 6 characters')).toBeVisible();
      await expect(within(dialog).getByText('Confirm password is required')).toBeVisible();
      await waitFor(() => expect(within(dialog).getByLabelText(/^Current password/)).toHaveFocus());
    });
  },
};
