import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BuildingIcon, CheckCircleIcon, RefreshIcon, ShoppingCartIcon } from '../../icons/icons';
import { Box } from '../Box/Box';
import { StatCard, statCardTones } from './StatCard';

const meta = {
  title: 'Components/Data display/StatCard',
  component: StatCard,
  args: { label: 'Tổng chi nhánh', value: '12', icon: <BuildingIcon size={20} /> },
  argTypes: { tone: { control: 'inline-radio', options: statCardTones } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Tổng chi nhánh' });
    await expect(card).toHaveTextContent('Tổng chi nhánh12');
    await expect(card).toHaveAttribute('data-tone', 'neutral');
    await expect(card.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  },
};

export const BranchStats: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 3 }} gap="medium">
      <StatCard label="Tổng chi nhánh" value="12" icon={<BuildingIcon size={20} />} tone="brand" />
      <StatCard
        label="Đang hoạt động"
        value="10"
        icon={<CheckCircleIcon size={20} />}
        tone="positive"
        description="2 chi nhánh ngừng hoạt động"
      />
      <StatCard label="Đang đồng bộ" value="3" icon={<RefreshIcon size={20} />} tone="info" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: 'Đang hoạt động' })).toHaveTextContent(
      'Đang hoạt động102 chi nhánh ngừng hoạt động',
    );
    await expect(canvas.getByRole('group', { name: 'Đang đồng bộ' })).toHaveAttribute('data-tone', 'info');
  },
};

export const FormattedMoney: Story = {
  args: {
    label: 'Tổng tiền đơn hàng',
    value: new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(1234567),
    icon: <ShoppingCartIcon size={20} />,
    tone: 'positive',
    description: 'Tháng này',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Tổng tiền đơn hàng' });
    await expect(card).toHaveTextContent(/1\.234\.567\s₫/);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Đang tải...' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Tổng chi nhánh' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Tổng chi nhánhĐang tải...');
    await expect(card).not.toHaveTextContent('12');
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, tone: 'critical', label: 'Đồng bộ lỗi', value: '1' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Đồng bộ lỗi' });
    await expect(card.querySelector('svg')).toBeNull();
    await expect(card).toHaveTextContent('Đồng bộ lỗi1');
  },
};
