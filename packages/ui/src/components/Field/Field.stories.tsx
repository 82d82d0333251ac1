import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { input } from '../private/input.css';
import { Field } from './Field';

const meta = {
  title: 'Components/Forms/Field',
  component: Field,
  args: {
    label: 'Tên nhà cung cấp',
    children: (control) => <input className={input()} {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('textbox', { name: 'Tên nhà cung cấp' });
    await userEvent.click(canvas.getByText('Tên nhà cung cấp'));
    await expect(control).toHaveFocus();
    await expect(control).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('textbox', { name: 'Tên nhà cung cấp' });
    await expect(control).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: { label: 'Logo', description: 'Kích thước khuyến nghị 200x200 px' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Logo' })).toHaveAccessibleDescription(
      'Kích thước khuyến nghị 200x200 px',
    );
  },
};

export const WithError: Story = {
  args: {
    required: true,
    description: 'Tên hiển thị trên đơn đặt hàng',
    error: 'Tên nhà cung cấp không được để trống.',
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('textbox', { name: 'Tên nhà cung cấp' });
    await expect(control).toBeInvalid();
    await expect(control).toHaveAccessibleDescription(
      'Tên hiển thị trên đơn đặt hàng Tên nhà cung cấp không được để trống.',
    );
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Tìm kiếm sản phẩm', labelHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tìm kiếm sản phẩm' })).toBeVisible();
    const hiddenWrapper = canvas.getByText('Tìm kiếm sản phẩm').parentElement;
    await expect(hiddenWrapper?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
