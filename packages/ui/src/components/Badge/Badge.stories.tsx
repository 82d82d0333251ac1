import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Box/Box';
import { Badge, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Components/Data display/Badge',
  component: Badge,
  args: { children: 'Tự động' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tự động')).toHaveAttribute('data-tone', 'neutral');
  },
};

const statusLabels = {
  neutral: 'Đã tạo',
  brand: 'KiotViet',
  positive: 'Hoàn tất',
  caution: 'Còn ít',
  critical: 'Đã huỷ',
  info: 'Đang giao hàng',
} as const;

export const Tones: Story = {
  render: (args) => (
    <Inline gap="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {statusLabels[tone]}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) {
      await expect(canvas.getByText(statusLabels[tone])).toHaveAttribute('data-tone', tone);
    }
  },
};

export const Small: Story = {
  args: { size: 'small', tone: 'brand', children: 'KiotViet' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('KiotViet');
    await expect(Number.parseFloat(getComputedStyle(badge).fontSize)).toBeLessThan(13);
  },
};
