import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { vars } from '../theme/vars.css';
import type { IconProps } from './createIcon';
import * as icons from './icons';

const gallery = Object.entries(icons as Record<string, ComponentType<IconProps>>).sort(([a], [b]) =>
  a.localeCompare(b),
);

/**
 * Every icon the package ships, at the two sizes the components use: 16 px inside buttons, fields and menus,
 * 20–24 px in the sidebar and empty states. Icons are decorative (`aria-hidden`): the control that holds one
 * names it, e.g. `<IconButton label="Xoá chứng từ" icon={<TrashIcon />} />`. They draw in `currentColor`, so
 * they take the tone of their text.
 */
function IconGallery() {
  return (
    <ul
      aria-label="Biểu tượng"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
        gap: vars.space.small,
      }}
    >
      {gallery.map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: vars.space.medium,
            padding: vars.space.medium,
            border: `1px solid ${vars.color.border.standard}`,
            borderRadius: vars.radius.medium,
            background: vars.color.background.surface,
            color: vars.color.foreground.text,
          }}
        >
          <Icon size={16} />
          <Icon size={24} />
          <code style={{ fontSize: vars.fontSize.xsmall, color: vars.color.foreground.secondary }}>
            {name}
          </code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(gallery.length);
    // Each icon draws at both sizes, and none is announced on its own.
    for (const item of items) {
      const svgs = item.querySelectorAll('svg');
      await expect(svgs).toHaveLength(2);
      for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
