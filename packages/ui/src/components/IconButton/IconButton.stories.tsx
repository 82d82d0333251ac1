import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon, PencilIcon, TrashIcon } from '../../icons/icons';
import { Inline } from '../Box/Box';
import { buttonSizes, buttonTones, buttonVariants } from '../Button/Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/Actions/IconButton',
  component: IconButton,
  args: { label: 'Đóng', icon: <CloseIcon />, onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Đóng' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Đóng' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline gap="small">
      <IconButton {...args} label="Sửa nhà cung cấp" icon={<PencilIcon />} tone="brand" variant="soft" />
      <IconButton {...args} label="Xoá chứng từ" icon={<TrashIcon />} tone="critical" variant="outline" />
      <IconButton {...args} label="Đóng" icon={<CloseIcon />} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Xoá chứng từ' })).toHaveAttribute(
      'data-tone',
      'critical',
    );
    await expect(canvas.getByRole('button', { name: 'Sửa nhà cung cấp' })).toHaveAttribute(
      'data-variant',
      'soft',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Đóng' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
