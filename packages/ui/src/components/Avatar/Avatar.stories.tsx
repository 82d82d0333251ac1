import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline, Stack } from '../Box/Box';
import { sizeName } from '../private/storyText';
import { Text } from '../Text/Text';
import { Avatar, avatarSizes, avatarTones } from './Avatar';

/** A 2×2 teal square as a stand-in photo, inline so the story needs no network. */
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#0d9488"/><circle cx="40" cy="32" r="14" fill="#ccfbf1"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#ccfbf1"/></svg>',
  );

const meta = {
  title: 'Components/Data display/Avatar',
  component: Avatar,
  args: { name: 'Nguyễn Văn An' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    tone: { control: 'inline-radio', options: avatarTones },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Nguyễn Văn An' });
    await expect(avatar).toHaveTextContent('NVA');
    await expect(avatar).toHaveAttribute('data-tone', 'brand');
  },
};

export const VietnameseNames: Story = {
  render: (args) => (
    <Stack gap="small">
      {['Nguyễn Thị Ánh Tuyết', 'đặng thu hà', '  Trần   Minh  ', 'Ông Ích Khiêm', 'Admin'].map((name) => (
        <Inline key={name} gap="small">
          <Avatar {...args} name={name} />
          <Text>{name.trim()}</Text>
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // Four words: the first two and the last, so the circle is never crammed; the full name stays its name.
    await expect(canvas.getByRole('img', { name: 'Nguyễn Thị Ánh Tuyết' })).toHaveTextContent(/^NTT$/);
    await expect(canvas.getByRole('img', { name: 'đặng thu hà' })).toHaveTextContent('ĐTH');
    await expect(canvas.getByRole('img', { name: 'Trần Minh' })).toHaveTextContent('TM');
    await expect(canvas.getByRole('img', { name: 'Ông Ích Khiêm' })).toHaveTextContent('ÔÍK');
    await expect(canvas.getByRole('img', { name: 'Admin' })).toHaveTextContent(/^A$/);
    // The initials keep a margin inside the circle.
    for (const avatar of canvas.getAllByRole('img')) {
      const letters = avatar.firstElementChild as HTMLElement;
      await expect(letters.getBoundingClientRect().width).toBeLessThanOrEqual(
        avatar.getBoundingClientRect().width * 0.8,
      );
    }
  },
};

export const CappedInitials: Story = {
  args: { name: 'Nguyễn Thị Ánh Tuyết', maxInitials: 2, size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Nguyễn Thị Ánh Tuyết' })).toHaveTextContent(/^NT$/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} alt={`${args.name}, cỡ ${sizeName[size]}`} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const widths = avatarSizes.map(
      (size) =>
        canvas.getByRole('img', { name: `Nguyễn Văn An, cỡ ${sizeName[size]}` }).getBoundingClientRect()
          .width,
    );
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(avatarSizes.length);
  },
};

/** One person per tone, as a list of staff shows them. */
const toneExamples = { brand: 'Nguyễn Văn An', neutral: 'Trần Thị Bình', info: 'Lê Hoàng Cường' } as const;

export const Tones: Story = {
  render: (args) => (
    <Inline gap="medium">
      {avatarTones.map((tone) => (
        <Avatar key={tone} {...args} tone={tone} name={toneExamples[tone]} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const tone of avatarTones) {
      await expect(canvas.getByRole('img', { name: toneExamples[tone] })).toHaveAttribute('data-tone', tone);
    }
  },
};

export const WithImage: Story = {
  args: { name: 'Công ty Dược phẩm Hậu Giang', src: photo, size: 'xlarge', alt: 'Logo Dược Hậu Giang' },
  play: async ({ canvas, canvasElement }) => {
    const avatar = canvas.getByRole('img', { name: 'Logo Dược Hậu Giang' });
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('alt', '');
    await waitFor(() => expect(picture).toHaveAttribute('data-status', 'loaded'));
    await expect(avatar).toHaveTextContent('CTG');
    // The letters step aside for the picture, which may have transparent parts.
    await expect(avatar.querySelector('[data-length]')).not.toBeVisible();
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { name: 'Trần Thị Bích', src: 'data:image/png;base64,bm90LWFuLWltYWdl', size: 'large' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'Trần Thị Bích' })).toHaveTextContent('TTB');
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <Inline gap="small">
      <Avatar {...args} />
      <Text weight="medium">{args.name}</Text>
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('NVA');
    await expect(canvas.getByText('Nguyễn Văn An')).toBeVisible();
  },
};

export const EmptyName: Story = {
  args: { name: '', alt: 'Người dùng chưa đặt tên' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Người dùng chưa đặt tên' });
    await expect(avatar).toHaveTextContent(/^$/);
    await expect(avatar.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};
