import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Card, cardPaddings } from './Card';

const meta = {
  title: 'Components/Layout/Card',
  component: Card,
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  args: {
    children: (
      <>
        <Heading level={3} id="card-title">
          Công ty Dược phẩm Hậu Giang
        </Heading>
        <Text as="p" tone="secondary">
          Nhà phân phối thuốc trên toàn quốc
        </Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Công ty Dược phẩm Hậu Giang' }),
    ).toBeVisible();
  },
};

export const LabelledSection: Story = {
  args: { as: 'section', 'aria-labelledby': 'card-title' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Công ty Dược phẩm Hậu Giang' })).toBeVisible();
  },
};

export const Flat: Story = {
  args: { elevation: 'flat', padding: 'large' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(card).boxShadow).toBe('none');
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
  },
};
