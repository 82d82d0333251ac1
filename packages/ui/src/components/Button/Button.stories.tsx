import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../../icons/icons';
import { Inline, Stack } from '../Box/Box';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
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

export const TonesAndVariants: Story = {
  render: (args) => (
    <Stack gap="medium">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="small">
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(buttonTones.length * buttonVariants.length);
    await expect(canvas.getByRole('button', { name: 'critical solid' })).toHaveAttribute(
      'data-tone',
      'critical',
    );
    await expect(canvas.getByRole('button', { name: 'neutral ghost' })).toHaveAttribute(
      'data-variant',
      'ghost',
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="small">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const heights = buttonSizes.map(
      (size) => canvas.getByRole('button', { name: size }).getBoundingClientRect().height,
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
  args: { loading: true, children: 'Signing in...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Signing in...' });
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
