import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Stack } from '../Box/Box';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { input } from '../private/input.css';
import { openOnLoad, runModalTestSuite } from '../private/modalTestSuite';
import { sizeName } from '../private/storyText';
import { unsavedChangesStory } from '../private/unsavedChangesSuite';
import { Text } from '../Text/Text';
import { Dialog, DialogClose, type DialogProps, dialogSizes } from './Dialog';

function PasswordFields() {
  return (
    <Stack gap="medium">
      <Field label="Mật khẩu hiện tại" required>
        {(control) => <input type="password" className={input()} {...control} />}
      </Field>
      <Field label="Mật khẩu mới" required>
        {(control) => <input type="password" className={input()} {...control} />}
      </Field>
      <Field label="Xác nhận mật khẩu mới" required>
        {(control) => <input type="password" className={input()} {...control} />}
      </Field>
    </Stack>
  );
}

const footer = (
  <>
    <DialogClose>
      <Button variant="outline" tone="neutral">
        Huỷ
      </Button>
    </DialogClose>
    <Button>Cập nhật</Button>
  </>
);

const meta = {
  title: 'Components/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Đổi mật khẩu',
    trigger: <Button>Đổi mật khẩu</Button>,
    children: <PasswordFields />,
    footer,
    closeLabel: 'Đóng hộp thoại',
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The change-password dialog open, as a designer reviews it: title, fields and footer actions. */
export const Default: Story = openOnLoad('Đổi mật khẩu');

/** The shared modal suite: keyboard open, focus in, modal + labelled, Tab cycling, Escape, focus return. */
export const KeyboardAndFocus: Story = {
  play: async ({ canvasElement, step, userEvent, args }) => {
    await runModalTestSuite({
      canvasElement,
      step,
      userEvent,
      triggerName: 'Đổi mật khẩu',
      dialogName: 'Đổi mật khẩu',
    });
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Tạo đơn đặt hàng nhà phân phối nội bộ',
    description: 'Chọn nhà cung cấp trước để xem danh sách sản phẩm.',
    trigger: <Button>Tạo đơn hàng</Button>,
    children: <Text>Vui lòng chọn nhà cung cấp trước</Text>,
    footer: undefined,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Tạo đơn hàng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo đơn đặt hàng nhà phân phối nội bộ' });
    await expect(dialog).toHaveAccessibleDescription('Chọn nhà cung cấp trước để xem danh sách sản phẩm.');
    await waitFor(() =>
      expect(within(dialog).getByText('Chọn nhà cung cấp trước để xem danh sách sản phẩm.')).toBeVisible(),
    );
  },
};

/** With nothing else to focus inside, focus lands on the close button; Enter closes and focus goes back. */
export const EnterOnTheCloseButtonCloses: Story = {
  args: WithDescription.args,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Tạo đơn hàng' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Tạo đơn đặt hàng nhà phân phối nội bộ' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Đóng hộp thoại' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The footer's actions under the body, and focus on the first field. */
export const FooterActions: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    await waitFor(() => expect(screen.getByLabelText(/Mật khẩu hiện tại/)).toHaveFocus());
    const cancel = within(dialog).getByRole('button', { name: 'Huỷ' });
    const update = within(dialog).getByRole('button', { name: 'Cập nhật' });
    await waitFor(() => expect(update).toBeVisible());
    // Under the last field, the primary action last.
    const lastField = screen.getByLabelText(/Xác nhận mật khẩu mới/);
    await expect(cancel.getBoundingClientRect().top).toBeGreaterThan(
      lastField.getBoundingClientRect().bottom,
    );
    await expect(update.getBoundingClientRect().left).toBeGreaterThan(cancel.getBoundingClientRect().left);
  },
};

/** 'Huỷ' in a `DialogClose` closes the dialog like the close button, and focus returns to the trigger. */
export const CancelInTheFooterCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Đổi mật khẩu' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    within(dialog).getByRole('button', { name: 'Huỷ' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button can say what it closes. */
export const CustomCloseLabel: Story = {
  args: { closeLabel: 'Đóng hộp thoại đổi mật khẩu' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    const close = within(dialog).getByRole('button', { name: 'Đóng hộp thoại đổi mật khẩu' });
    await waitFor(() => expect(close).toBeVisible());
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    // The backdrop covers the whole page; a click on its top-left corner is outside the dialog.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: canvasElement.ownerDocument.body,
      coords: { clientX: 2, clientY: 2 },
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const BackdropClickKeepsForm: Story = {
  args: { hideOnInteractOutside: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    await userEvent.type(screen.getByLabelText(/Mật khẩu hiện tại/), 'secret');
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: canvasElement.ownerDocument.body,
      coords: { clientX: 2, clientY: 2 },
    });
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByLabelText(/Mật khẩu hiện tại/)).toHaveValue('secret');
  },
};

function ControlledDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Mở hộp thoại
      </Button>
      <Text as="p">{open ? 'Đang mở' : 'Đã đóng'}</Text>
      <Dialog
        {...args}
        trigger={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

/** Controlled by the app: focus still returns to the element that opened it. */
export const Controlled: Story = {
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Mở hộp thoại' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    await expect(canvas.getByText('Đang mở')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng hộp thoại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByText('Đã đóng')).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

function InitialFocusDialog(args: DialogProps) {
  const newPassword = useRef<HTMLInputElement>(null);
  return (
    <Dialog {...args} initialFocus={newPassword}>
      <Field label="Mật khẩu mới" required>
        {(control) => <input ref={newPassword} type="password" className={input()} {...control} />}
      </Field>
    </Dialog>
  );
}

export const InitialFocus: Story = {
  render: (args) => <InitialFocusDialog {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(screen.getByLabelText(/Mật khẩu mới/)).toHaveFocus());
  },
};

const rows = Array.from(
  { length: 40 },
  (_, index) => `Dòng ${index + 1}: Paracetamol 500mg — Lô A${index + 100}`,
);

/** Long content scrolls inside the body; the title and footer stay in view and the body takes keyboard focus. */
export const LongContent: Story = {
  args: {
    title: 'Chi tiết đơn hàng',
    trigger: <Button>Xem chi tiết</Button>,
    children: (
      <Stack gap="small">
        {rows.map((row) => (
          <Text as="p" key={row}>
            {row}
          </Text>
        ))}
      </Stack>
    ),
    footer: (
      <DialogClose>
        <Button>Đóng</Button>
      </DialogClose>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const document = canvasElement.ownerDocument;
    const screen = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Xem chi tiết' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chi tiết đơn hàng' });
    const body = screen.getByText('Dòng 1: Paracetamol 500mg — Lô A100').closest('[data-scrollable]');
    await waitFor(() => expect(dialog.querySelector('[data-scrollable]')).not.toBeNull());
    const scroller = dialog.querySelector<HTMLElement>('[data-scrollable]');
    await expect(body).toBe(scroller);
    await expect(scroller?.scrollHeight).toBeGreaterThan(scroller?.clientHeight ?? 0);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      document.documentElement.clientHeight,
    );
    // The scrolling body is a tab stop, first in the cycle, so the keyboard can scroll it.
    within(dialog).getByRole('button', { name: 'Đóng hộp thoại' }).focus();
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Đóng' })).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {dialogSizes.map((size) => (
        <Dialog
          key={size}
          {...args}
          size={size}
          title={`Hộp thoại cỡ ${sizeName[size]}`}
          trigger={<Button variant="outline">{`Mở cỡ ${sizeName[size]}`}</Button>}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const widths: number[] = [];
    for (const size of dialogSizes) {
      await userEvent.click(canvas.getByRole('button', { name: `Mở cỡ ${sizeName[size]}` }));
      const dialog = await screen.findByRole('dialog', { name: `Hộp thoại cỡ ${sizeName[size]}` });
      await expect(dialog).toHaveAttribute('data-size', size);
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const width of widths) await expect(width).toBeLessThanOrEqual(viewport);
    await expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThanOrEqual(widths[2] ?? 0);
  },
};

/** On a 320 px phone even a large dialog keeps a margin on both sides. */
export const OnMobile: Story = {
  args: { size: 'large' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const document = canvasElement.ownerDocument;
    const screen = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Đổi mật khẩu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().left)).toBe(16));
    await expect(Math.round(dialog.getBoundingClientRect().right)).toBe(
      document.documentElement.clientWidth - 16,
    );
    await expect(within(dialog).getByRole('button', { name: 'Cập nhật' })).toBeVisible();
  },
};

/**
 * A changed form asks 'Bỏ thay đổi?' before Escape, the close button, a backdrop click or 'Huỷ' throw it away; an
 * unchanged one closes at once.
 */
export const UnsavedChanges: Story = unsavedChangesStory(Dialog, 'Đóng hộp thoại');
