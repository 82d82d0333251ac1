import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrashIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/Typography/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Xoá chứng từ' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconButton: Story = {
  render: (args) => (
    <Button variant="outline" tone="critical">
      <TrashIcon />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Xoá chứng từ' });
    const hidden = canvas.getByText('Xoá chứng từ');
    await expect(button).toBeVisible();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
