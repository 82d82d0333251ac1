import type { ArgTypes, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutKeywords } from '../../theme/sprinkles.css';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { Box, type BoxProps, Inline, Stack } from './Box';

/*
 * The props table of the layout primitives. Their props are the theme's sprinkles, whose generated types read as
 * pages of TypeScript: each prop is described here with the values it takes, from the theme itself.
 */
const responsive =
  ' Responsive: one value, or one per breakpoint (`{ mobile, tablet, desktop, wide }` or an array in that order).';
const byState = ' Per state: one value, or `{ default, hover, focus, disabled }`.';

function prop(description: string, values: readonly (string | number)[], condition = responsive) {
  return {
    description: description + condition,
    options: values,
    control: 'select' as const,
    table: { type: { summary: values.map((value) => JSON.stringify(value)).join(' | ') } },
  };
}

const spaceTokens = Object.keys(space);
const spaceProp = (what: string) => prop(`${what}, a step of the space scale (4 px grid).`, spaceTokens);

const boxArgTypes: Partial<ArgTypes<BoxProps>> = {
  as: prop(
    'The element to render, for its meaning: `section`, `nav`, `ul`, `li`, `form`…',
    ['div', 'span', 'section', 'header', 'footer', 'main', 'nav', 'aside', 'ul', 'ol', 'li', 'form'],
    '',
  ),
  display: prop('CSS `display`.', layoutKeywords.display),
  flexDirection: prop('Direction of a flex container.', layoutKeywords.flexDirection),
  flexWrap: prop('Whether a flex row wraps.', layoutKeywords.flexWrap),
  flexGrow: prop('Whether the box grows to fill its flex container.', [0, 1]),
  flexShrink: prop('Whether the box may shrink below its content in a flex container.', [0, 1]),
  alignItems: prop('Cross-axis alignment of the children.', layoutKeywords.alignItems),
  justifyContent: prop('Main-axis distribution of the children.', layoutKeywords.justifyContent),
  gap: spaceProp('Space between the children'),
  columnGap: spaceProp('Space between columns'),
  rowGap: spaceProp('Space between rows'),
  padding: spaceProp('Inner space on all sides'),
  paddingX: spaceProp('Inner space left and right'),
  paddingY: spaceProp('Inner space top and bottom'),
  paddingTop: spaceProp('Inner space at the top'),
  paddingBottom: spaceProp('Inner space at the bottom'),
  paddingLeft: spaceProp('Inner space on the left'),
  paddingRight: spaceProp('Inner space on the right'),
  margin: spaceProp('Outer space on all sides (prefer a `gap` on the parent)'),
  marginX: spaceProp('Outer space left and right'),
  marginY: spaceProp('Outer space top and bottom'),
  marginTop: spaceProp('Outer space at the top'),
  marginBottom: spaceProp('Outer space at the bottom'),
  marginLeft: spaceProp('Outer space on the left'),
  marginRight: spaceProp('Outer space on the right'),
  textAlign: prop('Text alignment.', layoutKeywords.textAlign),
  width: prop('`full` stretches to the container, `auto` fits the content.', ['full', 'auto']),
  gridTemplateColumns: prop('Equal grid columns, 1 to 4 (with `display="grid"`).', [1, 2, 3, 4]),
  color: prop('Text colour by role (`color.foreground.*`).', Object.keys(vars.color.foreground), byState),
  background: prop('Fill by role (`color.background.*`).', Object.keys(vars.color.background), byState),
  borderColor: prop('Edge colour by role (`color.border.*`).', Object.keys(vars.color.border), byState),
  position: prop('CSS `position`.', layoutKeywords.position, ''),
  overflow: prop('What happens to content that does not fit.', layoutKeywords.overflow, ''),
  borderRadius: prop('Corner radius, from the radius scale.', Object.keys(radius), ''),
  borderWidth: prop('Edge width: `standard` 1 px, `large` 2 px.', ['none', 'standard', 'large'], ''),
  borderStyle: prop('Edge style.', layoutKeywords.borderStyle, ''),
  boxShadow: prop('A shadow of the elevation scale.', Object.keys(vars.shadow), ''),
  fontSize: prop('A step of the type scale.', Object.keys(fontSize), ''),
  fontWeight: prop('A weight of the type scale.', Object.keys(fontWeight), ''),
  minWidth: prop('`0` lets a flex or grid child shrink below its content (for truncation).', [0], ''),
  cursor: prop('The pointer over the box.', layoutKeywords.cursor, ''),
};

const meta = {
  title: 'Components/Layout/Box',
  component: Box,
  argTypes: boxArgTypes,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (label: string) => (
  <Box padding="small" background="brandSoft" color="brand" borderRadius="medium">
    {label}
  </Box>
);

export const ResponsiveLayout: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Bố cục"
      display="flex"
      flexDirection={{ mobile: 'column', tablet: 'row' }}
      gap={{ mobile: 'small', tablet: 'large' }}
      padding="medium"
      background="surface"
      borderRadius="large"
    >
      {tile('Đơn đặt hàng')}
      {tile('Nhà cung cấp')}
      {tile('Cài đặt kết nối')}
    </Box>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Bố cục' });
    const style = getComputedStyle(section);
    await expect(style.display).toBe('flex');
    await expect(style.flexDirection).toBe(window.innerWidth >= 768 ? 'row' : 'column');
    await expect(style.paddingTop).toBe('12px');
  },
};

export const StackAndInline: Story = {
  render: () => (
    <Stack gap="large" aria-label="Ngăn xếp" as="section">
      <Inline gap="small">
        {tile('A')}
        {tile('B')}
      </Inline>
      {tile('C')}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('region', { name: 'Ngăn xếp' });
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
  },
};
