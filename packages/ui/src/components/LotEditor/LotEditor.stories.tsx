import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { retype, textContrast } from '../private/playActions';
import { LotEditor, type LotEditorProps } from './LotEditor';
import { type LotIssue, type LotProduct, validateProducts } from './lotRules';

const TODAY = '2026-11-22';

const labels: LotEditorProps['labels'] = {
  existingLots: 'Số lô hiện tại',
  newLots: 'Số lô mới',
  addExistingLot: '+ Số lô hiện tại',
  noExistingLotToAdd: 'Không còn số lô nào trong kho để chọn',
  addNewLot: '+ Thêm số lô mới',
  chooseExistingLot: 'Chọn số lô hiện tại',
  lotNumber: 'Số lô',
  lotNumberPlaceholder: 'Nhập số lô',
  price: 'Giá nhập',
  quantity: 'Số lượng',
  expiry: 'HSD',
  lineTotal: 'Thành tiền',
  expired: 'Hết hạn',
  onHand: (n) => `Tồn kho: ${n}`,
  lotGroup: (product, lot, position) => `${product} — lô ${lot || position}`,
  removeLot: (product, lot, position) => `Xoá lô ${lot || position} của ${product}`,
  removeProduct: (product) => `Bỏ sản phẩm ${product}`,
  noLots: 'Chưa có lô nào',
  existingLotsHint:
    'Lô đã có trong kho: số lô và hạn dùng giữ nguyên, số lượng không vượt quá tồn kho của lô.',
  newLotsHint:
    'Số lô in trên bao bì của nhà sản xuất (ví dụ PA2509). Hạn sử dụng phải sau hôm nay. Số lượng là số nguyên từ 1.',
  totalQuantity: 'Tổng số lượng',
  totalAmount: 'Tổng tiền',
  grandTotal: 'Tổng đơn hàng',
  chooseDate: 'Chọn ngày',
  calendar: 'Lịch chọn ngày',
  previousMonth: 'Tháng trước',
  nextMonth: 'Tháng sau',
};

/** The app's texts for the rules' codes (docs/product/purchase-orders.md#lot-rules). */
const issueMessage = (issue: LotIssue) => {
  const { lotNumber, onHand } = issue.params;
  switch (issue.code) {
    case 'lotNumberDuplicate':
      return `Số lô "${lotNumber}" đã tồn tại trong kho. Vui lòng nhập số lô khác.`;
    case 'lotNumberRequired':
      return 'Vui lòng nhập số lô';
    case 'priceMin':
      return 'Giá nhập phải lớn hơn 0';
    case 'quantityMin':
      return 'Số lượng phải lớn hơn hoặc bằng 1';
    case 'quantityAboveOnHand':
      return `Số lượng không được vượt quá tồn kho (${onHand})`;
    case 'expiryRequired':
      return 'Vui lòng nhập ngày hết hạn';
    case 'expiryFormat':
      return 'Định dạng ngày hết hạn không đúng (dd-mm-yyyy)';
    case 'expiryInvalid':
      return 'Ngày hết hạn không hợp lệ';
    case 'expired':
      return 'Lô đã hết hạn';
  }
};

const amoxicillin: LotProduct = {
  id: 'p1',
  code: 'SP0001',
  name: 'Amoxicillin 500mg',
  basePrice: 45_000,
  inventoryLots: [
    { batchNumber: 'A1', expiryDate: '2027-03-01', onHand: 12, cost: 40_000 },
    { batchNumber: 'B2', expiryDate: '2026-01-01', onHand: 3, cost: 38_000 },
  ],
  existingLots: [],
  newLots: [],
};

const paracetamol: LotProduct = {
  id: 'p2',
  code: 'SP0002',
  name: 'Paracetamol 500mg',
  basePrice: 12_000,
  inventoryLots: [{ batchNumber: null, expiryDate: null, onHand: 40 }],
  existingLots: [],
  newLots: [
    {
      key: 'n-para',
      lotNumber: 'PC-2401',
      quantity: 10,
      price: 12_000,
      expiryDate: '15-06-2028',
      isFromServer: false,
    },
  ],
};

function Controlled(props: LotEditorProps & { validate?: boolean; refuseRemoveProduct?: boolean }) {
  const { validate, refuseRemoveProduct, ...rest } = props;
  const [products, setProducts] = useState(props.products);
  const [issues, setIssues] = useState<LotIssue[]>([]);
  return (
    <>
      <LotEditor
        {...rest}
        products={products}
        issues={issues}
        onChange={(next) => {
          setProducts(next);
          props.onChange(next);
        }}
        onRemoveProduct={(id) => {
          // An app may decline, e.g. when the person cancels its confirmation.
          if (!refuseRemoveProduct) setProducts((all) => all.filter((p) => p.id !== id));
        }}
      />
      {validate ? (
        <Button onClick={() => setIssues(validateProducts(products, props.today))} style={{ marginTop: 16 }}>
          Tạo đơn hàng
        </Button>
      ) : null}
    </>
  );
}

const meta = {
  title: 'Components/Forms/LotEditor',
  component: LotEditor,
  render: (args) => <Controlled {...args} />,
  args: { products: [amoxicillin, paracetamol], today: TODAY, labels, issueMessage, onChange: fn() },
  argTypes: { products: { control: false }, labels: { control: false } },
} satisfies Meta<typeof LotEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const product = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const para = product(canvasElement, 'Paracetamol 500mg');
    await expect(para.getByRole('group', { name: 'Paracetamol 500mg — lô PC-2401' })).toBeVisible();
    await expect(para.getByText('120.000 ₫', { selector: 'output' })).toBeVisible();
    // Disabled with its reason beside it; the portal's '+' is in the label, so the button shows no plus icon.
    const addExisting = para.getByRole('button', { name: '+ Số lô hiện tại' });
    await expect(addExisting).toBeDisabled();
    await expect(addExisting).toHaveAccessibleDescription('Không còn số lô nào trong kho để chọn');
    await expect(addExisting.querySelector('svg')).toBeNull();
    const amox = product(canvasElement, 'Amoxicillin 500mg');
    await expect(amox.getByRole('button', { name: '+ Số lô hiện tại' })).toBeEnabled();
    await expect(amox.getAllByText('Chưa có lô nào')).toHaveLength(2);
    // Each section says what its lots are and what a new lot needs.
    await expect(amox.getByText(/^Số lô in trên bao bì của nhà sản xuất/)).toBeVisible();
    await expect(amox.getByText(/^Lô đã có trong kho/)).toBeVisible();
    const grand = within(canvasElement).getByRole('region', { name: 'Tổng đơn hàng' });
    await expect(grand).toHaveTextContent('Tổng số lượng: 10');
    await expect(grand).toHaveTextContent('Tổng tiền: 120.000 ₫');
  },
};

export const AddAndRemoveLots: Story = {
  play: async ({ canvasElement, step }) => {
    const amox = product(canvasElement, 'Amoxicillin 500mg');
    await step('Add a new lot: focus lands in its lot number, ready to type', async () => {
      await userEvent.click(amox.getByRole('button', { name: '+ Thêm số lô mới' }));
      const row = within(amox.getByRole('group', { name: /Amoxicillin 500mg — lô 1/ }));
      await waitFor(() => expect(row.getByRole('textbox', { name: /Số lô/ })).toHaveFocus());
      await userEvent.keyboard('AMX-01');
      await expect(row.getByRole('textbox', { name: /Số lô/ })).toHaveValue('AMX-01');
      const quantity = row.getByRole('textbox', { name: /Số lượng/ });
      await retype(quantity, '4');
      await expect(row.getByText('180.000 ₫', { selector: 'output' })).toBeVisible();
    });
    await step('Totals follow', async () => {
      const grand = within(canvasElement).getByRole('region', { name: 'Tổng đơn hàng' });
      await expect(grand).toHaveTextContent('Tổng số lượng: 14');
      await expect(grand).toHaveTextContent('Tổng tiền: 300.000 ₫');
    });
    await step("Remove it again: focus goes back to the emptied section's add button", async () => {
      await userEvent.click(amox.getByRole('button', { name: 'Xoá lô AMX-01 của Amoxicillin 500mg' }));
      await expect(amox.queryByRole('group', { name: /AMX-01/ })).toBeNull();
      await expect(amox.getAllByText('Chưa có lô nào')).toHaveLength(2);
      // Each section says what its lots are and what a new lot needs.
      await expect(amox.getByText(/^Số lô in trên bao bì của nhà sản xuất/)).toBeVisible();
      await expect(amox.getByText(/^Lô đã có trong kho/)).toBeVisible();
      await waitFor(() => expect(amox.getByRole('button', { name: '+ Thêm số lô mới' })).toHaveFocus());
    });
  },
};

export const DuplicateLotError: Story = {
  play: async ({ canvasElement }) => {
    const amox = product(canvasElement, 'Amoxicillin 500mg');
    await userEvent.click(amox.getByRole('button', { name: '+ Thêm số lô mới' }));
    const lotNumber = amox.getByRole('textbox', { name: /Số lô/ });
    await userEvent.type(lotNumber, ' a1 ');
    await expect(lotNumber).toBeInvalid();
    await expect(lotNumber).toHaveAccessibleDescription(
      'Số lô "a1" đã tồn tại trong kho. Vui lòng nhập số lô khác.',
    );
    await retype(lotNumber, 'A9');
    await expect(lotNumber).not.toBeInvalid();
  },
};

export const ExistingLotAboveOnHand: Story = {
  play: async ({ canvasElement, step }) => {
    const amox = product(canvasElement, 'Amoxicillin 500mg');
    const body = within(canvasElement.ownerDocument.body);
    await step('Choose inventory lot A1 by keyboard', async () => {
      await userEvent.click(amox.getByRole('button', { name: '+ Số lô hiện tại' }));
      const select = amox.getByRole('combobox', { name: /Số lô/ });
      select.focus();
      await userEvent.keyboard('{ArrowDown}');
      // An expired lot says so before it is chosen.
      await expect(await body.findByRole('option', { name: /B2/ })).toHaveTextContent('Hết hạn');
      await expect(body.getByRole('option', { name: /A1/ })).not.toHaveTextContent('Hết hạn');
      await userEvent.click(await body.findByRole('option', { name: /A1/ }));
    });
    const row = within(amox.getByRole('group', { name: 'Amoxicillin 500mg — lô A1' }));
    await step('Focus moves on from the dropdown to the first editable field', async () => {
      await waitFor(() => expect(row.getByRole('textbox', { name: /Giá nhập/ })).toHaveFocus());
    });
    await step('The number is locked and the quantity (0) waits empty, not flagged', async () => {
      await expect(row.queryByRole('textbox', { name: /Số lô/ })).toBeNull();
      await expect(row.getByText('Tồn kho: 12')).toBeVisible();
      const quantity = row.getByRole('textbox', { name: /Số lượng/ });
      await expect(quantity).toHaveValue('');
      await expect(quantity).toHaveAttribute('placeholder', '0');
      await expect(quantity).toBeRequired();
      await expect(quantity).not.toBeInvalid();
    });
    await step('More than on hand is flagged', async () => {
      const quantity = row.getByRole('textbox', { name: /Số lượng/ });
      await retype(quantity, '13');
      await waitFor(() =>
        expect(quantity).toHaveAccessibleDescription('Số lượng không được vượt quá tồn kho (12)'),
      );
      await retype(quantity, '12');
      await expect(quantity).not.toBeInvalid();
    });
    await step('All named inventory lots added: the button disables', async () => {
      await userEvent.click(amox.getByRole('button', { name: '+ Số lô hiện tại' }));
      await expect(amox.getByRole('button', { name: '+ Số lô hiện tại' })).toBeDisabled();
    });
  },
};

export const ExpiredLot: Story = {
  args: {
    products: [
      {
        ...amoxicillin,
        existingLots: [
          {
            key: 'e-b2',
            lotNumber: 'B2',
            quantity: 1,
            price: 45_000,
            expiryDate: '01-01-2026',
            onHand: 3,
            isFromServer: true,
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'Amoxicillin 500mg — lô B2' });
    await expect(row).toHaveAttribute('data-expired', 'true');
    await expect(within(row).getByText('Hết hạn')).toBeVisible();
    // Price and quantity are frozen; the expiry, the reason the lot is blocked, stays readable: read-only at full
    // contrast, not faded like a disabled field.
    await expect(within(row).getByRole('textbox', { name: /Giá nhập/ })).toBeDisabled();
    await expect(within(row).getByRole('textbox', { name: /Số lượng/ })).toBeDisabled();
    const expiry = within(row).getByRole('textbox', { name: /HSD/ });
    await expect(expiry).toHaveAttribute('readonly');
    await expect(expiry).toBeEnabled();
    await expect(expiry).toHaveValue('01-01-2026');
    await expect(textContrast(expiry)).toBeGreaterThanOrEqual(4.5);
    await expect(within(row).queryByRole('button', { name: 'Chọn ngày' })).toBeNull();
    await expect(within(row).getByRole('button', { name: /Xoá lô B2/ })).toBeEnabled();
  },
};

export const ReSortsByExpiry: Story = {
  args: {
    products: [
      {
        ...amoxicillin,
        newLots: [
          {
            key: 'n1',
            lotNumber: 'L-1',
            quantity: 1,
            price: 45_000,
            expiryDate: '01-06-2027',
            isFromServer: false,
          },
          {
            key: 'n2',
            lotNumber: 'L-2',
            quantity: 1,
            price: 45_000,
            expiryDate: '01-12-2027',
            isFromServer: false,
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const order = () =>
      Array.from(canvasElement.querySelectorAll('[data-lot-key]')).map((el) =>
        el.getAttribute('data-lot-key'),
      );
    await expect(order()).toEqual(['n1', 'n2']);
    const row = within(within(canvasElement).getByRole('group', { name: /lô L-2/ }));
    const expiry = row.getByRole('textbox', { name: /HSD/ });
    await retype(expiry, '01-01-2027{Enter}');
    await waitFor(() => expect(order()).toEqual(['n2', 'n1']));
  },
};

export const SubmitValidation: Story = {
  render: (args) => <Controlled {...args} validate />,
  args: {
    products: [
      {
        ...amoxicillin,
        newLots: [{ key: 'n1', lotNumber: '', quantity: 0, price: 0, expiryDate: '', isFromServer: false }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tạo đơn hàng' }));
    const row = within(canvas.getByRole('group', { name: /Amoxicillin 500mg — lô 1/ }));
    await expect(row.getByRole('textbox', { name: /Số lô/ })).toHaveAccessibleDescription(
      'Vui lòng nhập số lô',
    );
    await expect(row.getByRole('textbox', { name: /Giá nhập/ })).toHaveAccessibleDescription(
      'Giá nhập phải lớn hơn 0',
    );
    await expect(row.getByRole('textbox', { name: /Số lượng/ })).toHaveAccessibleDescription(
      'Số lượng phải lớn hơn hoặc bằng 1',
    );
    await expect(row.getByRole('textbox', { name: /HSD/ })).toBeInvalid();
  },
};

export const RemoveProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bỏ sản phẩm Paracetamol 500mg' }));
    await expect(canvas.queryByRole('region', { name: 'Paracetamol 500mg' })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bỏ sản phẩm Amoxicillin 500mg' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('region', { name: 'Tổng đơn hàng' })).toHaveTextContent('Tổng tiền: 0 ₫');
  },
};

/** A removal the app declines moves no focus, neither then nor on a later edit. */
export const DeclinedRemovalLeavesFocusAlone: Story = {
  render: (args) => <Controlled {...args} refuseRemoveProduct />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Bỏ sản phẩm Paracetamol 500mg' });
    await userEvent.click(remove);
    await expect(canvas.getByRole('region', { name: 'Paracetamol 500mg' })).toBeVisible();
    await expect(remove).toHaveFocus();
    const amox = product(canvasElement, 'Amoxicillin 500mg');
    await userEvent.click(amox.getByRole('button', { name: '+ Thêm số lô mới' }));
    const lotNumber = amox.getByRole('textbox', { name: /Số lô/ });
    await waitFor(() => expect(lotNumber).toHaveFocus());
    await userEvent.keyboard('AMX-02');
    await expect(lotNumber).toHaveValue('AMX-02');
    await expect(lotNumber).toHaveFocus();
  },
};

export const RemoveLotsByKeyboard: Story = {
  args: ReSortsByExpiry.args,
  play: async ({ canvasElement, step }) => {
    const amox = product(canvasElement, 'Amoxicillin 500mg');
    await step("The next row's remove button takes the place of the one pressed", async () => {
      amox.getByRole('button', { name: 'Xoá lô L-1 của Amoxicillin 500mg' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(amox.queryByRole('group', { name: /lô L-1/ })).toBeNull();
      await waitFor(() =>
        expect(amox.getByRole('button', { name: 'Xoá lô L-2 của Amoxicillin 500mg' })).toHaveFocus(),
      );
    });
    await step("Removing the last lot hands focus to the section's add button", async () => {
      await userEvent.keyboard('{Enter}');
      await expect(amox.queryByRole('group', { name: /lô L-2/ })).toBeNull();
      await waitFor(() => expect(amox.getByRole('button', { name: '+ Thêm số lô mới' })).toHaveFocus());
    });
  },
};

export const ExpiryPastDaysDisabled: Story = {
  play: async ({ canvasElement, step }) => {
    const amox = product(canvasElement, 'Amoxicillin 500mg');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(amox.getByRole('button', { name: '+ Thêm số lô mới' }));
    const row = within(amox.getByRole('group', { name: /Amoxicillin 500mg — lô 1/ }));
    await step('The calendar opens on today; earlier days are disabled', async () => {
      await userEvent.click(row.getByRole('button', { name: 'Chọn ngày' }));
      const todayCell = await body.findByRole('gridcell', { name: /ngày 22 tháng 11 năm 2026/ });
      await waitFor(() => expect(todayCell).toHaveFocus());
      await expect(body.getByRole('gridcell', { name: /ngày 21 tháng 11 năm 2026/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step(
      'ArrowLeft stops at today, ArrowRight moves on; Enter picks the day as dd-MM-yyyy',
      async () => {
        await userEvent.keyboard('{ArrowLeft}{ArrowRight}{ArrowRight}{Enter}');
        await waitFor(() => expect(row.getByRole('textbox', { name: /HSD/ })).toHaveValue('24-11-2026'));
      },
    );
  },
};

export const DuplicateWithinTheForm: Story = {
  play: async ({ canvasElement }) => {
    const para = product(canvasElement, 'Paracetamol 500mg');
    await userEvent.click(para.getByRole('button', { name: '+ Thêm số lô mới' }));
    const row = within(para.getByRole('group', { name: /Paracetamol 500mg — lô 2/ }));
    const lotNumber = row.getByRole('textbox', { name: /Số lô/ });
    await userEvent.type(lotNumber, 'pc-2401 ');
    await expect(lotNumber).toHaveAccessibleDescription(
      'Số lô "pc-2401" đã tồn tại trong kho. Vui lòng nhập số lô khác.',
    );
    await userEvent.type(lotNumber, 'B');
    await expect(lotNumber).not.toBeInvalid();
    await expect(para.getByRole('group', { name: /lô PC-2401/ })).not.toHaveAttribute('data-expired');
  },
};
