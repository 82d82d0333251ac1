import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AlertTriangleIcon, ClipboardListIcon, RefreshIcon, TrashIcon } from '../../icons/icons';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Inline, Stack } from '../Box/Box';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmptyState } from '../EmptyState/EmptyState';
import { IconButton } from '../IconButton/IconButton';
import { MoneyField } from '../MoneyField/MoneyField';
import { NumberField } from '../NumberField/NumberField';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  DataTable,
  type DataTableColumn,
  dataTableDensities,
  type SortDirection,
  type SortState,
} from './DataTable';

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
    sortLabels: {
      sortBy: 'Sắp xếp theo',
      ascending: 'tăng dần',
      descending: 'giảm dần',
      unsorted: 'Không sắp xếp',
    },
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    density: { control: 'inline-radio', options: dataTableDensities },
    narrowLayout: { control: 'boolean' },
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

/** The data-heavy density: 40 px rows and less space around each cell, so more of a list fits on screen. */
export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvas, canvasElement }) => {
    const cell = canvas.getAllByRole('cell')[0] as HTMLElement;
    const header = canvas.getByRole('columnheader', { name: 'Mã đơn hàng' });
    await expect(getComputedStyle(cell).paddingLeft).toBe('8px');
    await expect(getComputedStyle(header).paddingLeft).toBe('8px');
    await expect(canvasElement.querySelector('[data-density]')).toHaveAttribute('data-density', 'compact');
    const heights = new Set(
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => Math.round(row.getBoundingClientRect().height)),
    );
    await expect([...heights]).toEqual([40]);
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

/**
 * The rows of the previous page stay in place while the next one loads (no jump, no skeleton flash): the table
 * is busy, a bar sweeps along its top, and a row clicked or opened with Enter meanwhile does nothing — the row
 * under the pointer is about to be another order.
 */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải...');
    const row = canvas.getByRole('row', { name: /DH00001/ });
    await expect(row).toBeVisible();
    await userEvent.click(row);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).not.toHaveBeenCalled();
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

/* Sorting: the app owns the order. These stories sort in the browser where a screen would ask the server. */

const sortValue: Record<string, (order: Order) => string | number> = {
  code: (order) => order.code,
  supplier: (order) => order.supplier,
  // Every sample order is in one month, so the zero-padded day orders the dates.
  orderDate: (order) => order.orderDate,
  total: (order) => order.total,
};

function sortOrders(list: readonly Order[], sort: SortState | undefined): Order[] {
  const value = sort ? sortValue[sort.columnId] : undefined;
  if (!sort || !value) return [...list];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (
      sign *
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'vi'))
    );
  });
}

const sortableIds = ['code', 'supplier', 'orderDate', 'total'];
/** Dates and amounts are read newest or largest first. */
const sortableColumns = (columns: DataTableColumn<Order>[]): DataTableColumn<Order>[] =>
  columns.map((column) =>
    sortableIds.includes(column.id)
      ? {
          ...column,
          sortable: true,
          ...(column.id === 'orderDate' || column.id === 'total'
            ? { firstSortDirection: 'descending' as const }
            : {}),
        }
      : column,
  );

type TableArgs = ComponentProps<typeof DataTable<Order>>;

/** A DataTable whose order lives in state, as a screen keeps it in the address. */
function SortedOrders({
  initialSort,
  clearable = false,
  ...args
}: TableArgs & { initialSort?: SortState; clearable?: boolean }) {
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const rows = useMemo(() => sortOrders(args.rows, sort), [args.rows, sort]);
  return (
    <DataTable
      {...args}
      columns={sortableColumns(args.columns as DataTableColumn<Order>[])}
      rows={rows}
      sort={sort}
      onSortChange={setSort}
      onSortClear={clearable ? () => setSort(undefined) : undefined}
    />
  );
}

const totalsShown = (rows: HTMLElement[], column: number) =>
  rows.map((row) => Number((row.children[column]?.textContent ?? '').replace(/\D/g, '')));

/** The header says the order twice: `aria-sort` for assistive tech, the arrow for the eye. */
async function expectSortedBy(canvas: ReturnType<typeof within>, name: string, direction: SortDirection) {
  const header = canvas.getByRole('columnheader', { name });
  await expect(header).toHaveAttribute('aria-sort', direction);
  await expect(header.querySelector('svg')).toHaveAttribute('data-direction', direction);
}

/** Sorted by total, largest first: the header says so with `aria-sort` and a down arrow. */
export const SortedDescending: Story = {
  render: (args) => <SortedOrders {...args} initialSort={{ columnId: 'total', direction: 'descending' }} />,
  play: async ({ canvas }) => {
    await expectSortedBy(canvas, 'Tổng tiền', 'descending');
    // Only the sorted column carries aria-sort; the others show a muted two-way arrow.
    await expect(canvas.getByRole('columnheader', { name: 'Mã đơn hàng' })).not.toHaveAttribute('aria-sort');
    const codeArrow = canvas.getByRole('button', { name: 'Mã đơn hàng' }).querySelector('svg');
    await expect(codeArrow).toHaveAttribute('data-direction', 'none');
    const totals = totalsShown(canvas.getAllByRole('row').slice(1), 3);
    await expect(totals).toEqual([...totals].sort((a, b) => b - a));
  },
};

/** Sorted by order number, A to Z. */
export const SortedAscending: Story = {
  render: (args) => <SortedOrders {...args} initialSort={{ columnId: 'code', direction: 'ascending' }} />,
  play: async ({ canvas }) => {
    await expectSortedBy(canvas, 'Mã đơn hàng', 'ascending');
    const codes = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.children[0]?.textContent);
    await expect(codes).toEqual(orders.map((order) => order.code));
  },
};

/**
 * Keyboard first: Tab reaches the header's sort buttons before the rows; Enter and Space press them. A total
 * sorts largest first, then flips; each new order is announced.
 */
export const SortByKeyboard: Story = {
  render: (args) => <SortedOrders {...args} />,
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const header = canvas.getByRole('columnheader', { name: 'Tổng tiền' });
    const announcement = canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;
    await step('Nothing is sorted or announced at first', async () => {
      await expect(canvasElement.querySelector('th[aria-sort]')).toBeNull();
      await expect(announcement).toHaveTextContent('');
    });
    await step('Tab to the total’s sort button; Enter sorts largest first', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Mã đơn hàng' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      const button = canvas.getByRole('button', { name: 'Tổng tiền' });
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(announcement).toHaveTextContent('Sắp xếp theo Tổng tiền, giảm dần');
      const totals = totalsShown(canvas.getAllByRole('row').slice(1), 3);
      await expect(totals).toEqual([...totals].sort((a, b) => b - a));
    });
    await step('Space flips it; focus stays on the button', async () => {
      await userEvent.keyboard(' ');
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(announcement).toHaveTextContent('Sắp xếp theo Tổng tiền, tăng dần');
      await expect(canvas.getByRole('button', { name: 'Tổng tiền' })).toHaveFocus();
      const totals = totalsShown(canvas.getAllByRole('row').slice(1), 3);
      await expect(totals).toEqual([...totals].sort((a, b) => a - b));
    });
  },
};

/** With `onSortClear`, a third press goes back to the list's own order. */
export const SortClearable: Story = {
  render: (args) => <SortedOrders {...args} clearable />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Nhà cung cấp' });
    const header = canvas.getByRole('columnheader', { name: 'Nhà cung cấp' });
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(button);
    await expect(canvasElement.querySelector('th[aria-sort]')).toBeNull();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Không sắp xếp');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('DH00001');
  },
};

/** Order lines being edited: every control a row holds comes in a `small` size, which compact rows fit. */
const lines = makeOrders(5).map((order, index) => ({ ...order, quantity: (index + 1) * 10 }));
type Line = (typeof lines)[number];

export const CompactWithControls: Story = {
  args: { density: 'compact', onRowClick: undefined },
  // Measured where no supplier name wraps: on a phone a long name takes two lines, whatever the controls.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: function Render(args) {
    const [chosen, setChosen] = useState<string[]>([]);
    const [quantities, setQuantities] = useState<Record<string, number | null>>({});
    const columns: DataTableColumn<Line>[] = [
      {
        id: 'chosen',
        header: <VisuallyHidden>Chọn</VisuallyHidden>,
        width: 40,
        cell: (line) => (
          <Checkbox
            size="small"
            label={`Chọn ${line.code}`}
            labelHidden
            checked={chosen.includes(line.id)}
            onCheckedChange={(checked) =>
              setChosen((list) => (checked ? [...list, line.id] : list.filter((id) => id !== line.id)))
            }
          />
        ),
      },
      { id: 'code', header: 'Mã đơn hàng', cell: (line) => line.code, numeric: true },
      { id: 'supplier', header: 'Nhà cung cấp', cell: (line) => line.supplier },
      {
        id: 'quantity',
        header: 'Số lượng',
        width: 110,
        align: 'end',
        cell: (line) => (
          <NumberField
            size="small"
            label={`Số lượng ${line.code}`}
            labelHidden
            decimalScale={0}
            min={0}
            align="end"
            value={quantities[line.id] ?? line.quantity}
            onValueChange={(quantity) => setQuantities((all) => ({ ...all, [line.id]: quantity }))}
          />
        ),
      },
      {
        id: 'price',
        header: 'Đơn giá',
        width: 140,
        align: 'end',
        cell: (line) => (
          <MoneyField size="small" label={`Đơn giá ${line.code}`} labelHidden value={line.total} />
        ),
      },
      {
        id: 'actions',
        header: 'Thao tác',
        align: 'end',
        cell: (line) => (
          <Inline gap="xsmall" justifyContent="flex-end" flexWrap="nowrap">
            <Button size="small" variant="outline" tone="neutral" aria-label={`Chi tiết ${line.code}`}>
              Chi tiết
            </Button>
            <IconButton size="small" tone="critical" label={`Xoá ${line.code}`} icon={<TrashIcon />} />
          </Inline>
        ),
      },
    ];
    return (
      <DataTable
        caption="Dòng hàng của đơn DH00001"
        columns={columns}
        rows={lines}
        getRowId={(line) => line.id}
        density={args.density}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const rowHeights = () =>
      new Set(
        canvas
          .getAllByRole('row')
          .slice(1)
          .map((row) => Math.round(row.getBoundingClientRect().height)),
      );
    await expect([...rowHeights()]).toEqual([40]);
    for (const control of [
      canvas.getByRole('button', { name: 'Xoá DH00001' }),
      canvas.getByRole('button', { name: 'Chi tiết DH00001' }),
      canvas.getByRole('textbox', { name: 'Số lượng DH00001' }),
      canvas.getByRole('textbox', { name: 'Đơn giá DH00001' }),
    ]) {
      await expect(Math.round(control.getBoundingClientRect().height)).toBe(32);
    }
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Chọn DH00001' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    const quantity = canvas.getByRole('textbox', { name: 'Số lượng DH00001' });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}');
    await expect(quantity).toHaveValue('11');
    await expect([...rowHeights()]).toEqual([40]);
  },
};

/* The narrow layout: each row a card below the table's breakpoint (768 px of its own width by default). */

/** As wide as a 375 px phone at most; narrower still inside the catalogue's padding on a phone. */
const phoneWidth: Decorator = (Story) => (
  <div style={{ maxWidth: 375 }}>
    <Story />
  </div>
);

/**
 * The box once it shows cards. The layout follows the box's measured width, which a story rendered before the
 * catalogue shows it cannot have yet: it is known once the box is on screen.
 */
async function cardsShown(canvasElement: HTMLElement) {
  const box = canvasElement.querySelector('[data-layout]') as HTMLElement;
  await waitFor(() => expect(box).toHaveAttribute('data-layout', 'cards'));
  return box;
}

/** Neither the box nor the page scrolls sideways. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const box = await cardsShown(canvasElement);
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** The orders with a row action each, as the purchase-order list has: confirm a delivery, or sync. */
function OrdersWithActions(args: TableArgs) {
  const [done, setDone] = useState<string | null>(null);
  const columns: DataTableColumn<Order>[] = [
    ...(args.columns as DataTableColumn<Order>[]),
    {
      id: 'actions',
      header: 'Thao tác',
      align: 'end',
      card: 'actions',
      cell: (order) =>
        order.status === 'shipped' ? (
          <Button
            size="small"
            aria-label={`Xác nhận đã nhận hàng ${order.code}`}
            onClick={() => setDone(`Đã xác nhận nhận hàng ${order.code}`)}
          >
            Xác nhận đã nhận hàng
          </Button>
        ) : (
          <Button
            size="small"
            variant="outline"
            tone="neutral"
            aria-label={`Đồng bộ ${order.code}`}
            onClick={() => setDone(`Đã gửi yêu cầu đồng bộ ${order.code}`)}
          >
            Đồng bộ
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="small">
      <Text tone="secondary">{done ?? 'Chưa có thao tác nào.'}</Text>
      <DataTable {...args} columns={columns} />
    </Stack>
  );
}

/**
 * Each order a card: the order number titles it, the other columns are label–value pairs and the row's action
 * sits at its foot. One card title is in the Tab order; Tab goes on to that card's action; arrows move between
 * cards and Enter or Space opens one, as in the table.
 */
export const NarrowWithActions: Story = {
  args: { narrowLayout: true },
  decorators: [phoneWidth],
  render: (args) => <OrdersWithActions {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await step('Every row is a card in a named list, with no sideways scroll', async () => {
      const list = await canvas.findByRole('list', { name: 'Danh sách đơn đặt hàng' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(orders.length);
      await expect(canvas.queryByRole('table')).toBeNull();
      await expectNoSidewaysScroll(canvasElement);
      const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
      await expect(within(first).getByText('Nhà cung cấp').tagName).toBe('DT');
      await expect(within(first).getByText('Dược Hậu Giang')).toBeVisible();
    });
    await step('Tab reaches the first card’s title, then its action', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'DH00001' })).toHaveFocus();
      await userEvent.tab();
      const sync = canvas.getByRole('button', { name: 'Đồng bộ DH00001' });
      await expect(sync).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('Đã gửi yêu cầu đồng bộ DH00001')).toBeVisible();
      await expect(args.onRowClick).not.toHaveBeenCalled();
    });
    await step('Arrows move between cards, End and Home jump, Enter opens', async () => {
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('button', { name: 'DH00001' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('button', { name: 'DH00008' })).toHaveFocus();
      await userEvent.keyboard('{Home}{ArrowDown}');
      await expect(canvas.getByRole('button', { name: 'DH00002' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[1]);
    });
    await step('A click anywhere on a card but its action opens it', async () => {
      await userEvent.click(canvas.getAllByText('Imexpharm')[0] as HTMLElement);
      await expect(args.onRowClick).toHaveBeenLastCalledWith(orders[2]);
      await expect(args.onRowClick).toHaveBeenCalledTimes(2);
    });
  },
};

/** The sortable columns become a row of sort buttons above the cards; each says its direction. */
export const NarrowSorting: Story = {
  args: { narrowLayout: true },
  decorators: [phoneWidth],
  render: (args) => <SortedOrders {...args} initialSort={{ columnId: 'total', direction: 'descending' }} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const group = await canvas.findByRole('group', { name: 'Sắp xếp theo' });
    await expect(within(group).getAllByRole('button')).toHaveLength(4);
    await expect(within(group).getByRole('button', { name: 'Tổng tiền (giảm dần)' })).toBeVisible();
    await userEvent.tab();
    await expect(within(group).getByRole('button', { name: 'Mã đơn hàng' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(group).getByRole('button', { name: 'Tổng tiền (tăng dần)' })).toHaveFocus();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Sắp xếp theo Tổng tiền, tăng dần',
    );
    const totals = canvas
      .getAllByRole('definition')
      .filter((value) => value.previousElementSibling?.textContent === 'Tổng tiền')
      .map((value) => Number((value.textContent ?? '').replace(/\D/g, '')));
    await expect(totals).toHaveLength(orders.length);
    await expect(totals).toEqual([...totals].sort((a, b) => a - b));
    await expectNoSidewaysScroll(canvasElement);
  },
};

const longNames = [
  'Công ty Cổ phần Dược phẩm Trung ương Mediplantex – Chi nhánh Thành phố Hồ Chí Minh (kho Tân Bình)',
  'Nhà phân phối Dược – Vật tư Y tế Phương Đông, giao hàng thứ Hai và thứ Năm hằng tuần',
  'Traphaco',
];

/** A long Vietnamese name wraps in full inside its card, as the title and as a value: nothing is cut off. */
export const NarrowLongVietnameseText: Story = {
  args: {
    narrowLayout: true,
    rows: orders.slice(0, 3).map((order, index) => ({ ...order, supplier: longNames[index] ?? '' })),
    columns: baseColumns.map((column) =>
      column.id === 'supplier' ? { ...column, card: 'title' as const } : column,
    ),
  },
  decorators: [phoneWidth],
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole('button', { name: longNames[0] });
    await expect(title).toBeVisible();
    // Wrapped onto several lines, not clipped or ellipsised.
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(getComputedStyle(title).textOverflow).not.toBe('ellipsis');
    const card = title.closest('li') as HTMLElement;
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
      (canvasElement.querySelector('[data-layout]') as HTMLElement).getBoundingClientRect().right,
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Loading in the narrow layout: placeholder cards, silent, while the status says it is loading. */
export const NarrowLoading: Story = {
  args: { narrowLayout: true, loading: true, rows: [] },
  decorators: [phoneWidth],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải...');
    const list = await canvas.findByRole('list', { name: 'Danh sách đơn đặt hàng' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(5);
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Nothing to show: the empty state takes the place of the cards. */
export const NarrowEmpty: Story = {
  args: { ...Empty.args, narrowLayout: true },
  decorators: [phoneWidth],
  play: async ({ canvas, canvasElement }) => {
    await cardsShown(canvasElement);
    await expect(canvas.getByText('Không có dữ liệu')).toBeVisible();
    await expect(canvas.getByText('Chưa có đơn đặt hàng nào khớp với bộ lọc.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A failed load in the narrow layout; 'Thử lại' by keyboard brings the cards. */
export const NarrowError: Story = {
  ...RetryAfterError,
  args: { ...RetryAfterError.args, narrowLayout: true },
  decorators: [phoneWidth],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Có lỗi xảy ra khi tải dữ liệu')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByRole('list', { name: 'Danh sách đơn đặt hàng' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(orders.length);
  },
};

/** Compact and narrow: tighter cards, the same parts. */
export const NarrowCompact: Story = {
  args: { narrowLayout: true, density: 'compact' },
  decorators: [phoneWidth],
  render: (args) => <OrdersWithActions {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Danh sách đơn đặt hàng' });
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(getComputedStyle(card).paddingTop).toBe('8px');
    await expect(getComputedStyle(list).rowGap).toBe('4px');
    await expect(within(card).getByRole('button', { name: 'Đồng bộ DH00001' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The totals under the cards: the summary's label heads it, each amount is labelled by its column. */
export const NarrowWithTotals: Story = {
  args: { ...WithTotals.args, narrowLayout: true },
  decorators: [phoneWidth],
  play: async ({ canvas, canvasElement }) => {
    const sum = orders.slice(0, 3).reduce((total, order) => total + order.total, 0);
    await cardsShown(canvasElement);
    const label = canvas.getByText('Tổng cộng');
    await expect(label).toBeVisible();
    // Outside the list: a summary, not a fourth order.
    await expect(label.closest('li')).toBeNull();
    const summary = label.parentElement as HTMLElement;
    await expect(within(summary).getByRole('definition').textContent).toBe(money.format(sum));
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * The layout follows the table's own width, not the screen's: in a panel narrower than `below` (here 600 px,
 * as in a drawer) the same table shows cards on a desktop, and turns back into a table when the panel widens.
 */
export const NarrowByOwnWidth: Story = {
  args: { narrowLayout: { below: 600 } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: function Render(args) {
    const [narrow, setNarrow] = useState(false);
    return (
      <Stack gap="small">
        <Inline>
          <Button size="small" variant="outline" tone="neutral" onClick={() => setNarrow((value) => !value)}>
            {narrow ? 'Mở rộng khung' : 'Thu hẹp khung'}
          </Button>
        </Inline>
        <div style={{ width: narrow ? 520 : 720 }}>
          <DataTable {...args} />
        </div>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('table', { name: 'Danh sách đơn đặt hàng' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thu hẹp khung' }));
    await expect(await canvas.findByRole('list', { name: 'Danh sách đơn đặt hàng' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mở rộng khung' }));
    await expect(await canvas.findByRole('table', { name: 'Danh sách đơn đặt hàng' })).toBeVisible();
  },
};

/**
 * A virtualised list keeps the table layout at any width: the window needs rows of one height, and cards grow
 * with their wrapped text. It scrolls sideways instead.
 */
export const NarrowVirtualizedStaysTable: Story = {
  args: { ...TenThousandRows.args, narrowLayout: true },
  decorators: [phoneWidth],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvasElement.querySelectorAll('tbody tr[data-row-index]').length).toBeLessThan(60);
  },
};
