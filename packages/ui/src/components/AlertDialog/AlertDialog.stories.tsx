import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TrashIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { openOnLoad, runModalTestSuite } from '../private/modalTestSuite';
import { Text } from '../Text/Text';
import { AlertDialog, type AlertDialogProps, alertDialogTones } from './AlertDialog';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Components/Overlays/AlertDialog',
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

/** Focus starts on 'Huỷ', the safe choice, with the question and its consequence read out. */
export const FocusStartsOnCancel: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Xoá chứng từ' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    await expect(dialog).toHaveAccessibleDescription('Bạn có chắc chắn muốn xoá chứng từ này không?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toHaveFocus());
  },
};

/** Enter straight away cancels: nothing is deleted and focus returns to the trigger. */
export const EnterStraightAwayCancels: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Xoá chứng từ' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A destructive confirmation: the dialog and its confirm button in the critical tone, focus on 'Huỷ'. */
export const DestructiveConfirm: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá chứng từ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    await expect(dialog).toHaveAttribute('data-tone', 'critical');
    await expect(within(dialog).getByRole('button', { name: 'Xoá' })).toHaveAttribute(
      'data-tone',
      'critical',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toHaveFocus());
  },
};

/** Confirming from the keyboard runs the action, closes the dialog and returns focus to the trigger. */
export const ConfirmingCloses: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Xoá chứng từ' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
    const confirm = within(dialog).getByRole('button', { name: 'Xoá' });
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

/** Opens the delete confirmation from its trigger and presses 'Xoá': the action starts and the button turns busy. */
async function confirmFromTrigger(
  canvasElement: HTMLElement,
  userEvent: StoryContext['userEvent'],
): Promise<{ dialog: HTMLElement; confirm: HTMLElement }> {
  const screen = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Xoá chứng từ' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
  const confirm = within(dialog).getByRole('button', { name: 'Xoá' });
  await userEvent.click(confirm);
  await expect(confirm).toHaveAttribute('aria-busy', 'true');
  return { dialog, confirm };
}

/** While the action runs: the confirm button busy and focused, 'Huỷ' disabled, Escape and Enter ignored. */
export const AsyncConfirmLoading: Story = {
  // An action still running when the story ends, as it is while the server answers.
  args: { onConfirm: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvasElement, userEvent }) => {
    const { dialog, confirm } = await confirmFromTrigger(canvasElement, userEvent);
    await expect(confirm).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toBeInTheDocument();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Once the action succeeds, the dialog closes by itself. */
export const AsyncConfirmCloses: Story = {
  args: { onConfirm: fn(() => wait(600)) },
  play: async ({ args, canvasElement, userEvent }) => {
    const { dialog } = await confirmFromTrigger(canvasElement, userEvent);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A failed action leaves the dialog open and ready for another try or a cancel. */
export const AsyncConfirmFails: Story = {
  args: {
    onConfirm: fn(async () => {
      await wait(600);
      throw new Error('Network error');
    }),
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const { dialog, confirm } = await confirmFromTrigger(canvasElement, userEvent);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'), { timeout: 3000 });
    await expect(dialog).toBeInTheDocument();
    await expect(confirm).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toBeEnabled();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
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

/** A non-destructive confirmation, e.g. receiving a shipped order: open, its confirm button in the brand tone. */
export const BrandTone: Story = {
  args: {
    tone: 'brand',
    title: 'Xác nhận đã nhận hàng?',
    description: 'Các lô hàng sẽ được ghi vào tồn kho của nhà thuốc.',
    confirmLabel: 'Xác nhận',
    trigger: <Button>Xác nhận đã nhận hàng</Button>,
    children: <Text tone="secondary">Đơn hàng DH-000123 · Công ty Dược phẩm An Khang</Text>,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Xác nhận đã nhận hàng' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận đã nhận hàng?' });
    await expect(dialog).toHaveAttribute('data-tone', 'brand');
    // Visible once the enter transition has faded the dialog in.
    await waitFor(() =>
      expect(within(dialog).getByText('Đơn hàng DH-000123 · Công ty Dược phẩm An Khang')).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Xác nhận' })).toHaveAttribute(
      'data-tone',
      'brand',
    );
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
