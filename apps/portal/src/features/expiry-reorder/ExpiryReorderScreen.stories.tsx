import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { onDesktop, onPhone, screenStories, WAIT } from '../../stories/PortalStory';
import { answering, apiError, me, never, recorder } from '../../stories/storyApi';
import { expiryLots } from './expiryStoryApi';
import { exportAnswer } from './reorderStoryApi';

const requests = recorder();
const exports = recorder();
const meta = {
  title: 'Screens/Expiry and reorder',
  ...screenStories(
    paths.expiryReorder,
    {
      session: [me],
      list: [expiryLots({}, requests)],
      export: [exportAnswer('/api/expiry/lots/export', exports)],
    },
    [requests, exports],
  ),
  // The plays read tables; `Phone` looks at the cards a 375 px phone gets instead.
  globals: onDesktop,
};
export default meta;
type Story = StoryObj<typeof meta>;

const EXPIRING = 'Lô sắp hết hạn';
const EXPIRED = 'Lô đã hết hạn';

export const Loading: Story = {
  parameters: { msw: { handlers: { list: [answering('/api/expiry/lots', never)] } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: EXPIRING }, WAIT);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('table', { name: EXPIRED })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hạn dùng & đặt hàng' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: [expiryLots({ expiring: [], expired: [] })] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Không có lô nào hết hạn trong khoảng này', {}, WAIT)).toBeVisible();
    // The expired lots come in a request of their own.
    await expect(await canvas.findByText('Không có lô nào đã hết hạn còn tồn', {}, WAIT)).toBeVisible();
    const totals = canvas.getByRole('list', { name: 'Tiền có nguy cơ mất theo khoảng ngày' });
    await waitFor(() => expect(within(totals).getAllByText('0 lô · 0 đơn vị')).toHaveLength(5), WAIT);
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { list: [answering('/api/expiry/lots', () => apiError(503, 'Máy chủ đang bảo trì'))] } },
  },
  play: async ({ canvas }) => {
    const alerts = await canvas.findAllByRole('alert', {}, WAIT);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), WAIT);
    await expect(alerts[0]).toHaveTextContent('Không thể tải danh sách lô sắp hết hạn');
    await expect(canvas.getAllByRole('alert')[1]).toHaveTextContent('Không thể tải danh sách lô đã hết hạn');
    await expect(canvas.getAllByRole('button', { name: 'Thử lại' })[0]).toBeEnabled();
  },
};

/** Six lots within 90 days, three expired; the money at risk per window; 30 days chosen from its figure. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: EXPIRING }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7), WAIT);
    const totals = canvas.getByRole('list', { name: 'Tiền có nguy cơ mất theo khoảng ngày' });
    const ninety = within(totals).getByRole('button', { name: /Trong 90 ngày/ });
    await expect(ninety).toHaveAttribute('aria-pressed', 'true');
    await expect(ninety).toHaveTextContent('3.973.000 ₫');
    await expect(within(totals).getByText('Đã hết hạn').parentElement).toHaveTextContent('776.000 ₫');
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(within(first).getByText('Hôm nay')).toBeVisible();
    const expired = canvas.getByRole('table', { name: EXPIRED });
    await waitFor(() => expect(within(expired).getAllByRole('row')).toHaveLength(4), WAIT);
    await expect(within(expired).getByText('Quá 40 ngày')).toBeVisible();

    await userEvent.click(within(totals).getByRole('button', { name: /Trong 30 ngày/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5), WAIT);
    await expect(requests.last()?.searchParams.get('window')).toBe('30');
    await userEvent.click(within(table).getByRole('button', { name: /Sản phẩm/ }));
    await waitFor(
      () =>
        expect(within(table).getByRole('columnheader', { name: /Sản phẩm/ })).toHaveAttribute(
          'aria-sort',
          'ascending',
        ),
      WAIT,
    );
    // The request goes out once the address has changed: waited for, like the header.
    await waitFor(() => expect(requests.last()?.searchParams.get('sort')).toBe('product'), WAIT);
  },
};

/** On a 375 px phone both sections are cards, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    const settled = (name: string) =>
      waitFor(() => {
        const found = canvas.getByRole('list', { name });
        expect(found).not.toHaveAttribute('aria-busy');
        return found;
      }, WAIT);
    const expiring = await settled(EXPIRING);
    await waitFor(() => expect(within(expiring).getAllByRole('listitem')).toHaveLength(6), WAIT);
    const expired = await settled(EXPIRED);
    await waitFor(() => expect(within(expired).getAllByRole('listitem')).toHaveLength(3), WAIT);
    await expect(canvas.queryByRole('table', { name: EXPIRING })).toBeNull();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBe(page.clientWidth);
  },
};

/** 'Xuất Excel' asks for the view as it is: the window, the sales window and the order. */
export const Export: Story = {
  play: async ({ canvas }) => {
    const totals = await canvas.findByRole('list', { name: 'Tiền có nguy cơ mất theo khoảng ngày' }, WAIT);
    await userEvent.click(within(totals).getByRole('button', { name: /Trong 30 ngày/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(exports.last()?.pathname).toBe('/api/expiry/lots/export'), WAIT);
    await expect(Object.fromEntries(exports.last()?.searchParams ?? [])).toEqual({
      format: 'xlsx',
      window: '30',
      sales_window: '28',
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Xuất Excel' })).toBeEnabled(), WAIT);
  },
};
