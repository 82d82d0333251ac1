import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dateRangePresetIds, presetRange } from '../../utils/dates';
import { Button } from '../Button/Button';
import { retype } from '../private/playActions';
import { StoryValue } from '../private/StoryValue';
import { DateRangePicker, dateRangePickerLayouts } from './DateRangePicker';

/** Stories pin "today" so what the calendars disable never depends on the real date. */
const today = '2026-03-15';

const meta = {
  title: 'Components/Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Ngày đặt hàng',
    today,
    from: {
      label: 'Từ ngày',
      clearLabel: 'Xoá từ ngày',
      calendarButtonLabel: 'Chọn từ ngày',
      calendarLabel: 'Lịch từ ngày',
    },
    to: {
      label: 'Đến ngày',
      clearLabel: 'Xoá đến ngày',
      calendarButtonLabel: 'Chọn đến ngày',
      calendarLabel: 'Lịch đến ngày',
    },
    previousMonthLabel: 'Tháng trước',
    nextMonthLabel: 'Tháng sau',
    onChange: fn(),
    onInvalidInput: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: dateRangePickerLayouts },
    locale: { control: false },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function dayCell(body: HTMLElement, text: string) {
  return within(body).getByRole('gridcell', { name: new RegExp(text) });
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Ngày đặt hàng' });
    await expect(within(group).getByRole('textbox', { name: 'Từ ngày' })).toHaveValue('');
    await expect(within(group).getByRole('textbox', { name: 'Đến ngày' })).toHaveValue('');
    await expect(within(group).getByRole('button', { name: 'Chọn từ ngày' })).toBeVisible();
    await expect(within(group).getByRole('button', { name: 'Chọn đến ngày' })).toBeVisible();
  },
};

const presetLabels = {
  today: 'Hôm nay',
  yesterday: 'Hôm qua',
  last7Days: '7 ngày qua',
  last30Days: '30 ngày qua',
  thisMonth: 'Tháng này',
  lastMonth: 'Tháng trước',
} as const;

/**
 * One-click ranges counted back from today (15/03/2026 here): a preset fills both ends and stays pressed while the
 * range is its own; one outside `minDate` is disabled. Keyboard: Tab reaches each, Space or Enter chooses it.
 */
export const Presets: Story = {
  args: {
    presets: dateRangePresetIds.map((id) => ({ label: presetLabels[id], range: presetRange(id, today) })),
    presetsLabel: 'Chọn nhanh',
    minDate: '2026-02-10',
  },
  play: async ({ args, canvas }) => {
    const presets = canvas.getByRole('group', { name: 'Chọn nhanh' });
    const from = canvas.getByRole('textbox', { name: 'Từ ngày' });
    const to = canvas.getByRole('textbox', { name: 'Đến ngày' });
    await userEvent.click(within(presets).getByRole('button', { name: 'Hôm qua' }));
    await expect(from).toHaveValue('14/03/2026');
    await expect(to).toHaveValue('14/03/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-03-14', to: '2026-03-14' });
    await expect(within(presets).getByRole('button', { name: 'Hôm qua' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(presets).getByRole('button', { name: 'Hôm nay' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Last month began before the earliest day allowed.
    await expect(within(presets).getByRole('button', { name: 'Tháng trước' })).toBeDisabled();
    within(presets).getByRole('button', { name: '7 ngày qua' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(from).toHaveValue('09/03/2026');
    await expect(to).toHaveValue('15/03/2026');
    await expect(within(presets).getByRole('button', { name: 'Hôm qua' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const ChooseRangeWithKeyboard: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = canvasElement.ownerDocument.body;
    await step('Choose the start', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Chọn từ ngày' }));
      await waitFor(() => expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveFocus());
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-03-10', to: null });
      await expect(canvas.getByRole('textbox', { name: 'Từ ngày' })).toHaveValue('10/03/2026');
    });
    await step('The end cannot precede the start', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Chọn đến ngày' }));
      const calendar = await within(body).findByRole('dialog', { name: 'Lịch đến ngày' });
      await waitFor(() => expect(dayCell(calendar, 'ngày 15 tháng 03 năm 2026')).toHaveFocus());
      await expect(dayCell(calendar, 'ngày 9 tháng 03 năm 2026')).toHaveAttribute('aria-disabled', 'true');
      await expect(dayCell(calendar, 'ngày 10 tháng 03 năm 2026')).not.toHaveAttribute('aria-disabled');
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      // Focus stops at the start, the first day the end may take.
      await expect(dayCell(calendar, 'ngày 10 tháng 03 năm 2026')).toHaveFocus();
      await userEvent.keyboard('{PageDown}{Home}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-03-10', to: '2026-04-06' });
    });
    await step('The days between are shaded', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Chọn từ ngày' }));
      const calendar = await within(body).findByRole('dialog', { name: 'Lịch từ ngày' });
      await expect(dayCell(calendar, 'ngày 20 tháng 03 năm 2026')).toHaveAttribute('data-in-range', 'true');
      await expect(dayCell(calendar, 'ngày 9 tháng 03 năm 2026')).not.toHaveAttribute('data-in-range');
      await expect(dayCell(calendar, 'ngày 10 tháng 03 năm 2026')).toHaveAttribute('aria-selected', 'true');
    });
  },
};

/** The owner turns rejections into messages, as the filter drawer does with its own texts. */
function RangeWithValidation(props: ComponentProps<typeof DateRangePicker>) {
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const message = (reason: string) =>
    reason === 'rangeReversed' ? 'Từ ngày phải trước Đến ngày.' : 'Ngày không hợp lệ (dd/mm/yyyy).';
  return (
    <DateRangePicker
      {...props}
      from={{ ...props.from, error: errors.from }}
      to={{ ...props.to, error: errors.to }}
      onInvalidInput={(part, reason, text) => {
        props.onInvalidInput?.(part, reason, text);
        setErrors((current) => ({ ...current, [part]: message(reason) }));
      }}
      onChange={(range) => {
        props.onChange?.(range);
        setErrors({});
      }}
    />
  );
}

export const RangeValidation: Story = {
  args: { defaultValue: { from: '2026-03-10', to: '2026-03-20' } },
  render: (args) => <RangeWithValidation {...args} />,
  play: async ({ args, canvas, step }) => {
    const from = canvas.getByRole('textbox', { name: 'Từ ngày' });
    const to = canvas.getByRole('textbox', { name: 'Đến ngày' });
    await step('A typed start after the end is rejected', async () => {
      await retype(from, '25/03/2026{Enter}');
      await expect(args.onInvalidInput).toHaveBeenCalledWith('from', 'rangeReversed', '25/03/2026');
      await expect(from).toBeInvalid();
      await expect(from).toHaveAccessibleDescription('Từ ngày phải trước Đến ngày.');
      await expect(args.onChange).not.toHaveBeenCalled();
    });
    await step('A typed end before the start is rejected', async () => {
      await retype(to, '01/03/2026');
      await userEvent.tab();
      await expect(args.onInvalidInput).toHaveBeenLastCalledWith('to', 'rangeReversed', '01/03/2026');
      await expect(to).toBeInvalid();
    });
    await step('An impossible day keeps its own reason', async () => {
      await retype(to, '32/03/2026{Enter}');
      await expect(args.onInvalidInput).toHaveBeenLastCalledWith('to', 'invalidDate', '32/03/2026');
    });
    await step('A start on the end day is accepted', async () => {
      await retype(to, '20/03/2026{Enter}');
      await retype(from, '20/03/2026{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-03-20', to: '2026-03-20' });
      await expect(from).not.toBeInvalid();
      await expect(to).not.toBeInvalid();
    });
  },
};

export const Clearing: Story = {
  args: { defaultValue: { from: '2026-03-10', to: '2026-03-20' } },
  play: async ({ args, canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá từ ngày' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: null, to: '2026-03-20' });
    await expect(canvas.getByRole('textbox', { name: 'Từ ngày' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Từ ngày' })).toHaveFocus();
    // With no start, the end's calendar allows earlier days again.
    await userEvent.click(canvas.getByRole('button', { name: 'Chọn đến ngày' }));
    const calendar = await within(body).findByRole('dialog', { name: 'Lịch đến ngày' });
    await expect(dayCell(calendar, 'ngày 1 tháng 03 năm 2026')).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá đến ngày' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: null, to: null });
  },
};

/** The delivery range of the filter drawer: nothing after today, stacked for a narrow drawer. */
export const DeliveryRangeUpToToday: Story = {
  args: {
    label: 'Ngày giao hàng',
    maxDate: today,
    layout: 'stacked',
    defaultValue: { from: null, to: null },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(canvas.getByRole('button', { name: 'Chọn từ ngày' }));
    const calendar = await within(body).findByRole('dialog', { name: 'Lịch từ ngày' });
    await expect(dayCell(calendar, 'ngày 16 tháng 03 năm 2026')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(calendar).getByRole('button', { name: 'Tháng sau' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    const to = canvas.getByRole('textbox', { name: 'Đến ngày' });
    await userEvent.click(to);
    await userEvent.keyboard('16/03/2026{Enter}');
    // After today is out of bounds, not a reversed range.
    await expect(args.onInvalidInput).toHaveBeenCalledWith('to', 'afterMaxDate', '16/03/2026');
    const boxes = canvas.getAllByRole('textbox');
    await expect(boxes[1]?.getBoundingClientRect().top).toBeGreaterThan(
      boxes[0]?.getBoundingClientRect().top ?? 0,
    );
  },
};

export const WithError: Story = {
  args: {
    description: 'Lọc theo ngày tạo đơn',
    error: 'Khoảng ngày không hợp lệ.',
    defaultValue: { from: '2026-03-10', to: '2026-03-20' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Ngày đặt hàng' })).toHaveAccessibleDescription(
      'Lọc theo ngày tạo đơn',
    );
    for (const name of ['Từ ngày', 'Đến ngày']) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toBeInvalid();
      await expect(field).toHaveAccessibleDescription('Khoảng ngày không hợp lệ.');
    }
  },
};

export const Controlled: Story = {
  render: function ControlledRange(args) {
    const [range, setRange] = useState({ from: '2026-03-01' as string | null, to: null as string | null });
    return (
      <div>
        <DateRangePicker
          {...args}
          value={range}
          onChange={(next) => {
            args.onChange?.(next);
            setRange(next);
          }}
        />
        <StoryValue value={`${range.from ?? '…'} → ${range.to ?? '…'}`} />
        <Button variant="outline" tone="neutral" onClick={() => setRange({ from: null, to: null })}>
          Xoá tất cả
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const to = canvas.getByRole('textbox', { name: 'Đến ngày' });
    await userEvent.click(to);
    await userEvent.keyboard('31/03/2026{Enter}');
    await expect(canvas.getByRole('status', { name: 'Giá trị' })).toHaveTextContent(
      '2026-03-01 → 2026-03-31',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá tất cả' }));
    await expect(canvas.getByRole('textbox', { name: 'Từ ngày' })).toHaveValue('');
    await expect(to).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { from: '2026-03-10', to: '2026-03-20' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Ngày đặt hàng' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Từ ngày' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Chọn đến ngày' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Xoá từ ngày' })).not.toBeInTheDocument();
  },
};

export const InAForm: Story = {
  args: {
    defaultValue: { from: '2026-03-10', to: '2026-03-20' },
    from: { ...meta.args.from, name: 'from_date' },
    to: { ...meta.args.to, name: 'to_date' },
  },
  render: (args) => (
    <form aria-label="Bộ lọc nâng cao">
      <DateRangePicker {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Bộ lọc nâng cao' }) as HTMLFormElement;
    const data = new FormData(form);
    await expect(data.get('from_date')).toBe('2026-03-10');
    await expect(data.get('to_date')).toBe('2026-03-20');
  },
};
