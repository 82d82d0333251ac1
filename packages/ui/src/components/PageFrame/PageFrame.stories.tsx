import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildingIcon, CheckCircleIcon, PlusIcon, RefreshIcon, SearchIcon } from '../../icons/icons';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { DataTable } from '../DataTable/DataTable';
import { FilterButton } from '../FilterButton/FilterButton';
import { StatCard } from '../StatCard/StatCard';
import { TextField } from '../TextField/TextField';
import { PageFrame } from './PageFrame';

const rows = [
  { id: '1', code: 'HD003000', customer: 'Nguyễn Thị Nhung' },
  { id: '2', code: 'HD002999', customer: 'Khách lẻ' },
];

const meta = {
  title: 'Components/Layout/PageFrame',
  component: PageFrame,
  args: {
    title: 'Đồng bộ đơn hàng',
    description: 'Hệ thống tự động đồng bộ mỗi 12 giờ',
    actions: <Button icon={<RefreshIcon size={16} />}>Cập nhật</Button>,
    toolbar: (
      <>
        <FilterButton count={0} countLabel="">
          Bộ lọc nâng cao
        </FilterButton>
        <TextField
          type="search"
          label="Tìm kiếm đơn hàng"
          labelHidden
          placeholder="Tìm theo mã đơn hoặc tên sản phẩm..."
          startIcon={<SearchIcon />}
          style={{ flex: '1 1 16rem', maxWidth: '26rem' }}
        />
      </>
    ),
    children: (
      <DataTable
        caption="Đồng bộ đơn hàng"
        columns={[
          { id: 'code', header: 'Mã đơn hàng', cell: (row) => row.code },
          { id: 'customer', header: 'Khách hàng', cell: (row) => row.customer },
        ]}
        rows={rows}
        getRowId={(row) => row.id}
      />
    ),
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list screen on a desktop: its title and note, its button beside them, the filter and search row, then the table. */
export const ListScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Đồng bộ đơn hàng' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('Hệ thống tự động đồng bộ mỗi 12 giờ')).toBeVisible();
    const update = canvas.getByRole('button', { name: 'Cập nhật' });
    // The button stands beside the title, the toolbar under both, the table last.
    await expect(update.getBoundingClientRect().top).toBeLessThan(heading.getBoundingClientRect().bottom);
    const search = canvas.getByRole('searchbox', { name: 'Tìm kiếm đơn hàng' });
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    const table = canvas.getByRole('table', { name: 'Đồng bộ đơn hàng' });
    await expect(table.getBoundingClientRect().top).toBeGreaterThan(search.getBoundingClientRect().bottom);
  },
};

/** Figures about the whole list sit between the header and the toolbar, next to neither. */
export const WithSummary: Story = {
  args: {
    title: 'Đồng bộ chi nhánh',
    description: 'Chi nhánh của nhà thuốc trên KiotViet.',
    summary: (
      <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="medium">
        <StatCard label="Tổng chi nhánh" value="3" icon={<BuildingIcon />} />
        <StatCard label="Đang hoạt động" value="2" icon={<CheckCircleIcon />} tone="positive" />
      </Box>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Đồng bộ chi nhánh' });
    const total = canvas.getByRole('group', { name: 'Tổng chi nhánh' });
    const search = canvas.getByRole('searchbox', { name: 'Tìm kiếm đơn hàng' });
    await expect(total.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(total.getBoundingClientRect().bottom);
  },
};

/** Only a title and content: nothing else is drawn. */
export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined, toolbar: undefined },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Đồng bộ đơn hàng' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByRole('banner').children).toHaveLength(1);
  },
};

/** A long Vietnamese title on a phone: it wraps, and the buttons go under it rather than off the screen. */
export const LongTitleOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    title: 'Danh sách đơn đặt hàng gửi nhà cung cấp của Nhà thuốc Minh Châu – Chi nhánh Thủ Đức',
    description: undefined,
    actions: (
      <>
        <FilterButton count={2} countLabel="2 bộ lọc đang áp dụng">
          Bộ lọc nâng cao
        </FilterButton>
        <Button icon={<PlusIcon size={16} />}>Tạo đơn hàng mới</Button>
      </>
    ),
    toolbar: undefined,
  },
  play: async ({ canvasElement, canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const create = canvas.getByRole('button', { name: 'Tạo đơn hàng mới' });
    await expect(create.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
    await expect(create.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
