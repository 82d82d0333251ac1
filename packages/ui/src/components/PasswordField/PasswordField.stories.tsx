import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Mật khẩu',
    showPasswordLabel: 'Hiện mật khẩu',
    hidePasswordLabel: 'Ẩn mật khẩu',
    onChange: fn(),
    onVisibleChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Mật khẩu');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('s3cret!');
    await expect(input).toHaveValue('s3cret!');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const ShowAndHideWithKeyboard: Story = {
  args: { defaultValue: 's3cret!' },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByLabelText('Mật khẩu');
    await step('Tab reaches the toggle after the input', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Hiện mật khẩu' })).toHaveFocus();
    });
    await step('Space shows the password and renames the toggle', async () => {
      await userEvent.keyboard(' ');
      await expect(input).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('textbox', { name: 'Mật khẩu' })).toHaveValue('s3cret!');
      const toggle = canvas.getByRole('button', { name: 'Ẩn mật khẩu' });
      await expect(toggle).toHaveFocus();
      await expect(toggle).toHaveAttribute('aria-controls', input.id);
      await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    });
    await step('Enter hides it again', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(canvas.getByRole('button', { name: 'Hiện mật khẩu' })).toHaveFocus();
      await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
    });
    await expect(input).toHaveValue('s3cret!');
  },
};

export const ToggleDoesNotSubmit: Story = {
  args: { defaultValue: 's3cret!' },
  render: (args) => (
    <form
      aria-label="Đăng nhập"
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = 'true';
      }}
    >
      <PasswordField {...args} />
      <Button type="submit">Đăng nhập</Button>
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Đăng nhập' });
    const toggle = canvas.getByRole('button', { name: 'Hiện mật khẩu' });
    await expect(toggle).toHaveAttribute('type', 'button');
    await userEvent.click(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(form).not.toHaveAttribute('data-submitted');
    await expect(canvas.getByLabelText('Mật khẩu')).toHaveValue('s3cret!');
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng nhập' }));
    await expect(form).toHaveAttribute('data-submitted', 'true');
  },
};

export const VisibleByDefault: Story = {
  args: { defaultVisible: true, defaultValue: 'client-secret-123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mật khẩu' })).toHaveValue('client-secret-123');
    await expect(canvas.getByRole('button', { name: 'Ẩn mật khẩu' })).toBeVisible();
  },
};

export const VietnameseToggleLabels: Story = {
  args: {
    label: 'Mật khẩu',
    description: 'Client Secret của ứng dụng KiotViet',
    showPasswordLabel: 'Hiện mật khẩu',
    hidePasswordLabel: 'Ẩn mật khẩu',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mật khẩu');
    await expect(input).toHaveAccessibleDescription('Client Secret của ứng dụng KiotViet');
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện mật khẩu' }));
    await expect(canvas.getByRole('button', { name: 'Ẩn mật khẩu' })).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The label's text includes the (aria-hidden) required marker.
    await expect(canvas.getByLabelText(/^Mật khẩu/)).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: {
    label: 'Mật khẩu mới',
    autoComplete: 'new-password',
    required: true,
    defaultValue: '123',
    error: 'Mật khẩu mới phải có ít nhất 6 ký tự',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Mật khẩu mới/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Mật khẩu mới phải có ít nhất 6 ký tự');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 's3cret!' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Mật khẩu')).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: 'Hiện mật khẩu' });
    await expect(toggle).toBeDisabled();
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
    await expect(args.onVisibleChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 's3cret!' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Mật khẩu');
    await userEvent.click(input);
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('s3cret!');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Reading a locked value is still allowed.
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
