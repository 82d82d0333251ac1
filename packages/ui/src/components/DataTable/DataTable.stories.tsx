import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AlertTriangleIcon, ClipboardListIcon, RefreshIcon } from '../../icons/icons';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Stack } from '../Box/Box';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Text } from '../Text/Text';
import { DataTable, type DataTableColumn, dataTableDensities, type SortState } from './DataTable';

interface Order {
  id: string;
  code: string;
  supplier: string;
  orderDate: string;
  total: number;
  status: 'pending' | 'shipped' | 'delivered' | 'cancelled';
}

const statusLabel: Record<Order['status'], { text: string; tone: BadgeTone }> = {
  pending: { text: 'Đã tạo', tone: 'neutral' },
  shipped: { text: 'Đang giao hàng', tone: 'info' },
  delivered: { text: 'Hoàn tất', tone: 'positive' },
  cancelled: { text: 'Đã huỷ', tone: 'critical' },
};
const statuses = Object.keys(statusLabel) as Order['status'][];
const suppliers = ['Dược Hậu Giang', 'Traphaco', 'Imexpharm', 'Nhà phân phối Minh Long'];
const money = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `o${i + 1}`,
    code: `DH${String(i + 1).padStart(5, '0')}`,
    supplier: suppliers[i % suppliers.length] ?? '',
    orderDate: `${String((i % 28) + 1).padStart(2, '0')}/11/2026`,
    total: 150_000 + ((i * 7_919) % 90) * 25_000,
    status: statuses[i % statuses.length] ?? 'pending',
  }));
}

const orders = makeOrders(8);

const baseColumns: DataTableColumn<Order>[] = [
  { id: 'code', header: 'Mã đơn hàng', cell: (o) => <Text weight="medium">{o.code}</Text>, numeric: true },
  { id: 'supplier', header: 'Nhà cung cấp', cell: (o) => o.supplier },
  { id: 'orderDate', header: 'Ngày đặt hàng', cell: (o) => o.orderDate, numeric: true },
  { id: 'total', header: 'Tổng tiền', cell: (o) => money.format(o.total), align: 'end', numeric: true },
  {
    id: 'status',
    header: 'Trạng thái',
    cell: (o) => <Badge tone={statusLabel[o.status].tone}>{statusLabel[o.status].text}</Badge>,
  },
];

const meta = {
  title: 'Components/Data display/DataTable',
  component: DataTable<Order>,
  args: {
    caption: 'Danh sách đơn đặt hàng',
    columns: baseColumns,
    rows: orders,
    getRowId: (o: Order) => o.id,
    onRowClick: fn(),
    loadingLabel: 'Đang tải...',
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    density: { control: 'inline-radio', options: dataTableDensities },
  },
} satisfies Meta<typeof DataTable<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Danh sách đơn đặt hàng' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(orders.length + 1);
    const totalHeader = canvas.getByRole('columnheader', { name: 'Tổng tiền' });
    await expect(getComputedStyle(totalHeader).textAlign).toBe('end');
    const firstTotal = canvas.getAllByRole('row')[1]?.children[3] as HTMLElement;
    await expect(firstTotal.textContent).toBe(money.format(orders[0]?.total ?? 0));
    await expect(getComputedStyle(firstTotal).textAlign).toBe('end');
  },
};

export const RowClick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('DH00003'));
    await expect(args.onRowClick).toHaveBeenCalledWith(orders[2]);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await step('Tab reaches the first row only (roving focus)', async () => {
      await userEvent.tab();
      await expect(rows[0]).toHaveFocus();
    });
    await step('Arrows move between rows, Enter opens', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(rows[2]).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[2]);
    });
    await step('End and Home jump; Space opens too', async () => {
      await userEvent.keyboard('{End}');
      await expect(rows[rows.length - 1]).toHaveFocus();
      await userEvent.keyboard('{Home} ');
      await expect(rows[0]).toHaveFocus();
      await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[0]);
    });
  },
};

export const RowActions: Story = {
  args: { onRowClick: fn() },
  // Measured where no supplier name wraps: on a phone a long name takes two or three lines, whatever the action.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: function Render(args) {
    const [confirmed, setConfirmed] = useState<string[]>([]);
    const columns: DataTableColumn<Order>[] = [
      ...baseColumns,
      {
        id: 'actions',
        header: 'Thao tác',
        cell: (o) =>
          o.status === 'shipped' ? (
            <Button
              size="small"
              variant="outline"
              disabled={confirmed.includes(o.id)}
              onClick={() => setConfirmed((c) => [...c, o.id])}
            >
              Xác nhận đã nhận hàng
            </Button>
          ) : null,
      },
    ];
    return <DataTable {...args} columns={columns} />;
  },
  play: async ({ args, canvas, userEvent }) => {
    // A row with a button is as tall as a row without one.
    const heights = new Set(
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => Math.round(row.getBoundingClientRect().height)),
    );
    await expect([...heights]).toHaveLength(1);
    const [first] = canvas.getAllByRole('button', { name: 'Xác nhận đã nhận hàng' });
    await userEvent.click(first as HTMLElement);
    await expect(first).toBeDisabled();
    await expect(args.onRowClick).not.toHaveBeenCalled();
    const [, second] = canvas.getAllByRole('button', { name: 'Xác nhận đã nhận hàng' });
    (second as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toBeDisabled();
    await expect(args.onRowClick).not.toHaveBeenCalled();
  },
};

/** Less space around each cell, so a wide table fits beside the sidebar; rows keep their height. */
export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvas, canvasElement }) => {
    const cell = canvas.getAllByRole('cell')[0] as HTMLElement;
    const header = canvas.getByRole('columnheader', { name: 'Mã đơn hàng' });
    await expect(getComputedStyle(cell).paddingLeft).toBe('8px');
    await expect(getComputedStyle(header).paddingLeft).toBe('8px');
    await expect(canvasElement.querySelector('[data-density]')).toHaveAttribute('data-density', 'compact');
    await expect(Math.round(cell.getBoundingClientRect().height)).toBe(44);
  },
};

/** A summary row under the rows: the label heads it, amounts line up with their column. */
export const WithTotals: Story = {
  args: {
    rows: orders.slice(0, 3),
    footer: {
      code: 'Tổng cộng',
      total: money.format(orders.slice(0, 3).reduce((sum, order) => sum + order.total, 0)),
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const label = canvas.getByRole('rowheader', { name: 'Tổng cộng' });
    const footerRow = label.closest('tr') as HTMLElement;
    const sum = orders.slice(0, 3).reduce((total, order) => total + order.total, 0);
    await expect(footerRow.children[3]?.textContent).toBe(money.format(sum));
    await expect(getComputedStyle(footerRow.children[3] as HTMLElement).textAlign).toBe('end');
    // Not a row to open: it is neither focusable nor clickable.
    await expect(footerRow).not.toHaveAttribute('tabindex');
    await userEvent.click(label);
    await expect(args.onRowClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải...');
    await expect(canvas.getAllByRole('row', { hidden: true })).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        size="small"
        icon={<ClipboardListIcon />}
        title="Không có dữ liệu"
        description="Chưa có đơn đặt hàng nào khớp với bộ lọc."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Không có dữ liệu')).toBeVisible();
    await expect(canvas.getByText('Chưa có đơn đặt hàng nào khớp với bộ lọc.')).toBeVisible();
    await expect(canvas.getByRole('cell')).toHaveAttribute('colspan', String(baseColumns.length));
  },
};

/**
 * On a phone the columns are wider than the screen, so the table scrolls sideways; with no row to focus
 * (empty, loading, error), the box itself is a named region in the tab order so keyboard users can scroll it.
 */
export const EmptyOnMobile: Story = {
  ...Empty,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Danh sách đơn đặt hàng' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    const message = canvas.getByText('Không có dữ liệu');
    await expect(message).toBeVisible();
    // Centred in the part in view, not in the whole width that scrolls.
    const box = region.getBoundingClientRect();
    const text = message.getBoundingClientRect();
    await expect(text.left).toBeGreaterThanOrEqual(box.left);
    await expect(text.right).toBeLessThanOrEqual(box.right);
    await expect(Math.abs(text.left + text.width / 2 - (box.left + box.width / 2))).toBeLessThan(4);
  },
};

/** The failed load as a person first sees it: the message and a way forward. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    error: (
      <EmptyState
        size="small"
        icon={<AlertTriangleIcon />}
        title="Có lỗi xảy ra khi tải dữ liệu"
        description="Kiểm tra kết nối mạng rồi thử lại."
        actions={
          <Button size="small" variant="outline" icon={<RefreshIcon />}>
            Thử lại
          </Button>
        }
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Có lỗi xảy ra khi tải dữ liệu')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Thử lại' });
    await expect(retry).toBeVisible();
    // The button keeps its own width rather than stretching across the table.
    await expect(retry.getBoundingClientRect().width).toBeLessThan(200);
    await expect(canvas.queryByText('DH00001')).toBeNull();
  },
};

/** Retrying after a failed load brings the rows back. */
export const RetryAfterError: Story = {
  args: { onRowClick: fn() },
  render: function Render(args) {
    const [failed, setFailed] = useState(true);
    return (
      <DataTable
        {...args}
        error={
          failed ? (
            <Stack gap="small">
              <Text tone="critical">Có lỗi xảy ra khi tải dữ liệu</Text>
              <Button size="small" variant="outline" onClick={() => setFailed(false)}>
                Thử lại
              </Button>
            </Stack>
          ) : undefined
        }
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Có lỗi xảy ra khi tải dữ liệu')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(canvas.getByText('DH00001')).toBeVisible();
  },
};

export const Sorting: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<SortState>({ columnId: 'total', direction: 'descending' });
    const sorted = useMemo(
      () =>
        [...orders].sort((a, b) => (sort.direction === 'ascending' ? a.total - b.total : b.total - a.total)),
      [sort],
    );
    const columns = baseColumns.map((c) => (c.id === 'total' ? { ...c, sortable: true } : c));
    return <DataTable {...args} columns={columns} rows={sorted} sort={sort} onSortChange={setSort} />;
  },
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole('columnheader', { name: 'Tổng tiền' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Tổng tiền' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const totals = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number((row.children[3]?.textContent ?? '').replace(/\D/g, '')));
    await expect(totals).toEqual([...totals].sort((a, b) => a - b));
  },
};

export const HorizontalScrollOnMobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const container = canvas.getByRole('table').parentElement as HTMLElement;
    await expect(container.scrollWidth).toBeGreaterThan(container.clientWidth);
    await expect(getComputedStyle(container).overflowX).toBe('auto');
  },
};

export const StickyHeader: Story = {
  args: { rows: makeOrders(30), maxHeight: 260, onRowClick: undefined },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Danh sách đơn đặt hàng' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    const header = canvas.getByRole('columnheader', { name: 'Mã đơn hàng' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() =>
      expect(
        Math.abs(header.getBoundingClientRect().top - region.getBoundingClientRect().top),
      ).toBeLessThanOrEqual(1),
    );
    await expect(canvas.getByText('DH00030')).toBeVisible();
    // Rows are not focusable here, so the scrolling box itself is in the Tab order.
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

const manyOrders = makeOrders(10_000);

export const TenThousandRows: Story = {
  args: { rows: manyOrders, virtualize: { rowHeight: 44, maxHeight: 440 } },
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await step('Only the visible window is rendered', async () => {
      const rendered = canvasElement.querySelectorAll('tbody tr[data-row-index]').length;
      await expect(rendered).toBeGreaterThan(5);
      await expect(rendered).toBeLessThan(60);
      await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    });
    await step('End jumps to the last order and focuses it', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(canvas.getByText('DH10000').closest('tr')).toHaveFocus());
      await expect(canvas.getByText('DH10000').closest('tr')).toHaveAttribute('aria-rowindex', '10001');
      await userEvent.keyboard('{ArrowUp}{Enter}');
      await expect(args.onRowClick).toHaveBeenLastCalledWith(manyOrders[9_998]);
    });
  },
};
