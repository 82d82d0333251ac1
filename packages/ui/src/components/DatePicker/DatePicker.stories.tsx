import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { retype, textContrast } from '../private/playActions';
import { StoryValue } from '../private/StoryValue';
import { DatePicker, dateDisplayFormats, datePickerSizes } from './DatePicker';

/** Stories pin "today" so the calendar, and what is disabled in it, never depends on the real date. */
const today = '2026-03-15';

const vietnameseLabels = {
  calendarButtonLabel: 'Chọn ngày',
  calendarLabel: 'Lịch chọn ngày',
  clearLabel: 'Xoá ngày',
  previousMonthLabel: 'Tháng trước',
  nextMonthLabel: 'Tháng sau',
};

const meta = {
  title: 'Components/Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'Ngày giao hàng dự kiến',
    today,
    ...vietnameseLabels,
    onChange: fn(),
    onInvalidInput: fn(),
  },
  argTypes: {
    format: { control: 'inline-radio', options: dateDisplayFormats },
    size: { control: 'inline-radio', options: datePickerSizes },
    locale: { control: false },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day cell of the open calendar whose Vietnamese full date contains `text`, e.g. 'ngày 16 tháng 03'. */
function dayCell(body: HTMLElement, text: string) {
  return within(body).getByRole('gridcell', { name: new RegExp(text) });
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Ngày giao hàng dự kiến' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await expect(canvas.getByRole('button', { name: 'Chọn ngày' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Xoá ngày' })).not.toBeInTheDocument();
  },
};

export const TypedEntry: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Ngày giao hàng dự kiến' });
    await step('Enter confirms a typed day', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard('20/03/2026{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-20');
      await expect(input).toHaveValue('20/03/2026');
    });
    await step('Leaving the field confirms too, and short or dashed days are tidied', async () => {
      await retype(input, '5-4-2026');
      await userEvent.tab();
      await expect(args.onChange).toHaveBeenLastCalledWith('2026-04-05');
      await expect(input).toHaveValue('05/04/2026');
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(args.onInvalidInput).not.toHaveBeenCalled();
    });
  },
};

/** The owner turns the rejection into a message through `error`, as the portal does with its own texts. */
function DatePickerWithValidation(props: ComponentProps<typeof DatePicker>) {
  const [error, setError] = useState<string>();
  return (
    <DatePicker
      {...props}
      error={error}
      onInvalidInput={(reason, text) => {
        props.onInvalidInput?.(reason, text);
        setError(reason === 'beforeMinDate' ? 'Ngày hết hạn đã qua.' : 'Ngày không hợp lệ (dd/mm/yyyy).');
      }}
      onChange={(value) => {
        props.onChange?.(value);
        setError(undefined);
      }}
    />
  );
}

export const InvalidTypedEntry: Story = {
  render: (args) => <DatePickerWithValidation {...args} />,
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Ngày giao hàng dự kiến' });
    await step('An impossible day is rejected and kept for correction', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('31/02/2026');
      await userEvent.tab();
      await expect(args.onInvalidInput).toHaveBeenCalledWith('invalidDate', '31/02/2026');
      await expect(args.onChange).not.toHaveBeenCalled();
      await expect(input).toBeInvalid();
      await expect(input).toHaveValue('31/02/2026');
      await expect(input).toHaveAccessibleDescription('Ngày không hợp lệ (dd/mm/yyyy).');
    });
    await step('A two-digit year is rejected too', async () => {
      await retype(input, '28/02/26{Enter}');
      await expect(args.onInvalidInput).toHaveBeenLastCalledWith('invalidDate', '28/02/26');
      await expect(input).toBeInvalid();
    });
    await step('Correcting it clears the error', async () => {
      await retype(input, '28/02/2026{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('2026-02-28');
      await expect(input).not.toBeInvalid();
      await expect(canvas.queryByText('Ngày không hợp lệ (dd/mm/yyyy).')).not.toBeInTheDocument();
    });
  },
};

export const CalendarKeyboardNavigation: Story = {
  args: { defaultValue: '2026-03-15' },
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = canvasElement.ownerDocument.body;
    const trigger = canvas.getByRole('button', { name: 'Chọn ngày' });
    await step('The calendar opens on the chosen day', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await within(body).findByRole('dialog', { name: 'Lịch chọn ngày' });
      await expect(within(dialog).getByRole('grid', { name: 'Tháng Ba 2026' })).toBeVisible();
      await waitFor(() => expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveFocus());
      await expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveAttribute('aria-selected', 'true');
      await expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveAttribute('aria-current', 'date');
    });
    await step('Weeks start on Monday', async () => {
      const headers = within(body).getAllByRole('columnheader');
      await expect(headers[0]).toHaveTextContent('T2');
      await expect(headers[6]).toHaveTextContent('CN');
    });
    await step('Arrows move by day and week', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(dayCell(body, 'ngày 16 tháng 03 năm 2026')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(dayCell(body, 'ngày 23 tháng 03 năm 2026')).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
      await expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveFocus();
    });
    await step('Home and End go to the start and end of the week', async () => {
      await userEvent.keyboard('{Home}');
      await expect(dayCell(body, 'Thứ Hai, ngày 9 tháng 03 năm 2026')).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(dayCell(body, 'Chủ Nhật, ngày 15 tháng 03 năm 2026')).toHaveFocus();
    });
    await step('PageUp/PageDown turn the month, with Shift the year', async () => {
      await userEvent.keyboard('{PageDown}');
      await expect(within(body).getByRole('grid', { name: 'Tháng Tư 2026' })).toBeVisible();
      await expect(dayCell(body, 'ngày 15 tháng 04 năm 2026')).toHaveFocus();
      await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
      await expect(within(body).getByRole('grid', { name: 'Tháng Tư 2025' })).toBeVisible();
      await expect(dayCell(body, 'ngày 15 tháng 04 năm 2025')).toHaveFocus();
      await userEvent.keyboard('{PageUp}');
      await expect(dayCell(body, 'ngày 15 tháng 03 năm 2025')).toHaveFocus();
    });
    await step('Enter chooses the focused day, closes and returns focus to the button', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-15');
      await waitFor(() => expect(within(body).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(canvas.getByRole('textbox', { name: 'Ngày giao hàng dự kiến' })).toHaveValue('15/03/2025');
    });
  },
};

export const SelectWithSpace: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const input = canvas.getByRole('textbox', { name: 'Ngày giao hàng dự kiến' });
    await userEvent.click(input);
    // Alt+ArrowDown opens the calendar from the text; with nothing chosen it starts on today.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(args.onChange).toHaveBeenCalledWith('2026-03-17');
    await expect(input).toHaveValue('17/03/2026');
  },
};

export const EscapeClosesCalendar: Story = {
  args: { defaultValue: '2026-03-20' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const trigger = canvas.getByRole('button', { name: 'Chọn ngày' });
    await userEvent.click(trigger);
    await waitFor(() => expect(dayCell(body, 'ngày 20 tháng 03 năm 2026')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(within(body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MonthButtons: Story = {
  args: { defaultValue: '2026-01-31' },
  play: async ({ canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(canvas.getByRole('button', { name: 'Chọn ngày' }));
    await within(body).findByRole('grid', { name: 'Tháng Một 2026' });
    await userEvent.click(within(body).getByRole('button', { name: 'Tháng sau' }));
    // The focused day follows to the same day of the next month, clamped to its length.
    await expect(within(body).getByRole('grid', { name: 'Tháng Hai 2026' })).toBeVisible();
    await expect(dayCell(body, 'ngày 28 tháng 02 năm 2026')).toHaveAttribute('tabindex', '0');
    await userEvent.click(within(body).getByRole('button', { name: 'Tháng trước' }));
    await userEvent.click(within(body).getByRole('button', { name: 'Tháng trước' }));
    await expect(within(body).getByRole('grid', { name: 'Tháng Mười Hai 2025' })).toBeVisible();
  },
};

/**
 * Tab moves through the calendar in the order it is drawn — previous month, next month, the day grid — and
 * then starts over: focus never leaves the open popover for the page behind it or the browser.
 */
export const TabStaysInCalendar: Story = {
  args: { defaultValue: '2026-03-20' },
  play: async ({ canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(canvas.getByRole('button', { name: 'Chọn ngày' }));
    const calendar = await within(body).findByRole('dialog', { name: 'Lịch chọn ngày' });
    const day = dayCell(body, 'ngày 20 tháng 03 năm 2026');
    await waitFor(() => expect(day).toHaveFocus());
    const previous = within(calendar).getByRole('button', { name: 'Tháng trước' });
    const next = within(calendar).getByRole('button', { name: 'Tháng sau' });
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(next).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(day).toHaveFocus();
    await waitFor(() => expect(calendar).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Chọn ngày' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The lot editor's expiry ('HSD'): no day before today, shown dd-MM-yyyy. */
export const MinDateDisablesPastDays: Story = {
  args: { label: 'HSD', minDate: today, format: 'dd-MM-yyyy' },
  render: (args) => <DatePickerWithValidation {...args} />,
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = canvasElement.ownerDocument.body;
    const input = canvas.getByRole('textbox', { name: 'HSD' });
    await step('Past days are disabled and cannot be chosen', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Chọn ngày' }));
      await waitFor(() => expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveFocus());
      const yesterday = dayCell(body, 'ngày 14 tháng 03 năm 2026');
      await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
      await expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).not.toHaveAttribute('aria-disabled');
      await userEvent.click(yesterday);
      await expect(args.onChange).not.toHaveBeenCalled();
      await expect(within(body).getByRole('button', { name: 'Tháng trước' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step('Keyboard focus stops at the first allowed day', async () => {
      await userEvent.keyboard('{ArrowLeft}{ArrowUp}{PageUp}');
      await expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-22');
      await expect(input).toHaveValue('22-03-2026');
    });
    await step('A typed past day is rejected', async () => {
      await retype(input, '10-03-2026{Enter}');
      await expect(args.onInvalidInput).toHaveBeenLastCalledWith('beforeMinDate', '10-03-2026');
      await expect(input).toBeInvalid();
      await expect(input).toHaveAccessibleDescription('Ngày hết hạn đã qua.');
    });
  },
};

export const MaxDate: Story = {
  args: { label: 'Đến ngày', maxDate: today, defaultValue: '2026-03-10' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(canvas.getByRole('button', { name: 'Chọn ngày' }));
    await waitFor(() => expect(dayCell(body, 'ngày 10 tháng 03 năm 2026')).toHaveFocus());
    await expect(dayCell(body, 'ngày 16 tháng 03 năm 2026')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(body).getByRole('button', { name: 'Tháng sau' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{End}');
    await expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(dayCell(body, 'ngày 15 tháng 03 năm 2026')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Clearable: Story = {
  args: { defaultValue: '2026-03-20' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Ngày giao hàng dự kiến' });
    await expect(input).toHaveValue('20/03/2026');
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Xoá ngày' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Xoá ngày' })).not.toBeInTheDocument();
  },
};

export const ExpiryFormat: Story = {
  args: { label: 'HSD', format: 'dd-MM-yyyy', defaultValue: '2027-06-30' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'HSD' });
    await expect(input).toHaveValue('30-06-2027');
    await expect(input).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    await retype(input, '01/07/2027{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-07-01');
    await expect(input).toHaveValue('01-07-2027');
  },
};

export const Controlled: Story = {
  render: function ControlledDatePicker(args) {
    const [value, setValue] = useState<string | null>('2026-03-18');
    return (
      <div>
        <DatePicker
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
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(canvas.getByRole('button', { name: 'Chọn ngày' }));
    await userEvent.click(await within(body).findByRole('gridcell', { name: /ngày 25 tháng 03 năm 2026/ }));
    await expect(canvas.getByRole('status', { name: 'Giá trị' })).toHaveTextContent('2026-03-25');
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá ngày' }));
    await expect(canvas.getByRole('status', { name: 'Giá trị' })).toHaveTextContent('chưa chọn');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Vui lòng chọn ngày giao hàng' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Ngày giao hàng dự kiến' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Vui lòng chọn ngày giao hàng');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-03-20' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ngày giao hàng dự kiến' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Chọn ngày' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Xoá ngày' })).not.toBeInTheDocument();
  },
};

/**
 * A day that can be read but not changed, such as an existing lot's expiry: focusable and announced read-only, in
 * the text colour at full contrast (disabled text is faded below 4.5:1), with no calendar to open.
 */
export const ReadOnly: Story = {
  args: { label: 'HSD', format: 'dd-MM-yyyy', readOnly: true, defaultValue: '2027-06-30' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'HSD' });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveValue('30-06-2027');
    await expect(textContrast(input)).toBeGreaterThanOrEqual(4.5);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('01-01-2028{Enter}');
    await expect(input).toHaveValue('30-06-2027');
    await expect(canvas.queryByRole('button', { name: 'Chọn ngày' })).not.toBeInTheDocument();
  },
};

export const InAForm: Story = {
  args: { name: 'expected_delivery_date', defaultValue: '2026-03-20' },
  render: (args) => (
    <form aria-label="Đơn hàng">
      <DatePicker {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Đơn hàng' }) as HTMLFormElement;
    await expect(new FormData(form).get('expected_delivery_date')).toBe('2026-03-20');
  },
};
