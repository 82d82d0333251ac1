import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../../icons/icons';
import { Inline, Stack } from '../Box/Box';
import { sizeName } from '../private/storyText';
import { Text } from '../Text/Text';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'Components/Actions/Button',
  component: Button,
  args: { children: 'Tạo đơn hàng', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Tạo đơn hàng' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('data-tone', 'brand');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tạo đơn hàng' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** What each tone's button typically says: the meaning of the action, in the tone that carries it. */
const toneExamples = { brand: 'Lưu', neutral: 'Huỷ', critical: 'Xoá', positive: 'Xác nhận' } as const;

/** Every tone in every variant: one row per variant (named in code, as the prop takes it). */
export const TonesAndVariants: Story = {
  render: (args) => (
    <Stack gap="medium">
      {buttonVariants.map((variant) => (
        <Stack key={variant} gap="xsmall">
          <Text size="xsmall" tone="secondary">
            <code>{`variant="${variant}"`}</code>
          </Text>
          <Inline gap="small">
            {buttonTones.map((tone) => (
              <Button key={tone} {...args} tone={tone} variant={variant}>
                {toneExamples[tone]}
              </Button>
            ))}
          </Inline>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(buttonTones.length * buttonVariants.length);
    const critical = canvas.getAllByRole('button', { name: 'Xoá' });
    await expect(critical.map((button) => button.dataset.variant)).toEqual([...buttonVariants]);
    for (const button of critical) await expect(button).toHaveAttribute('data-tone', 'critical');
    await expect(canvas.getAllByRole('button', { name: 'Huỷ' })[3]).toHaveAttribute('data-variant', 'ghost');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="small">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Cỡ ${sizeName[size]}`}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const heights = buttonSizes.map(
      (size) => canvas.getByRole('button', { name: `Cỡ ${sizeName[size]}` }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
};

export const WithIcon: Story = {
  args: { icon: <PlusIcon />, children: 'Tạo nhà cung cấp' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tạo nhà cung cấp' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Đang lưu...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Đang lưu...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tạo đơn hàng' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const SubmitsAForm: Story = {
  args: { type: 'submit', children: 'Lưu' },
  render: (args) => {
    const onSubmit = args.onClick;
    return (
      <form
        aria-label="Biểu mẫu"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(event as never);
        }}
      >
        <Button {...args} onClick={undefined} />
      </form>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
