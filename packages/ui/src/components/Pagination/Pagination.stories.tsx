import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Pagination, type PaginationProps, paginationVariants } from './Pagination';

const viLabels = {
  navigation: 'Phân trang',
  previous: 'Trang trước',
  next: 'Trang sau',
  page: (page: number) => `Trang ${page}`,
};

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  render: (args) => <Controlled {...args} />,
  args: {
    page: 1,
    pageSize: 10,
    total: 95,
    onPageChange: fn(),
    labels: viLabels,
    rangeLabel: ({ from, to, total }) => `Hiển thị ${from} đến ${to} trên tổng ${total} đơn hàng`,
  },
  argTypes: { variant: { control: 'inline-radio', options: paginationVariants } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Phân trang' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1 đến 10 trên tổng 95 đơn hàng')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Hiển thị 11 đến 20 trên tổng 95 đơn hàng')).toBeVisible();
  },
};

export const WindowOfTwoEitherSide: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    const numbers = canvas
      .getAllByRole('button', { name: /^Trang \d+$/ })
      .map((button) => Number(button.textContent));
    await expect(numbers).toEqual([3, 4, 5, 6, 7]);
  },
};

export const KeyboardNavigation: Story = {
  args: { page: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Trang trước' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Trang 2' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hiển thị 91 đến 95 trên tổng 95 đơn hàng')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
  },
};

export const FocusStaysAtTheEdges: Story = {
  args: { page: 9 },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('Next onto the last page disables Next: focus moves to the current page', async () => {
      canvas.getByRole('button', { name: 'Trang sau' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
      await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Trang 10' })).toHaveFocus());
    });
    await step('Keyboard paging goes on from there', async () => {
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('button', { name: 'Trang 9' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
      await expect(canvas.getByRole('button', { name: 'Trang 9' })).toHaveFocus();
    });
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hiển thị 0 đến 0 trên tổng 0 đơn hàng')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
  },
};

export const EdgesVariant: Story = {
  name: 'Edges (purchase history)',
  args: { variant: 'edges', page: 10, total: 200, rangeLabel: undefined },
  play: async ({ args, canvas, userEvent }) => {
    const numbers = canvas
      .getAllByRole('button', { name: /^Trang \d+$/ })
      .map((button) => Number(button.textContent));
    await expect(numbers).toEqual([1, 2, 3, 10, 19, 20]);
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Trang 20' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Disabled: Story = {
  args: { disabled: true, page: 2 },
  play: async ({ args, canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Trang 3' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};
