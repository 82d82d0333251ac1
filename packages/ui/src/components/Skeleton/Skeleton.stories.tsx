import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Inline, Stack } from '../Box/Box';
import { Card } from '../Card/Card';
import { Skeleton, SkeletonGroup, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [(Story) => <Box style={{ maxWidth: 360 }}>{Story()}</Box>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The style rules that apply under `prefers-reduced-motion: reduce`. */
function reducedMotionRules(document: Document): CSSStyleRule[] {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => {
      try {
        return Array.from(sheet.cssRules);
      } catch {
        return [];
      }
    })
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
    .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
    .flatMap((rule) => Array.from(rule.cssRules))
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
}

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-shape="text"]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    const lines = Array.from(block?.children ?? []);
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    await expect(last).toBeLessThan(first ?? 0);
  },
};

export const Shapes: Story = {
  render: () => (
    <Inline gap="large">
      <Skeleton shape="circle" width={40} />
      <Skeleton shape="rect" width={120} height={72} />
      <Skeleton shape="text" width="8rem" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]');
    const rect = canvasElement.querySelector('[data-shape="rect"]');
    await expect(circle?.getBoundingClientRect().height).toBe(40);
    await expect(rect?.getBoundingClientRect().width).toBe(120);
    await expect(rect?.getBoundingClientRect().height).toBe(72);
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

export const LoadingGroupAnnouncedOnce: Story = {
  render: () => (
    <SkeletonGroup label="Đang tải...">
      <Stack gap="medium">
        {['a', 'b'].map((key) => (
          <Card key={key}>
            <Inline gap="medium">
              <Skeleton shape="circle" width={40} />
              <Box style={{ flex: 1 }}>
                <Skeleton width="60%" />
                <Skeleton lines={2} />
              </Box>
            </Inline>
          </Card>
        ))}
      </Stack>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAccessibleName('');
    await expect(status).toHaveTextContent(/^Đang tải\.\.\.$/);
    await expect(canvas.getAllByText('Đang tải...')).toHaveLength(1);
    await expect(canvas.getByText('Đang tải...').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const RespectsReducedMotion: Story = {
  args: { lines: 1, width: 200 },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector<HTMLElement>('[data-shape="text"]');
    await expect(getComputedStyle(line as HTMLElement).animationName).not.toBe('none');
    const classes = Array.from(line?.classList ?? []);
    const own = reducedMotionRules(canvasElement.ownerDocument).find((rule) =>
      classes.some((name) => rule.selectorText === `.${name}`),
    );
    await expect(own?.style.animationName).toBe('none');
  },
};
