import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu, MenuItemRadio } from '../Menu/Menu';
import { FilterButton } from './FilterButton';

const meta = {
  title: 'Components/Actions/FilterButton',
  component: FilterButton,
  args: {
    children: 'Bộ lọc nâng cao',
    count: 0,
    countLabel: '0 bộ lọc đang áp dụng',
    onClick: fn(),
    'aria-haspopup': 'dialog',
  },
  argTypes: {
    'aria-haspopup': {
      description:
        'What the button opens, for assistive tech: `dialog` for a filter drawer; a `Menu` sets `menu` itself on its trigger.',
      control: 'select',
      options: ['dialog', 'menu', undefined],
    },
  },
} satisfies Meta<typeof FilterButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilters: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Bộ lọc nâng cao' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).not.toHaveTextContent('0');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Two filters in use: a badge on screen, the words in the button's name. */
export const WithCount: Story = {
  args: { count: 2, countLabel: '2 bộ lọc đang áp dụng' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Bộ lọc nâng cao (2 bộ lọc đang áp dụng)' });
    const badge = within(button).getByText('2');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The trigger of a menu of filter choices: the menu takes its props and ref. */
export const AsMenuTrigger: Story = {
  args: { children: 'Bộ lọc', count: 1, countLabel: '1 bộ lọc đang áp dụng', 'aria-haspopup': undefined },
  render: (args) => (
    <Menu label="Bộ lọc" trigger={<FilterButton {...args} />}>
      <MenuItemRadio name="gender" value="all" checked>
        Tất cả
      </MenuItemRadio>
      <MenuItemRadio name="gender" value="Nữ" checked={false}>
        Nữ
      </MenuItemRadio>
    </Menu>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Bộ lọc (1 bộ lọc đang áp dụng)' });
    await userEvent.click(button);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Bộ lọc' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'Tất cả' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
  },
};
