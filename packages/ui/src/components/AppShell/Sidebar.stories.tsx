import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PillIcon } from '../../icons/icons';
import { groups } from './navFixture';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Components/Layout/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { args }) => (
      <div style={{ height: 640, width: args.collapsed ? '4rem' : '16rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    groups,
    activeItemId: 'inventory-sync',
    logo: <strong>Pharmacy Portal</strong>,
    logoCollapsed: <PillIcon size={22} aria-label="Pharmacy Portal" />,
    footer: 'Phiên bản 1.0.0',
    labels: { navigation: 'Điều hướng chính', toggleSidebar: 'Thu gọn/mở rộng thanh bên' },
    onToggle: fn(),
    onNavigate: fn(),
    tooltipDelay: 50,
  },
  argTypes: { groups: { control: false } },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: /Đồng bộ kho/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Quản lý tồn kho từ POS')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Tích hợp POS' })).toBeVisible();
    await expect(canvas.getByText('Phiên bản 1.0.0')).toBeVisible();
    // Every title shows in full at 16rem, badged ones too ('Đồng bộ khách hàng' takes its badge under it).
    for (const link of canvas.getAllByRole('link')) {
      const title = link.querySelector('[title]') as HTMLElement;
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    }
    await expect(canvas.getAllByText('Tự động')).toHaveLength(2);
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Nhật ký đồng bộ' });
    await expect(canvas.queryByText('Theo dõi quá trình đồng bộ')).toBeNull();
    await expect(canvas.queryByText('Phiên bản 1.0.0')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Quản lý chính' })).toBeInTheDocument();
    // Reached with the keyboard, as a keyboard user does: a focus that follows a click shows no tooltip (the
    // catalogue switches stories in place, so the previous story's clicks would otherwise decide).
    for (let tabs = 0; tabs < 30 && canvasElement.ownerDocument.activeElement !== link; tabs += 1) {
      await userEvent.tab();
    }
    await expect(link).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Nhật ký đồng bộ'));
  },
};

export const ToggleAndRail: Story = {
  play: async ({ args, canvas }) => {
    const [toggle, rail] = canvas.getAllByRole('button', { name: 'Thu gọn/mở rộng thanh bên' });
    await userEvent.click(toggle as HTMLElement);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(rail).toHaveAttribute('tabindex', '-1');
    await userEvent.click(rail as HTMLElement);
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardNavigation: Story = {
  args: { linkComponent: undefined },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Đơn đặt hàng/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Nhà cung cấp/ })).toHaveFocus();
  },
};
