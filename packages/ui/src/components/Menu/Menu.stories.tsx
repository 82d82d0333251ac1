import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { KeyIcon, LogOutIcon, UserIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import {
  Menu,
  MenuGroup,
  MenuItem,
  MenuItemRadio,
  type MenuProps,
  MenuSeparator,
  menuPlacements,
} from './Menu';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Ariakit forgets the typed prefix after 500 ms without a key. */
const typeaheadPause = 600;

/** Spies for item callbacks, which live on the items rather than on Menu's own props. */
const changePassword = fn();
const logOut = fn();
const changeLocale = fn();

function resetSpies() {
  changePassword.mockClear();
  logOut.mockClear();
  changeLocale.mockClear();
}

function AccountMenu(args: MenuProps) {
  const [locale, setLocale] = useState('vi');
  const chooseLocale = (value: string) => {
    setLocale(value);
    changeLocale(value);
  };
  return (
    <Menu {...args}>
      <MenuItem icon={<KeyIcon />} onSelect={changePassword}>
        Đổi mật khẩu
      </MenuItem>
      <MenuSeparator />
      <MenuGroup label="Ngôn ngữ">
        <MenuItemRadio name="locale" value="vi" checked={locale === 'vi'} onSelect={chooseLocale}>
          Tiếng Việt
        </MenuItemRadio>
        <MenuItemRadio name="locale" value="en" checked={locale === 'en'} onSelect={chooseLocale}>
          English
        </MenuItemRadio>
      </MenuGroup>
      <MenuSeparator />
      <MenuItem icon={<LogOutIcon />} tone="critical" onSelect={logOut}>
        Đăng xuất
      </MenuItem>
    </Menu>
  );
}

const meta = {
  title: 'Components/Overlays/Menu',
  component: Menu,
  args: {
    label: 'Tài khoản',
    trigger: (
      <Button variant="ghost" tone="neutral" icon={<UserIcon />}>
        Nguyễn Văn An
      </Button>
    ),
    header: (
      <>
        <Text weight="semibold">Nguyễn Văn An</Text>
        <Text size="small" tone="secondary">
          Quản trị nhà thuốc
        </Text>
      </>
    ),
    children: null,
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'select', options: menuPlacements },
    trigger: { control: false },
    header: { control: false },
    children: { control: false },
  },
  render: (args) => <AccountMenu {...args} />,
  // Room below the trigger for the menu.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '22rem', display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar menu open: the signed-in user above the items, focus on the first one, arrows, Home and End move. */
export const AvatarMenu: Story = {
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Nguyễn Văn An' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await step('Enter opens the menu on its first item', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: 'Tài khoản' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(within(menu).getByText('Quản trị nhà thuốc')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveFocus());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('arrows, Home and End move between items', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(screen.getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(screen.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveFocus();
    });
    await waitFor(() => expect(screen.getByRole('menu', { name: 'Tài khoản' })).toBeVisible());
  },
};

/** Escape closes the menu and focus returns to the button that opened it. */
export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Nguyễn Văn An' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Tài khoản' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** ArrowDown on the button opens the menu on its first item, ArrowUp on its last. */
export const ArrowKeysOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Nguyễn Văn An' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('menu', { name: 'Tài khoản' })).toBeVisible());
  },
};

export const Typeahead: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Nguyễn Văn An' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveFocus());
    await userEvent.keyboard('e');
    await expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    // Letters typed in a row build one prefix, matched the Vietnamese way ('d' for 'Đ', no accents needed, and
    // letters typed with their accents on a Vietnamese keyboard folded alike); a pause starts a new one.
    const searches = [
      ['da', 'menuitem', 'Đăng xuất'],
      ['tieng', 'menuitemradio', 'Tiếng Việt'],
      ['do', 'menuitem', 'Đổi mật khẩu'],
      ['tiế', 'menuitemradio', 'Tiếng Việt'],
      ['đă', 'menuitem', 'Đăng xuất'],
    ] as const;
    for (const [typed, role, name] of searches) {
      await wait(typeaheadPause);
      await userEvent.keyboard(typed);
      await expect(screen.getByRole(role, { name })).toHaveFocus();
    }
  },
};

/** 'Đăng xuất' in the critical tone, reached with End. */
export const DestructiveItem: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Nguyễn Văn An' }));
    const logout = await screen.findByRole('menuitem', { name: 'Đăng xuất' });
    await expect(logout).toHaveAttribute('data-tone', 'critical');
    await expect(logout.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.keyboard('{End}');
    await expect(logout).toHaveFocus();
  },
};

/** Enter on an item runs it, closes the menu and returns focus to the button. */
export const ChoosingAnItemCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    resetSpies();
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Nguyễn Văn An' });
    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Tài khoản' });
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const RadioChoice: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    resetSpies();
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Nguyễn Văn An' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('group', { name: 'Ngôn ngữ' })).toBeInTheDocument();
    await expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toBeChecked();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    await expect(changeLocale).toHaveBeenCalledWith('en');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).not.toBeChecked();
  },
};

export const DisabledItem: Story = {
  render: (args) => (
    <Menu {...args}>
      <MenuItem icon={<KeyIcon />} disabled>
        Đổi mật khẩu
      </MenuItem>
      <MenuItem icon={<LogOutIcon />} tone="critical" onSelect={logOut}>
        Đăng xuất
      </MenuItem>
    </Menu>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    resetSpies();
    const screen = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Nguyễn Văn An' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const disabled = await screen.findByRole('menuitem', { name: 'Đổi mật khẩu' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    // Focus skips the disabled item.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(disabled).not.toHaveFocus();
  },
};

function MenuOpeningDialog(args: MenuProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Menu {...args}>
        <MenuItem icon={<KeyIcon />} onSelect={() => setDialogOpen(true)}>
          Đổi mật khẩu
        </MenuItem>
        <MenuItem icon={<LogOutIcon />} tone="critical" onSelect={logOut}>
          Đăng xuất
        </MenuItem>
      </Menu>
      <Dialog title="Đổi mật khẩu" closeLabel="Đóng" open={dialogOpen} onOpenChange={setDialogOpen}>
        <Text>Mật khẩu mới phải có ít nhất 6 ký tự.</Text>
      </Dialog>
    </>
  );
}

/** 'Đổi mật khẩu' opens the change-password dialog: focus moves into it and the menu closes. */
export const OpensADialog: Story = {
  render: (args) => <MenuOpeningDialog {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Nguyễn Văn An' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Closing that dialog returns focus to the avatar button, where the journey started. */
export const ClosingTheDialogReturnsFocus: Story = {
  render: (args) => <MenuOpeningDialog {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Nguyễn Văn An' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Đổi mật khẩu' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
