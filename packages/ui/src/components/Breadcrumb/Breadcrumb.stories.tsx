import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Breadcrumb, type BreadcrumbLinkProps, breadcrumbSizes } from './Breadcrumb';

const meta = {
  title: 'Components/Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    label: 'Đường dẫn',
    items: [
      { label: 'Trang chủ', href: '/' },
      { label: 'Đồng bộ đơn hàng', href: '/order-sync' },
      { label: 'HD012345' },
    ],
  },
  argTypes: { size: { control: 'inline-radio', options: breadcrumbSizes } },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderDetail: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Đường dẫn' });
    const items = canvas.getAllByRole('listitem');
    await expect(nav.querySelector('ol')).toBeInTheDocument();
    await expect(items).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Đồng bộ đơn hàng' })).toHaveAttribute(
      'href',
      '/order-sync',
    );
    await expect(canvas.queryByRole('link', { name: 'HD012345' })).toBeNull();
    await expect(canvas.getByText('HD012345')).toHaveAttribute('aria-current', 'page');
    const separators = canvasElement.querySelectorAll('li > [aria-hidden="true"]');
    await expect(separators).toHaveLength(2);
  },
};

const navigate = fn();

/** A stand-in for a router's link: navigates client-side instead of loading the page. */
function RouterLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a
      href={href}
      className={className}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Trang chủ' })).toHaveFocus();
    await userEvent.tab();
    const orders = canvas.getByRole('link', { name: 'Đồng bộ đơn hàng' });
    await expect(orders).toHaveFocus();
    await expect(orders).toHaveAttribute('data-router-link');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/order-sync');
    await userEvent.tab();
    await expect(orders).not.toHaveFocus();
  },
};

export const SinglePage: Story = {
  args: { items: [{ label: 'Danh sách đơn đặt hàng', href: '/purchase-orders' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Danh sách đơn đặt hàng')).toHaveAttribute('aria-current', 'page');
  },
};

export const CrumbWithoutLink: Story = {
  args: {
    size: 'small',
    items: [
      { label: 'Trang chủ', href: '/' },
      { label: 'Tích hợp POS' },
      { label: 'Cài đặt kết nối', href: '/connection-settings' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Tích hợp POS')).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Cài đặt kết nối')).toHaveAttribute('aria-current', 'page');
  },
};
