import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { StoryValue } from '../private/StoryValue';
import { Select, type SelectOption, type SelectOptionGroup, selectSizes } from './Select';

const statuses: SelectOption[] = [
  { value: 'pending', label: 'Đã tạo' },
  { value: 'approved', label: 'Đã xác nhận' },
  { value: 'shipped', label: 'Đang giao hàng' },
  { value: 'delivered', label: 'Hoàn tất' },
  { value: 'cancelled', label: 'Huỷ' },
];

const sourceTag = (
  <Badge tone="info" size="small">
    KiotViet
  </Badge>
);

/**
 * The supplier choice of docs/product/purchase-orders.md#supplier-select: partner suppliers, then internal ones with
 * their POS source tag.
 */
const suppliers: Array<SelectOption | SelectOptionGroup> = [
  {
    label: 'Nhà cung cấp đối tác',
    options: [
      { value: 'dhg', label: 'Công ty Dược Hậu Giang', description: 'Nhà phân phối thuốc trên toàn quốc' },
      { value: 'tw1', label: 'Dược phẩm Trung ương 1', description: 'Nhà phân phối thuốc trên toàn quốc' },
    ],
  },
  {
    label: 'Nhà cung cấp nội bộ',
    options: [
      { value: 'lc', label: 'Nhà thuốc Long Châu', badge: sourceTag, description: 'Kho tổng Quận 5' },
      { value: 'db', label: 'Đại Bắc', badge: sourceTag },
      { value: 'ak', label: 'Nhà thuốc An Khang (tạm dừng)', disabled: true },
    ],
  },
];

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: {
    label: 'Trạng thái',
    placeholder: 'Chọn trạng thái',
    options: statuses,
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
    options: { control: false },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ariakit keeps DOM focus on the listbox and marks the active option (`aria-activedescendant`). */
async function expectActive(option: HTMLElement) {
  await waitFor(() => expect(option).toHaveAttribute('data-active-item'));
  await expect(option.closest('[role="listbox"]')).toHaveAttribute('aria-activedescendant', option.id);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Trạng thái' });
    await expect(select).toHaveTextContent('Chọn trạng thái');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(select).toHaveAttribute('aria-haspopup', 'listbox');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('combobox', { name: 'Trạng thái' });
    await step('Tab reaches the select and ArrowDown opens it', async () => {
      await userEvent.tab();
      await expect(select).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(await body.findByRole('listbox', { name: 'Trạng thái' })).toBeVisible();
    });
    await step('Arrows move and Enter chooses', async () => {
      // With nothing chosen yet, the listbox itself takes focus; the next ArrowDown reaches the first option.
      await waitFor(() => expect(body.getByRole('listbox', { name: 'Trạng thái' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expectActive(body.getByRole('option', { name: 'Đã tạo' }));
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expectActive(body.getByRole('option', { name: 'Đang giao hàng' }));
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenCalledWith('shipped');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(select).toHaveFocus();
      await expect(select).toHaveTextContent('Đang giao hàng');
    });
    await step('Reopened, the chosen option is marked selected', async () => {
      await userEvent.keyboard('{Enter}');
      const chosen = await body.findByRole('option', { name: 'Đang giao hàng' });
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
      await expectActive(chosen);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
      await expect(select).toHaveFocus();
      await expect(args.onChange).toHaveBeenCalledOnce();
    });
  },
};

/** Typing jumps to an option the Vietnamese way: no accents needed, and 'd' reaches 'Đ'. */
export const TypeaheadWithoutAccents: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Trạng thái' }));
    const listbox = await body.findByRole('listbox', { name: 'Trạng thái' });
    await waitFor(() => expect(listbox).toHaveFocus());
    // Without accents ('d' for 'đ'), or with them as a Vietnamese keyboard types them; a pause starts a new search.
    const searches = [
      ['hoan', 'Hoàn tất'],
      ['dang', 'Đang giao hàng'],
      ['hoan', 'Hoàn tất'],
      ['đã x', 'Đã xác nhận'],
    ] as const;
    for (const [index, [typed, name]] of searches.entries()) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, 800));
      await userEvent.keyboard(typed);
      await expectActive(body.getByRole('option', { name }));
    }
  },
};

export const GroupedWithBadges: Story = {
  args: {
    label: 'Nhà cung cấp',
    placeholder: 'Chọn nhà cung cấp',
    options: suppliers,
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await step('Options sit under their group labels', async () => {
      await userEvent.click(select);
      const internal = await body.findByRole('group', { name: 'Nhà cung cấp nội bộ' });
      await expect(within(internal).getAllByRole('option')).toHaveLength(3);
      await expect(body.getByRole('group', { name: 'Nhà cung cấp đối tác' })).toBeVisible();
    });
    await step('An option is named by its label, badge and description', async () => {
      await expect(
        body.getByRole('option', { name: 'Nhà thuốc Long Châu KiotViet Kho tổng Quận 5' }),
      ).toBeVisible();
      await expect(
        body.getByRole('option', { name: 'Công ty Dược Hậu Giang Nhà phân phối thuốc trên toàn quốc' }),
      ).toBeVisible();
    });
    await step('Arrow keys cross groups and skip disabled options', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expectActive(body.getByRole('option', { name: /^Công ty Dược Hậu Giang/ }));
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await expectActive(body.getByRole('option', { name: 'Đại Bắc KiotViet' }));
      await userEvent.keyboard('{ArrowDown}');
      await expectActive(body.getByRole('option', { name: 'Đại Bắc KiotViet' }));
      await expect(body.getByRole('option', { name: 'Nhà thuốc An Khang (tạm dừng)' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenCalledWith('db');
      await expect(select).toHaveTextContent('Đại BắcKiotViet');
    });
  },
};

export const OpenWithGroups: Story = {
  args: { label: 'Nhà cung cấp', options: suppliers, defaultValue: 'lc' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await expect(select).toHaveTextContent('Nhà thuốc Long Châu');
    await userEvent.click(select);
    // Left open so the catalogue (and axe) see the listbox with its groups.
    await expect(await body.findByRole('option', { name: /^Nhà thuốc Long Châu KiotViet/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Controlled: Story = {
  render: function ControlledSelect(args) {
    const [value, setValue] = useState<string | null>('approved');
    return (
      <div>
        <Select
          {...args}
          value={value}
          onChange={(next) => {
            args.onChange?.(next);
            setValue(next);
          }}
        />
        <StoryValue value={value} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const select = canvas.getByRole('combobox', { name: 'Trạng thái' });
    await expect(select).toHaveTextContent('Đã xác nhận');
    await userEvent.click(select);
    await userEvent.click(await body.findByRole('option', { name: 'Hoàn tất' }));
    await expect(canvas.getByRole('status', { name: 'Giá trị' })).toHaveTextContent('delivered');
    await expect(select).toHaveTextContent('Hoàn tất');
  },
};

export const WithError: Story = {
  args: {
    label: 'Nhà cung cấp',
    options: suppliers,
    placeholder: 'Chọn nhà cung cấp',
    required: true,
    description: 'Nhà cung cấp nội bộ mở đơn theo lô',
    error: 'Vui lòng chọn nhà cung cấp',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Nhà cung cấp nội bộ mở đơn theo lô Vui lòng chọn nhà cung cấp',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'pending' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Trạng thái' });
    await expect(select).toBeDisabled();
    await userEvent.click(select, { pointerEventsCheck: 0 });
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {selectSizes.map((size) => (
        <Select key={size} {...args} label={size} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = selectSizes.map(
      (size) => canvas.getByRole('combobox', { name: size }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
};

export const InAForm: Story = {
  args: { name: 'status', defaultValue: 'shipped' },
  render: (args) => (
    <form aria-label="Bộ lọc">
      <Select {...args} />
    </form>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = canvas.getByRole('form', { name: 'Bộ lọc' }) as HTMLFormElement;
    await expect(new FormData(form).get('status')).toBe('shipped');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Trạng thái' }));
    await userEvent.click(await body.findByRole('option', { name: 'Huỷ' }));
    await waitFor(() => expect(new FormData(form).get('status')).toBe('cancelled'));
  },
};
