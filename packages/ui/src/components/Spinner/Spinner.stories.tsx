import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Box/Box';
import { sizeName } from '../private/storyText';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
  args: { label: 'Đang tải...' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Đang tải...');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="large">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`${args.label} (cỡ ${sizeName[size]})`} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(spinnerSizes.length);
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('span')).toHaveAttribute('aria-hidden', 'true');
  },
};
