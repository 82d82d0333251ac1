import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Box/Box';
import { Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Components/Typography/Text',
  component: Text,
  args: { children: 'Hệ thống quản lý nhà thuốc' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Hệ thống quản lý nhà thuốc');
    await expect(text.tagName).toBe('SPAN');
    await expect(getComputedStyle(text).fontSize).toBe('14px');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} as="p" size={size}>
          {`${size}: Hệ thống quản lý nhà thuốc`}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const sizes = textSizes.map((size) =>
      Number.parseFloat(getComputedStyle(canvas.getByText(new RegExp(`^${size}:`))).fontSize),
    );
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xsmall">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const critical = getComputedStyle(canvas.getByText('critical')).color;
    const neutral = getComputedStyle(canvas.getByText('neutral')).color;
    await expect(critical).not.toBe(neutral);
  },
};

export const Truncated: Story = {
  args: {
    truncate: true,
    as: 'div',
    children: 'Paracetamol 500mg — Hộp 10 vỉ x 10 viên nén, Công ty Cổ phần Dược Hậu Giang, lô 240115',
    style: { maxWidth: 240 },
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Paracetamol/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};

export const Numeric: Story = {
  args: { numeric: true, children: '1.234.567 ₫' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('1.234.567 ₫')).fontVariantNumeric).toBe('tabular-nums');
  },
};
