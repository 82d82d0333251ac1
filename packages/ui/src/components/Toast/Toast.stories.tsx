import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Box/Box';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Drawer } from '../Drawer/Drawer';
import { TextField } from '../TextField/TextField';
import { type ToastOptions, ToastProvider, toastPlacements, useToast } from './Toast';

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastProvider,
  args: { label: 'Thông báo', closeLabel: 'Đóng', children: null },
  argTypes: {
    children: { control: false },
    placement: { control: 'inline-radio', options: toastPlacements },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A button that raises one toast, as a screen of the portal would after an action. */
function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <Button variant="outline" tone="neutral" onClick={() => toast(options)}>
      {label}
    </Button>
  );
}

const synced: ToastOptions = { tone: 'success', title: 'Đồng bộ thành công' };
const syncFailed: ToastOptions = {
  tone: 'error',
  title: 'Lỗi khi đồng bộ',
  description: 'Không thể kết nối đến server',
};
const uploading: ToastOptions = { tone: 'info', title: 'Đang tải lên...', description: 'hoa-don-GTGT.pdf' };

export const Tones: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Inline>
        <Trigger label="Thành công" options={synced} />
        <Trigger label="Lỗi" options={syncFailed} />
        <Trigger label="Thông tin" options={uploading} />
      </Inline>
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Thành công' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const region = body.getByRole('region', { name: 'Thông báo' });
    const [success, info] = within(region).getAllByRole('status');
    await expect(success).toHaveTextContent('Đồng bộ thành công');
    await expect(success).toHaveAttribute('data-tone', 'success');
    await expect(info).toHaveTextContent('Đang tải lên...hoa-don-GTGT.pdf');
    const error = within(region).getByRole('alert');
    await expect(error).toHaveTextContent('Lỗi khi đồng bộKhông thể kết nối đến server');
    await expect(error).toHaveAttribute('data-tone', 'error');
    await expect(getComputedStyle(error).backgroundColor).not.toBe(
      getComputedStyle(success as Element).backgroundColor,
    );
    await expect(within(region).getAllByRole('button', { name: 'Đóng' })).toHaveLength(3);
  },
};

export const AutoDismiss: Story = {
  args: { duration: 800 },
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Lưu chứng từ" options={{ tone: 'success', title: 'Cập nhật tài liệu thành công' }} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu chứng từ' }));
    const toast = body.getByRole('status');
    await expect(toast).toHaveAttribute('data-duration', '800');
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(body.queryByRole('region', { name: 'Thông báo' })).toBeNull();
  },
};

export const DefaultDuration: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        label="Lưu"
        options={{ tone: 'success', title: 'Cập nhật thành công', description: 'Đã lưu nhà cung cấp.' }}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    const toast = body.getByRole('status');
    await expect(toast).toHaveAttribute('data-duration', '5000');
    await wait(1000);
    await expect(toast).toBeVisible();
  },
};

export const PerToastDuration: Story = {
  args: { duration: 60_000 },
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Thông báo ngắn" options={{ title: 'Đã sao chép', duration: 500 }} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Thông báo ngắn' }));
    await expect(body.getByRole('status')).toHaveAttribute('data-duration', '500');
    await waitFor(() => expect(body.queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

export const AtMostThreeVisible: Story = {
  render: function Render(args) {
    return (
      <ToastProvider {...args}>
        <Counter />
      </ToastProvider>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const add = canvas.getByRole('button', { name: 'Tạo đơn hàng' });
    await userEvent.tab();
    await expect(add).toHaveFocus();
    for (let i = 0; i < 4; i += 1) await userEvent.keyboard('{Enter}');
    const toasts = within(body.getByRole('region', { name: 'Thông báo' })).getAllByRole('status');
    await expect(toasts.map((toast) => toast.textContent)).toEqual([
      'Tạo đơn hàng thành công #2',
      'Tạo đơn hàng thành công #3',
      'Tạo đơn hàng thành công #4',
    ]);
  },
};

function Counter() {
  const { toast } = useToast();
  const count = useRef(0);
  return (
    <Button
      onClick={() => {
        count.current += 1;
        toast({
          tone: 'success',
          title: `Tạo đơn hàng thành công #${count.current}`,
          duration: Number.POSITIVE_INFINITY,
        });
      }}
    >
      Tạo đơn hàng
    </Button>
  );
}

/** While the pointer rests on it, a toast stays past its duration. */
export const PausesOnHover: Story = {
  // Long enough that reaching the toast never races its timer on a loaded machine.
  args: { duration: 1500 },
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Đồng bộ" options={synced} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Đồng bộ' }));
    const toast = body.getByRole('status');
    await userEvent.hover(toast);
    await wait(2500);
    await expect(toast).toBeVisible();
  },
};

/** When the pointer leaves, the remaining time runs out and the toast goes. */
export const LeavingResumesTheTimer: Story = {
  args: { duration: 1500 },
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Đồng bộ" options={synced} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Đồng bộ' }));
    const toast = body.getByRole('status');
    await userEvent.hover(toast);
    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

/** While focus is inside it (on its close button), a toast stays past its duration. */
export const PausesOnFocus: Story = {
  // Long enough that reaching the toast never races its timer on a loaded machine.
  args: { duration: 1500 },
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Đồng bộ" options={syncFailed} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = body.getByRole('alert');
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Đóng' })).toHaveFocus();
    await wait(2500);
    await expect(toast).toBeVisible();
  },
};

/** When focus moves away, the remaining time runs out and the toast goes. */
export const FocusLeavingResumesTheTimer: Story = {
  args: { duration: 1500 },
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Đồng bộ" options={syncFailed} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = body.getByRole('alert');
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Đóng' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Đồng bộ' })).toHaveFocus();
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const CloseByKeyboard: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Inline>
        <Trigger label="Hai thông báo" options={{ ...synced, duration: Number.POSITIVE_INFINITY }} />
      </Inline>
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Hai thông báo' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    const [first, second] = body.getAllByRole('status');
    await step('closing one toast moves focus to the next one', async () => {
      await userEvent.tab();
      await expect(within(first as HTMLElement).getByRole('button', { name: 'Đóng' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(first).not.toBeInTheDocument();
      await expect(within(second as HTMLElement).getByRole('button', { name: 'Đóng' })).toHaveFocus();
    });
    await step('closing the last one returns focus to where the user was', async () => {
      await userEvent.keyboard(' ');
      await expect(body.queryByRole('status')).toBeNull();
      await expect(trigger).toHaveFocus();
    });
  },
};

export const SwipeToDismiss: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Thông báo" options={{ ...uploading, duration: Number.POSITIVE_INFINITY }} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Thông báo' }));
    const toast = body.getByRole('status');
    const { left, top } = toast.getBoundingClientRect();
    const at = (dx: number) => ({ target: toast, coords: { clientX: left + 40 + dx, clientY: top + 20 } });
    // One session, so the button pressed in one call is still down in the next.
    const user = userEvent.setup();
    await step('a short swipe (30 px) springs back', async () => {
      await user.pointer([{ keys: '[MouseLeft>]', ...at(0) }, at(15), at(30)]);
      await expect(toast).toHaveAttribute('data-swiping');
      await expect(toast.style.transform).toBe('translateX(30px)');
      await user.pointer({ keys: '[/MouseLeft]', ...at(30) });
      await expect(toast).toBeInTheDocument();
      await expect(toast).not.toHaveAttribute('data-swiping');
    });
    await step('a swipe past 50 px dismisses it', async () => {
      await user.pointer([
        { keys: '[MouseLeft>]', ...at(0) },
        at(30),
        at(60),
        { keys: '[/MouseLeft]', ...at(60) },
      ]);
      await expect(toast).not.toBeInTheDocument();
    });
  },
};

export const SwipeLeftAlsoDismisses: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger label="Thông báo" options={{ ...synced, duration: Number.POSITIVE_INFINITY }} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Thông báo' }));
    const toast = body.getByRole('status');
    const { left, top } = toast.getBoundingClientRect();
    const at = (dx: number) => ({ target: toast, coords: { clientX: left + 120 + dx, clientY: top + 20 } });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', ...at(0) },
      at(-40),
      at(-55),
      { keys: '[/MouseLeft]', ...at(-55) },
    ]);
    await expect(toast).not.toBeInTheDocument();
  },
};

const retry = fn();

export const WithAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        label="Xoá chứng từ"
        options={{
          tone: 'error',
          title: 'Lỗi',
          description: 'Không thể xoá chứng từ, vui lòng thử lại',
          action: { label: 'Thử lại', onClick: retry },
          duration: Number.POSITIVE_INFINITY,
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const alert = body.getByRole('alert');
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toHaveFocus();
  },
};

/** The toast's action runs, the toast closes, and focus goes back to where it came from. */
export const ActionRunsAndCloses: Story = {
  render: WithAction.render,
  play: async ({ canvasElement }) => {
    retry.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const alert = body.getByRole('alert');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledOnce();
    await expect(alert).not.toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Xoá chứng từ' })).toHaveFocus();
  },
};

export const ValidationErrorList: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger
        label="Tạo đơn"
        options={{
          tone: 'error',
          title: 'Dữ liệu không hợp lệ',
          description: [
            'Paracetamol 500mg - Lô A1: Vui lòng nhập ngày hết hạn',
            'Paracetamol 500mg - Lô A2: Giá nhập phải lớn hơn 0',
            '...và 4 lỗi khác',
          ].join('\n'),
          duration: Number.POSITIVE_INFINITY,
        }}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Tạo đơn' }));
    const alert = body.getByRole('alert');
    await expect(alert).toHaveTextContent('...và 4 lỗi khác');
    const description = within(alert).getByText(/Giá nhập phải lớn hơn 0/);
    await expect(description.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const ReplaceById: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Inline>
        <Trigger
          label="Kiểm tra"
          options={{
            id: 'connection',
            title: 'Đang kiểm tra kết nối...',
            duration: Number.POSITIVE_INFINITY,
          }}
        />
        <Trigger
          label="Kết quả"
          options={{ id: 'connection', tone: 'success', title: 'Kiểm tra kết nối thành công' }}
        />
      </Inline>
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Kiểm tra' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kết quả' }));
    const toasts = body.getAllByRole('status');
    await expect(toasts).toHaveLength(1);
    await expect(toasts[0]).toHaveTextContent('Kiểm tra kết nối thành công');
  },
};

/** A toast already on screen when a dialog opens stays readable and closable, and closing it keeps the dialog. */
export const UsableOverAnOpenDialog: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Inline>
        <Trigger label="Đồng bộ" options={{ ...syncFailed, duration: Number.POSITIVE_INFINITY }} />
        <Dialog
          title="Xác nhận nhận hàng"
          closeLabel="Đóng hộp thoại"
          trigger={<Button variant="outline">Mở hộp thoại</Button>}
        >
          Đơn hàng DH-20261122-0001
        </Dialog>
      </Inline>
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Đồng bộ' }));
    const alert = body.getByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Mở hộp thoại' }));
    const dialog = await body.findByRole('dialog', { name: 'Xác nhận nhận hàng' });
    await expect(body.getByRole('alert')).toBe(alert);
    await expect(alert.closest('[inert]')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    // It may still be fading in: the built catalogue runs the transition the test runner pauses.
    await waitFor(() => expect(dialog).toBeVisible());
    // Focus goes back into the dialog, not to the page behind it.
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
  },
};

/** The drawer's next step appears where the first one was: a purchase order moving from 'Chờ xác nhận' on. */
function OrderSteps() {
  const { toast } = useToast();
  const [step, setStep] = useState<'confirm' | 'ship' | 'done'>('confirm');
  const footer =
    step === 'confirm' ? (
      <Button
        onClick={() => {
          toast({ tone: 'success', title: 'Đã xác nhận đơn', description: 'DH-20261127-0001' });
          setStep('ship');
        }}
      >
        Xác nhận đơn
      </Button>
    ) : step === 'ship' ? (
      <Button
        onClick={() => {
          toast({ tone: 'success', title: 'Đã giao cho vận chuyển' });
          setStep('done');
        }}
      >
        Đã giao cho vận chuyển
      </Button>
    ) : null;
  return (
    <Drawer
      title="Đơn DH-20261127-0001"
      closeLabel="Đóng"
      trigger={<Button variant="outline">Mở đơn</Button>}
      footer={footer}
    >
      Ba sản phẩm, tổng 1.250.000 ₫
    </Drawer>
  );
}

/** The point a pointer presses at the middle of `element` reaches it, not something over it. */
async function expectClickable(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(element.contains(hit)).toBe(true);
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A toast raised in an open drawer stacks beside it (on a phone, where the drawer fills the screen, over its
 * title), so the next action is pressed while the toast still shows.
 */
export const ClearOfTheNextAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <OrderSteps />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Mở đơn' }));
    const drawer = await body.findByRole('dialog', { name: 'Đơn DH-20261127-0001' });
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Xác nhận đơn' }));
    const shown = await body.findByRole('status');
    await expect(shown).toHaveTextContent('Đã xác nhận đơn');
    const next = within(drawer).getByRole('button', { name: 'Đã giao cho vận chuyển' });
    await waitFor(() => expectClickable(next));
    const region = body.getByRole('region', { name: 'Thông báo' });
    await expect(overlap(region.getBoundingClientRect(), next.getBoundingClientRect())).toBe(false);
    await userEvent.click(next);
    await expect(await within(region).findByText('Đã giao cho vận chuyển')).toBeInTheDocument();
  },
};

/** A form's error toast stays off the fields it is about. */
export const ClearOfTheFields: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Dialog
        title="Lô hàng"
        closeLabel="Đóng"
        trigger={<Button variant="outline">Nhập lô</Button>}
        footer={<Trigger label="Lưu lô" options={{ ...syncFailed, title: 'Hạn dùng không hợp lệ' }} />}
      >
        <TextField label="Số lô" />
        <TextField label="Hạn dùng" />
      </Dialog>
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Nhập lô' }));
    const dialog = await body.findByRole('dialog', { name: 'Lô hàng' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu lô' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Hạn dùng không hợp lệ');
    const expiry = within(dialog).getByRole('textbox', { name: 'Hạn dùng' });
    await waitFor(() => expectClickable(expiry));
    await userEvent.type(expiry, '31/03/2029');
    await expect(expiry).toHaveValue('31/03/2029');
  },
};
