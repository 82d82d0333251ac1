import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { matchesSearch } from '../../utils/search';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { StoryValue } from '../private/StoryValue';
import { Combobox, type ComboboxOption, type ComboboxOptionGroup, comboboxSizes } from './Combobox';

const sourceTag = (
  <Badge tone="info" size="small">
    KiotViet
  </Badge>
);

const partnerSuppliers: ComboboxOption[] = [
  { value: 'dhg', label: 'Công ty Dược Hậu Giang', description: 'Nhà phân phối thuốc trên toàn quốc' },
  { value: 'tw1', label: 'Dược phẩm Trung ương 1', description: 'Nhà phân phối thuốc trên toàn quốc' },
  { value: 'imx', label: 'Imexpharm', description: 'Nhà phân phối thuốc trên toàn quốc' },
];

const internalSuppliers: ComboboxOption[] = [
  { value: 'lc', label: 'Nhà thuốc Long Châu', badge: sourceTag, description: 'Kho tổng Quận 5' },
  { value: 'ak', label: 'Nhà thuốc An Khang', badge: sourceTag },
  { value: 'db', label: 'Đại Bắc', badge: sourceTag },
  { value: 'old', label: 'Kho cũ Thủ Đức (tạm dừng)', disabled: true },
];

/**
 * The supplier picker of docs/product/purchase-orders.md#supplier-select: a partner group (named after the brand) and
 * internal suppliers.
 */
const supplierGroups: ComboboxOptionGroup[] = [
  { label: 'Đối tác Pharmacity', options: partnerSuppliers },
  { label: 'Nhà cung cấp nội bộ', options: internalSuppliers },
];

const products: ComboboxOption[] = [
  'Paracetamol 500mg',
  'Amoxicillin 500mg',
  'Vitamin C 1000mg',
  'Efferalgan 500mg',
  'Panadol Extra',
  'Berberin 100mg',
  'Oresol hương cam',
  'Hapacol 250',
  'Decolgen Forte',
  'Smecta',
  'Strepsils',
  'Eugica',
].map((name, index) => {
  const code = `SP${String(index + 1).padStart(6, '0')}`;
  return { value: code, label: name, keywords: code, description: `${code} · Tồn kho: ${(index + 1) * 12}` };
});

const supplierTexts = {
  label: 'Nhà cung cấp',
  placeholder: 'Chọn nhà cung cấp',
  searchPlaceholder: 'Tìm kiếm nhà cung cấp...',
  emptyText: 'Không tìm thấy nhà cung cấp.',
  loadingText: 'Đang tải...',
  clearLabel: 'Xoá nhà cung cấp đã chọn',
  toggleLabel: 'Mở danh sách nhà cung cấp',
};

const meta = {
  title: 'Components/Forms/Combobox',
  component: Combobox,
  args: {
    ...supplierTexts,
    options: supplierGroups,
    onSelectedItemChange: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: comboboxSizes },
    options: { control: false },
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** downshift keeps focus in the input and points `aria-activedescendant` at the highlighted option. */
async function expectHighlighted(combobox: HTMLElement, option: HTMLElement) {
  await expect(combobox).toHaveAttribute('aria-activedescendant', option.id);
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await expect(combobox).toHaveAttribute('placeholder', 'Chọn nhà cung cấp');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Mở danh sách nhà cung cấp' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('button', { name: 'Xoá nhà cung cấp đã chọn' })).not.toBeInTheDocument();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, step }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await step('ArrowDown opens the list on its first option', async () => {
      await userEvent.tab();
      await expect(combobox).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await expect(combobox).toHaveAttribute('placeholder', 'Tìm kiếm nhà cung cấp...');
      await expectHighlighted(combobox, canvas.getByRole('option', { name: /^Công ty Dược Hậu Giang/ }));
    });
    await step('Arrows cross group boundaries in display order; End and Home jump', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await expectHighlighted(combobox, canvas.getByRole('option', { name: /^Nhà thuốc Long Châu/ }));
      await userEvent.keyboard('{End}');
      // The disabled supplier is skipped.
      await expectHighlighted(combobox, canvas.getByRole('option', { name: 'Đại Bắc KiotViet' }));
      await userEvent.keyboard('{Home}');
      await expectHighlighted(combobox, canvas.getByRole('option', { name: /^Công ty Dược Hậu Giang/ }));
    });
    await step('Enter chooses; focus stays in the input', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onSelectedItemChange).toHaveBeenCalledWith(partnerSuppliers[1]);
      await expect(combobox).toHaveValue('Dược phẩm Trung ương 1');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(combobox).toHaveFocus();
    });
    await step('Reopened, the choice is highlighted and checked', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expectHighlighted(combobox, canvas.getByRole('option', { name: /^Dược phẩm Trung ương 1/ }));
      await userEvent.keyboard('{Escape}');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(combobox).toHaveValue('Dược phẩm Trung ương 1');
    });
  },
};

export const VietnameseFiltering: Story = {
  play: async ({ args, canvas, step }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await step("'nha thuoc' finds 'Nhà thuốc', without accents or capitals", async () => {
      await userEvent.click(combobox);
      await userEvent.keyboard('nha thuoc');
      const listbox = canvas.getByRole('listbox', { name: 'Nhà cung cấp' });
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Nhà thuốc Long ChâuKiotVietKho tổng Quận 5', 'Nhà thuốc An KhangKiotViet']);
      // The partner group has no match, so its label goes too.
      await expect(
        within(listbox).queryByRole('group', { name: 'Đối tác Pharmacity' }),
      ).not.toBeInTheDocument();
      await expect(within(listbox).getByRole('group', { name: 'Nhà cung cấp nội bộ' })).toBeVisible();
    });
    await step("'đ' and 'd' find each other", async () => {
      await userEvent.clear(combobox);
      await userEvent.keyboard('dai bac');
      await expect(canvas.getAllByRole('option')).toHaveLength(1);
      await expect(canvas.getByRole('option', { name: 'Đại Bắc KiotViet' })).toBeVisible();
      await userEvent.clear(combobox);
      await userEvent.keyboard('ĐƯỢC');
      await expect(canvas.getByRole('option', { name: /^Công ty Dược Hậu Giang/ })).toBeVisible();
      await expect(canvas.getByRole('option', { name: /^Dược phẩm Trung ương 1/ })).toBeVisible();
    });
    await step('No match shows the empty text', async () => {
      await userEvent.clear(combobox);
      await userEvent.keyboard('xyz');
      await expect(canvas.getByRole('status')).toHaveTextContent('Không tìm thấy nhà cung cấp.');
      await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    });
    await step('Choosing from a filtered list', async () => {
      await userEvent.clear(combobox);
      await userEvent.keyboard('an khang{ArrowDown}{Enter}');
      await expect(args.onSelectedItemChange).toHaveBeenCalledWith(internalSuppliers[1]);
      await expect(combobox).toHaveValue('Nhà thuốc An Khang');
    });
  },
};

export const GroupedWithBadges: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở danh sách nhà cung cấp' }));
    const internal = canvas.getByRole('group', { name: 'Nhà cung cấp nội bộ' });
    await expect(within(internal).getAllByRole('option')).toHaveLength(4);
    await expect(
      within(canvas.getByRole('group', { name: 'Đối tác Pharmacity' })).getAllByRole('option'),
    ).toHaveLength(3);
    await expect(
      within(internal).getByRole('option', { name: 'Nhà thuốc Long Châu KiotViet Kho tổng Quận 5' }),
    ).toBeVisible();
    await expect(within(internal).getByRole('option', { name: /^Kho cũ Thủ Đức/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Left open so the catalogue (and axe) see the grouped listbox.
    await expect(canvas.getByRole('combobox', { name: 'Nhà cung cấp' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** A stand-in for the server's supplier search: answers after 150 ms. */
function AsyncSupplierPicker(props: ComponentProps<typeof Combobox>) {
  const [options, setOptions] = useState<ComboboxOptionGroup[]>(supplierGroups);
  const [loading, setLoading] = useState(false);
  return (
    <Combobox
      {...props}
      async
      options={options}
      loading={loading}
      onInputChange={(query) => {
        props.onInputChange?.(query);
        setLoading(true);
        // Slow enough for the plays to see the loading text even on a loaded machine.
        setTimeout(() => {
          setOptions(
            supplierGroups.map((group) => ({
              ...group,
              options: group.options.filter((option) => matchesSearch(option.label, query)),
            })),
          );
          setLoading(false);
        }, 600);
      }}
    />
  );
}

export const AsyncSearch: Story = {
  render: (args) => <AsyncSupplierPicker {...args} />,
  play: async ({ args, canvas, step }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await step('Typing is debounced into one search', async () => {
      await userEvent.click(combobox);
      await userEvent.keyboard('long chau');
      await expect(args.onInputChange).not.toHaveBeenCalled();
      await waitFor(() => expect(args.onInputChange).toHaveBeenCalledWith('long chau'));
      await expect(args.onInputChange).toHaveBeenCalledOnce();
    });
    await step('Loading text shows while the search runs, then the results', async () => {
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Đang tải...'));
      await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1), { timeout: 3000 });
      await expect(canvas.getByRole('status')).toHaveTextContent('');
      await expect(canvas.getByRole('listbox', { name: 'Nhà cung cấp' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
    });
    await step('Choosing ends the search, which is reset for the next opening', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onSelectedItemChange).toHaveBeenCalledWith(internalSuppliers[0]);
      await expect(args.onInputChange).toHaveBeenLastCalledWith('');
      await expect(combobox).toHaveValue('Nhà thuốc Long Châu');
    });
  },
};

export const AsyncEmpty: Story = {
  render: (args) => <AsyncSupplierPicker {...args} />,
  args: { debounceMs: 100 },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await userEvent.click(combobox);
    await userEvent.keyboard('Sanofi');
    await waitFor(() => expect(args.onInputChange).toHaveBeenCalledWith('Sanofi'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Không tìm thấy nhà cung cấp.'));
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = {
  args: { async: true, loading: true, options: [] },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await userEvent.click(combobox);
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải...');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Không tìm thấy nhà cung cấp.');
  },
};

/**
 * The product search of docs/product/purchase-orders.md#batch-order: pages of 5 here, 'Tải thêm sản phẩm...' fetches
 * the next.
 */
function PagedProductPicker(props: ComponentProps<typeof Combobox>) {
  const [count, setCount] = useState(5);
  const [loading, setLoading] = useState(false);
  return (
    <Combobox
      {...props}
      async
      options={products.slice(0, count)}
      hasMore={count < products.length}
      loading={loading}
      onLoadMore={() => {
        props.onLoadMore?.();
        setLoading(true);
        // Slow enough for the plays to see the loading text even on a loaded machine.
        setTimeout(() => {
          setCount((current) => current + 5);
          setLoading(false);
        }, 600);
      }}
    />
  );
}

const productTexts = {
  label: 'Sản phẩm',
  labelHidden: true,
  placeholder: 'Chọn sản phẩm',
  searchPlaceholder: 'Tìm kiếm sản phẩm...',
  emptyText: 'Không tìm thấy sản phẩm.',
  loadMoreText: 'Tải thêm sản phẩm...',
  clearLabel: 'Xoá tìm kiếm',
  toggleLabel: 'Mở danh sách sản phẩm',
};

export const LoadMore: Story = {
  render: (args) => <PagedProductPicker {...args} />,
  args: { ...productTexts, options: [], onLoadMore: fn() },
  play: async ({ args, canvas, step }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Sản phẩm' });
    await step('The last option loads more, reached by keyboard', async () => {
      await userEvent.click(combobox);
      await expect(canvas.getAllByRole('option')).toHaveLength(6);
      await userEvent.keyboard('{End}');
      await expectHighlighted(combobox, canvas.getByRole('option', { name: 'Tải thêm sản phẩm...' }));
      await userEvent.keyboard('{Enter}');
      await expect(args.onLoadMore).toHaveBeenCalledOnce();
      await expect(args.onSelectedItemChange).not.toHaveBeenCalled();
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Đang tải...'));
    });
    await step('The next page arrives under the first, the list stays open', async () => {
      await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(11), { timeout: 3000 });
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await expect(combobox).toHaveFocus();
      // The highlight stays where "load more" was: on the first new product.
      await expectHighlighted(combobox, canvas.getByRole('option', { name: /^Berberin 100mg/ }));
    });
    await step('By pointer too, until everything is loaded', async () => {
      await userEvent.click(canvas.getByRole('option', { name: 'Tải thêm sản phẩm...' }));
      await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(12), { timeout: 3000 });
      await expect(canvas.queryByRole('option', { name: 'Tải thêm sản phẩm...' })).not.toBeInTheDocument();
      await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    });
  },
};

export const LoadMoreNeverChosenOnTab: Story = {
  render: (args) => <PagedProductPicker {...args} />,
  args: { ...productTexts, options: [], onLoadMore: fn() },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Sản phẩm' });
    await userEvent.click(combobox);
    await userEvent.keyboard('{End}');
    await userEvent.tab();
    await expect(args.onSelectedItemChange).not.toHaveBeenCalled();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await expect(combobox).toHaveValue('');
  },
};

export const SearchByCode: Story = {
  args: { ...productTexts, options: products, clearOnSelect: true },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Sản phẩm' });
    await userEvent.click(combobox);
    // Keywords (the product code) match as well as the name.
    await userEvent.keyboard('SP000004');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectedItemChange).toHaveBeenLastCalledWith(products[3]);
    // The picker adds products elsewhere, so it empties for the next search.
    await expect(combobox).toHaveValue('');
    await userEvent.keyboard('hapacol{ArrowDown}{Enter}');
    await expect(args.onSelectedItemChange).toHaveBeenLastCalledWith(products[7]);
    await expect(combobox).toHaveValue('');
  },
};

export const ClearSelection: Story = {
  args: { defaultSelectedItem: internalSuppliers[0] },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await expect(combobox).toHaveValue('Nhà thuốc Long Châu');
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Xoá nhà cung cấp đã chọn' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedItemChange).toHaveBeenCalledWith(null);
    await expect(combobox).toHaveValue('');
    await expect(combobox).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Xoá nhà cung cấp đã chọn' })).not.toBeInTheDocument();
  },
};

export const EscapeRestoresChoice: Story = {
  args: { defaultSelectedItem: partnerSuppliers[0] },
  play: async ({ args, canvas, step }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await step('Tabbing in selects the label, so typing replaces it', async () => {
      await userEvent.tab();
      await userEvent.keyboard('dai');
      await expect(combobox).toHaveValue('dai');
      await expect(canvas.getAllByRole('option')).toHaveLength(1);
    });
    await step('Escape closes and puts the choice back', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(combobox).toHaveValue('Công ty Dược Hậu Giang');
    });
    await step('Opening by click selects the label too', async () => {
      await userEvent.click(combobox);
      await userEvent.keyboard('imex');
      await expect(combobox).toHaveValue('imex');
      await userEvent.keyboard('{Escape}');
      await expect(combobox).toHaveValue('Công ty Dược Hậu Giang');
      await expect(args.onSelectedItemChange).not.toHaveBeenCalled();
    });
  },
};

export const Controlled: Story = {
  render: function ControlledCombobox(args) {
    const [supplier, setSupplier] = useState<ComboboxOption | null>(partnerSuppliers[2] ?? null);
    return (
      <div>
        <Combobox
          {...args}
          selectedItem={supplier}
          onSelectedItemChange={(item) => {
            args.onSelectedItemChange?.(item);
            setSupplier(item);
          }}
        />
        <StoryValue value={supplier?.value ?? null} />
        <Button variant="outline" tone="neutral" onClick={() => setSupplier(internalSuppliers[2] ?? null)}>
          Chọn Đại Bắc
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await expect(combobox).toHaveValue('Imexpharm');
    await userEvent.click(canvas.getByRole('button', { name: 'Chọn Đại Bắc' }));
    await expect(combobox).toHaveValue('Đại Bắc');
    await userEvent.click(combobox);
    await userEvent.keyboard('hau giang{ArrowDown}{Enter}');
    await expect(canvas.getByRole('status', { name: 'Giá trị' })).toHaveTextContent('dhg');
    await expect(combobox).toHaveValue('Công ty Dược Hậu Giang');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Vui lòng chọn nhà cung cấp' },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await expect(combobox).toBeInvalid();
    await expect(combobox).toBeRequired();
    await expect(combobox).toHaveAccessibleDescription('Vui lòng chọn nhà cung cấp');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultSelectedItem: partnerSuppliers[0] },
  play: async ({ args, canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await expect(combobox).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mở danh sách nhà cung cấp' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Xoá nhà cung cấp đã chọn' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mở danh sách nhà cung cấp' }), {
      pointerEventsCheck: 0,
    });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSelectedItemChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultSelectedItem: internalSuppliers[0] },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Nhà cung cấp' });
    await userEvent.click(combobox);
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveAttribute('readonly');
    await expect(combobox).toHaveValue('Nhà thuốc Long Châu');
    await expect(canvas.queryByRole('button', { name: 'Xoá nhà cung cấp đã chọn' })).not.toBeInTheDocument();
  },
};

export const InAForm: Story = {
  args: { name: 'distributor_id', defaultSelectedItem: internalSuppliers[0] },
  render: (args) => (
    <form aria-label="Đơn hàng">
      <Combobox {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Đơn hàng' }) as HTMLFormElement;
    await expect(new FormData(form).get('distributor_id')).toBe('lc');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Nhà cung cấp' }));
    await userEvent.click(canvas.getByRole('option', { name: /^Imexpharm/ }));
    await expect(new FormData(form).get('distributor_id')).toBe('imx');
  },
};
