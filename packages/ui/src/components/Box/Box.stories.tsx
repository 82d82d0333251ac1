import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Inline, Stack } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (label: string) => (
  <Box padding="small" background="brandSoft" color="brand" borderRadius="medium">
    {label}
  </Box>
);

export const ResponsiveLayout: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Bố cục"
      display="flex"
      flexDirection={{ mobile: 'column', tablet: 'row' }}
      gap={{ mobile: 'small', tablet: 'large' }}
      padding="medium"
      background="surface"
      borderRadius="large"
    >
      {tile('Đơn đặt hàng')}
      {tile('Nhà cung cấp')}
      {tile('Cài đặt kết nối')}
    </Box>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Bố cục' });
    const style = getComputedStyle(section);
    await expect(style.display).toBe('flex');
    await expect(style.flexDirection).toBe(window.innerWidth >= 768 ? 'row' : 'column');
    await expect(style.paddingTop).toBe('12px');
  },
};

export const StackAndInline: Story = {
  render: () => (
    <Stack gap="large" aria-label="Ngăn xếp" as="section">
      <Inline gap="small">
        {tile('A')}
        {tile('B')}
      </Inline>
      {tile('C')}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('region', { name: 'Ngăn xếp' });
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};
