import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  ClipboardListIcon,
  PencilIcon,
  SettingsIcon,
  TrashIcon,
  TruckIcon,
  UsersIcon,
} from '../../icons/icons';
import { Inline, Stack } from '../Box/Box';
import { IconButton } from '../IconButton/IconButton';
import { hover } from '../private/playActions';
import {
  Tooltip,
  type TooltipProps,
  tooltipDefaultShowTimeout,
  tooltipDefaultSkipTimeout,
  tooltipPlacements,
} from './Tooltip';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Chỉnh sửa nhà cung cấp',
    children: <IconButton label="Chỉnh sửa nhà cung cấp" icon={<PencilIcon />} />,
    // Behaviour stories use a short delay to stay fast; `DefaultDelays` checks the real defaults.
    showTimeout: 100,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  // Room on every side, so each placement fits without flipping.
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const anchor = canvas.getByRole('button', { name: 'Chỉnh sửa nhà cung cấp' });
    await hover(anchor);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Chỉnh sửa nhà cung cấp');
    await waitFor(() => expect(tooltip).toBeVisible());
    // Above the anchor by default.
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(anchor.getBoundingClientRect().top),
    );
  },
};

export const HidesWhenThePointerLeaves: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const anchor = canvas.getByRole('button', { name: 'Chỉnh sửa nhà cung cấp' });
    await hover(anchor);
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
    await userEvent.unhover(anchor);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** A second button after the anchor, so focus has somewhere to move on. */
function AnchorAndNext(args: TooltipProps) {
  return (
    <Inline gap="small">
      <Tooltip {...args} />
      <IconButton label="Xoá nhà cung cấp" icon={<TrashIcon />} />
    </Inline>
  );
}

/** Tabs to the anchor and waits for its tooltip. */
async function focusAnchor(canvasElement: HTMLElement, userEvent: StoryContext['userEvent']) {
  const anchor = within(canvasElement).getByRole('button', { name: 'Chỉnh sửa nhà cung cấp' });
  await userEvent.tab();
  await expect(anchor).toHaveFocus();
  const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  return { anchor, tooltip };
}

export const ShowsOnKeyboardFocus: Story = {
  render: (args) => <AnchorAndNext {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const { tooltip } = await focusAnchor(canvasElement, userEvent);
    await expect(tooltip).toHaveTextContent('Chỉnh sửa nhà cung cấp');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

/** Escape hides the tooltip and leaves focus where it was. */
export const HidesOnEscape: Story = {
  render: (args) => <AnchorAndNext {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const { anchor } = await focusAnchor(canvasElement, userEvent);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
    await expect(anchor).toHaveFocus();
  },
};

export const HidesWhenFocusMovesOn: Story = {
  render: (args) => <AnchorAndNext {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await focusAnchor(canvasElement, userEvent);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Xoá nhà cung cấp' })).toHaveFocus();
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

const sidebarItems = [
  { label: 'Đơn đặt hàng', icon: <ClipboardListIcon /> },
  { label: 'Nhà cung cấp', icon: <UsersIcon /> },
  { label: 'Đồng bộ đơn hàng', icon: <TruckIcon /> },
  { label: 'Cài đặt kết nối', icon: <SettingsIcon /> },
];

/** The portal's defaults: 700 ms before the first tooltip, then 300 ms during which the next shows at once. */
export const DefaultDelays: Story = {
  args: { showTimeout: undefined, skipTimeout: undefined },
  render: (args) => <TwoTooltips {...args} />,
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(tooltipDefaultShowTimeout).toBe(700);
    await expect(tooltipDefaultSkipTimeout).toBe(300);
    const orders = canvas.getByRole('button', { name: 'Đơn đặt hàng' });
    await step('the first tooltip waits about 700 ms', async () => {
      // Only lower bounds on when tooltips appear: a loaded machine can make them later, never sooner.
      const start = performance.now();
      await hover(orders);
      const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000, interval: 20 });
      await expect(performance.now() - start).toBeGreaterThanOrEqual(650);
      await expect(tooltip).toHaveTextContent('Đơn đặt hàng');
    });
    await step('after the skip delay has passed, the wait starts again', async () => {
      await userEvent.unhover(orders);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await wait(400);
      const start = performance.now();
      await hover(orders);
      const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000, interval: 20 });
      await expect(performance.now() - start).toBeGreaterThanOrEqual(650);
      await expect(tooltip).toHaveTextContent('Đơn đặt hàng');
    });
  },
};

/**
 * Within the skip delay after one tooltip hides, the next shows at once. The delays are stretched (2 s, skip 1.5 s) so that "at
 * once" can be told from "after the delay" with seconds to spare on a loaded machine.
 */
export const SkipDelay: Story = {
  args: { showTimeout: 2000, skipTimeout: 1500 },
  render: (args) => <TwoTooltips {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const orders = canvas.getByRole('button', { name: 'Đơn đặt hàng' });
    await hover(orders);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent('Đơn đặt hàng');
    await userEvent.unhover(orders);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    const start = performance.now();
    await hover(canvas.getByRole('button', { name: 'Nhà cung cấp' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Nhà cung cấp'), {
      timeout: 5000,
    });
    await expect(performance.now() - start).toBeLessThan(1800);
  },
};

function TwoTooltips(args: TooltipProps) {
  return (
    <Inline gap="small">
      {sidebarItems.slice(0, 2).map((item) => (
        <Tooltip key={item.label} {...args} content={item.label}>
          <IconButton label={item.label} icon={item.icon} />
        </Tooltip>
      ))}
    </Inline>
  );
}

/** Titles of the collapsed sidebar's icons, to their right. */
export const CollapsedSidebar: Story = {
  args: { placement: 'right' },
  render: (args) => (
    <nav aria-label="Điều hướng chính">
      <Stack gap="xsmall" alignItems="flex-start">
        {sidebarItems.map((item) => (
          <Tooltip key={item.label} {...args} content={item.label}>
            <IconButton label={item.label} icon={item.icon} />
          </Tooltip>
        ))}
      </Stack>
    </nav>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const suppliers = canvas.getByRole('button', { name: 'Nhà cung cấp' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(suppliers).toHaveFocus();
    // The previous item's tooltip may still be fading out (the built catalogue runs its animation): wait until
    // the focused item's tooltip is the only one.
    const onlyTooltip = async (text: string) => {
      let tooltip: HTMLElement | undefined;
      await waitFor(() => {
        const tooltips = screen.getAllByRole('tooltip');
        expect(tooltips).toHaveLength(1);
        expect(tooltips[0]).toHaveTextContent(text);
        tooltip = tooltips[0];
      });
      return tooltip as HTMLElement;
    };
    const tooltip = await onlyTooltip('Nhà cung cấp');
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        suppliers.getBoundingClientRect().right,
      ),
    );
    // Moving down the list moves the tooltip along.
    await userEvent.tab();
    await expect(await onlyTooltip('Đồng bộ đơn hàng')).toBeVisible();
  },
};

export const Multiline: Story = {
  args: {
    multiline: true,
    content: 'KiotViet không nhận số lô và hạn sử dụng qua API: hãy nhập chúng trực tiếp trên KiotViet.',
    placement: 'bottom',
  },
  play: async ({ canvas, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const anchor = canvas.getByRole('button', { name: 'Chỉnh sửa nhà cung cấp' });
    await hover(anchor);
    const tooltip = await screen.findByRole('tooltip');
    const lineHeight = Number.parseFloat(getComputedStyle(tooltip).lineHeight);
    await expect(tooltip.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        anchor.getBoundingClientRect().bottom,
      ),
    );
  },
};

/** While the sidebar is expanded its titles are visible, so the tooltips are off. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const anchor = canvas.getByRole('button', { name: 'Chỉnh sửa nhà cung cấp' });
    await hover(anchor);
    await wait(300);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await expect(anchor).toHaveFocus();
    await wait(100);
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

/** Beside its anchor instead of at the end of the page: it stays inside the anchor's landmark (here a header). */
export const InsideItsLandmark: Story = {
  args: { portal: false, placement: 'bottom' },
  decorators: [
    (Story) => (
      <header>
        <Story />
      </header>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Chỉnh sửa nhà cung cấp' })).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(canvas.getByRole('banner')).toContainElement(tooltip);
  },
};
