import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PencilIcon, SearchIcon } from '../../icons/icons';
import { Stack } from '../Box/Box';
import { IconButton } from '../IconButton/IconButton';
import { sizeName } from '../private/storyText';
import { TextField, textFieldSizes } from './TextField';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  args: { label: 'Tên nhà cung cấp', onChange: fn(), onBlur: fn() },
  argTypes: { size: { control: 'inline-radio', options: textFieldSizes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên nhà cung cấp' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Công ty Dược Hậu Giang');
    await expect(input).toHaveValue('Công ty Dược Hậu Giang');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Nhà thuốc An Khang' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên nhà cung cấp' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('Nhà thuốc Long Châu');
    await expect(input).toHaveValue('Nhà thuốc Long Châu');
  },
};

export const Required: Story = {
  args: { required: true, placeholder: 'Nhập tên nhà cung cấp' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên nhà cung cấp' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAttribute('placeholder', 'Nhập tên nhà cung cấp');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Tên đăng nhập',
    description: 'Client ID của ứng dụng KiotViet',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAccessibleDescription(
      'Client ID của ứng dụng KiotViet',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Tên kết nối',
    required: true,
    description: 'Tên cửa hàng (retailer) trên KiotViet',
    error: 'Vui lòng nhập tên kết nối',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên kết nối' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Tên cửa hàng (retailer) trên KiotViet Vui lòng nhập tên kết nối',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Công ty Dược Hậu Giang' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên nhà cung cấp' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Công ty Dược Hậu Giang');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Công ty Dược Hậu Giang' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên nhà cung cấp' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('Công ty Dược Hậu Giang');
    await expect(input).toHaveAttribute('readonly');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A saved value stays locked until the edit pencil beside its label is clicked
 * (docs/product/connection.md#locked-fields).
 */
export const LockedUntilEdited: Story = {
  args: { label: 'Tên kết nối', defaultValue: 'nhathuocankhang' },
  render: function Render(args) {
    const [locked, setLocked] = useState(true);
    const inputRef = useRef<HTMLInputElement>(null);
    // The pencil disappears once clicked, so focus moves on to what it unlocked.
    useEffect(() => {
      if (!locked) inputRef.current?.focus();
    }, [locked]);
    return (
      <TextField
        {...args}
        ref={inputRef}
        readOnly={locked}
        labelAction={
          locked ? (
            <IconButton
              label="Sửa tên kết nối"
              icon={<PencilIcon />}
              size="small"
              onClick={() => setLocked(false)}
            />
          ) : null
        }
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tên kết nối' });
    await expect(input).toHaveAttribute('readonly');
    // The pencil sits beside the label, so it comes before the input in tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sửa tên kết nối' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).not.toHaveAttribute('readonly');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{End}-q1');
    await expect(input).toHaveValue('nhathuocankhang-q1');
  },
};

export const WithSearchIcon: Story = {
  args: {
    label: 'Tìm kiếm sản phẩm',
    labelHidden: true,
    type: 'search',
    placeholder: 'Tìm kiếm sản phẩm...',
    startIcon: <SearchIcon />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' });
    await userEvent.click(input);
    await userEvent.keyboard('paracetamol');
    await expect(input).toHaveValue('paracetamol');
    const icon = input.parentElement?.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    // The text starts after the icon instead of under it.
    const iconBox = icon?.getBoundingClientRect();
    await expect(Number.parseFloat(getComputedStyle(input).paddingLeft)).toBeGreaterThan(
      (iconBox?.right ?? 0) - input.getBoundingClientRect().left,
    );
  },
};

export const WithUnit: Story = {
  args: { label: 'Quy cách đóng gói', endAdornment: 'viên/hộp', defaultValue: '100' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quy cách đóng gói' });
    const unit = canvas.getByText('viên/hộp');
    await expect(unit).toBeVisible();
    // The value never runs under the unit.
    await expect(
      input.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(input).paddingRight),
    ).toBeLessThanOrEqual(unit.getBoundingClientRect().left);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="medium">
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} label={`Cỡ ${sizeName[size]}`} size={size} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const heights = textFieldSizes.map(
      (size) => canvas.getByRole('textbox', { name: `Cỡ ${sizeName[size]}` }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
};
