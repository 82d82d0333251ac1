import type { PurchaseOrder, PurchaseOrderReceive, PurchaseOrderSummary } from '@pharmacy/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bodyOf,
  findModal,
  onDesktop,
  onPhone,
  PortalStory,
  storeStoryToken,
  WAIT,
} from '../../stories/PortalStory';
import { me, never, STORY_API_DELAY_MS } from '../../stories/storyApi';
import { ReceiveDialog } from './ReceiveDialog';
import { storyOrderDetail, storyOrderRows } from './storyOrders';

const rowOf = (n: number) => storyOrderRows[n - 1] as PurchaseOrderSummary;
/** A shipped internal order: Paracetamol in two lots (30 + 20 of 50), Amlodipin in one (30 of 30). */
const shipped = storyOrderDetail(rowOf(4));
/** An internal order not confirmed yet: receiving it takes confirming and shipping on the way. */
const pending = storyOrderDetail(rowOf(2));
const PARACETAMOL = shipped.items[0]?.product_name ?? '';
const AMLODIPIN = 'Amlodipin 5mg';

/** What the dialog sent, per story. */
const sent: PurchaseOrderReceive[] = [];

/** The receipt of `order` as the server answers it: delivered, with the quantities sent. */
const receiveAnswering = (order: PurchaseOrder) =>
  http.post('/api/import-orders/:id/receive', async ({ request }) => {
    sent.push((await request.json()) as PurchaseOrderReceive);
    await delay(STORY_API_DELAY_MS);
    return HttpResponse.json({ data: { ...order, status: 'delivered', receivable: false } });
  });

const orderAnswering = (order: PurchaseOrder) =>
  http.get('/api/import-orders/:id', async () => {
    await delay(STORY_API_DELAY_MS);
    return HttpResponse.json({ data: order });
  });

/** The dialog as the drawer opens it; closing it shows 'Mở lại' to open it again. */
function ReceiveStory({ order }: { order: PurchaseOrder }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <ReceiveDialog orderId={order.id} onClose={() => setOpen(false)} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Mở lại
    </button>
  );
}

const meta = {
  title: 'Screens/Purchase orders/Receive dialog',
  component: ReceiveStory,
  render: (args) => (
    <PortalStory signedIn>
      <ReceiveStory {...args} />
    </PortalStory>
  ),
  args: { order: shipped },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: { session: [me], order: [orderAnswering(shipped)], receive: [receiveAnswering(shipped)] },
    },
  },
  globals: onDesktop,
  beforeEach: () => {
    sent.length = 0;
    return storeStoryToken();
  },
} satisfies Meta<typeof ReceiveStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its lines are shown, and one line's group by its product. */
async function openDialog(canvasElement: HTMLElement) {
  const dialog = await findModal(canvasElement, 'Xác nhận đã nhận hàng');
  await within(dialog).findByRole('group', { name: PARACETAMOL }, WAIT);
  const line = (product: string) => within(dialog).getByRole('group', { name: product });
  return { dialog, line };
}

/** Every line as shipped: confirming sends each lot as shipped, without reasons, and closes the dialog. */
export const AsShipped: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, line } = await openDialog(canvasElement);
    const paracetamol = within(line(PARACETAMOL));
    await expect(line(PARACETAMOL)).toHaveAccessibleDescription('Mã SP000001 · Đặt 50 · Giao 50');
    await expect(
      paracetamol
        .getAllByRole('textbox', { name: 'Số lô' })
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['PA2509', 'PA2510']);
    await expect(paracetamol.getAllByRole('textbox', { name: /Số lượng nhận/ })[1]).toHaveValue('20');
    await expect(paracetamol.getByText('Thực nhận: 50 / 50')).toBeVisible();
    await expect(within(dialog).queryByRole('combobox', { name: /Lý do nhận thiếu/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), WAIT);
    await expect(
      sent[0]?.lines?.map((sentLine) => sentLine.lots.map((lot) => lot.quantity_received)),
    ).toEqual([[30, 20], [30]]);
    await expect(sent[0]?.lines?.every((sentLine) => sentLine.shortfall_reason === null)).toBe(true);
  },
};

/**
 * Fewer arrived of one lot: the line shows how many are missing and asks why; confirming without a reason puts the
 * focus on the select, chosen by keyboard; the receipt then carries the quantity and the reason.
 */
export const ShortLineNeedsReason: Story = {
  play: async ({ canvasElement, step }) => {
    const { dialog, line } = await openDialog(canvasElement);
    const amlodipin = within(line(AMLODIPIN));
    await step('28 of 30 arrived', async () => {
      const quantity = amlodipin.getByRole('textbox', { name: /Số lượng nhận/ });
      await userEvent.tripleClick(quantity);
      await userEvent.keyboard('28');
      await expect(amlodipin.getByText('Thực nhận: 28 / 30')).toBeVisible();
      await expect(amlodipin.getByText('Thiếu 2')).toBeVisible();
    });
    await step(
      'confirming without a reason is refused beside the select, which takes the focus',
      async () => {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
        await expect(await amlodipin.findByText('Vui lòng chọn lý do nhận thiếu')).toBeVisible();
        await waitFor(() =>
          expect(amlodipin.getByRole('combobox', { name: /Lý do nhận thiếu/ })).toHaveFocus(),
        );
        await expect(sent).toHaveLength(0);
      },
    );
    await step('the reason is chosen by keyboard, and the receipt carries it', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const options = await bodyOf(canvasElement).findByRole('listbox', {}, WAIT);
      await expect(
        within(options)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Thiếu hàng', 'Hàng hỏng', 'Trả lại']);
      await userEvent.click(within(options).getByRole('option', { name: 'Hàng hỏng' }));
      await expect(amlodipin.getByRole('combobox', { name: /Lý do nhận thiếu/ })).toHaveTextContent(
        'Hàng hỏng',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
      await waitFor(() => expect(sent).toHaveLength(1), WAIT);
      await expect(sent[0]?.lines?.[1]).toEqual({
        item_id: shipped.items[1]?.id,
        lots: [{ batch_number: 'AM1108', expiry_date: '2027-09-15', quantity_received: 28 }],
        shortfall_reason: 'damaged',
      });
    });
  },
};

/** More than was shipped is refused at the lot that passes it, before anything is sent. */
export const MoreThanShipped: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, line } = await openDialog(canvasElement);
    const paracetamol = within(line(PARACETAMOL));
    const second = paracetamol.getAllByRole('textbox', { name: /Số lượng nhận/ })[1] as HTMLElement;
    await userEvent.tripleClick(second);
    await userEvent.keyboard('25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await expect(await paracetamol.findByText('Số lượng nhận vượt quá số lượng giao (50)')).toBeVisible();
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveFocus();
    await expect(sent).toHaveLength(0);
  },
};

/**
 * The boxes say otherwise: one lot's number is corrected, and a second lot is added for part of the other; an added
 * lot can be removed again.
 */
export const CorrectLotsAtReceipt: Story = {
  play: async ({ canvasElement, step }) => {
    const { dialog, line } = await openDialog(canvasElement);
    const amlodipin = within(line(AMLODIPIN));
    await step('the lot number as printed on the boxes', async () => {
      const number = amlodipin.getByRole('textbox', { name: 'Số lô' });
      await userEvent.clear(number);
      await userEvent.type(number, 'AM1108B');
    });
    await step('a second lot for 10 of the 30', async () => {
      await userEvent.tripleClick(amlodipin.getByRole('textbox', { name: /Số lượng nhận/ }));
      await userEvent.keyboard('20');
      await userEvent.click(amlodipin.getByRole('button', { name: 'Thêm số lô' }));
      await expect(amlodipin.getByRole('button', { name: 'Bỏ số lô chưa nhập' })).toBeVisible();
      const numbers = amlodipin.getAllByRole('textbox', { name: 'Số lô' });
      await userEvent.type(numbers[1] as HTMLElement, 'AM1109');
      await userEvent.type(
        amlodipin.getAllByRole('textbox', { name: /^HSD/ })[1] as HTMLElement,
        '31/12/2027{Enter}',
      );
      const quantities = amlodipin.getAllByRole('textbox', { name: /Số lượng nhận/ });
      await userEvent.tripleClick(quantities[1] as HTMLElement);
      await userEvent.keyboard('10');
      await expect(amlodipin.getByText('Thực nhận: 30 / 30')).toBeVisible();
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    await expect(sent[0]?.lines?.[1]?.lots).toEqual([
      { batch_number: 'AM1108B', expiry_date: '2027-09-15', quantity_received: 20 },
      { batch_number: 'AM1109', expiry_date: '2027-12-31', quantity_received: 10 },
    ]);
  },
};

/** The server refuses a lot (in stock under another expiry): the message shows beside that lot's expiry. */
export const LotRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        receive: [
          http.post('/api/import-orders/:id/receive', async () => {
            await delay(STORY_API_DELAY_MS);
            const message =
              'Số lô "PA2510" đã có trong kho với hạn dùng 31/03/2028. Vui lòng nhập đúng hạn dùng.';
            return HttpResponse.json(
              { message, error: 'VALIDATION_ERROR', details: { 'lines.0.lots.1.expiry_date': message } },
              { status: 400 },
            );
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog, line } = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    const expiry = within(line(PARACETAMOL)).getAllByRole('textbox', { name: /^HSD/ })[1] as HTMLElement;
    await waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'), WAIT);
    await expect(expiry).toHaveAccessibleDescription(/đã có trong kho với hạn dùng 31\/03\/2028/);
    const toast = await bodyOf(canvasElement).findByRole('alert', {}, WAIT);
    await expect(toast).toHaveTextContent('Đã xảy ra lỗi khi cập nhật trạng thái đơn hàng');
    // The dialog stays open with what was typed.
    await expect(dialog).toBeVisible();
  },
};

/** An internal order received before it was confirmed: the dialog says which steps the receipt records. */
export const InternalBeforeShipping: Story = {
  args: { order: pending },
  parameters: {
    msw: { handlers: { order: [orderAnswering(pending)], receive: [receiveAnswering(pending)] } },
  },
  play: async ({ canvasElement }) => {
    const { dialog, line } = await openDialog(canvasElement);
    await expect(within(dialog).getByText('Nhận hàng trực tiếp')).toBeVisible();
    await expect(
      within(dialog).getByText(
        "Các bước 'Đã xác nhận', 'Đang giao hàng' sẽ được ghi vào lịch sử trạng thái cùng lúc nhận hàng.",
      ),
    ).toBeVisible();
    // It starts from the order's own lot, in full.
    await expect(within(line(PARACETAMOL)).getByRole('textbox', { name: 'Số lô' })).toHaveValue('PA2509');
    await expect(within(line(PARACETAMOL)).getByText('Thực nhận: 50 / 50')).toBeVisible();
  },
};

/** A receipt being corrected is not lost to Escape or 'Huỷ': 'Bỏ thay đổi?' asks first. */
export const ChangedReceiptAsksBeforeClosing: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, line } = await openDialog(canvasElement);
    const body = bodyOf(canvasElement);
    const quantity = within(line(AMLODIPIN)).getByRole('textbox', { name: /Số lượng nhận/ });
    await userEvent.tripleClick(quantity);
    await userEvent.keyboard('25');
    await userEvent.keyboard('{Escape}');
    const question = await findModal(canvasElement, 'Bỏ thay đổi?', 'alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Tiếp tục chỉnh sửa' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), WAIT);
    await expect(quantity).toHaveValue('25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
    const again = await findModal(canvasElement, 'Bỏ thay đổi?', 'alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Bỏ thay đổi' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), WAIT);
    await expect(sent).toHaveLength(0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { order: [http.get('/api/import-orders/:id', never)] } } },
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement, 'Xác nhận đã nhận hàng');
    await expect(within(dialog).getByText('Đang tải...')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Xác nhận' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        order: [
          http.get('/api/import-orders/:id', () =>
            HttpResponse.json({ message: 'Lỗi máy chủ', error: 'INTERNAL', details: null }, { status: 500 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement, 'Xác nhận đã nhận hàng');
    const alert = await within(dialog).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không thể tải đơn đặt hàng');
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};

/** On a 375 px phone a lot's fields stack: nothing in the dialog scrolls sideways. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const { dialog, line } = await openDialog(canvasElement);
    await userEvent.click(within(line(AMLODIPIN)).getByRole('button', { name: 'Thêm số lô' }));
    for (const group of within(dialog).getAllByRole('group')) {
      await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    }
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBe(page.clientWidth);
    const panel = dialog.getBoundingClientRect();
    for (const field of within(dialog).getAllByRole('textbox')) {
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(panel.right);
    }
  },
};
