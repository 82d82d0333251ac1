import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Textarea, textareaResizes } from './Textarea';

const meta = {
  title: 'Components/Forms/Textarea',
  component: Textarea,
  args: { label: 'Ghi chú', onChange: fn() },
  argTypes: { resize: { control: 'inline-radio', options: textareaResizes } },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Ghi chú cho nhà cung cấp' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Ghi chú' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Giao trước 10 giờ sáng.{Enter}Gọi trước khi giao.');
    await expect(textarea).toHaveValue('Giao trước 10 giờ sáng.\nGọi trước khi giao.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithValue: Story = {
  args: {
    label: 'Mô tả',
    defaultValue: 'Nhà phân phối thuốc trên toàn quốc',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mô tả' });
    await expect(textarea).toHaveValue('Nhà phân phối thuốc trên toàn quốc');
    await expect(textarea).toHaveAttribute('rows', '3');
  },
};

export const Required: Story = {
  args: { label: 'Địa chỉ', required: true, rows: 2 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Địa chỉ' });
    await expect(textarea).toHaveAttribute('aria-required', 'true');
    await expect(textarea).toHaveAttribute('rows', '2');
  },
};

export const WithError: Story = {
  args: {
    label: 'Địa chỉ',
    required: true,
    description: 'Địa chỉ nhận hàng của nhà thuốc',
    error: 'Vui lòng nhập địa chỉ',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Địa chỉ' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription(
      'Địa chỉ nhận hàng của nhà thuốc Vui lòng nhập địa chỉ',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'KHÔNG CÓ GHI CHÚ' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Ghi chú' });
    await expect(textarea).toBeDisabled();
    await userEvent.tab();
    await expect(textarea).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Giao trước 10 giờ sáng.' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Ghi chú' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(textarea).toHaveValue('Giao trước 10 giờ sáng.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NotResizable: Story = {
  args: { resize: 'none', rows: 5 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Ghi chú' });
    await expect(getComputedStyle(textarea).resize).toBe('none');
    await userEvent.click(textarea);
    await userEvent.keyboard('Ghi chú dài');
    await expect(textarea).toHaveValue('Ghi chú dài');
  },
};
