import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileUpload, fileUploadSizes } from './FileUpload';
import type { FileRejection } from './validateFiles';

const MB = 1024 * 1024;

const meta = {
  title: 'Components/Forms/FileUpload',
  component: FileUpload,
  args: {
    label: 'Chứng từ',
    description: 'PDF, JPG, JPEG, PNG, DOC, DOCX · tối đa 2MB mỗi file, 2 chứng từ mỗi đơn',
    buttonLabel: 'Chọn file',
    dropLabel: 'Kéo thả file vào đây hoặc',
    uploadingLabel: 'Đang tải lên...',
    accept: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'],
    maxFiles: 2,
    maxSize: 2 * MB,
    onFiles: fn(),
    onReject: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fileUploadSizes } },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name = 'hoa-don-GTGT.pdf', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Drops files on an element the way a browser does: dragenter, dragover, then drop with the files. */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
  }
}

const reasons = (mock: unknown) =>
  ((mock as { mock: { calls: FileRejection[][][] } }).mock.calls[0]?.[0] ?? []).map(
    ({ file, reason }) => `${file.name}: ${reason}`,
  );

export const KeyboardOpensThePicker: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    const opened = fn();
    // Stands in for the native picker, which a test cannot drive.
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await expect(canvas.getByRole('group', { name: 'Chứng từ' })).toBeVisible();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Chọn file' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription(
      'PDF, JPG, JPEG, PNG, DOC, DOCX · tối đa 2MB mỗi file, 2 chứng từ mỗi đơn',
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(opened).toHaveBeenCalledTimes(2);
    await expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.doc,.docx');
    await expect(input).toHaveAttribute('multiple');
  },
};

export const AcceptsValidFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const files = [pdf(), new File(['x'], 'phieu-nhap.PNG', { type: 'image/png' })];
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(args.onFiles).toHaveBeenCalledWith(files);
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(fileInput(canvasElement).value).toBe('');
  },
};

export const RejectsTooMany: Story = {
  args: { maxFiles: 1 },
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('a.pdf'), pdf('b.pdf')]);
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(reasons(args.onReject)).toEqual(['a.pdf: too-many', 'b.pdf: too-many']);
  },
};

export const RejectsWhenNoSlotIsLeft: Story = {
  args: { maxFiles: 0 },
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('c.pdf'));
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(reasons(args.onReject)).toEqual(['c.pdf: too-many']);
  },
};

export const RejectsTooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const small = pdf('nho.pdf', 2 * MB);
    await userEvent.upload(fileInput(canvasElement), [pdf('scan-lon.pdf', 2 * MB + 1), small]);
    await expect(reasons(args.onReject)).toEqual(['scan-lon.pdf: too-large']);
    await expect(args.onFiles).toHaveBeenCalledWith([small]);
  },
};

export const RejectsWrongTypeOnDrop: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByText('Kéo thả file vào đây hoặc').parentElement as HTMLElement;
    dropFiles(zone, [new File(['MZ'], 'setup.exe'), new File(['x'], 'bang-ke.xlsx')]);
    await expect(reasons(args.onReject)).toEqual(['setup.exe: wrong-type', 'bang-ke.xlsx: wrong-type']);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const DragAndDrop: Story = {
  play: async ({ args, canvas, step }) => {
    const zone = canvas.getByText('Kéo thả file vào đây hoặc').parentElement as HTMLElement;
    await step('dragging over highlights the zone', async () => {
      const dataTransfer = new DataTransfer();
      zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer, bubbles: true, cancelable: true }));
      await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
      zone.dispatchEvent(
        new DragEvent('dragleave', { dataTransfer, bubbles: true, relatedTarget: document.body }),
      );
      await waitFor(() => expect(zone).not.toHaveAttribute('data-dragging'));
    });
    await step('dropping hands the files over', async () => {
      const file = pdf();
      dropFiles(zone, [file]);
      await expect(args.onFiles).toHaveBeenCalledWith([file]);
      await expect(zone).not.toHaveAttribute('data-dragging');
    });
  },
};

export const SingleFile: Story = {
  args: { multiple: false, label: 'Logo', accept: ['png', 'jpg'], description: 'PNG hoặc JPG, 200x200 px' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(fileInput(canvasElement)).not.toHaveAttribute('multiple');
    const zone = canvas.getByText('Kéo thả file vào đây hoặc').parentElement as HTMLElement;
    dropFiles(zone, [new File(['x'], 'a.png'), new File(['x'], 'b.png')]);
    await expect(reasons(args.onReject)).toEqual(['a.png: too-many', 'b.png: too-many']);
  },
};

export const Uploading: Story = {
  args: { uploading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Đang tải lên...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải lên...');
    await expect(canvas.getByRole('group', { name: 'Chứng từ' })).toHaveAttribute('aria-busy', 'true');
    const zone = canvas.getByText('Kéo thả file vào đây hoặc').parentElement as HTMLElement;
    dropFiles(zone, [pdf()]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chọn file' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Chọn file' })).not.toHaveFocus();
    const zone = canvas.getByText('Kéo thả file vào đây hoặc').parentElement as HTMLElement;
    await expect(zone).toHaveAttribute('data-disabled');
    dropFiles(zone, [pdf()]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/**
 * How the order drawer maps each reason to its message (docs/product/purchase-orders.md#documents), shown as the
 * field's error.
 */
export const SpecMessages: Story = {
  args: { size: 'compact' },
  render: function Render(args) {
    const [attached, setAttached] = useState(1);
    const [error, setError] = useState<string>();
    const remaining = 2 - attached;
    return (
      <FileUpload
        {...args}
        maxFiles={remaining}
        error={error}
        onFiles={(files) => {
          setError(undefined);
          setAttached((count) => count + files.length);
          args.onFiles(files);
        }}
        onReject={(rejections) => {
          const reason = rejections[0]?.reason;
          setError(
            reason === 'too-many'
              ? remaining === 0
                ? 'Đã đủ số lượng file: Đã đạt giới hạn 2 chứng từ cho phép'
                : `Giới hạn file: Chỉ có thể thêm tối đa ${remaining} chứng từ nữa`
              : reason === 'too-large'
                ? `File quá lớn: ${rejections[0]?.file.name} vượt quá giới hạn 2MB cho phép`
                : 'Vượt quá giới hạn: chỉ nhận PDF, JPG, JPEG, PNG, DOC, DOCX',
          );
          args.onReject?.(rejections);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, step }) => {
    const button = canvas.getByRole('button', { name: 'Chọn file' });
    const input = fileInput(canvasElement);
    await step('two files with one slot left', async () => {
      await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
      await expect(button).toHaveAccessibleDescription(/Chỉ có thể thêm tối đa 1 chứng từ nữa/);
    });
    await step('a file over 2 MB', async () => {
      await userEvent.upload(input, pdf('scan.pdf', 3 * MB));
      await expect(button).toHaveAccessibleDescription(/scan.pdf vượt quá giới hạn 2MB cho phép/);
    });
    await step('the last slot, then one more', async () => {
      await userEvent.upload(input, pdf('c.pdf'));
      await expect(button).not.toHaveAccessibleDescription(/vượt quá/);
      await userEvent.upload(input, pdf('d.pdf'));
      await expect(button).toHaveAccessibleDescription(/Đã đạt giới hạn 2 chứng từ cho phép/);
    });
  },
};
