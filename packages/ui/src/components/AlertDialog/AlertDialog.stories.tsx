import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TrashIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { openOnLoad, runModalTestSuite } from '../private/modalTestSuite';
import { Text } from '../Text/Text';
import { AlertDialog, type AlertDialogProps, alertDialogTones } from './AlertDialog';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Xoá chứng từ?',
    description: 'Bạn có chắc chắn muốn xoá chứng từ này không?',
    confirmLabel: 'Xoá',
    cancelLabel: 'Huỷ',
    tone: 'critical',
    trigger: (
      <Button tone="critical" variant="outline" icon={<TrashIcon />}>
        Xoá chứng từ
      </Button>
    ),
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertDialogTones },
    trigger: { control: false },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delete confirmation open: the question, its consequence and the two choices. */
export const Default: Story = openOnLoad('Xoá chứng từ?', 'alertdialog');

/** The shared modal suite, with `role="alertdialog"`: Escape cancels. */
export const KeyboardAndFocus: Story = {
  play: async ({ args, canvasElement, step, userEvent }) => {
    await runModalTestSuite({
      canvasElement,
      step,
      userEvent,
      triggerName: 'Xoá chứng từ',
      dialogName: 'Xoá chứng từ?',
      role: 'alertdialog',
    });
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const FocusStartsOnCancel: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Xoá chứng từ' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    await expect(dialog).toHaveAccessibleDescription('Bạn có chắc chắn muốn xoá chứng từ này không?');
    const cancel = within(dialog).getByRole('button', { name: 'Huỷ' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // Pressing Enter straight away is the safe choice.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DestructiveConfirm: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Xoá chứng từ' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    await expect(dialog).toHaveAttribute('data-tone', 'critical');
    const confirm = within(dialog).getByRole('button', { name: 'Xoá' });
    await expect(confirm).toHaveAttribute('data-tone', 'critical');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const AsyncConfirmLoading: Story = {
  // Long enough for the play to try Escape and Enter while it runs, even on a loaded machine.
  args: { onConfirm: fn(() => wait(1500)) },
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá chứng từ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    const confirm = within(dialog).getByRole('button', { name: 'Xoá' });
    const cancel = within(dialog).getByRole('button', { name: 'Huỷ' });
    await step('the confirm button is busy and the dialog cannot be dismissed', async () => {
      await userEvent.click(confirm);
      await expect(confirm).toHaveAttribute('aria-busy', 'true');
      await expect(confirm).toHaveFocus();
      await expect(cancel).toBeDisabled();
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Enter}');
      await expect(dialog).toBeInTheDocument();
      await expect(args.onConfirm).toHaveBeenCalledOnce();
    });
    await step('it closes once the action succeeds', async () => {
      await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 3000 });
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
  },
};

export const AsyncConfirmFails: Story = {
  args: {
    onConfirm: fn(async () => {
      await wait(600);
      throw new Error('Network error');
    }),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá chứng từ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    const confirm = within(dialog).getByRole('button', { name: 'Xoá' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    // The failure leaves the dialog open and ready for another try or a cancel.
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const BackdropClickDoesNotDismiss: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá chứng từ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: canvasElement.ownerDocument.body,
      coords: { clientX: 2, clientY: 2 },
    });
    await expect(dialog).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A non-destructive confirmation, e.g. receiving a shipped order. */
export const BrandTone: Story = {
  args: {
    tone: 'brand',
    title: 'Xác nhận đã nhận hàng?',
    description: 'Các lô hàng sẽ được ghi vào tồn kho của nhà thuốc.',
    confirmLabel: 'Xác nhận',
    trigger: <Button>Xác nhận đã nhận hàng</Button>,
    children: <Text tone="secondary">Đơn hàng DH-000123 · Công ty Dược phẩm An Khang</Text>,
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Xác nhận đã nhận hàng' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận đã nhận hàng?' });
    // Visible once the enter transition has faded the dialog in.
    await waitFor(() =>
      expect(within(dialog).getByText('Đơn hàng DH-000123 · Công ty Dược phẩm An Khang')).toBeVisible(),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Xác nhận' });
    await expect(confirm).toHaveAttribute('data-tone', 'brand');
    await userEvent.click(confirm);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

function ControlledAlertDialog(args: AlertDialogProps) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Button tone="critical" variant="ghost" icon={<TrashIcon />} onClick={() => setOpen(true)}>
        Xoá
      </Button>
      <AlertDialog
        {...args}
        trigger={undefined}
        open={open}
        loading={deleting}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        onConfirm={async () => {
          args.onConfirm?.();
          // The app tracks the request itself (e.g. SWR's isMutating) and passes it back as `loading`.
          setDeleting(true);
          try {
            await wait(800);
          } finally {
            setDeleting(false);
          }
        }}
      />
    </>
  );
}

/** Controlled by the app, with its own `loading` flag. */
export const Controlled: Story = {
  render: (args) => <ControlledAlertDialog {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Xoá' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('button', { name: 'Xoá' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
    // Opened again by the app, then dismissed: that one is a cancel.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
