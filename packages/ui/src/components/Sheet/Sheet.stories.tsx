import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MenuIcon } from '../../icons/icons';
import { Stack } from '../Box/Box';
import { DialogClose } from '../Dialog/Dialog';
import { IconButton } from '../IconButton/IconButton';
import { openOnLoad, runModalTestSuite } from '../private/modalTestSuite';
import { Text } from '../Text/Text';
import { Sheet } from './Sheet';

const groups = [
  { label: 'Quản lý chính', items: ['Đơn đặt hàng', 'Nhà cung cấp'] },
  {
    label: 'Tích hợp POS',
    items: ['Cài đặt kết nối', 'Đồng bộ đơn hàng', 'Đồng bộ kho', 'Đồng bộ khách hàng', 'Nhật ký đồng bộ'],
  },
];

/** A stand-in for the portal's sidebar navigation; each link closes the sheet when followed. */
function SidebarNavigation({ onNavigate }: { onNavigate?: (item: string) => void }) {
  return (
    <nav aria-label="Điều hướng chính">
      <Stack gap="medium">
        {groups.map((group) => (
          <Stack key={group.label} gap="xsmall">
            <Text size="xsmall" tone="muted" weight="semibold">
              {group.label}
            </Text>
            <Stack as="ul" gap="xxsmall" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.items.map((item) => (
                <li key={item}>
                  <DialogClose>
                    <a
                      href={`#${item}`}
                      onClick={(event) => {
                        event.preventDefault();
                        onNavigate?.(item);
                      }}
                    >
                      {item}
                    </a>
                  </DialogClose>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}

const navigate = fn();

const meta = {
  title: 'Components/Overlays/Sheet',
  component: Sheet,
  args: {
    title: 'Điều hướng',
    titleHidden: true,
    trigger: <IconButton label="Mở menu" icon={<MenuIcon />} />,
    children: <SidebarNavigation onNavigate={navigate} />,
    footer: (
      <Text size="xsmall" tone="muted">
        Phiên bản 1.0.0 · © 2026
      </Text>
    ),
    closeLabel: 'Đóng',
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The navigation sheet open on the left edge. */
export const Default: Story = openOnLoad('Điều hướng');

/** The shared modal suite: keyboard open, focus in, modal + labelled (by a hidden title), Tab cycling, Escape. */
export const KeyboardAndFocus: Story = {
  play: async ({ args, canvasElement, step, userEvent }) => {
    await runModalTestSuite({
      canvasElement,
      step,
      userEvent,
      triggerName: 'Mở menu',
      dialogName: 'Điều hướng',
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Left edge, full height, as wide as the expanded sidebar (16rem). */
export const LeftSidePanel: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const document = canvasElement.ownerDocument;
    const window = document.defaultView as Window;
    const screen = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Mở menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Điều hướng' });
    const rem = Number.parseFloat(window.getComputedStyle(document.documentElement).fontSize);
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().left)).toBe(0));
    await expect(Math.round(sheet.getBoundingClientRect().width)).toBe(16 * rem);
    await expect(Math.round(sheet.getBoundingClientRect().height)).toBe(window.innerHeight);
    // The title names the sheet without taking space.
    await expect(
      screen.getByRole('heading', { name: 'Điều hướng' }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};

export const FollowingALinkCloses: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    navigate.mockClear();
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Mở menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Điều hướng' });
    const link = within(sheet).getByRole('link', { name: 'Nhà cung cấp' });
    await waitFor(() => expect(within(sheet).getByRole('link', { name: 'Đơn đặt hàng' })).toHaveFocus());
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(navigate).toHaveBeenCalledWith('Nhà cung cấp');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButtonAndBackdropClose: Story = {
  args: { closeLabel: 'Đóng menu' },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const document = canvasElement.ownerDocument;
    const screen = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Mở menu' });
    await step('the close button closes it', async () => {
      await userEvent.click(trigger);
      const sheet = await screen.findByRole('dialog', { name: 'Điều hướng' });
      await userEvent.click(within(sheet).getByRole('button', { name: 'Đóng menu' }));
      await waitFor(() => expect(sheet).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('a click on the backdrop, right of the sheet, closes it', async () => {
      await userEvent.click(trigger);
      const sheet = await screen.findByRole('dialog', { name: 'Điều hướng' });
      await userEvent.pointer({
        keys: '[MouseLeft]',
        target: document.body,
        coords: { clientX: document.documentElement.clientWidth - 4, clientY: 200 },
      });
      await waitFor(() => expect(sheet).not.toBeInTheDocument());
    });
  },
};
