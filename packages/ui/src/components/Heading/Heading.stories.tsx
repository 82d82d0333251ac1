import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Box/Box';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Components/Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Danh sách đơn đặt hàng' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>{`Cấp ${level}: Đồng bộ khách hàng`}</Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Cấp ${level}`);
    }
  },
};

export const OutlineDiffersFromLook: Story = {
  args: { level: 2, size: 4, children: 'Số lô hiện tại' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Số lô hiện tại' });
    await expect(getComputedStyle(heading).fontSize).toBe('14px');
  },
};
