import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { filterBySearch } from '../../utils/search';
import { Stack } from '../Box/Box';
import { Button } from '../Button/Button';
import type { ChecklistItem } from './checklistView';
import { SearchableChecklist, searchableChecklistSearchModes } from './SearchableChecklist';

const suppliers: ChecklistItem[] = [
  { value: 'ak', label: 'Nhà thuốc An Khang', keywords: 'NCC001' },
  { value: 'lc', label: 'Nhà thuốc Long Châu', keywords: 'NCC002' },
  { value: 'dhg', label: 'Công ty Dược Hậu Giang', keywords: 'DHG' },
  { value: 'imp', label: 'Công ty CP Dược phẩm Imexpharm', keywords: 'IMP' },
  { value: 'zp', label: 'Zuellig Pharma Việt Nam', description: 'Nhà phân phối thuốc trên toàn quốc' },
  { value: 'ph', label: 'Đông dược Phúc Hưng' },
  { value: 'tw1', label: 'Dược phẩm Trung ương 1' },
  { value: 'spc', label: 'Công ty Dược Sài Gòn (Sapharco)' },
];

const products: ChecklistItem[] = [
  'Paracetamol 500mg',
  'Amoxicillin 500mg',
  'Vitamin C 1000mg',
  'Berberin 100mg',
  'Omeprazol 20mg',
  'Cetirizin 10mg',
  'Loratadin 10mg',
  'Ibuprofen 400mg',
  'Metformin 850mg',
  'Amlodipin 5mg',
  'Losartan 50mg',
  'Atorvastatin 20mg',
  'Cefuroxim 500mg',
  'Azithromycin 250mg',
  'Dexamethason 0,5mg',
  'Prednisolon 5mg',
  'Salbutamol 2mg',
  'Ambroxol 30mg',
  'Acetylcystein 200mg',
  'Oresol 245',
  'Smecta 3g',
  'Men tiêu hoá Enterogermina',
  'Dầu gió Trường Sơn',
  'Cao dán Salonpas',
  'Nước muối sinh lý 0,9%',
  'Bông y tế 100g',
  'Khẩu trang y tế',
  'Băng cá nhân Urgo',
  'Siro ho Prospan',
  'Hoạt huyết dưỡng não',
].map((label, index) => ({
  value: `SP${String(index + 1).padStart(6, '0')}`,
  label,
  description: `SP${String(index + 1).padStart(6, '0')}`,
  keywords: `SP${String(index + 1).padStart(6, '0')}`,
}));

const meta = {
  title: 'Components/Forms/SearchableChecklist',
  component: SearchableChecklist,
  args: {
    label: 'Nhà cung cấp',
    items: suppliers,
    searchLabel: 'Tìm kiếm nhà cung cấp',
    searchPlaceholder: 'Tìm kiếm nhà cung cấp...',
    emptyText: 'Không tìm thấy nhà cung cấp.',
    loadingText: 'Đang tải...',
    onChange: fn(),
    onSearchChange: fn(),
  },
  argTypes: { searchMode: { control: 'inline-radio', options: searchableChecklistSearchModes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchableChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const group = canvas.getByRole('group', { name: 'Nhà cung cấp' });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(suppliers.length);
    await step('Tab reaches the search box, then the first checkbox', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('searchbox', { name: 'Tìm kiếm nhà cung cấp' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('checkbox', { name: 'Nhà thuốc An Khang' })).toHaveFocus();
    });
    await step('Space toggles; Tab moves on to the next one', async () => {
      await userEvent.keyboard(' ');
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('checkbox', { name: 'Nhà thuốc An Khang' })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: 'Nhà thuốc Long Châu' })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(['ak', 'lc']);
    });
    await step('Space again unchecks', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith(['ak']);
    });
  },
};

export const AccentInsensitiveSearch: Story = {
  play: async ({ canvas, step }) => {
    const search = canvas.getByRole('searchbox', { name: 'Tìm kiếm nhà cung cấp' });
    await step("'nha thuoc' finds 'Nhà thuốc'", async () => {
      await userEvent.click(search);
      await userEvent.keyboard('nha thuoc');
      const found = canvas.getAllByRole('checkbox').map((box) => box.getAttribute('value'));
      await expect(found).toEqual(['ak', 'lc']);
      await expect(canvas.getByRole('checkbox', { name: 'Nhà thuốc Long Châu' })).toBeVisible();
    });
    await step("'dong duoc' finds 'Đông dược'", async () => {
      await userEvent.clear(search);
      await userEvent.keyboard('DONG DUOC');
      await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
      await expect(canvas.getByRole('checkbox', { name: 'Đông dược Phúc Hưng' })).toBeVisible();
    });
    await step('a code that is not shown still finds its supplier', async () => {
      await userEvent.clear(search);
      await userEvent.keyboard('dhg');
      await expect(canvas.getByRole('checkbox', { name: 'Công ty Dược Hậu Giang' })).toBeVisible();
    });
    await step('Escape clears the search', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(search).toHaveValue('');
      await expect(canvas.getAllByRole('checkbox')).toHaveLength(suppliers.length);
    });
  },
};

export const WithSelection: Story = {
  args: { defaultValue: ['dhg', 'zp'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Công ty Dược Hậu Giang' })).toBeChecked();
    const zuellig = canvas.getByRole('checkbox', { name: 'Zuellig Pharma Việt Nam' });
    await expect(zuellig).toBeChecked();
    await expect(zuellig).toHaveAccessibleDescription('Nhà phân phối thuốc trên toàn quốc');
    await userEvent.click(zuellig);
    await expect(args.onChange).toHaveBeenLastCalledWith(['dhg']);
  },
};

/** A selection hidden by the search stays listed (on top) and selected. */
export const SelectedStayVisible: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>(['dhg']);
    return (
      <SearchableChecklist
        {...args}
        value={selected}
        onChange={(next) => {
          setSelected(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, step }) => {
    const search = canvas.getByRole('searchbox', { name: 'Tìm kiếm nhà cung cấp' });
    await step('searching keeps the selected supplier in view', async () => {
      await userEvent.click(search);
      await userEvent.keyboard('nha thuoc');
      const listed = canvas.getAllByRole('checkbox');
      await expect(listed.map((box) => box.getAttribute('value'))).toEqual(['dhg', 'ak', 'lc']);
      await expect(canvas.getByRole('checkbox', { name: 'Công ty Dược Hậu Giang' })).toBeChecked();
    });
    await step('selecting a match keeps the earlier selection', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Nhà thuốc Long Châu' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['dhg', 'lc']);
    });
    await step('unchecking a kept item leaves it in place under the keyboard', async () => {
      const kept = canvas.getByRole('checkbox', { name: 'Công ty Dược Hậu Giang' });
      kept.focus();
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith(['lc']);
      await expect(kept).toBeInTheDocument();
      await expect(kept).toHaveFocus();
      await expect(kept).not.toBeChecked();
    });
    await step('the next search drops it', async () => {
      await userEvent.click(search);
      await userEvent.keyboard(' long');
      await expect(
        canvas.queryByRole('checkbox', { name: 'Công ty Dược Hậu Giang' }),
      ).not.toBeInTheDocument();
      await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    });
  },
};

/** The inventory filter shows the first 20 products (docs/product/inventory.md#filters). */
export const Limited: Story = {
  args: {
    label: 'Sản phẩm',
    items: products,
    limit: 20,
    searchLabel: 'Tìm kiếm sản phẩm',
    searchPlaceholder: 'Tìm kiếm sản phẩm...',
    emptyText: 'Không tìm thấy sản phẩm.',
    limitHint: (shown, total) => `Hiển thị ${shown} trên tổng ${total} sản phẩm. Nhập để tìm thêm.`,
    defaultValue: ['SP000030'],
  },
  play: async ({ canvas, step }) => {
    await step('the first 20 plus the selected one beyond them', async () => {
      await expect(canvas.getAllByRole('checkbox')).toHaveLength(21);
      await expect(canvas.getByRole('checkbox', { name: 'Hoạt huyết dưỡng não' })).toBeChecked();
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'Hiển thị 20 trên tổng 30 sản phẩm. Nhập để tìm thêm.',
      );
    });
    await step('searching reaches items past the limit', async () => {
      await userEvent.click(canvas.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' }));
      await userEvent.keyboard('khau trang');
      await expect(canvas.getByRole('checkbox', { name: 'Khẩu trang y tế' })).toBeVisible();
      await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    });
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Tìm kiếm nhà cung cấp' }));
    await userEvent.keyboard('xyz');
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('Không tìm thấy nhà cung cấp.');
  },
};

export const NoItems: Story = {
  args: { items: [], emptyText: 'Chưa có nhà cung cấp nào.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chưa có nhà cung cấp nào.');
  },
};

export const Loading: Story = {
  args: { items: [], loading: true, searchMode: 'server' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải...');
    await expect(canvas.queryByText('Không tìm thấy nhà cung cấp.')).not.toBeInTheDocument();
  },
};

/** The product checklist asks the server, 300 ms after typing stops (docs/product/inventory.md#filters). */
export const ServerSearch: Story = {
  args: {
    label: 'Sản phẩm',
    searchMode: 'server',
    limit: 20,
    searchLabel: 'Tìm kiếm sản phẩm',
    emptyText: 'Không tìm thấy sản phẩm.',
    limitHint: (shown, total) => `Hiển thị ${shown} trên tổng ${total} sản phẩm`,
  },
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const [answer, setAnswer] = useState<{ items: ChecklistItem[]; total: number } | null>(null);
    useEffect(() => {
      setAnswer(null);
      // A stand-in for the API: it answers a page of matches and their total a moment later (long enough for the
      // play to see the loading text even on a loaded machine).
      const timer = setTimeout(() => {
        const matches = filterBySearch(products, query, (item) => item.label);
        setAnswer({ items: matches.slice(0, 20), total: matches.length });
      }, 600);
      return () => clearTimeout(timer);
    }, [query]);
    return (
      <SearchableChecklist
        {...args}
        items={answer?.items ?? []}
        totalCount={answer?.total}
        loading={answer === null}
        onSearchChange={(next) => {
          setQuery(next);
          args.onSearchChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, step }) => {
    const status = canvas.getByRole('status');
    await step('the first page arrives', async () => {
      await expect(status).toHaveTextContent('Đang tải...');
      await waitFor(() => expect(status).toHaveTextContent('Hiển thị 20 trên tổng 30 sản phẩm'), {
        timeout: 3000,
      });
      await expect(canvas.getAllByRole('checkbox')).toHaveLength(20);
    });
    await step('typing is reported once, after a pause', async () => {
      await userEvent.click(canvas.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' }));
      await userEvent.keyboard('muoi sinh ly');
      await expect(args.onSearchChange).not.toHaveBeenCalled();
      await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledOnce());
      await expect(args.onSearchChange).toHaveBeenCalledWith('muoi sinh ly');
    });
    await step('the answer replaces the list', async () => {
      await waitFor(
        () => expect(canvas.getByRole('checkbox', { name: 'Nước muối sinh lý 0,9%' })).toBeVisible(),
        { timeout: 3000 },
      );
      await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    });
  },
};

/**
 * A selection restored from the address, in `server` mode: the server's first page does not hold it, so its
 * labels come from `selectedItems` (the app looked the ids up) and it is listed, checked, above the matches.
 */
export const RestoredSelection: Story = {
  args: {
    searchMode: 'server',
    limit: 3,
    items: suppliers.slice(0, 3),
    defaultValue: ['spc'],
    selectedItems: [{ value: 'spc', label: 'Công ty Dược Sài Gòn (Sapharco)' }],
  },
  play: async ({ canvas }) => {
    const restored = canvas.getByRole('checkbox', { name: 'Công ty Dược Sài Gòn (Sapharco)' });
    await expect(restored).toBeChecked();
    await expect(canvas.getAllByRole('checkbox')[0]).toBe(restored);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
  },
};

/** A restored choice can be unchecked like any other. */
export const RestoredChoiceUnchecked: Story = {
  args: RestoredSelection.args,
  play: async ({ args, canvas, userEvent }) => {
    const restored = canvas.getByRole('checkbox', { name: 'Công ty Dược Sài Gòn (Sapharco)' });
    await userEvent.click(restored);
    await expect(restored).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith([]);
  },
};

/** 'Xoá tất cả' clears the selection and the search of a controlled checklist. */
export const ClearedFromOutside: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>(['ak']);
    const [query, setQuery] = useState('nha thuoc');
    return (
      <Stack gap="medium">
        <SearchableChecklist
          {...args}
          value={selected}
          onChange={setSelected}
          searchValue={query}
          onSearchValueChange={setQuery}
        />
        <Button
          variant="outline"
          onClick={() => {
            setSelected([]);
            setQuery('');
          }}
        >
          Xoá tất cả
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Tìm kiếm nhà cung cấp' });
    await expect(search).toHaveValue('nha thuoc');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá tất cả' }));
    await expect(search).toHaveValue('');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(suppliers.length);
    await expect(canvas.getByRole('checkbox', { name: 'Nhà thuốc An Khang' })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['ak'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Tìm kiếm nhà cung cấp' })).toBeDisabled();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Nhà cung cấp' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
