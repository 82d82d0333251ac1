import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Stack } from '../Box/Box';
import { Button } from '../Button/Button';
import { sizeName } from '../private/storyText';
import { Text } from '../Text/Text';
import { Tab, TabList, TabPanel, Tabs, type TabsProps, tabsSizes } from './Tabs';

function CustomerTabs() {
  return (
    <>
      <TabList label="Thông tin khách hàng">
        <Tab value="history" count={12}>
          Lịch sử mua hàng
        </Tab>
        <Tab value="notes" disabled>
          Ghi chú
        </Tab>
        <Tab value="suggestions" count={3}>
          Gợi ý mua lại
        </Tab>
      </TabList>
      <TabPanel value="history">
        <Text>12 hoá đơn trong 6 tháng gần nhất.</Text>
      </TabPanel>
      <TabPanel value="notes">
        <Text>Chưa có ghi chú.</Text>
      </TabPanel>
      <TabPanel value="suggestions">
        <Stack gap="small">
          <Text>3 sản phẩm đến hạn mua lại.</Text>
          <Button size="small" variant="outline">
            Tạo đơn gợi ý
          </Button>
        </Stack>
      </TabPanel>
    </>
  );
}

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs,
  args: { children: <CustomerTabs />, onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: tabsSizes },
    children: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected; counts are badges that are part of each tab's name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Thông tin khách hàng' })).toBeInTheDocument();
    const history = canvas.getByRole('tab', { name: 'Lịch sử mua hàng 12' });
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Gợi ý mua lại 3' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(within(history).getByText('12')).not.toBe(history);
    const panel = canvas.getByRole('tabpanel', { name: 'Lịch sử mua hàng 12' });
    await expect(panel).toHaveTextContent('12 hoá đơn trong 6 tháng gần nhất.');
    await expect(canvas.getByText('3 sản phẩm đến hạn mua lại.')).not.toBeVisible();
  },
};

export const ArrowKeyNavigation: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const history = canvas.getByRole('tab', { name: 'Lịch sử mua hàng 12' });
    const suggestions = canvas.getByRole('tab', { name: 'Gợi ý mua lại 3' });
    await step('Tab enters on the selected tab', async () => {
      await userEvent.tab();
      await waitFor(() => expect(history).toHaveFocus());
    });
    await step('ArrowRight reaches the disabled tab without selecting it, then the next', async () => {
      // Disabled tabs stay focusable (Ariakit, as the APG suggests) so screen reader users learn they exist.
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(canvas.getByRole('tab', { name: 'Ghi chú' })).toHaveFocus());
      await expect(history).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Lịch sử mua hàng 12' })).toBeVisible();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(suggestions).toHaveFocus());
      await expect(suggestions).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Gợi ý mua lại 3' })).toBeVisible();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('suggestions');
    });
    await step('ArrowLeft and Home go back, End to the last', async () => {
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await waitFor(() => expect(history).toHaveFocus());
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(suggestions).toHaveFocus());
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(history).toHaveFocus());
      await expect(history).toHaveAttribute('aria-selected', 'true');
    });
    await step('Tab moves into the panel', async () => {
      await userEvent.keyboard('{End}');
      await userEvent.tab();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Tạo đơn gợi ý' })).toHaveFocus());
    });
  },
};

export const DisabledTab: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const notes = canvas.getByRole('tab', { name: 'Ghi chú' });
    await expect(notes).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(notes);
    await expect(notes).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tab', { name: 'Lịch sử mua hàng 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DefaultValue: Story = {
  args: { defaultValue: 'suggestions' },
  play: async ({ canvas, userEvent }) => {
    const suggestions = canvas.getByRole('tab', { name: 'Gợi ý mua lại 3' });
    await expect(suggestions).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Lịch sử mua hàng 12' }));
    // Ariakit hides the previous panel in an effect after the click, so wait for exactly one visible panel.
    await waitFor(() => expect(canvas.getAllByRole('tabpanel')).toHaveLength(1));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 hoá đơn trong 6 tháng gần nhất.');
  },
};

function ControlledTabs(args: TabsProps) {
  const [value, setValue] = useState('history');
  return (
    <Stack gap="medium">
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <Text as="p">{`Đang xem: ${value}`}</Text>
      <Button variant="outline" onClick={() => setValue('suggestions')}>
        Xem gợi ý
      </Button>
    </Stack>
  );
}

/** Controlled: the app owns the selected tab (e.g. from the URL) and can change it itself. */
export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Xem gợi ý' }));
    await expect(canvas.getByRole('tab', { name: 'Gợi ý mua lại 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Đang xem: suggestions')).toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Lịch sử mua hàng 12' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('history');
    await expect(canvas.getByText('Đang xem: history')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('tabpanel')).toHaveLength(1));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 hoá đơn trong 6 tháng gần nhất.');
  },
};

/** With `selectOnMove` off, arrows only move focus; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { selectOnMove: false },
  play: async ({ args, canvas, userEvent }) => {
    const history = canvas.getByRole('tab', { name: 'Lịch sử mua hàng 12' });
    const suggestions = canvas.getByRole('tab', { name: 'Gợi ý mua lại 3' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(suggestions).toHaveFocus();
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(suggestions).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('suggestions');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="xlarge">
      {tabsSizes.map((size) => (
        <Tabs key={size} {...args} size={size}>
          <TabList label={`Cỡ ${sizeName[size]}`}>
            <Tab value="history" count={12}>
              Lịch sử mua hàng
            </Tab>
            <Tab value="suggestions" count={3}>
              Gợi ý mua lại
            </Tab>
          </TabList>
          <TabPanel value="history">
            <Text>{`Cỡ ${sizeName[size]}`}</Text>
          </TabPanel>
          <TabPanel value="suggestions">
            <Text>Gợi ý</Text>
          </TabPanel>
        </Tabs>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const heights = tabsSizes.map(
      (size) =>
        within(canvas.getByRole('tablist', { name: `Cỡ ${sizeName[size]}` }))
          .getByRole('tab', { name: 'Lịch sử mua hàng 12' })
          .getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    // Two tab sets with the same values on one page keep unique ids.
    const ids = canvas.getAllByRole('tab').map((tab) => tab.id);
    await expect(new Set(ids).size).toBe(ids.length);
  },
};

const orderTabs = ['Tất cả đơn hàng', 'Chờ xác nhận', 'Đã xác nhận', 'Đang giao hàng', 'Hoàn tất', 'Đã huỷ'];

/**
 * On a phone the tabs run past the screen: the row scrolls sideways and the edge that hides more tabs fades,
 * so it reads as 'more this way' rather than as a clipped word. Arrow keys bring the focused tab into view.
 */
export const OverflowOnMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <Tabs {...args} defaultValue="all">
      <TabList label="Trạng thái đơn hàng">
        {orderTabs.map((label, index) => (
          <Tab key={label} value={index === 0 ? 'all' : label} count={index === 0 ? 128 : index * 3}>
            {label}
          </Tab>
        ))}
      </TabList>
      {orderTabs.map((label, index) => (
        <TabPanel key={label} value={index === 0 ? 'all' : label}>
          <Text>{label}</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Trạng thái đơn hàng' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-end'));
    await expect(list).not.toHaveAttribute('data-overflow-start');
    await userEvent.click(canvas.getByRole('tab', { name: 'Tất cả đơn hàng 128' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Đã huỷ 15' });
    await expect(last).toHaveFocus();
    // The focused tab scrolled into view; now the start fades instead.
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-start'));
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1),
    );
  },
};
