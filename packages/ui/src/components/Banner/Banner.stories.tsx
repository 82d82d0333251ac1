import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkIcon } from '../../icons/icons';
import { Stack } from '../Box/Box';
import { Button } from '../Button/Button';
import { Banner, bannerTones } from './Banner';

const meta = {
  title: 'Components/Feedback/Banner',
  component: Banner,
  args: {
    tone: 'positive',
    title: 'Kết nối người dùng đang được bật',
    description: 'Đơn hàng, tồn kho và khách hàng được đồng bộ với KiotViet.',
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connection is on: a positive status with its icon. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Kết nối người dùng đang được bật');
    await expect(banner).toHaveTextContent('Đơn hàng, tồn kho và khách hàng được đồng bộ với KiotViet.');
    await expect(banner).toHaveAttribute('data-tone', 'positive');
    await expect(banner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A message per tone, as the portal writes them. */
const toneExamples = {
  critical: 'Không kết nối được với KiotViet',
  positive: 'Đồng bộ thành công',
  info: 'Hệ thống tự động đồng bộ sau mỗi 12 giờ',
  caution: 'Lô/HSD cần được nhập trên KiotViet',
} as const;

/** Each tone with its role: critical is an alert (announced at once), the others are statuses. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="small">
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={toneExamples[tone]} description={undefined} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((banner) => banner.dataset.tone)).toEqual(['positive', 'info', 'caution']);
    await expect(canvas.getByRole('alert')).toHaveTextContent(toneExamples.critical);
  },
};

export const CriticalWithAction: Story = {
  args: {
    tone: 'critical',
    title: 'Không kết nối được với KiotViet',
    description: 'Kiểm tra tên kết nối và mã bảo mật rồi thử lại.',
  },
  render: function Render(args) {
    const [attempts, setAttempts] = useState(0);
    return (
      <Banner
        {...args}
        action={
          <Button size="small" variant="outline" tone="critical" onClick={() => setAttempts((n) => n + 1)}>
            {attempts ? `Thử lại (${attempts})` : 'Thử lại'}
          </Button>
        }
      />
    );
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Kiểm tra tên kết nối và mã bảo mật rồi thử lại.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Thử lại' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Thử lại (1)' })).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: {
    tone: 'info',
    title: 'Đã có phiên bản 1.0.0',
    description: undefined,
    onDismiss: fn(),
    dismissLabel: 'Đóng',
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Đóng' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Caution: Story = {
  args: {
    tone: 'caution',
    title: 'Lô/HSD cần được nhập trên KiotViet',
    description: 'Phiếu nhập KiotViet không mang số lô và hạn sử dụng.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'caution');
  },
};

export const CustomIconOrNone: Story = {
  render: (args) => (
    <Stack gap="small">
      <Banner {...args} icon={<LinkIcon size={20} />} title="Biểu tượng riêng" />
      <Banner {...args} icon={null} title="Không có biểu tượng" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [custom, none] = canvas.getAllByRole('status');
    await expect(custom?.querySelectorAll('svg')).toHaveLength(1);
    await expect(none?.querySelector('svg')).toBeNull();
  },
};
