import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FilterIcon, TrashIcon } from '../../icons/icons';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { Badge } from '../Badge/Badge';
import { Box, Stack } from '../Box/Box';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DialogClose } from '../Dialog/Dialog';
import { openOnLoad, runModalTestSuite } from '../private/modalTestSuite';
import { sizeName } from '../private/storyText';
import { unsavedChangesStory } from '../private/unsavedChangesSuite';
import { Text } from '../Text/Text';
import { Drawer, type DrawerProps, drawerSizes } from './Drawer';

const statuses = ['Đã tạo', 'Đã xác nhận', 'Đang giao hàng', 'Hoàn tất', 'Đã huỷ'];

function StatusFilter() {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend>
        <Text weight="semibold">Trạng thái</Text>
      </legend>
      <Stack gap="small" marginTop="small">
        {statuses.map((status) => (
          <Checkbox key={status} label={status} name="status" value={status} />
        ))}
      </Stack>
    </fieldset>
  );
}

const meta = {
  title: 'Components/Overlays/Drawer',
  component: Drawer,
  args: {
    closeLabel: 'Đóng bảng',
    title: 'Bộ lọc nâng cao',
    trigger: (
      <Button variant="outline" tone="neutral" icon={<FilterIcon />}>
        Bộ lọc nâng cao
      </Button>
    ),
    children: <StatusFilter />,
    footer: (
      <>
        <Button variant="ghost" tone="neutral">
          Xoá tất cả
        </Button>
        <DialogClose>
          <Button>Áp dụng</Button>
        </DialogClose>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: drawerSizes },
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filter drawer open on the right edge. */
export const Default: Story = openOnLoad('Bộ lọc nâng cao');

/** The shared modal suite: keyboard open, focus in, modal + labelled, Tab cycling, Escape, focus return. */
export const KeyboardAndFocus: Story = {
  play: async ({ args, canvasElement, step, userEvent }) => {
    await runModalTestSuite({
      canvasElement,
      step,
      userEvent,
      triggerName: 'Bộ lọc nâng cao',
      dialogName: 'Bộ lọc nâng cao',
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Right edge, full height; it slides in unless the person asked for reduced motion. */
export const SlidesInFromTheRight: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const window = canvasElement.ownerDocument.defaultView as Window;
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Bộ lọc nâng cao' }));
    const drawer = await screen.findByRole('dialog', { name: 'Bộ lọc nâng cao' });
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(Number.parseFloat(window.getComputedStyle(drawer).transitionDuration) > 0).toBe(
      !reducedMotion,
    );
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(
        canvasElement.ownerDocument.documentElement.clientWidth,
      ),
    );
    await expect(Math.round(drawer.getBoundingClientRect().top)).toBe(0);
    await expect(Math.round(drawer.getBoundingClientRect().height)).toBe(window.innerHeight);
  },
};

const orderLines = Array.from({ length: 30 }, (_, index) => ({
  code: `SP${String(index + 1).padStart(4, '0')}`,
  name: index % 2 ? 'Amoxicillin 500mg' : 'Paracetamol 500mg',
  lot: `L${2400 + index}`,
}));

/** The order detail drawer: a long body scrolls while the title and footer actions stay in view. */
export const OrderDetail: Story = {
  args: {
    title: 'Đơn hàng DH-000123',
    description: 'Công ty Dược phẩm An Khang · 15/01/2026',
    size: 'large',
    trigger: <Button variant="ghost">DH-000123</Button>,
    children: (
      <Stack gap="medium">
        <Box display="flex" gap="small" alignItems="center">
          <Text tone="secondary">Trạng thái</Text>
          <Badge tone="info">Đang giao hàng</Badge>
        </Box>
        {orderLines.map((line) => (
          <Box key={line.code} display="flex" justifyContent="space-between" gap="medium">
            <Text>{`${line.code} · ${line.name}`}</Text>
            <Text tone="secondary">{`Lô ${line.lot}`}</Text>
          </Box>
        ))}
      </Stack>
    ),
    footer: (
      <>
        <DialogClose>
          <Button variant="outline" tone="neutral">
            Đóng
          </Button>
        </DialogClose>
        <Button>Xác nhận đã nhận hàng</Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const document = canvasElement.ownerDocument;
    const screen = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'DH-000123' }));
    const drawer = await screen.findByRole('dialog', { name: 'Đơn hàng DH-000123' });
    await expect(drawer).toHaveAccessibleDescription('Công ty Dược phẩm An Khang · 15/01/2026');
    await waitFor(() => expect(drawer.querySelector('[data-scrollable]')).not.toBeNull());
    const body = drawer.querySelector<HTMLElement>('[data-scrollable]');
    await expect(body?.scrollHeight).toBeGreaterThan(body?.clientHeight ?? 0);
    const action = within(drawer).getByRole('button', { name: 'Xác nhận đã nhận hàng' });
    await waitFor(() =>
      expect(Math.round(action.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
        document.documentElement.clientHeight,
      ),
    );
    // The footer stays put while the body scrolls.
    const footerTop = action.getBoundingClientRect().top;
    if (body) body.scrollTop = body.scrollHeight;
    await expect(action.getBoundingClientRect().top).toBe(footerTop);
    // Focus starts on the content (the scrolling body), then the footer actions, then the close button.
    body?.focus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Đóng' })).toHaveFocus();
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Đóng bảng' })).toHaveFocus();
  },
};

/** Widths from 768 px up; below that every size takes the full width (the portal is mobile under 768 px). */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {drawerSizes.map((size) => (
        <Drawer
          key={size}
          {...args}
          size={size}
          title={`Ngăn kéo cỡ ${sizeName[size]}`}
          trigger={<Button variant="outline">{`Mở cỡ ${sizeName[size]}`}</Button>}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const document = canvasElement.ownerDocument;
    const window = document.defaultView as Window;
    const screen = within(document.body);
    const viewport = document.documentElement.clientWidth;
    const rem = Number.parseFloat(window.getComputedStyle(document.documentElement).fontSize);
    const tablet = window.matchMedia('(min-width: 768px)').matches;
    const expected = {
      medium: 30 * rem,
      large: Math.min(45 * rem, viewport),
      xlarge: Math.min(60 * rem, viewport),
    };
    for (const size of drawerSizes) {
      await userEvent.click(canvas.getByRole('button', { name: `Mở cỡ ${sizeName[size]}` }));
      const drawer = await screen.findByRole('dialog', { name: `Ngăn kéo cỡ ${sizeName[size]}` });
      await expect(drawer).toHaveAttribute('data-size', size);
      await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(
        Math.round(tablet ? expected[size] : viewport),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(drawer).not.toBeInTheDocument());
    }
  },
};

/** Spy for the app's apply handler, which is not a Drawer prop. */
const applyFilters = fn();

function FilterDrawer(args: DrawerProps & { onApply?: () => void }) {
  const [open, setOpen] = useState(false);
  const { onApply, ...drawerProps } = args;
  return (
    <>
      <Button variant="outline" tone="neutral" icon={<FilterIcon />} onClick={() => setOpen(true)}>
        Lọc
      </Button>
      <Drawer
        {...drawerProps}
        trigger={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          drawerProps.onOpenChange?.(next);
        }}
        footer={
          <>
            <Button variant="ghost" tone="neutral">
              Xoá tất cả
            </Button>
            <Button
              onClick={() => {
                onApply?.();
                setOpen(false);
              }}
            >
              Áp dụng
            </Button>
          </>
        }
      />
    </>
  );
}

/** Controlled: 'Áp dụng' applies the filters and closes the drawer from the app's state. */
/** Controlled by the app: 'Áp dụng' applies and closes, and focus returns to the button that opened it. */
export const ApplyClosesAndReturnsFocus: Story = {
  render: (args) => <FilterDrawer {...args} onApply={applyFilters} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    applyFilters.mockClear();
    const screen = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Lọc' });
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Bộ lọc nâng cao' });
    await waitFor(() => expect(within(drawer).getByRole('checkbox', { name: 'Đã tạo' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(within(drawer).getByRole('checkbox', { name: 'Đã tạo' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Áp dụng' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await expect(applyFilters).toHaveBeenCalledOnce();
    // The app opened and closed it itself, so there was nothing to report back.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Under 768 px (here a 414 px phone) the drawer takes the whole width, whatever its size. */
export const OnMobile: Story = {
  args: { size: 'large' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const document = canvasElement.ownerDocument;
    const screen = within(document.body);
    await expect((document.defaultView as Window).matchMedia('(min-width: 768px)').matches).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Bộ lọc nâng cao' }));
    const drawer = await screen.findByRole('dialog', { name: 'Bộ lọc nâng cao' });
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
    await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(document.documentElement.clientWidth);
    await expect(within(drawer).getByRole('button', { name: 'Áp dụng' })).toBeVisible();
  },
};

/**
 * A confirmation opened from inside the drawer (deleting a document of the order): it is the top modal, and Tab
 * cycles inside it, not the drawer.
 */
export const WithNestedAlertDialog: Story = {
  args: {
    title: 'Đơn hàng DH-000123',
    trigger: <Button variant="ghost">DH-000123</Button>,
    children: (
      <Stack gap="small">
        <Text>hoa-don-DH-000123.pdf</Text>
        <AlertDialog
          title="Xoá chứng từ?"
          description="Bạn có chắc chắn muốn xoá chứng từ này không?"
          confirmLabel="Xoá"
          cancelLabel="Huỷ"
          tone="critical"
          trigger={
            <Button size="small" variant="outline" tone="critical" icon={<TrashIcon />}>
              Xoá chứng từ
            </Button>
          }
        />
      </Stack>
    ),
    footer: undefined,
  },
  play: async ({ canvasElement, userEvent }) => {
    const { alert } = await openNestedConfirmation(canvasElement, userEvent);
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Xoá' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Huỷ' })).toHaveFocus();
  },
};

/** Escape closes the top modal only: the confirmation goes, focus returns to its button, the drawer stays. */
export const EscapeClosesTheTopModalFirst: Story = {
  args: WithNestedAlertDialog.args,
  play: async ({ canvasElement, userEvent }) => {
    const { drawer, alert, remove } = await openNestedConfirmation(canvasElement, userEvent);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(drawer).toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());
    // A second Escape closes the drawer.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  },
};

/** Opens the order drawer, then its delete confirmation, from the keyboard; focus lands on 'Huỷ'. */
async function openNestedConfirmation(canvasElement: HTMLElement, userEvent: StoryContext['userEvent']) {
  const screen = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'DH-000123' }));
  const drawer = await screen.findByRole('dialog', { name: 'Đơn hàng DH-000123' });
  const remove = within(drawer).getByRole('button', { name: 'Xoá chứng từ' });
  await waitFor(() => expect(remove).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  const alert = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ?' });
  await waitFor(() => expect(within(alert).getByRole('button', { name: 'Huỷ' })).toHaveFocus());
  return { drawer, alert, remove };
}

/**
 * A changed form asks 'Bỏ thay đổi?' before Escape, the close button, a backdrop click or 'Huỷ' throw it away; an
 * unchanged one closes at once.
 */
export const UnsavedChanges: Story = unsavedChangesStory(Drawer, 'Đóng bảng');
