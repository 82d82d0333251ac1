import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PillIcon } from '../../icons/icons';
import { Heading } from '../Heading/Heading';
import { hover } from '../private/playActions';
import { Text } from '../Text/Text';
import { AppShell } from './AppShell';
import { groups } from './navFixture';
import type { SidebarLinkProps } from './Sidebar';

const logo = (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
    <PillIcon size={22} />
    <Text weight="semibold">Pharmacy Portal</Text>
  </span>
);

/** Stands in for a router's link: it records the navigation instead of leaving the story. */
const RouterLink = forwardRef<HTMLAnchorElement, SidebarLinkProps>(function RouterLink(
  { href, onClick, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
});

/** Sets (or with `null` clears) the cookie the shell remembers its sidebar in, as a returning visit would. */
const setSidebarCookie = (value: 'false' | null) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the stories stand in for a browser that kept the cookie
  document.cookie = value === null ? 'sidebar_state=; path=/; max-age=0' : `sidebar_state=${value}; path=/`;
};
const clearCookie = () => setSidebarCookie(null);

const meta = {
  title: 'Components/Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    clearCookie();
    return clearCookie;
  },
  args: {
    groups,
    activeItemId: 'purchase-orders',
    logo,
    logoCollapsed: <PillIcon size={22} aria-label="Pharmacy Portal" />,
    footer: (
      <>
        <div>Phiên bản 1.0.0</div>
        <div>© 2025 Pharmacy Portal</div>
      </>
    ),
    header: (
      <Heading level={1} size={4}>
        Hệ thống quản lý nhà thuốc
      </Heading>
    ),
    labels: {
      navigation: 'Điều hướng chính',
      toggleSidebar: 'Thu gọn/mở rộng thanh bên',
      openNavigation: 'Mở menu điều hướng',
      sheetTitle: 'Điều hướng',
      skipToContent: 'Bỏ qua đến nội dung chính',
      closeNavigation: 'Đóng',
    },
    linkComponent: RouterLink,
    tooltipDelay: 100,
    tooltipSkipDelay: 50,
    children: <Text as="p">Danh sách đơn đặt hàng</Text>,
  },
  argTypes: { groups: { control: false } },
  // The shell's desktop behaviour (a sidebar beside the content); the mobile stories ask for a phone themselves.
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainOffset = (canvasElement: HTMLElement) =>
  Math.round(within(canvasElement).getByRole('main').getBoundingClientRect().left);

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(within(nav).getByRole('group', { name: 'Quản lý chính' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: /Đơn đặt hàng/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: /Nhà cung cấp/ })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getAllByText('Tự động')).toHaveLength(2);
    // Badges sit whole inside the 16rem column; a long description ends in an ellipsis and shows in full on hover.
    const edge = nav.getBoundingClientRect().right;
    for (const badge of within(nav).getAllByText('Tự động')) {
      await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
    const description = within(nav).getByText('Quản lý đơn đặt hàng từ nhà cung cấp');
    await expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    await expect(description.scrollWidth).toBeGreaterThan(description.clientWidth);
    await expect(description).toHaveAttribute('title', 'Quản lý đơn đặt hàng từ nhà cung cấp');
    await expect(canvas.getByText('Phiên bản 1.0.0')).toBeVisible();
    await expect(mainOffset(canvasElement)).toBe(256);
  },
};

export const CollapseToggle: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const toggle = canvas.getAllByRole('button', { name: 'Thu gọn/mở rộng thanh bên' })[0] as HTMLElement;
    await step('Collapse: icons only, content 64 px from the left, cookie remembers', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(mainOffset(canvasElement)).toBe(64));
      await expect(canvas.queryByText('Phiên bản 1.0.0')).toBeNull();
      await expect(canvas.getByRole('link', { name: 'Đơn đặt hàng' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(document.cookie).toContain('sidebar_state=false');
    });
    await step('Expand again', async () => {
      await userEvent.click(
        canvas.getAllByRole('button', { name: 'Thu gọn/mở rộng thanh bên' })[0] as HTMLElement,
      );
      await waitFor(() => expect(mainOffset(canvasElement)).toBe(256));
      await expect(document.cookie).toContain('sidebar_state=true');
    });
  },
};

export const KeyboardShortcut: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(mainOffset(canvasElement)).toBe(64));
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await waitFor(() => expect(mainOffset(canvasElement)).toBe(256));
    await userEvent.keyboard('{Control>}{Shift>}b{/Shift}{/Control}');
    await expect(mainOffset(canvasElement)).toBe(256);
  },
};

export const RememberedCollapsed: Story = {
  beforeEach: () => {
    setSidebarCookie('false');
    return clearCookie;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(mainOffset(canvasElement)).toBe(64);
    await expect(canvas.getAllByRole('button', { name: 'Thu gọn/mở rộng thanh bên' })[0]).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const CollapsedTooltips: Story = {
  beforeEach: () => {
    setSidebarCookie('false');
    return clearCookie;
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const link = canvas.getByRole('link', { name: 'Nhà cung cấp' });
    await hover(link);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Nhà cung cấp'));
    await userEvent.unhover(link);
    await userEvent.keyboard('{Escape}');
    link.focus();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Nhà cung cấp'));
  },
};

/** The navigation sheet open on a phone, as a designer reviews it. */
export const MobileSheetOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Mở menu điều hướng' }));
    const sheet = await body.findByRole('dialog', { name: 'Điều hướng' });
    await expect(within(sheet).getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
    // One edge only: the sidebar inside the sheet draws no border of its own.
    const sidebar = within(sheet).getByRole('navigation', { name: 'Điều hướng chính' })
      .parentElement as HTMLElement;
    await expect(getComputedStyle(sidebar).borderInlineEndStyle).toBe('none');
    // The brand starts at the top of the sheet: no empty band above it.
    await expect(within(sheet).getByText('Pharmacy Portal').getBoundingClientRect().top).toBeLessThan(48);
  },
};

/** The sheet's ways in and out: the header button, a followed link, Ctrl+B and Escape. */
export const MobileSheetOpensAndCloses: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('No sidebar beside the content on mobile', async () => {
      await expect(mainOffset(canvasElement)).toBe(0);
      await expect(canvas.queryByRole('navigation', { name: 'Điều hướng chính' })).toBeNull();
    });
    await step('The header button opens the sidebar as a sheet', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Mở menu điều hướng' }));
      const sheet = await body.findByRole('dialog', { name: 'Điều hướng' });
      await expect(within(sheet).getByRole('link', { name: /Đơn đặt hàng/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(sheet).getByText('Quản lý thông tin nhà cung cấp')).toBeVisible();
    });
    await step('Following a link closes it', async () => {
      const sheet = body.getByRole('dialog', { name: 'Điều hướng' });
      await userEvent.click(within(sheet).getByRole('link', { name: /Nhà cung cấp/ }));
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Điều hướng' })).toBeNull());
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Mở menu điều hướng' })).toHaveFocus());
    });
    await step('Ctrl+B opens it too, Escape closes it', async () => {
      await userEvent.keyboard('{Control>}b{/Control}');
      await expect(await body.findByRole('dialog', { name: 'Điều hướng' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Điều hướng' })).toBeNull());
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Mở menu điều hướng' })).toHaveFocus());
    });
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
