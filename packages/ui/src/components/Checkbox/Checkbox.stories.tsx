import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Box/Box';
import { sizeName } from '../private/storyText';
import { Checkbox, checkboxSizes } from './Checkbox';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Đang giao hàng', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: checkboxSizes } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Đang giao hàng' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Đang giao hàng' });
    await expect(checkbox).toBeChecked();
    // The label is part of the hit area.
    await userEvent.click(canvas.getByText('Đang giao hàng'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    // Ends as its name says: checked.
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Đồng bộ lên KiotViet',
    description: 'Tạo phiếu nhập hàng trên KiotViet khi đơn đã giao',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Đồng bộ lên KiotViet' })).toHaveAccessibleDescription(
      'Tạo phiếu nhập hàng trên KiotViet khi đơn đã giao',
    );
  },
};

export const Required: Story = {
  args: { label: 'Tôi đã kiểm tra số lô và hạn dùng', required: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Tôi đã kiểm tra số lô và hạn dùng' });
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: {
    label: 'Tôi đã kiểm tra số lô và hạn dùng',
    required: true,
    error: 'Vui lòng xác nhận trước khi tạo đơn',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Tôi đã kiểm tra số lô và hạn dùng' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Vui lòng xác nhận trước khi tạo đơn');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Đang giao hàng' });
    await expect(checkbox).toBeDisabled();
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await userEvent.click(canvas.getByText('Đang giao hàng'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Hoạt động' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Hoạt động' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Chọn đơn DH000123', labelHidden: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Chọn đơn DH000123' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(
      canvas.getByText('Chọn đơn DH000123').parentElement?.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};

export const Indeterminate: Story = {
  args: { label: 'Tất cả trạng thái', indeterminate: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Tất cả trạng thái' });
    await expect(checkbox).toBePartiallyChecked();
    await expect((checkbox as HTMLInputElement).indeterminate).toBe(true);
  },
};

/** Clicking a mixed box chooses everything: it reports `true`. */
export const ClickingAMixedBoxChecksIt: Story = {
  args: Indeterminate.args,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tất cả trạng thái' }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

const statuses = ['Đã tạo', 'Đang giao hàng', 'Hoàn tất'];

/** A 'select all' box that shows a dash while only some statuses are chosen. */
export const SelectAllIndeterminate: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>([]);
    const all = selected.length === statuses.length;
    return (
      <Stack gap="small">
        <Checkbox
          {...args}
          label="Tất cả trạng thái"
          checked={all}
          indeterminate={selected.length > 0 && !all}
          onCheckedChange={(checked) => {
            setSelected(checked ? statuses : []);
            args.onCheckedChange?.(checked);
          }}
        />
        {statuses.map((status) => (
          <Checkbox
            key={status}
            label={status}
            checked={selected.includes(status)}
            onCheckedChange={(checked) =>
              setSelected((current) =>
                checked ? [...current, status] : current.filter((item) => item !== status),
              )
            }
          />
        ))}
      </Stack>
    );
  },
  play: async ({ args, canvas, step }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Tất cả trạng thái' });
    await step('choosing one status makes "all" mixed', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Đang giao hàng' }));
      await expect(selectAll).toBePartiallyChecked();
      await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    });
    await step('Space on the mixed box selects every status', async () => {
      selectAll.focus();
      await userEvent.keyboard(' ');
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
      await expect(selectAll).toBeChecked();
      for (const status of statuses) {
        await expect(canvas.getByRole('checkbox', { name: status })).toBeChecked();
      }
    });
    await step('Space again clears them', async () => {
      await userEvent.keyboard(' ');
      await expect(selectAll).not.toBeChecked();
      await expect(selectAll).not.toBePartiallyChecked();
      await expect(canvas.getByRole('checkbox', { name: 'Hoàn tất' })).not.toBeChecked();
    });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {checkboxSizes.map((size) => (
        <Checkbox key={size} {...args} label={`Cỡ ${sizeName[size]}`} size={size} defaultChecked />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [small, medium] = checkboxSizes.map((size) =>
      canvas.getByRole('checkbox', { name: `Cỡ ${sizeName[size]}` }).getBoundingClientRect(),
    );
    await expect(small?.width).toBeLessThan(medium?.width ?? 0);
  },
};
