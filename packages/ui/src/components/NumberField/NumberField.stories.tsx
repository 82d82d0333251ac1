import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Box/Box';
import { Button } from '../Button/Button';
import { StoryValue } from '../private/StoryValue';
import { NumberField, numberFieldAligns } from './NumberField';

const meta = {
  title: 'Components/Forms/NumberField',
  component: NumberField,
  args: { label: 'Số lượng', onValueChange: fn(), onBlur: fn() },
  argTypes: { align: { control: 'inline-radio', options: numberFieldAligns } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1234567');
    await expect(input).toHaveValue('1.234.567');
    // A number, not the formatted string.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234567);
    await expect(input).toHaveAttribute('inputmode', 'decimal');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 1500 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await expect(input).toHaveValue('1.500');
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('150');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(150);
  },
};

export const Decimals: Story = {
  args: { label: 'Hàm lượng (mg)', decimalScale: 2 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Hàm lượng (mg)' });
    await userEvent.click(input);
    await userEvent.keyboard('1234,567');
    // The third decimal is refused.
    await expect(input).toHaveValue('1.234,56');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.56);
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    // '.' groups thousands in vi-VN, so it never starts the decimals.
    await userEvent.keyboard('1.5');
    await expect(input).toHaveValue('15');
  },
};

/**
 * A partner order line's quantity is at least 1; on blur 0 or less is 1
 * (docs/product/purchase-orders.md#partner-order-rules).
 */
export const ClampOnBlur: Story = {
  args: { min: 1, clampOnBlur: true, decimalScale: 0, defaultValue: 1 },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await step('0 becomes 1 when the field is left', async () => {
      await userEvent.tripleClick(input);
      await userEvent.keyboard('0');
      await expect(input).toHaveValue('0');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
      await userEvent.tab();
      await expect(input).toHaveValue('1');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
      await expect(args.onBlur).toHaveBeenCalledOnce();
    });
    await step('a minus sign cannot be typed when min is positive', async () => {
      await userEvent.tripleClick(input);
      await userEvent.keyboard('-5');
      await expect(input).toHaveValue('5');
    });
    await step('a value in range is kept', async () => {
      await userEvent.tab();
      await expect(input).toHaveValue('5');
    });
  },
};

/** An existing lot's quantity cannot exceed what is on hand (docs/product/purchase-orders.md#lot-rules). */
export const ClampToMaximum: Story = {
  args: { min: 0, max: 50, clampOnBlur: true, decimalScale: 0, description: 'Tồn kho: 50' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await expect(input).toHaveAccessibleDescription('Tồn kho: 50');
    await userEvent.click(input);
    await userEvent.keyboard('80');
    await userEvent.tab();
    await expect(input).toHaveValue('50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(50);
  },
};

export const EmptyBecomesMinimumOnBlur: Story = {
  args: { min: 1, clampOnBlur: true, emptyValueOnBlur: 1, decimalScale: 0, defaultValue: 3 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

export const ArrowKeysStep: Story = {
  args: { min: 1, max: 5, decimalScale: 0, defaultValue: 1 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [quantity, setQuantity] = useState<number | null>(2);
    return (
      <Stack gap="small">
        <NumberField
          {...args}
          value={quantity}
          onValueChange={(next) => {
            setQuantity(next);
            args.onValueChange?.(next);
          }}
        />
        <StoryValue value={quantity === null ? null : String(quantity)} />
        <Button variant="outline" onClick={() => setQuantity(1)}>
          Đặt lại
        </Button>
      </Stack>
    );
  },
  args: { min: 1, clampOnBlur: true, decimalScale: 0 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    const output = canvas.getByRole('status', { name: 'Giá trị' });
    await expect(input).toHaveValue('2');
    await userEvent.click(input);
    await userEvent.keyboard('{End}5000');
    await expect(input).toHaveValue('25.000');
    await expect(output).toHaveTextContent('25000');
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lại' }));
    await expect(input).toHaveValue('1');
    await expect(output).toHaveTextContent('1');
  },
};

export const Required: Story = {
  args: { required: true, placeholder: '0' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAttribute('placeholder', '0');
  },
};

export const WithError: Story = {
  args: {
    min: 1,
    decimalScale: 0,
    defaultValue: 0,
    required: true,
    error: 'Số lượng phải lớn hơn hoặc bằng 1',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Số lượng phải lớn hơn hoặc bằng 1');
    // Without clampOnBlur the value is kept, so the error stays true to what the user sees.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveValue('0');
  },
};

export const WithUnit: Story = {
  args: { endAdornment: 'viên', decimalScale: 0, defaultValue: 100, align: 'end' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    const unit = canvas.getByText('viên');
    await expect(getComputedStyle(input).textAlign).toBe('end');
    const textEnd =
      input.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(input).paddingRight);
    await expect(textEnd).toBeLessThanOrEqual(unit.getBoundingClientRect().left);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 10 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 10, min: 1, clampOnBlur: true, emptyValueOnBlur: 1 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}5');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
