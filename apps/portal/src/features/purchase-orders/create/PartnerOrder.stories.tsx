import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findModal, STORY_WAIT_MS, storeStoryToken } from '../../../stories/PortalStory';
import { CreateOrderStory } from './CreateOrderStory';
import {
  type Canvas,
  daysFromToday,
  handlers,
  neverAnswering,
  outage,
  page,
  refuseCreate,
  retype,
  traphacoCatalogue,
} from './createOrderStoryApi';

const meta = {
  title: 'Screens/Purchase orders/Create partner order',
  component: CreateOrderStory,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  args: { onCreated: fn() },
  beforeEach: storeStoryToken,
} satisfies Meta<typeof CreateOrderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDrawer = (body: Canvas) => findModal(body, 'Tạo đơn đặt hàng mới');

/** dd/MM/yyyy of the day `days` after today, as the date field takes it. */
const typedDay = (days: number) => daysFromToday(days).split('-').reverse().join('/');

async function chooseSupplier(form: HTMLElement, search: string, name: RegExp) {
  const combobox = within(form).getByRole('combobox', { name: /Nhà cung cấp/ });
  await userEvent.click(combobox);
  await userEvent.type(combobox, search);
  await userEvent.click(await within(form).findByRole('option', { name }));
  await waitFor(() => expect(combobox).toHaveValue(name.source.replaceAll('\\', '')));
}

/** The filled form of several stories: Dược Hậu Giang, delivery in 3 days, two products, one of them × 3. */
async function fillIn(form: HTMLElement) {
  const drawer = within(form);
  await chooseSupplier(form, 'hau giang', /Công ty Cổ phần Dược Hậu Giang/);
  await userEvent.type(
    drawer.getByRole('textbox', { name: /Ngày giao hàng dự kiến/ }),
    `${typedDay(3)}{Tab}`,
  );
  await userEvent.click(await drawer.findByRole('checkbox', { name: /Hapacol 250mg bột sủi/ }));
  await userEvent.click(drawer.getByRole('checkbox', { name: /Klamentin 625mg/ }));
  await retype(drawer.getByRole('textbox', { name: /Số lượng Hapacol 250mg/ }), '3');
  await userEvent.tab();
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = await findDrawer(page(canvasElement));
    const drawer = within(form);
    await expect(drawer.getByRole('combobox', { name: /Nhà cung cấp/ })).toHaveAttribute(
      'placeholder',
      'Chọn nhà cung cấp',
    );
    await expect(
      drawer.getByText('Vui lòng chọn nhà cung cấp trước để xem danh sách sản phẩm'),
    ).toBeVisible();
    await expect(drawer.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' })).toBeDisabled();
    await expect(drawer.getByRole('heading', { name: 'Sản phẩm đã chọn (0)' })).toBeVisible();
    await expect(drawer.getByText('0 ₫')).toBeVisible();
  },
};

/** Grouped suppliers with source tags and descriptions; the search ignores accents and case. */
export const SupplierSearch: Story = {
  play: async ({ canvasElement }) => {
    const form = await findDrawer(page(canvasElement));
    const drawer = within(form);
    const combobox = drawer.getByRole('combobox', { name: /Nhà cung cấp/ });
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('placeholder', 'Tìm kiếm nhà cung cấp...');
    const partners = await drawer.findByRole('group', { name: 'Nhà cung cấp đối tác Pharmacy Portal' });
    await expect(within(partners).getByRole('option', { name: /Dược Hậu Giang/ })).toHaveTextContent(
      'Nhà sản xuất dược phẩm hàng đầu Việt Nam',
    );
    // No description of its own: the default one.
    await expect(within(partners).getByRole('option', { name: /Traphaco/ })).toHaveTextContent(
      'Nhà phân phối thuốc trên toàn quốc',
    );
    const internal = drawer.getByRole('group', { name: 'Nhà cung cấp nội bộ' });
    await expect(within(internal).getByRole('option', { name: /Minh Châu/ })).toHaveTextContent('KiotViet');
    await expect(within(internal).getByRole('option', { name: /Thiên Phúc/ })).toHaveTextContent('Tự tạo');

    await userEvent.type(combobox, 'DUOC PHAM');
    await waitFor(() => expect(drawer.getAllByRole('option')).toHaveLength(1));
    await expect(drawer.getByRole('option')).toHaveAccessibleName(/Công ty TNHH Dược phẩm Minh Châu/);
    await retype(combobox, 'xyz');
    await expect(await drawer.findByText('Không tìm thấy nhà cung cấp.')).toBeVisible();
  },
};

/**
 * A partner's products with code, stock, price and their KiotViet product (or that KiotViet has none); the summary
 * counts quantities and đồng.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const form = await findDrawer(page(canvasElement));
    await fillIn(form);
    const drawer = within(form);
    await expect(drawer.getByRole('checkbox', { name: /Klamentin 625mg/ })).toHaveAccessibleDescription(
      'Mã DHG-KLA625 · Tồn kho: 0 · 138.000\u00a0₫ · Chưa có trên KiotViet',
    );
    await expect(drawer.getByRole('checkbox', { name: /Hapacol 500mg/ })).toHaveAccessibleDescription(
      /· KiotViet: SP000020$/,
    );
    const summary = drawer.getByRole('region', { name: 'Sản phẩm đã chọn (2)' });
    await expect(within(summary).getByRole('textbox', { name: /Số lượng Hapacol 250mg/ })).toHaveValue('3');
    await expect(summary).toHaveTextContent('Tổng số lượng4');
    // 3 × 52.000 + 1 × 138.000
    await expect(summary).toHaveTextContent('Tổng tiền294.000 ₫');
  },
};

/**
 * A product the pharmacy sells shows its stock, usable stock and the suggestion from this supplier, and its line starts
 * at the suggestion; one without starts at 1 (docs/product/inventory.md#reorder-suggestions).
 */
export const StartsAtSuggestion: Story = {
  play: async ({ canvasElement }) => {
    const form = await findDrawer(page(canvasElement));
    await chooseSupplier(form, 'hau giang', /Công ty Cổ phần Dược Hậu Giang/);
    const drawer = within(form);
    const hapacol = await drawer.findByRole('checkbox', { name: /Hapacol 500mg/ });
    await waitFor(() =>
      expect(hapacol).toHaveAccessibleDescription(
        'Mã DHG-HAP500 · Tồn kho: 20 · Dùng được: 14 · Gợi ý đặt: 60 · 45.000\u00a0₫ · KiotViet: SP000020',
      ),
    );
    await userEvent.click(hapacol);
    await userEvent.click(drawer.getByRole('checkbox', { name: /Klamentin 625mg/ }));
    await expect(drawer.getByRole('textbox', { name: /Số lượng Hapacol 500mg/ })).toHaveValue('60');
    await expect(drawer.getByRole('textbox', { name: /Số lượng Klamentin 625mg/ })).toHaveValue('1');
  },
};

/**
 * A quantity of 0 or less, or none, becomes 1 when the field is left
 * (docs/product/purchase-orders.md#partner-order-rules).
 */
export const QuantityResetsToOne: Story = {
  play: async ({ canvasElement }) => {
    const form = await findDrawer(page(canvasElement));
    await fillIn(form);
    const quantity = within(form).getByRole('textbox', { name: /Số lượng Klamentin 625mg/ });
    await retype(quantity, '0');
    await userEvent.tab();
    await expect(quantity).toHaveValue('1');
    await retype(quantity, '{Backspace}');
    await userEvent.tab();
    await expect(quantity).toHaveValue('1');
    await userEvent.click(within(form).getByRole('button', { name: 'Bỏ Klamentin 625mg khỏi đơn hàng' }));
    await expect(within(form).getByRole('checkbox', { name: /Klamentin 625mg/ })).not.toBeChecked();
    await expect(within(form).getByRole('heading', { name: 'Sản phẩm đã chọn (1)' })).toBeVisible();
  },
};

/** Page 50, then 'Tải thêm sản phẩm...' brings the rest and focus goes to the first that came in. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const form = await findDrawer(page(canvasElement));
    const drawer = within(form);
    await chooseSupplier(form, 'traphaco', /Công ty Cổ phần Traphaco/);
    await expect(await drawer.findByText('Đang hiển thị 50 / 60 sản phẩm')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Tải thêm sản phẩm...' }));
    await expect(await drawer.findByText('Đang hiển thị 60 / 60 sản phẩm')).toBeVisible();
    await expect(drawer.queryByRole('button', { name: 'Tải thêm sản phẩm...' })).toBeNull();
    await waitFor(() =>
      expect(drawer.getByRole('checkbox', { name: traphacoCatalogue[50]?.name })).toHaveFocus(),
    );
    // A search starts again at its first page.
    await userEvent.type(drawer.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' }), 'so 5');
    await waitFor(() => expect(drawer.getAllByRole('checkbox')).toHaveLength(10));
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const form = await findDrawer(body);
    const drawer = within(form);
    await userEvent.click(drawer.getByRole('button', { name: 'Tạo đơn hàng' }));
    await expect(drawer.getByText('Vui lòng chọn nhà cung cấp')).toBeVisible();
    await expect(drawer.getByText('Vui lòng chọn ngày giao hàng')).toBeVisible();
    const toast = await body.findByRole('alert');
    await expect(toast).toHaveTextContent('Vui lòng chọn sản phẩm');
    await expect(toast).toHaveTextContent('Bạn cần chọn ít nhất một sản phẩm cho đơn hàng');
    await expect(drawer.getByRole('combobox', { name: /Nhà cung cấp/ })).toHaveFocus();

    // A day before today is refused where it is typed.
    const date = drawer.getByRole('textbox', { name: /Ngày giao hàng dự kiến/ });
    await userEvent.type(date, `${typedDay(-1)}{Tab}`);
    await expect(await drawer.findByText('Ngày giao hàng không được trước ngày hôm nay')).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** The server refuses: 'Lỗi khi tạo đơn hàng' with its first 3 reasons, named by product, and the rest counted. */
export const ServerErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        refuseCreate(400, {
          message: 'Hapacol 250mg: Sản phẩm đã ngừng kinh doanh, không thể đặt hàng',
          error: 'VALIDATION_ERROR',
          details: {
            'items.0.product_id': 'Sản phẩm đã ngừng kinh doanh, không thể đặt hàng',
            'items.1.quantity_ordered': 'Số lượng tối đa 1.000.000',
            expected_delivery_date: 'Ngày giao hàng không được trước ngày hôm nay',
            'items.0.notes': 'Ghi chú tối đa 500 ký tự',
            'items.1.notes': 'Ghi chú tối đa 500 ký tự',
          },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const form = await findDrawer(body);
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Tạo đơn hàng' }));
    const toast = await body.findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await expect(toast).toHaveTextContent('Lỗi khi tạo đơn hàng');
    await expect(toast).toHaveTextContent('Có lỗi xảy ra khi tạo đơn hàng');
    const reasons = within(toast).getAllByRole('listitem');
    await expect(reasons.map((item) => item.textContent)).toEqual([
      'Hapacol 250mg bột sủi bọt hương cam dành cho trẻ em từ 2 đến 6 tuổi (hộp 24 gói x 1,5g): Sản phẩm đã ngừng kinh doanh, không thể đặt hàng',
      'Klamentin 625mg: Số lượng tối đa 1.000.000',
      'Ngày giao hàng không được trước ngày hôm nay',
    ]);
    await expect(toast).toHaveTextContent('...và 2 lỗi khác');
    // The field the server named shows its message; the drawer stays open with everything typed.
    await expect(within(form).getByText('Ngày giao hàng không được trước ngày hôm nay')).toBeVisible();
    await expect(within(form).getByRole('heading', { name: 'Sản phẩm đã chọn (2)' })).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const form = await findDrawer(body);
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Tạo đơn hàng' }));
    await expect(await within(form).findByRole('button', { name: 'Đang tạo...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const toast = await body.findByText('Tạo đơn hàng thành công', {}, { timeout: STORY_WAIT_MS });
    await expect(toast.closest('[role="status"]')).toHaveTextContent(
      'Đơn hàng mới đã được tạo và lưu vào hệ thống',
    );
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Tạo đơn đặt hàng mới' })).toBeNull(), {
      timeout: STORY_WAIT_MS,
    });
    await expect(args.onCreated).toHaveBeenCalledOnce();
    await expect(args.onCreated).toHaveBeenCalledWith(
      expect.objectContaining({
        expected_delivery_date: daysFromToday(3),
        items: [
          expect.objectContaining({
            product_name: expect.stringMatching(/^Hapacol 250mg/),
            quantity_ordered: 3,
          }),
          expect.objectContaining({ product_name: 'Klamentin 625mg', quantity_ordered: 1 }),
        ],
      }),
    );
  },
};

/** Choosing an internal supplier switches to the batch dialog with that supplier and the notes. */
export const SwitchToBatchOrder: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const form = await findDrawer(body);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Ghi chú' }), 'Giao trước 10 giờ');
    const combobox = within(form).getByRole('combobox', { name: /Nhà cung cấp/ });
    await userEvent.click(combobox);
    await userEvent.type(combobox, 'minh chau');
    await userEvent.click(
      await within(form).findByRole('option', { name: /Công ty TNHH Dược phẩm Minh Châu/ }),
    );
    const dialog = await findModal(body, 'Tạo đơn hàng theo lô');
    await expect(within(dialog).getByRole('combobox', { name: /Nhà cung cấp/ })).toHaveValue(
      'Công ty TNHH Dược phẩm Minh Châu',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Ghi chú' })).toHaveValue('Giao trước 10 giờ');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Tạo đơn đặt hàng mới' })).toBeNull(), {
      timeout: STORY_WAIT_MS,
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Chọn sản phẩm' })).toHaveFocus(),
    );
  },
};

/** While suppliers and products load: 'Đang tải...' in the supplier list and in the product picker. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('/api/v1/distributors/active'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const form = within(await findDrawer(page(canvasElement)));
    await userEvent.click(form.getByRole('combobox', { name: /Nhà cung cấp/ }));
    await expect(await form.findByRole('status')).toHaveTextContent('Đang tải...');
    await expect(form.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-busy', 'true');
  },
};

const suppliersDown = outage('/api/v1/distributors/active');
/** The suppliers cannot be loaded: the field says so, and 'Thử lại' loads them once the server is back. */
export const SuppliersLoadFailed: Story = {
  parameters: { msw: { handlers: [...suppliersDown.handlers, ...handlers] } },
  beforeEach: suppliersDown.begin,
  play: async ({ canvasElement }) => {
    const form = within(await findDrawer(page(canvasElement)));
    const supplier = form.getByRole('combobox', { name: /Nhà cung cấp/ });
    await waitFor(() =>
      expect(supplier).toHaveAccessibleDescription('Không tải được danh sách nhà cung cấp.'),
    );
    suppliersDown.end();
    await userEvent.click(form.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(supplier).not.toBeInvalid());
    await expect(form.queryByRole('button', { name: 'Thử lại' })).toBeNull();
    await userEvent.click(supplier);
    await expect(await form.findByRole('option', { name: /Dược Hậu Giang/ })).toBeVisible();
  },
};

const productsDown = outage('/api/products');
/** The supplier's products cannot be loaded: the picker says so, and 'Thử lại' loads them once the server is back. */
export const ProductsLoadFailed: Story = {
  parameters: { msw: { handlers: [...productsDown.handlers, ...handlers] } },
  beforeEach: productsDown.begin,
  play: async ({ canvasElement }) => {
    const form = await findDrawer(page(canvasElement));
    await chooseSupplier(form, 'hau giang', /Công ty Cổ phần Dược Hậu Giang/);
    const drawer = within(form);
    const alert = await drawer.findByRole('alert', {}, { timeout: STORY_WAIT_MS });
    await expect(alert).toHaveTextContent('Không tải được danh sách sản phẩm.');
    productsDown.end();
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(await drawer.findByRole('checkbox', { name: /Klamentin 625mg/ })).toBeVisible();
  },
};
