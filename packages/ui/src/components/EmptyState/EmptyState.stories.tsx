import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BuildingIcon, ClipboardListIcon, PlusIcon, RefreshIcon, SearchIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState, emptyStateSizes } from './EmptyState';

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Không có dữ liệu', icon: <ClipboardListIcon size={24} /> },
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCreate = fn();
const onSync = fn();
const onReset = fn();

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Không có dữ liệu').tagName).toBe('P');
    await expect(canvasElement.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const EmptySupplierSectionWithAction: Story = {
  args: {
    icon: <BuildingIcon size={24} />,
    title: 'Danh sách nhà cung cấp nội bộ hiện tại trống.',
    description: 'Tạo nhà cung cấp mới hoặc đồng bộ danh sách từ KiotViet.',
    headingLevel: 3,
    bordered: true,
  },
  render: (args) => (
    <EmptyState
      {...args}
      actions={
        <>
          <Button variant="outline" tone="neutral" icon={<RefreshIcon />} onClick={onSync}>
            Đồng bộ POS
          </Button>
          <Button icon={<PlusIcon />} onClick={onCreate}>
            Tạo nhà cung cấp
          </Button>
        </>
      }
    />
  ),
  play: async ({ canvas }) => {
    onCreate.mockClear();
    onSync.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Danh sách nhà cung cấp nội bộ hiện tại trống.' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Đồng bộ POS' })).toHaveFocus();
    await userEvent.tab();
    const create = canvas.getByRole('button', { name: 'Tạo nhà cung cấp' });
    await expect(create).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledOnce();
    await expect(onSync).not.toHaveBeenCalled();
  },
};

export const SearchWithoutResults: Story = {
  args: {
    icon: <SearchIcon size={24} />,
    title: 'Không tìm thấy nhà cung cấp.',
    description: 'Thử từ khoá khác hoặc xoá bộ lọc.',
    role: 'status',
  },
  render: (args) => (
    <EmptyState
      {...args}
      actions={
        <Button variant="soft" onClick={onReset}>
          Xoá tất cả
        </Button>
      }
    />
  ),
  play: async ({ canvas }) => {
    onReset.mockClear();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Không tìm thấy nhà cung cấp.Thử từ khoá khác hoặc xoá bộ lọc.Xoá tất cả',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Xoá tất cả' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onReset).toHaveBeenCalledOnce();
  },
};

export const SmallInsideACard: Story = {
  args: { size: 'small', title: 'Không có nhà cung cấp đối tác nào.', icon: <BuildingIcon size={20} /> },
  render: (args) => (
    <Card>
      <EmptyState {...args} />
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Không có nhà cung cấp đối tác nào.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-size]')).toHaveAttribute('data-size', 'small');
  },
};
