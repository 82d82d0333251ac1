import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { DocumentList, type DocumentListItem, type DocumentListProps } from './DocumentList';
import { formatFileSize } from './formatFileSize';

const invoice: DocumentListItem = {
  id: 'doc-1',
  name: 'hoa-don-GTGT-0001234.pdf',
  url: 'https://files.example.com/signed/doc-1',
  size: 1_288_490,
};
const receipt: DocumentListItem = {
  id: 'doc-2',
  name: 'phieu-nhap-kho-thang-01.docx',
  url: 'https://files.example.com/signed/doc-2',
  size: 48_128,
};

const labels = {
  label: 'Chứng từ đã tải lên',
  previewLabel: 'Xem trước',
  openLabel: 'Mở',
  deleteLabel: 'Xoá',
  deletingLabel: 'Đang xoá...',
  emptyText: 'Chưa có chứng từ nào.',
  confirmTitle: 'Xoá chứng từ',
  confirmDescription: 'Bạn có chắc chắn muốn xoá chứng từ này không?',
  confirmLabel: 'Xoá',
  cancelLabel: 'Huỷ',
  formatSize: (bytes: number) => formatFileSize(bytes, 'vi-VN'),
} satisfies Partial<DocumentListProps>;

const meta = {
  title: 'Components/Data display/DocumentList',
  component: DocumentList,
  args: { ...labels, documents: [invoice, receipt], onPreview: fn(), onDelete: fn() },
  decorators: [(Story) => <Box style={{ maxWidth: 480 }}>{Story()}</Box>],
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The list as the order drawer holds it: deleting waits for the server, then drops the row. */
function ServerBackedList(
  props: DocumentListProps & { latency?: number; fail?: boolean; optimistic?: boolean },
) {
  const { latency = 300, fail = false, optimistic = false, onDelete, ...rest } = props;
  const [documents, setDocuments] = useState(props.documents);
  const [message, setMessage] = useState('');
  return (
    <>
      <DocumentList
        {...rest}
        documents={documents}
        onDelete={async (document) => {
          onDelete?.(document);
          const before = documents;
          if (optimistic) setDocuments(before.filter((d) => d.id !== document.id));
          await wait(latency);
          if (fail) {
            setDocuments(before);
            setMessage('Không thể xoá chứng từ, vui lòng thử lại');
            throw new Error('delete failed');
          }
          setDocuments((current) => current.filter((d) => d.id !== document.id));
        }}
      />
      <p role="status">{message}</p>
    </>
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Chứng từ đã tải lên' });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first).toHaveTextContent('hoa-don-GTGT-0001234.pdfPDF · 1,2 MB');
    await expect(second).toHaveTextContent('phieu-nhap-kho-thang-01.docxDOCX · 47 KB');
    await expect(canvas.getByRole('button', { name: 'Xem trước hoa-don-GTGT-0001234.pdf' })).toBeVisible();
    // Word files cannot be shown in the browser: no preview, only open.
    await expect(canvas.queryByRole('button', { name: 'Xem trước phieu-nhap-kho-thang-01.docx' })).toBeNull();
    const open = canvas.getByRole('link', { name: 'Mở phieu-nhap-kho-thang-01.docx' });
    await expect(open).toHaveAttribute('href', receipt.url);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('button', { name: /^Xoá / })).toHaveLength(2);
  },
};

export const PreviewAndOpenByKeyboard: Story = {
  args: { onOpen: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Xem trước hoa-don-GTGT-0001234.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPreview).toHaveBeenCalledWith(invoice);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mở hoa-don-GTGT-0001234.pdf' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledWith(invoice);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const DeleteConfirmByKeyboard: Story = {
  // Slow enough that the deleting state can be seen (and checked on a busy machine).
  render: (args) => <ServerBackedList {...args} latency={1000} />,
  play: async ({ args, canvas, canvasElement, step }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const remove = canvas.getByRole('button', { name: 'Xoá hoa-don-GTGT-0001234.pdf' });
    await step('delete asks first, starting on the safe choice', async () => {
      remove.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ' });
      await expect(dialog).toHaveAccessibleDescription('Bạn có chắc chắn muốn xoá chứng từ này không?');
      await expect(dialog).toHaveTextContent('hoa-don-GTGT-0001234.pdf');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toHaveFocus());
    });
    await step('confirming closes the dialog and shows the row as deleting', async () => {
      await userEvent.tab();
      await expect(screen.getByRole('button', { name: 'Xoá' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(args.onDelete).toHaveBeenCalledWith(invoice);
      const row = remove.closest('li');
      await expect(row).toHaveAttribute('aria-busy', 'true');
      await expect(row).toHaveTextContent('Đang xoá...');
      await expect(remove).toHaveAttribute('aria-disabled', 'true');
      await waitFor(() => expect(remove).toHaveFocus());
    });
    await step('when the server is done the row goes and focus moves to the next one', async () => {
      await waitFor(() => expect(remove).not.toBeInTheDocument(), { timeout: 3000 });
      await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
      await waitFor(() =>
        expect(canvas.getByRole('link', { name: 'Mở phieu-nhap-kho-thang-01.docx' })).toHaveFocus(),
      );
    });
  },
};

export const DeleteCancelByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const remove = canvas.getByRole('button', { name: 'Xoá phieu-nhap-kho-thang-01.docx' });
    remove.focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ' });
    await expect(dialog).toHaveTextContent('phieu-nhap-kho-thang-01.docx');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const OptimisticDeleteRollsBack: Story = {
  render: (args) => <ServerBackedList {...args} optimistic fail latency={1000} />,
  play: async ({ args, canvas, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Xoá phieu-nhap-kho-thang-01.docx' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xoá' }));
    await expect(args.onDelete).toHaveBeenCalledWith(receipt);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    // Focus does not fall to the page: it lands on the row that is left.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Xem trước hoa-don-GTGT-0001234.pdf' })).toHaveFocus(),
    );
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Không thể xoá chứng từ, vui lòng thử lại');
    await expect(
      canvas.getByRole('button', { name: 'Xoá phieu-nhap-kho-thang-01.docx' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const DeletingState: Story = {
  args: { documents: [{ ...invoice, deleting: true }, receipt] },
  play: async ({ args, canvas, canvasElement }) => {
    const row = canvas.getAllByRole('listitem')[0] as HTMLElement;
    await expect(row).toHaveAttribute('aria-busy', 'true');
    await expect(row).toHaveTextContent('Đang xoá...');
    await expect(within(row).queryByRole('link')).toBeNull();
    const remove = within(row).getByRole('button', { name: 'Xoá hoa-don-GTGT-0001234.pdf' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
    await expect(remove).toHaveFocus();
    await userEvent.click(within(row).getByRole('button', { name: 'Xem trước hoa-don-GTGT-0001234.pdf' }));
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('Chưa có chứng từ nào.')).toBeVisible();
  },
};

export const LastDocumentDeletedFocusesEmptyText: Story = {
  args: { documents: [invoice] },
  render: (args) => <ServerBackedList {...args} latency={50} />,
  play: async ({ canvas, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Xoá hoa-don-GTGT-0001234.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Xoá chứng từ' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xoá' }));
    const empty = await canvas.findByText('Chưa có chứng từ nào.');
    await waitFor(() => expect(empty).toHaveFocus());
  },
};

export const EnglishDefaults: Story = {
  args: {
    documents: [invoice],
    label: undefined,
    previewLabel: undefined,
    openLabel: undefined,
    deleteLabel: undefined,
    formatSize: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preview hoa-don-GTGT-0001234.pdf' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open hoa-don-GTGT-0001234.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete hoa-don-GTGT-0001234.pdf' })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/PDF · 1(\.|,)2 MB/);
  },
};
