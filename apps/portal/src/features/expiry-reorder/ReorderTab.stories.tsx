import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { bodyOf, onDesktop, onPhone, screenStories, WAIT } from '../../stories/PortalStory';
import { answering, apiError, me, never, recorder } from '../../stories/storyApi';
import {
  createFlowHandlers,
  exportAnswer,
  reorderSuggestions,
  storyBranches,
  unorderedSuggestion,
} from './reorderStoryApi';

const requests = recorder();
const exports = recorder();
const meta = {
  title: 'Screens/Expiry and reorder/Reorder suggestions',
  ...screenStories(
    `${paths.expiryReorder}?tab=reorder`,
    {
      session: [me, storyBranches, ...createFlowHandlers],
      list: [reorderSuggestions({}, requests)],
      export: [exportAnswer('/api/reorder/suggestions/export', exports)],
    },
    [requests, exports],
  ),
  // The plays read tables; `Phone` looks at the cards a 375 px phone gets instead.
  globals: onDesktop,
};
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'Đề xuất nhập hàng';
const NO_SUPPLIER = 'Chưa có nhà cung cấp';

export const Loading: Story = {
  parameters: { msw: { handlers: { list: [answering('/api/reorder/suggestions', never)] } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: LIST }, WAIT);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('tab', { name: 'Đề xuất nhập hàng' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: [reorderSuggestions({ lines: [] })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chưa có sản phẩm nào cần đặt', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByText('Chưa có dữ liệu bán hàng')).toBeNull();
  },
};

/** No invoice in the window: the banner says why, and only KiotViet's minimum levels ask for stock. */
export const NoSalesHistory: Story = {
  parameters: {
    msw: {
      handlers: {
        list: [
          reorderSuggestions({
            productsSold: 0,
            lines: [
              unorderedSuggestion('SP000120', 'Atorvastatin 10mg Pymepharco', {
                units_sold: 0,
                daily_sales: 0,
                on_hand: 6,
                usable: 6,
                min_quantity: 30,
                target: 30,
                suggested_quantity: 24,
              }),
            ],
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chưa có dữ liệu bán hàng', {}, WAIT)).toBeVisible();
    const group = await canvas.findByRole('region', { name: NO_SUPPLIER }, WAIT);
    await expect(
      within(group).getByText(
        'chưa bán trong 28 ngày · còn 6 dùng được · giao 7 ngày (mặc định) · đủ 30 ngày · tối thiểu 30 →',
        { exact: false },
      ),
    ).toBeVisible();
  },
};

/** A supplier that has delivered nothing yet: the pharmacy's default lead time, said as such. */
export const NoLeadTimeHistory: Story = {
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('region', { name: 'Công ty TNHH Dược phẩm Minh Châu' }, WAIT);
    await expect(within(group).getByText('Chưa có đơn đã giao: tính 7 ngày giao (mặc định)')).toBeVisible();
    await expect(within(group).getByText(/giao 7 ngày \(mặc định\)/)).toBeVisible();
    const partner = canvas.getByRole('region', { name: 'Công ty Cổ phần Dược Hậu Giang' });
    await expect(within(partner).getByText('Giao trung bình 5 ngày (theo 2 đơn đã giao)')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        list: [answering('/api/reorder/suggestions', () => apiError(503, 'Máy chủ đang bảo trì'))],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không thể tải đề xuất nhập hàng');
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toBeEnabled();
  },
};

/** Lines by supplier with the sentence that explains each; the filters go to the address and the request. */
export const Full: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const partner = await canvas.findByRole('region', { name: 'Công ty Cổ phần Dược Hậu Giang' }, WAIT);
    await expect(
      within(partner).getByText(
        'bán 4,2/ngày · còn 36 dùng được (12 sắp hết hạn) · đang về 20 · giao 5 ngày · đủ 30 ngày →',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(within(partner).getAllByText('đặt 91')[0]).toBeVisible();
    await expect(canvas.getByRole('region', { name: NO_SUPPLIER })).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1–7 trên 7 sản phẩm')).toBeVisible();

    await step('a supplier, then every product', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Nhà cung cấp' }));
      await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: NO_SUPPLIER }));
      await waitFor(() => expect(requests.last()?.searchParams.get('supplier_id')).toBe('none'), WAIT);
      await waitFor(() => expect(canvas.queryByRole('region', { name: /Dược Hậu Giang/ })).toBeNull(), WAIT);
      await userEvent.click(canvas.getByRole('switch', { name: 'Chỉ sản phẩm cần đặt' }));
      await waitFor(() => expect(requests.last()?.searchParams.get('needs_order')).toBe('false'), WAIT);
    });
  },
};

/** Three lines ticked (one with its quantity changed) open the batch dialog with those products, one lot each. */
export const DraftOrder: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const group = await canvas.findByRole('region', { name: NO_SUPPLIER }, WAIT);
    const create = within(group).getByRole('button', { name: 'Tạo đơn đặt hàng với Chưa có nhà cung cấp' });
    await expect(create).toBeDisabled();
    await step('tick three lines, change one quantity with the keyboard', async () => {
      await userEvent.click(within(group).getByRole('checkbox', { name: 'Chọn Amoxicillin 500mg Bidiphar' }));
      await userEvent.click(within(group).getByRole('checkbox', { name: 'Chọn Augmentin 625mg Domesco' }));
      const quantity = within(group).getByRole('textbox', {
        name: 'Số lượng đặt Atorvastatin 10mg Pymepharco',
      });
      await userEvent.tripleClick(quantity);
      await userEvent.keyboard('45{Tab}');
      await expect(
        within(group).getByRole('checkbox', { name: 'Chọn Atorvastatin 10mg Pymepharco' }),
      ).toBeChecked();
      await expect(within(group).getByText('Đã chọn 3')).toBeVisible();
    });
    await step('the batch dialog opens with them', async () => {
      await userEvent.click(create);
      const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Tạo đơn hàng theo lô' }, WAIT);
      // The dialog fades in: its products are waited for until they show.
      await waitFor(() => expect(within(dialog).getByText('Amoxicillin 500mg Bidiphar')).toBeVisible(), WAIT);
      await expect(within(dialog).getByText('Augmentin 625mg Domesco')).toBeVisible();
      await expect(within(dialog).getByText('Atorvastatin 10mg Pymepharco')).toBeVisible();
      const quantities = within(dialog).getAllByRole('textbox', { name: /Số lượng/ });
      await expect(quantities.map((field) => (field as HTMLInputElement).value)).toEqual(['12', '40', '45']);
    });
  },
};

/**
 * A product counted in tablets and ordered in boxes of 100: the sentence ends in boxes, the quantity counts boxes,
 * and the batch dialog opens with the line in boxes (docs/product/inventory.md#reorder-suggestions).
 */
export const OrderInBoxes: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const group = await canvas.findByRole('region', { name: NO_SUPPLIER }, WAIT);
    await expect(
      within(group).getByText(
        'chưa bán trong 28 ngày · còn 20 dùng được · giao 7 ngày (mặc định) · đủ 30 ngày · tối thiểu 200 · ' +
          'tối đa 250 →',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(within(group).getByText('đặt 2 hộp (200 viên)')).toBeVisible();
    const quantity = within(group).getByRole('textbox', {
      name: 'Số lượng đặt Vitamin C 500mg DHG (đơn vị: hộp)',
    });
    await expect(quantity).toHaveValue('2');
    await step('three boxes, typed with the keyboard, pick the line', async () => {
      await userEvent.tripleClick(quantity);
      await userEvent.keyboard('3{Tab}');
      await expect(within(group).getByRole('checkbox', { name: 'Chọn Vitamin C 500mg DHG' })).toBeChecked();
    });
    await step('the batch dialog orders it in boxes', async () => {
      await userEvent.click(
        within(group).getByRole('button', { name: 'Tạo đơn đặt hàng với Chưa có nhà cung cấp' }),
      );
      const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Tạo đơn hàng theo lô' }, WAIT);
      const unit = await within(dialog).findByRole(
        'combobox',
        { name: 'Đơn vị tính của Vitamin C 500mg DHG' },
        WAIT,
      );
      await expect(unit).toHaveTextContent('Hộp (= 100 Viên)');
      const quantities = within(dialog).getAllByRole('textbox', { name: /Số lượng/ });
      await expect(quantities.map((field) => (field as HTMLInputElement).value)).toEqual(['3']);
    });
  },
};

/** On a 375 px phone each supplier's lines are cards, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: NO_SUPPLIER }, WAIT);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4), WAIT);
    await expect(canvas.queryByRole('table', { name: NO_SUPPLIER })).toBeNull();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBe(page.clientWidth);
  },
};

/** 'Xuất CSV' asks the server for every line the filters keep; the button is busy meanwhile. */
export const Export: Story = {
  parameters: { msw: { handlers: { list: [reorderSuggestions({}, requests)] } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: NO_SUPPLIER }, WAIT);
    await userEvent.click(canvas.getByRole('switch', { name: 'Chỉ sản phẩm cần đặt' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Xuất CSV' }));
    await expect(await canvas.findByRole('button', { name: 'Đang xuất...' }, WAIT)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Xuất CSV' })).toBeEnabled(), WAIT);
    const sent = exports.last();
    await expect(sent?.pathname).toBe('/api/reorder/suggestions/export');
    await expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      format: 'csv',
      sales_window: '28',
      needs_order: 'false',
    });
  },
};

/** A failed export says so, and the buttons come back. */
export const ExportFailed: Story = {
  parameters: {
    msw: { handlers: { export: [exportAnswer('/api/reorder/suggestions/export', exports, 503)] } },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: NO_SUPPLIER }, WAIT);
    await userEvent.click(canvas.getByRole('button', { name: 'Xuất Excel' }));
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không thể xuất file');
    await expect(canvas.getByRole('button', { name: 'Xuất Excel' })).toBeEnabled();
  },
};
