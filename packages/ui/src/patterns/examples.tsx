import { useState } from 'react';
import { AlertDialog } from '../components/AlertDialog/AlertDialog';
import { Badge } from '../components/Badge/Badge';
import { Inline, Stack } from '../components/Box/Box';
import { Button } from '../components/Button/Button';
import { DataTable, type DataTableColumn } from '../components/DataTable/DataTable';
import { DatePicker } from '../components/DatePicker/DatePicker';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { Heading } from '../components/Heading/Heading';
import { MoneyField } from '../components/MoneyField/MoneyField';
import { Pagination } from '../components/Pagination/Pagination';
import { Select } from '../components/Select/Select';
import { Text } from '../components/Text/Text';
import { TextField } from '../components/TextField/TextField';
import { FilterIcon, SearchIcon, TrashIcon } from '../icons/icons';

/*
 * The live examples of the patterns pages: the library's components put together the way the portal's screens
 * do, with Vietnamese example content. They carry no data layer: what they show is the arrangement.
 */

interface Order {
  code: string;
  supplier: string;
  date: string;
  total: string;
  status: { label: string; tone: 'positive' | 'neutral' | 'critical' };
}

const orders: Order[] = [
  {
    code: 'DH-000123',
    supplier: 'Công ty Dược phẩm An Khang',
    date: '20/11/2026',
    total: '12.450.000 ₫',
    status: { label: 'Đã giao', tone: 'positive' },
  },
  {
    code: 'DH-000124',
    supplier: 'Dược Hậu Giang',
    date: '22/11/2026',
    total: '3.200.000 ₫',
    status: { label: 'Chờ xác nhận', tone: 'neutral' },
  },
  {
    code: 'DH-000125',
    supplier: 'Công ty TNHH Dược phẩm Hoàng Đức',
    date: '25/11/2026',
    total: '890.000 ₫',
    status: { label: 'Đã huỷ', tone: 'critical' },
  },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'code', header: 'Mã đơn hàng', cell: (order) => order.code, numeric: true },
  { id: 'supplier', header: 'Nhà cung cấp', cell: (order) => order.supplier },
  { id: 'date', header: 'Ngày đặt', cell: (order) => order.date, numeric: true },
  { id: 'total', header: 'Tổng tiền', cell: (order) => order.total, align: 'end', numeric: true },
  {
    id: 'status',
    header: 'Trạng thái',
    cell: (order) => (
      <Badge tone={order.status.tone} size="small">
        {order.status.label}
      </Badge>
    ),
  },
];

const paginationLabels = {
  navigation: 'Phân trang',
  previous: 'Trang trước',
  next: 'Trang sau',
  page: (page: number) => `Trang ${page}`,
};

type ListState = 'full' | 'loading' | 'noMatch' | 'error';

/** What the table's body says instead of rows, with the one action that resolves it. */
function listMessage(title: string, description: string, action: string) {
  return (
    <EmptyState
      size="small"
      title={title}
      description={description}
      actions={
        <Button size="small" variant="outline" tone="neutral">
          {action}
        </Button>
      }
    />
  );
}

/** A list screen's body in one of its states: the toolbar, the table and the pager. */
export function ListExample({ state = 'full' }: { state?: ListState }) {
  const [page, setPage] = useState(1);
  return (
    <Stack gap="large">
      <Stack gap="xxsmall">
        <Heading level={3}>Đơn đặt hàng</Heading>
        <Text size="small" tone="secondary">
          Quản lý đơn đặt hàng từ nhà cung cấp
        </Text>
      </Stack>
      <Inline gap="small">
        <div style={{ flex: '1 1 16rem' }}>
          <TextField
            type="search"
            label="Tìm kiếm đơn hàng"
            labelHidden
            placeholder="Tìm theo mã đơn hoặc nhà cung cấp"
            startIcon={<SearchIcon />}
            defaultValue={state === 'noMatch' ? 'DH-999' : undefined}
          />
        </div>
        <Button variant="outline" tone="neutral" icon={<FilterIcon />}>
          Bộ lọc nâng cao
        </Button>
      </Inline>
      <DataTable
        caption="Danh sách đơn đặt hàng"
        columns={columns}
        rows={state === 'full' ? orders : []}
        getRowId={(order) => order.code}
        loading={state === 'loading'}
        loadingRows={3}
        loadingLabel="Đang tải..."
        error={
          state === 'error'
            ? listMessage(
                'Không tải được danh sách đơn hàng.',
                'Kiểm tra kết nối mạng rồi thử lại.',
                'Thử lại',
              )
            : undefined
        }
        empty={listMessage('Không tìm thấy đơn hàng nào.', 'Thử từ khoá khác hoặc xoá bộ lọc.', 'Xoá bộ lọc')}
      />
      {state === 'full' ? (
        <Pagination
          page={page}
          pageSize={10}
          total={95}
          onPageChange={setPage}
          labels={paginationLabels}
          rangeLabel={({ from, to, total }) => `Hiển thị ${from} đến ${to} trên tổng ${total} đơn hàng`}
        />
      ) : null}
    </Stack>
  );
}

/** An order form after a submit that found two problems: each is at its field, the typed data is kept. */
export function FormExample() {
  return (
    <Stack as="form" aria-label="Tạo đơn hàng" gap="large" onSubmit={(event) => event.preventDefault()}>
      <Select
        label="Nhà cung cấp"
        required
        placeholder="Chọn nhà cung cấp"
        options={[
          { value: 'an-khang', label: 'Công ty Dược phẩm An Khang' },
          { value: 'hau-giang', label: 'Dược Hậu Giang' },
        ]}
        error="Vui lòng chọn nhà cung cấp"
      />
      <DatePicker
        label="Ngày giao hàng dự kiến"
        required
        today="2026-11-27"
        minDate="2026-11-27"
        calendarButtonLabel="Chọn ngày"
        calendarLabel="Lịch chọn ngày"
        clearLabel="Xoá ngày"
        previousMonthLabel="Tháng trước"
        nextMonthLabel="Tháng sau"
        error="Vui lòng chọn ngày giao hàng"
      />
      <MoneyField label="Giá nhập" description="Đơn giá cho một hộp, đã gồm VAT." defaultValue={45_000} />
      <Inline gap="small" justifyContent="flex-end">
        <Button variant="outline" tone="neutral">
          Huỷ
        </Button>
        <Button type="submit">Tạo đơn hàng</Button>
      </Inline>
    </Stack>
  );
}

/** A destructive action behind its confirmation: the question, the consequence, focus on the safe choice. */
export function ConfirmExample() {
  return (
    <AlertDialog
      tone="critical"
      title="Xoá chứng từ?"
      description="Chứng từ hoa-don-GTGT.pdf sẽ bị xoá khỏi đơn hàng DH-000123. Thao tác này không thể hoàn tác."
      confirmLabel="Xoá"
      cancelLabel="Huỷ"
      trigger={
        <Button tone="critical" variant="outline" icon={<TrashIcon />}>
          Xoá chứng từ
        </Button>
      }
    />
  );
}
