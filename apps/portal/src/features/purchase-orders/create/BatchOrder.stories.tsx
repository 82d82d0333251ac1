import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findModal, STORY_WAIT_MS, storeStoryToken } from '../../../stories/PortalStory';
import { CreateOrderStory } from './CreateOrderStory';
import {
  type Canvas,
  daysFromToday,
  handlers,
  lotExpiry,
  page,
  refuseCreate,
  retype,
} from './createOrderStoryApi';

const meta = {
  title: 'Screens/Purchase orders/Create batch order',
  component: CreateOrderStory,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  args: { onCreated: fn() },
  beforeEach: storeStoryToken,
} satisfies Meta<typeof CreateOrderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const PARACETAMOL = 'Paracetamol 500mg Stada';
const CANXI =
  'Viên uống bổ sung Canxi hữu cơ kết hợp Vitamin D3 và K2 cho người lớn tuổi (hộp 60 viên nang mềm)';

/** Opens the flow's drawer, chooses the internal supplier Minh Châu: the batch dialog takes over. */
async function openBatchDialog(body: Canvas) {
  const drawer = await findModal(body, 'Tạo đơn đặt hàng mới');
  const supplier = within(drawer).getByRole('combobox', { name: /Nhà cung cấp/ });
  await userEvent.click(supplier);
  await userEvent.type(supplier, 'minh chau');
  await userEvent.click(await within(drawer).findByRole('option', { name: /Minh Châu/ }));
  return findModal(body, 'Tạo đơn hàng theo lô');
}

async function addProduct(dialog: HTMLElement, search: string, name: string) {
  const combobox = within(dialog).getByRole('combobox', { name: 'Chọn sản phẩm' });
  await userEvent.click(combobox);
  await userEvent.type(combobox, search);
  await userEvent.click(await within(dialog).findByRole('option', { name: new RegExp(name.slice(0, 20)) }));
  return within(await within(dialog).findByRole('region', { name }));
}

async function addNewLot(
  product: Canvas,
  lot: { number: string; quantity: string; expiresIn: number; price?: string },
) {
  await userEvent.click(product.getByRole('button', { name: '+ Thêm số lô mới' }));
  const rows = product.getAllByRole('group', { name: /— lô thứ/ });
  const row = within(rows.at(-1) as HTMLElement);
  await userEvent.type(row.getByRole('textbox', { name: /Số lô/ }), lot.number);
  if (lot.price) await retype(row.getByRole('textbox', { name: /Giá nhập/ }), lot.price);
  await userEvent.type(row.getByRole('textbox', { name: /Số lượng/ }), lot.quantity);
  await userEvent.type(
    row.getByRole('textbox', { name: /HSD/ }),
    `${lotExpiry(daysFromToday(lot.expiresIn))}{Tab}`,
  );
}

async function chooseInventoryLot(body: Canvas, product: Canvas, lot: RegExp) {
  await userEvent.click(product.getByRole('button', { name: '+ Số lô hiện tại' }));
  await userEvent.click(product.getByRole('combobox', { name: /Số lô/ }));
  await userEvent.click(await body.findByRole('option', { name: lot }));
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Tạo đơn hàng' }));

/**
 * A product the pharmacy sells comes with a new lot at its suggestion from this supplier, its figures beside it in
 * the search (docs/product/inventory.md#reorder-suggestions).
 */
export const AddedAtSuggestion: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await openBatchDialog(body);
    const combobox = within(dialog).getByRole('combobox', { name: 'Chọn sản phẩm' });
    await userEvent.click(combobox);
    await userEvent.type(combobox, 'berberin');
    const option = await within(dialog).findByRole('option', { name: /Berberin 100mg/ });
    await waitFor(() => expect(option).toHaveTextContent('Dùng được: 40 · Gợi ý đặt: 25'));
    await userEvent.click(option);
    const berberin = within(await within(dialog).findByRole('region', { name: 'Berberin 100mg' }));
    await expect(berberin.getByRole('textbox', { name: /Số lượng/ })).toHaveValue('25');
    await expect(berberin.getByRole('textbox', { name: /Số lô/ })).toHaveValue('');
  },
};

/**
 * Ordered by the box: the unit chosen beside the product, the new lot priced per box, the line sent with the box's
 * code (docs/product/inventory.md#units).
 */
export const OrderedByTheBox: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await openBatchDialog(body);
    const panadol = await addProduct(dialog, 'panadol', 'Panadol Extra');
    const unit = panadol.getByRole('combobox', { name: 'Đơn vị tính của Panadol Extra' });
    await expect(unit).toHaveTextContent('viên');
    await userEvent.click(unit);
    await userEvent.click(await body.findByRole('option', { name: 'hộp (= 180 viên)' }));
    await expect(unit).toHaveTextContent('hộp (= 180 viên)');
    await addNewLot(panadol, { number: 'PN2611', quantity: '2', expiresIn: 500 });
    const row = within(panadol.getByRole('group', { name: 'Panadol Extra — lô PN2611' }));
    await expect(row.getByRole('textbox', { name: /Giá nhập/ })).toHaveDisplayValue(/^320\.000\s₫$/);
    const total = within(dialog).getByRole('region', { name: 'Tổng đơn hàng' });
    await expect(total).toHaveTextContent('Tổng tiền: 640.000 ₫');
    await submit(dialog);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalled(), { timeout: STORY_WAIT_MS });
    await expect(args.onCreated).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [
          expect.objectContaining({ unit_code: 'SP000003-3', quantity_ordered: 2, unit_price: 320_000 }),
        ],
      }),
    );
  },
};

/** Supplier chosen, no product yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await openBatchDialog(body);
    // Once the dialog has faded in.
    await waitFor(() =>
      expect(
        within(dialog).getByText('Chưa có sản phẩm nào. Tìm và chọn sản phẩm ở trên để nhập số lô.'),
      ).toBeVisible(),
    );
    await expect(within(dialog).getByText(/Ngày giao hàng dự kiến: hôm nay/)).toBeVisible();
    await submit(dialog);
    const toast = await body.findByRole('alert');
    await expect(toast).toHaveTextContent('Vui lòng chọn sản phẩm');
    await expect(toast).toHaveTextContent('Bạn cần chọn ít nhất một sản phẩm cho đơn hàng');
  },
};

/** The supplier cleared: products wait for one ('Vui lòng chọn nhà cung cấp trước'). */
export const NoSupplier: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = await openBatchDialog(body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bỏ chọn nhà cung cấp' }));
    await expect(within(dialog).getByRole('combobox', { name: 'Chọn sản phẩm' })).toBeDisabled();
    await expect(within(dialog).getAllByText('Vui lòng chọn nhà cung cấp trước')).not.toHaveLength(0);
    await submit(dialog);
    await expect(await within(dialog).findByText('Vui lòng chọn nhà cung cấp')).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: /Nhà cung cấp/ })).toHaveFocus();
  },
};

/** Two products: an inventory lot and a new lot, and a long Vietnamese name; totals in đồng. */
export const Filled: Story = {
  play: async ({ canvasElement, step }) => {
    const body = page(canvasElement);
    const dialog = await openBatchDialog(body);
    await step('Paracetamol: lot PA2405 from stock and a new lot', async () => {
      const paracetamol = await addProduct(dialog, 'para', PARACETAMOL);
      await chooseInventoryLot(body, paracetamol, /PA2405/);
      const stocked = within(paracetamol.getByRole('group', { name: `${PARACETAMOL} — lô PA2405` }));
      await expect(stocked.getByText('Tồn kho: 30')).toBeVisible();
      await userEvent.type(stocked.getByRole('textbox', { name: /Số lượng/ }), '10');
      await addNewLot(paracetamol, { number: 'PA2611', quantity: '20', expiresIn: 700, price: '24500' });
    });
    await step('The long-named product with a new lot', async () => {
      const canxi = await addProduct(dialog, 'canxi', CANXI);
      await addNewLot(canxi, { number: 'CX2612', quantity: '5', expiresIn: 500 });
    });
    const total = within(dialog).getByRole('region', { name: 'Tổng đơn hàng' });
    await expect(total).toHaveTextContent('Tổng số lượng: 35');
    // 10 × 35.000 + 20 × 24.500 + 5 × 389.000
    await expect(total).toHaveTextContent('Tổng tiền: 2.785.000 ₫');
  },
};

/** Empty lots refused: 'Dữ liệu không hợp lệ' lists 5 problems, named by product and lot, and counts the rest. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await openBatchDialog(body);
    const paracetamol = await addProduct(dialog, 'para', PARACETAMOL);
    await userEvent.click(paracetamol.getByRole('button', { name: '+ Thêm số lô mới' }));
    await userEvent.click(paracetamol.getByRole('button', { name: '+ Thêm số lô mới' }));
    await retype(paracetamol.getAllByRole('textbox', { name: /Giá nhập/ })[0] as HTMLElement, '0');
    await submit(dialog);
    const toast = await body.findByRole('alert');
    await expect(toast).toHaveTextContent('Dữ liệu không hợp lệ');
    await expect(
      within(toast)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${PARACETAMOL}: Vui lòng nhập số lô`,
      `${PARACETAMOL}: Giá nhập phải lớn hơn 0`,
      `${PARACETAMOL}: Số lượng phải lớn hơn hoặc bằng 1`,
      `${PARACETAMOL}: Vui lòng nhập ngày hết hạn`,
      `${PARACETAMOL}: Vui lòng nhập số lô`,
    ]);
    await expect(toast).toHaveTextContent('...và 2 lỗi khác');
    // Beside the fields too, and the keyboard is taken to the first of them.
    const lotNumbers = paracetamol.getAllByRole('textbox', { name: /Số lô/ });
    await expect(lotNumbers[0]).toHaveAccessibleDescription('Vui lòng nhập số lô');
    await waitFor(() => expect(lotNumbers[0]).toHaveFocus());
    // Corrected, the message goes.
    await userEvent.type(lotNumbers[0] as HTMLElement, 'PA2611');
    await expect(lotNumbers[0]).not.toBeInvalid();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/**
 * A lot number already in stock (trimmed, any case) is refused on its row
 * (docs/product/purchase-orders.md#lot-rules).
 */
export const DuplicateLot: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await openBatchDialog(body);
    const paracetamol = await addProduct(dialog, 'para', PARACETAMOL);
    await addNewLot(paracetamol, { number: ' pa2405 ', quantity: '5', expiresIn: 300 });
    const lotNumber = paracetamol.getByRole('textbox', { name: /Số lô/ });
    await expect(lotNumber).toBeInvalid();
    await expect(lotNumber).toHaveAccessibleDescription(
      'Số lô "pa2405" đã tồn tại trong kho. Vui lòng nhập số lô khác.',
    );
    await submit(dialog);
    const toast = await body.findByRole('alert');
    await expect(toast).toHaveTextContent(
      `${PARACETAMOL} - Lô pa2405: Số lô "pa2405" đã tồn tại trong kho. Vui lòng nhập số lô khác.`,
    );
    await retype(lotNumber, 'PA2612');
    await expect(lotNumber).not.toBeInvalid();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** An expired inventory lot shows red and frozen, and blocks the order: 'Không thể tạo đơn hàng'. */
export const ExpiredLotBlocking: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await openBatchDialog(body);
    const paracetamol = await addProduct(dialog, 'para', PARACETAMOL);
    await chooseInventoryLot(body, paracetamol, /PA2401/);
    const expired = paracetamol.getByRole('group', { name: `${PARACETAMOL} — lô PA2401` });
    await expect(expired).toHaveAttribute('data-expired', 'true');
    await expect(within(expired).getByText('Hết hạn')).toBeVisible();
    await expect(within(expired).getByRole('textbox', { name: /Số lượng/ })).toBeDisabled();
    await submit(dialog);
    const toast = await body.findByRole('alert');
    await expect(toast).toHaveTextContent('Không thể tạo đơn hàng');
    await expect(toast).toHaveTextContent(
      'Đơn hàng có 1 lô đã hết hạn. Vui lòng xoá các lô hết hạn trước khi tạo đơn hàng.',
    );
    await expect(
      within(expired).getByText('Số lô "PA2401" đã hết hạn. Không thể tạo đơn hàng với lô đã hết hạn.'),
    ).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** The server refuses: its reasons, named by product and lot, at most 3, then '...và n lỗi khác'. */
export const ServerErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        refuseCreate(400, {
          message: `${PARACETAMOL} - Lô PA2405: Số lượng không được vượt quá tồn kho (30)`,
          error: 'VALIDATION_ERROR',
          details: {
            'items.0.quantity_ordered': 'Số lượng không được vượt quá tồn kho (30)',
            'items.1.expiry_date':
              'Số lô "PA2611" đã có trong kho với hạn dùng 01/01/2027. Vui lòng nhập đúng hạn dùng.',
            'items.1.unit_price': 'Giá đơn vị tối đa 1.000.000.000 đ',
            distributor_id: 'Nhà cung cấp đang tạm dừng, không thể đặt hàng',
          },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await openBatchDialog(body);
    const paracetamol = await addProduct(dialog, 'para', PARACETAMOL);
    await chooseInventoryLot(body, paracetamol, /PA2405/);
    await userEvent.type(paracetamol.getByRole('textbox', { name: /Số lượng/ }), '10');
    await addNewLot(paracetamol, { number: 'PA2611', quantity: '20', expiresIn: 700 });
    await submit(dialog);
    const toast = await body.findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await expect(toast).toHaveTextContent('Lỗi khi tạo đơn hàng');
    await expect(toast).toHaveTextContent('Có lỗi xảy ra khi tạo đơn hàng');
    await expect(
      within(toast)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${PARACETAMOL} - Lô PA2405: Số lượng không được vượt quá tồn kho (30)`,
      `${PARACETAMOL} - Lô PA2611: Số lô "PA2611" đã có trong kho với hạn dùng 01/01/2027. Vui lòng nhập đúng hạn dùng.`,
      `${PARACETAMOL} - Lô PA2611: Giá đơn vị tối đa 1.000.000.000 đ`,
    ]);
    await expect(toast).toHaveTextContent('...và 1 lỗi khác');
    await expect(within(dialog).getByText('Nhà cung cấp đang tạm dừng, không thể đặt hàng')).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** Presses Tab until `name` has focus (a person tabbing through the form); fails after 40 presses. */
async function tabTo(body: Canvas, role: 'button' | 'textbox' | 'combobox', name: string | RegExp) {
  for (let presses = 0; presses < 40; presses++) {
    const target = body
      .queryAllByRole(role, { name })
      .find((element: HTMLElement) => element === element.ownerDocument.activeElement);
    if (target) return target;
    await userEvent.tab();
  }
  throw new Error(`Tab never reached ${role} ${name}`);
}

/** The whole batch order without a mouse: supplier, products, an inventory lot, a new lot, create. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args, step }) => {
    const body = page(canvasElement);
    const drawer = await findModal(body, 'Tạo đơn đặt hàng mới');
    await step('Choose the internal supplier: the batch dialog opens on the product search', async () => {
      await waitFor(() =>
        expect(within(drawer).getByRole('combobox', { name: /Nhà cung cấp/ })).toHaveFocus(),
      );
      await userEvent.keyboard('minh chau');
      await within(drawer).findByRole('option', { name: /Minh Châu/ });
      await userEvent.keyboard('{ArrowDown}{Enter}');
      const dialog = await findModal(body, 'Tạo đơn hàng theo lô');
      await waitFor(() =>
        expect(within(dialog).getByRole('combobox', { name: 'Chọn sản phẩm' })).toHaveFocus(),
      );
    });
    const dialog = await findModal(body, 'Tạo đơn hàng theo lô');
    const search = within(dialog).getByRole('combobox', { name: 'Chọn sản phẩm' });
    await step('Add two products from the search, which keeps focus', async () => {
      await userEvent.keyboard('para');
      await waitFor(() =>
        expect(
          within(dialog)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual([expect.stringContaining(PARACETAMOL)]),
      );
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await within(dialog).findByRole('region', { name: PARACETAMOL });
      await expect(search).toHaveFocus();
      await userEvent.keyboard('canxi');
      // The person waits for the list to answer the search before choosing.
      await waitFor(() =>
        expect(
          within(dialog)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual([expect.stringContaining('Canxi hữu cơ')]),
      );
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await within(dialog).findByRole('region', { name: CANXI });
    });
    const paracetamol = within(within(dialog).getByRole('region', { name: PARACETAMOL }));
    await step('Paracetamol: lot PA2405 from stock, 10 of it', async () => {
      await tabTo(paracetamol, 'button', '+ Số lô hiện tại');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(paracetamol.getByRole('combobox', { name: /Số lô/ })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      const option = await body.findByRole('option', { name: /PA2405/ });
      while (!option.hasAttribute('data-active-item')) await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      const row = within(paracetamol.getByRole('group', { name: `${PARACETAMOL} — lô PA2405` }));
      await waitFor(() => expect(row.getByRole('textbox', { name: /Giá nhập/ })).toHaveFocus());
      await userEvent.tab();
      await expect(row.getByRole('textbox', { name: /Số lượng/ })).toHaveFocus();
      await userEvent.keyboard('10');
    });
    await step('Paracetamol: a new lot PA2611', async () => {
      await tabTo(paracetamol, 'button', '+ Thêm số lô mới');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(paracetamol.getByRole('textbox', { name: /Số lô/ })).toHaveFocus());
      await userEvent.keyboard('PA2611');
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard('20');
      await userEvent.tab();
      await userEvent.keyboard(`${lotExpiry(daysFromToday(700))}`);
      await userEvent.tab();
    });
    await step('The long-named product: a new lot', async () => {
      const canxi = within(within(dialog).getByRole('region', { name: CANXI }));
      await tabTo(canxi, 'button', '+ Thêm số lô mới');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canxi.getByRole('textbox', { name: /Số lô/ })).toHaveFocus());
      await userEvent.keyboard('CX2612');
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard('5');
      await userEvent.tab();
      await userEvent.keyboard(`${lotExpiry(daysFromToday(500))}`);
      await userEvent.tab();
    });
    await step('Create', async () => {
      await tabTo(within(dialog), 'button', 'Tạo đơn hàng');
      await userEvent.keyboard('{Enter}');
      const toast = await body.findByText('Tạo đơn hàng thành công', {}, { timeout: STORY_WAIT_MS });
      await waitFor(() => expect(toast).toBeVisible());
    });
    await expect(args.onCreated).toHaveBeenCalledWith(
      expect.objectContaining({
        expected_delivery_date: daysFromToday(0),
        items: [
          expect.objectContaining({ batch_number: 'PA2405', quantity_ordered: 10, unit_price: 35_000 }),
          expect.objectContaining({
            batch_number: 'PA2611',
            quantity_ordered: 20,
            expiry_date: daysFromToday(700),
          }),
          expect.objectContaining({ batch_number: 'CX2612', quantity_ordered: 5, unit_price: 389_000 }),
        ],
      }),
    );
  },
};
