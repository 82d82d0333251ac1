import type { PurchaseOrder, PurchaseOrderCreate } from '@pharmacy/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../shared/paths';
import {
  findModal,
  onDesktop,
  PortalStory,
  STORY_WAIT_MS,
  storeStoryToken,
} from '../../../stories/PortalStory';
import { STORY_API_DELAY_MS } from '../../../stories/storyApi';
import { orderPage, storyOrderRows } from '../storyOrders';
import { daysFromToday, orderCreatedFrom, readHandlers } from './createOrderStoryApi';

/** The order the story created, and the list requests made, to check what the screen asked for afterwards. */
let created: PurchaseOrder | null = null;
let listRequests: URL[] = [];

const list = http.get('/api/import-orders', async ({ request }) => {
  listRequests.push(new URL(request.url));
  await delay(STORY_API_DELAY_MS / 2);
  // Newest first: once created, the new order heads page 1.
  const rows = created ? [created, ...storyOrderRows.slice(0, 9)] : storyOrderRows;
  return HttpResponse.json(orderPage(rows, created ? 38 : 37));
});
const create = http.post('/api/import-orders', async ({ request }) => {
  created = orderCreatedFrom((await request.json()) as PurchaseOrderCreate);
  await delay(STORY_API_DELAY_MS / 2);
  return HttpResponse.json({ data: created }, { status: 201 });
});

const meta = {
  title: 'Screens/Purchase orders/Create from the list',
  component: PortalStory,
  parameters: { layout: 'fullscreen', msw: { handlers: [list, create, ...readHandlers] } },
  // A filtered third page: the new order shows only once the list starts again without filters.
  args: { path: `${paths.purchaseOrders}?page=3&statuses=shipped` },
  globals: onDesktop,
  beforeEach: () => {
    created = null;
    listRequests = [];
    return storeStoryToken();
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Tạo đơn hàng mới' opens the partner drawer; a created order sends the list to page 1 without filters. */
export const CreateAndSeeIt: Story = {
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    const button = await canvas.findByRole(
      'button',
      { name: 'Tạo đơn hàng mới' },
      { timeout: STORY_WAIT_MS },
    );
    await userEvent.click(button);
    const drawer = within(await findModal(body, 'Tạo đơn đặt hàng mới'));
    await step('A partner order of one product', async () => {
      const supplier = drawer.getByRole('combobox', { name: /Nhà cung cấp/ });
      await userEvent.click(supplier);
      await userEvent.type(supplier, 'hau giang');
      await userEvent.click(await drawer.findByRole('option', { name: /Dược Hậu Giang/ }));
      const date = drawer.getByRole('textbox', { name: /Ngày giao hàng dự kiến/ });
      await userEvent.type(date, `${daysFromToday(2).split('-').reverse().join('/')}{Tab}`);
      await userEvent.click(await drawer.findByRole('checkbox', { name: /Klamentin 625mg/ }));
      await userEvent.click(drawer.getByRole('button', { name: 'Tạo đơn hàng' }));
    });
    await step('The list starts again on page 1, without filters, with the new order first', async () => {
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Tạo đơn đặt hàng mới' })).toBeNull(), {
        timeout: STORY_WAIT_MS,
      });
      const number = created?.order_number ?? '';
      const row = await canvas.findByRole('row', { name: new RegExp(number) }, { timeout: STORY_WAIT_MS });
      await expect(row).toHaveTextContent('Công ty Cổ phần Dược Hậu Giang');
      await expect(canvas.getAllByRole('row')[1]).toBe(row);
      const last = listRequests.at(-1);
      await expect(last?.searchParams.get('statuses')).toBeNull();
      await expect(last?.searchParams.get('page') ?? '1').toBe('1');
      // Focus went back to the button that opened the drawer.
      await waitFor(() => expect(button).toHaveFocus());
    });
  },
};

/**
 * A started order is not lost to Escape: 'Bỏ thay đổi?' asks first, keeping it (Escape) leaves the products ticked,
 * and only 'Bỏ thay đổi' closes the drawer.
 */
export const EscapeAsksBeforeLosingAnOrder: Story = {
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = await within(canvasElement).findByRole(
      'button',
      { name: 'Tạo đơn hàng mới' },
      { timeout: STORY_WAIT_MS },
    );
    await userEvent.click(button);
    const panel = await findModal(body, 'Tạo đơn đặt hàng mới');
    const drawer = within(panel);
    const supplier = drawer.getByRole('combobox', { name: /Nhà cung cấp/ });
    await userEvent.click(supplier);
    await userEvent.type(supplier, 'hau giang');
    await userEvent.click(await drawer.findByRole('option', { name: /Dược Hậu Giang/ }));
    const product = await drawer.findByRole(
      'checkbox',
      { name: /Klamentin 625mg/ },
      { timeout: STORY_WAIT_MS },
    );
    await userEvent.click(product);
    await step('Escape asks, and Escape again keeps the order', async () => {
      await userEvent.keyboard('{Escape}');
      const question = await findModal(body, 'Bỏ thay đổi?', 'alertdialog');
      await waitFor(() =>
        expect(within(question).getByRole('button', { name: 'Tiếp tục chỉnh sửa' })).toHaveFocus(),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
      await expect(panel).toBeVisible();
      await expect(product).toBeChecked();
    });
    await step('the close button asks; discarding closes the drawer', async () => {
      await userEvent.click(drawer.getByRole('button', { name: 'Đóng' }));
      const question = await findModal(body, 'Bỏ thay đổi?', 'alertdialog');
      await userEvent.click(within(question).getByRole('button', { name: 'Bỏ thay đổi' }));
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Tạo đơn đặt hàng mới' })).toBeNull(), {
        timeout: STORY_WAIT_MS,
      });
      await waitFor(() => expect(button).toHaveFocus());
      await expect(created).toBeNull();
    });
  },
};
