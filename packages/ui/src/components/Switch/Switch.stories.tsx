import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Box/Box';
import { sizeName } from '../private/storyText';
import { Text } from '../Text/Text';
import { Switch, switchSizes } from './Switch';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  args: { label: 'Kích hoạt kết nối', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: switchSizes } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Kích hoạt kết nối' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Kích hoạt kết nối' });
    await expect(toggle).toBeChecked();
    // The thumb has moved to the end of the track.
    const thumb = toggle.nextElementSibling as HTMLElement;
    await expect(thumb.getBoundingClientRect().right).toBeGreaterThan(
      toggle.getBoundingClientRect().left + toggle.getBoundingClientRect().width / 2,
    );
    await userEvent.click(canvas.getByText('Kích hoạt kết nối'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    // Ends as its name says: on.
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: { description: 'Khi tắt, dữ liệu sẽ không được đồng bộ từ KiotViet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Kích hoạt kết nối' })).toHaveAccessibleDescription(
      'Khi tắt, dữ liệu sẽ không được đồng bộ từ KiotViet.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Vui lòng điền đầy đủ thông tin kết nối' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Kích hoạt kết nối' });
    await expect(toggle).toBeInvalid();
    await expect(toggle).toHaveAccessibleDescription('Vui lòng điền đầy đủ thông tin kết nối');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Kích hoạt kết nối' });
    await expect(toggle).toBeDisabled();
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
    await userEvent.click(canvas.getByText('Kích hoạt kết nối'), { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** The connection switch: the screen says what the state means right away. */
export const Controlled: Story = {
  render: function Render(args) {
    const [enabled, setEnabled] = useState(false);
    return (
      <Stack gap="small">
        <Switch
          {...args}
          checked={enabled}
          onCheckedChange={(next) => {
            setEnabled(next);
            args.onCheckedChange?.(next);
          }}
        />
        <Text tone={enabled ? 'positive' : 'secondary'}>
          {enabled ? 'Kết nối đang bật' : 'Kết nối đang tắt'}
        </Text>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Kích hoạt kết nối' });
    await expect(canvas.getByText('Kết nối đang tắt')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('Kết nối đang bật')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {switchSizes.map((size) => (
        <Switch key={size} {...args} label={`Cỡ ${sizeName[size]}`} size={size} defaultChecked />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [small, medium] = switchSizes.map((size) =>
      canvas.getByRole('switch', { name: `Cỡ ${sizeName[size]}` }).getBoundingClientRect(),
    );
    await expect(small?.width).toBeLessThan(medium?.width ?? 0);
    await expect(small?.height).toBeLessThan(medium?.height ?? 0);
  },
};
