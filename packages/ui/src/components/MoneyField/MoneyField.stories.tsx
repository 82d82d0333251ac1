import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MoneyField } from './MoneyField';

const meta = {
  title: 'Components/Forms/MoneyField',
  component: MoneyField,
  args: { label: 'Giá nhập', onValueChange: fn() },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Giá nhập' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('150000');
    await expect(input).toHaveValue(vnd.format(150000));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(150000);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const WithValue: Story = {
  args: { label: 'Thành tiền', defaultValue: 1234567 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Thành tiền' });
    // Same text as the amounts shown elsewhere in the portal.
    await expect(input).toHaveValue(vnd.format(1234567));
    await expect(input).toHaveValue('1.234.567\u00a0₫');
    await expect(getComputedStyle(input).textAlign).toBe('end');
  },
};

export const WholeDongOnly: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Giá nhập' });
    await userEvent.click(input);
    await userEvent.keyboard('12,5');
    await expect(input).toHaveValue('125\u00a0₫');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(125);
    await userEvent.keyboard('-');
    await expect(input).toHaveValue('125\u00a0₫');
  },
};

export const ArrowKeysStepByThousand: Story = {
  args: { defaultValue: 150000 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Giá nhập' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue(vnd.format(152000));
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue(vnd.format(142000));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(142000);
  },
};

export const RefusesImpreciseAmounts: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Giá nhập' });
    await userEvent.click(input);
    await userEvent.keyboard('99999999999999999999');
    // The 16th nine would pass 2^53 and silently change the amount, so typing stops before it.
    await expect(input).toHaveValue(vnd.format(999999999999999));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(999999999999999);
  },
};

export const Required: Story = {
  args: { required: true, placeholder: '0 ₫' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Giá nhập' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 0, error: 'Giá nhập phải lớn hơn 0' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Giá nhập' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Giá nhập phải lớn hơn 0');
    await expect(input).toHaveValue(vnd.format(0));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 85000 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Giá nhập' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue(vnd.format(85000));
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 85000, label: 'Đơn giá' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Đơn giá' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}9');
    await expect(input).toHaveValue(vnd.format(85000));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
