import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../shared/paths';
import { loadingStory } from '../../stories/listStories';
import { bodyOf, connected, expectToast, findModal, screenStories, WAIT } from '../../stories/PortalStory';
import { answering, apiError, me, storySyncResult, withApi } from '../../stories/storyApi';
import {
  IN_USE_MESSAGE,
  internalSuppliers,
  partners,
  posNotConfigured,
  storySupplier,
  supplierApi,
} from './supplierStoryApi';

const meta = { title: 'Screens/Suppliers', ...screenStories(paths.suppliers) };

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Replaces a field's text as a person does (select all, type over): a cleared controlled field would refill. */
async function retype(field: HTMLElement, keys: string) {
  await userEvent.tripleClick(field);
  await userEvent.keyboard(keys);
}

const section = (canvas: Canvas, name: RegExp) => canvas.findByRole('region', { name }, WAIT);
const card = async (canvas: Canvas, name: string) => canvas.findByRole('article', { name }, WAIT);

/** Presses 'Đồng bộ POS' on the card of Thiên Phúc (never synced: no cooldown); its card. */
async function syncThienPhuc(canvas: Canvas) {
  const supplier = await card(canvas, 'Nhà phân phối Thiên Phúc');
  await userEvent.click(
    within(supplier).getByRole('button', { name: 'Đồng bộ POS – Nhà phân phối Thiên Phúc' }),
  );
  return supplier;
}

/** Opens the create sheet once the internal section has loaded. */
async function openCreateSheet(canvas: Canvas, canvasElement: HTMLElement) {
  await section(canvas, /^Nhà cung cấp nội bộ \(14\)$/);
  await userEvent.click(canvas.getByRole('button', { name: 'Tạo nhà cung cấp' }));
  return findModal(canvasElement, 'Tạo nhà cung cấp');
}

/** Opens the edit sheet from the supplier's card. */
async function openEditSheet(canvas: Canvas, canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(await card(canvas, name)).getByRole('button', { name: `Sửa – ${name}` }));
  return findModal(canvasElement, 'Sửa nhà cung cấp');
}

/** The file picker of the open sheet (a hidden input behind the 'Chọn ảnh' button). */
function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input in the sheet');
  return input;
}

const png = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes).fill(1)], name, {
    type: name.endsWith('.gif') ? 'image/gif' : 'image/png',
  });

const full = supplierApi({ suppliers: () => [...partners, ...internalSuppliers()] });

const loading = loadingStory(
  '/api/v1/distributors',
  'Hệ thống quản lý nhà thuốc',
  'Đang tải nhà cung cấp...',
);
export const Loading: Story = {
  ...loading,
  play: async (context) => {
    await loading.play(context);
    const { canvas } = context;
    // Both sections load, each with its count still unknown.
    await expect(canvas.getAllByText('Đang tải nhà cung cấp...')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nhà cung cấp đối tác (…)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nhà cung cấp nội bộ (…)' })).toBeVisible();
  },
};

const empty = supplierApi({ suppliers: () => [] });
export const Empty: Story = {
  ...withApi(empty),
  play: async ({ canvas }) => {
    const partnerSection = await section(canvas, /^Nhà cung cấp đối tác \(0\)$/);
    await expect(await within(partnerSection).findByText('Không có nhà cung cấp đối tác nào.')).toBeVisible();
    const internalSection = await section(canvas, /^Nhà cung cấp nội bộ \(0\)$/);
    await expect(
      within(internalSection).getByText('Danh sách nhà cung cấp nội bộ hiện tại trống.'),
    ).toBeVisible();
    await expect(within(internalSection).getByRole('button', { name: 'Tạo nhà cung cấp' })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        me,
        answering('/api/v1/distributors', () =>
          apiError(503, 'Máy chủ đang bảo trì, vui lòng thử lại sau ít phút.', 'MAINTENANCE'),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    // Both sections say so, each with its own retry.
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), WAIT);
    const alerts = canvas.getAllByRole('alert');
    for (const alert of alerts) {
      await expect(alert).toHaveTextContent('Không tải được danh sách nhà cung cấp');
      await expect(alert).toHaveTextContent('Máy chủ đang bảo trì, vui lòng thử lại sau ít phút.');
      await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeEnabled();
    }
  },
};

export const Full: Story = {
  ...withApi(full),
  play: async ({ canvas }) => {
    await section(canvas, /^Nhà cung cấp đối tác \(3\)$/);
    const internalSection = await section(canvas, /^Nhà cung cấp nội bộ \(14\)$/);

    // Partner cards are read-only: no status switch, no sync, no edit.
    const partner = await card(canvas, 'Công ty Cổ phần Traphaco');
    await expect(within(partner).queryByRole('button')).toBeNull();
    await expect(within(partner).queryByRole('switch')).toBeNull();
    await expect(within(partner).getByText('Traphaco')).toBeVisible();

    const paused = await card(canvas, 'Đại lý thuốc An Bình');
    await expect(within(paused).getByText('Nhà phân phối thuốc trên toàn quốc')).toBeVisible();
    await expect(within(paused).getByText('Tạm dừng')).toBeVisible();
    await expect(
      within(paused).getByRole('switch', { name: 'Hoạt động – Đại lý thuốc An Bình' }),
    ).not.toBeChecked();
    await expect(within(paused).getByRole('button', { name: 'Sửa – Đại lý thuốc An Bình' })).toBeEnabled();

    const kiotviet = await card(
      canvas,
      'Công ty Cổ phần Dược – Thiết bị Y tế Đà Nẵng (DAPHARCO) chi nhánh Quảng Nam',
    );
    await expect(within(kiotviet).getByText('KiotViet')).toBeVisible();
    await expect(within(kiotviet).getByText('Đồng bộ lần cuối: 14/01/2026 16:30')).toBeVisible();
    // KiotViet's totals of the supplier: what the pharmacy owes it, and everything received from it.
    const owed = within(kiotviet).getByText('Nợ cần trả').nextElementSibling;
    await expect(owed).toHaveTextContent(/^12\.450\.000\s₫$/);
    const received = within(kiotviet).getByText('Tổng tiền nhập').nextElementSibling;
    await expect(received).toHaveTextContent(/^389\.200\.000\s₫$/);
    await expect(within(paused).queryByText('Nợ cần trả')).toBeNull();

    // Without an active POS connection every sync button is disabled, and the page says why.
    await expect(within(internalSection).getByText('Kết nối POS chưa hoạt động')).toBeVisible();
    await expect(within(internalSection).getByRole('button', { name: 'Đồng bộ POS' })).toBeDisabled();
    for (const button of within(internalSection).getAllByRole('button', { name: /^Đồng bộ POS – / })) {
      await expect(button).toBeDisabled();
    }
    await expect(within(internalSection).getAllByRole('article')).toHaveLength(12);
    await expect(
      within(internalSection).getByText('Hiển thị 1 đến 12 trên tổng 14 nhà cung cấp'),
    ).toBeVisible();
  },
};

export const SecondPage: Story = {
  args: { path: `${paths.suppliers}?page=2` },
  ...withApi(full),
  play: async ({ canvas }) => {
    const internalSection = await section(canvas, /^Nhà cung cấp nội bộ \(14\)$/);
    await expect(
      await within(internalSection).findByText('Hiển thị 13 đến 14 trên tổng 14 nhà cung cấp', {}, WAIT),
    ).toBeVisible();
    await expect(within(internalSection).getAllByRole('article')).toHaveLength(2);
    const pages = within(internalSection).getByRole('navigation', { name: 'Phân trang nhà cung cấp nội bộ' });
    await expect(within(pages).getByRole('button', { name: 'Trang 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SearchWithoutAccents: Story = {
  ...withApi(full),
  play: async ({ canvas }) => {
    await section(canvas, /^Nhà cung cấp nội bộ \(14\)$/);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm nhà cung cấp' }), 'hoang long');
    await section(canvas, /^Nhà cung cấp nội bộ \(1\)$/);
    const partnerSection = await section(canvas, /^Nhà cung cấp đối tác \(0\)$/);
    await expect(within(partnerSection).getByText('Không tìm thấy nhà cung cấp phù hợp.')).toBeVisible();
    await expect(
      await card(canvas, 'Công ty TNHH Thương mại Dịch vụ Dược phẩm Hoàng Long Phát Triển Toàn Cầu'),
    ).toBeVisible();
  },
};

export const CreateWithValidationErrors: Story = {
  ...withApi(full),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await openCreateSheet(canvas, canvasElement);
    const dialog = within(sheet);
    // A generated code: 'NCC' and 100–999.
    await expect(dialog.getByRole<HTMLInputElement>('textbox', { name: /^Mã nhà cung cấp/ }).value).toMatch(
      /^NCC[1-9]\d\d$/,
    );
    const submit = dialog.getByRole('button', { name: 'Tạo nhà cung cấp' });
    // Nothing to create without a name.
    await expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'kinhdoanh@minhchau');
    await userEvent.tab();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Số điện thoại' }), '0903 123');
    await userEvent.tab();
    await expect(dialog.getByText('Email không hợp lệ. Vui lòng nhập đúng định dạng.')).toBeVisible();
    await expect(
      dialog.getByText('Số điện thoại không hợp lệ. Vui lòng chỉ nhập số (9-15 chữ số).'),
    ).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Tên nhà cung cấp/ }),
      'Công ty TNHH Dược phẩm Hoà Bình',
    );
    // A name, but errors still show: still nothing to send.
    await expect(submit).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Created: Story = {
  ...withApi(full),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await openCreateSheet(canvas, canvasElement);
    const dialog = within(sheet);
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Tên nhà cung cấp/ }),
      'Công ty TNHH Dược phẩm Hoà Bình',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'lienhe@hoabinh.vn');
    await userEvent.upload(fileInput(sheet), png('logo.png', 2048));
    await expect(
      await dialog.findByRole('img', { name: 'Logo của Công ty TNHH Dược phẩm Hoà Bình' }),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Tạo nhà cung cấp' })).toBeEnabled(), WAIT);
    await userEvent.click(dialog.getByRole('button', { name: 'Tạo nhà cung cấp' }));
    await expectToast(canvasElement, 'Đã tạo nhà cung cấp Công ty TNHH Dược phẩm Hoà Bình.');
    await waitFor(() => expect(sheet).not.toBeInTheDocument(), WAIT);
    await section(canvas, /^Nhà cung cấp nội bộ \(15\)$/);
    const created = full.calls.find((call) => call.method === 'POST' && call.path === '/api/v1/distributors');
    await expect(created?.body).toMatchObject({
      name: 'Công ty TNHH Dược phẩm Hoà Bình',
      email: 'lienhe@hoabinh.vn',
      avatar: expect.stringMatching(/^\/api\/v1\/files\//),
      status: 'ACTIVE',
    });
  },
};

export const LogoRefused: Story = {
  ...withApi(full),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await openCreateSheet(canvas, canvasElement);
    const dialog = within(sheet);
    await userEvent.upload(fileInput(sheet), png('logo-lon.png', 3 * 1024 * 1024));
    await expect(
      await dialog.findByText('Kích thước file vượt quá 2MB. Vui lòng chọn file nhỏ hơn.'),
    ).toBeVisible();
    // The picker offers PNG and JPG only, but a person can still choose 'All files'.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(sheet), png('logo.gif', 1024));
    await expect(
      await dialog.findByText('Chỉ chấp nhận file hình ảnh định dạng PNG hoặc JPG.'),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Tên nhà cung cấp/ }), 'Nhà thuốc Hồng Phúc');
    // Refused files never reach the server, and the refusal blocks saving.
    await expect(full.calls.filter((call) => call.path === '/api/v1/files/upload/single')).toHaveLength(0);
    await expect(dialog.getByRole('button', { name: 'Tạo nhà cung cấp' })).toBeDisabled();
  },
};

const failingUpload = supplierApi({
  suppliers: () => [...partners, ...internalSuppliers()],
  uploadAnswer: () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
});
export const LogoUploadFailed: Story = {
  ...withApi(failingUpload),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await openCreateSheet(canvas, canvasElement);
    await userEvent.upload(fileInput(sheet), png('logo.png', 2048));
    const toast = await bodyOf(canvasElement).findByRole('alert', {}, WAIT);
    await expect(toast).toHaveTextContent('Không thể tải lên hình ảnh. Vui lòng thử lại.');
    await expect(
      within(sheet).getByText('Không thể tải lên hình ảnh. Vui lòng thử lại.', { selector: 'span' }),
    ).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'Chọn ảnh' })).toBeEnabled();
  },
};

export const Edited: Story = {
  ...withApi(full),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await openEditSheet(canvas, canvasElement, 'Nhà phân phối Thiên Phúc');
    const dialog = within(sheet);
    await expect(dialog.getByRole('textbox', { name: /^Tên nhà cung cấp/ })).toHaveValue(
      'Nhà phân phối Thiên Phúc',
    );
    await expect(dialog.getByRole('textbox', { name: /^Mã nhà cung cấp/ })).toHaveValue('NCC111');
    const phone = dialog.getByRole('textbox', { name: 'Số điện thoại' });
    await retype(phone, '09187');
    await userEvent.tab();
    await expect(
      dialog.getByText('Số điện thoại không hợp lệ. Vui lòng chỉ nhập số (9-15 chữ số).'),
    ).toBeVisible();
    await userEvent.type(phone, '65432');
    await expect(dialog.queryByText(/Số điện thoại không hợp lệ/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Lưu thay đổi' }));
    await expectToast(canvasElement, 'Đã lưu thay đổi của Nhà phân phối Thiên Phúc.');
    await waitFor(() => expect(sheet).not.toBeInTheDocument(), WAIT);
    await expect(
      await within(await card(canvas, 'Nhà phân phối Thiên Phúc')).findByText('0918765432', {}, WAIT),
    ).toBeVisible();
  },
};

export const StatusToggled: Story = {
  ...withApi(full),
  play: async ({ canvas, canvasElement }) => {
    const supplier = await card(canvas, 'Nhà phân phối Thiên Phúc');
    const toggle = within(supplier).getByRole('switch', { name: 'Hoạt động – Nhà phân phối Thiên Phúc' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expectToast(canvasElement, 'Nhà phân phối Thiên Phúc: Tạm dừng.');
    await expect(await within(supplier).findByText('Tạm dừng', {}, WAIT)).toBeVisible();
    await expect(toggle).not.toBeChecked();
  },
};

const inUse = supplierApi({
  suppliers: () => [...partners, ...internalSuppliers()],
  inUse: [storySupplier(11, { type: 'INTERNAL', name: '' }).id],
});
export const DeleteRefusedInUse: Story = {
  ...withApi(inUse),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await openEditSheet(canvas, canvasElement, 'Nhà phân phối Thiên Phúc');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Xoá nhà cung cấp' }));
    const confirm = await findModal(canvasElement, 'Xoá nhà cung cấp?', 'alertdialog');
    await expect(confirm).toHaveTextContent('Nhà phân phối Thiên Phúc');
    await expect(within(confirm).getByRole('button', { name: 'Huỷ' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xoá' }));
    const toast = await bodyOf(canvasElement).findByRole('alert', {}, WAIT);
    await expect(toast).toHaveTextContent('Không thể xoá nhà cung cấp');
    await expect(toast).toHaveTextContent(IN_USE_MESSAGE);
    await waitFor(() => expect(confirm).not.toBeInTheDocument(), WAIT);
    // The supplier is still there, its sheet still open.
    await expect(sheet).toBeVisible();
  },
};

const syncing = supplierApi({
  suppliers: () => [
    ...partners,
    ...internalSuppliers().map((supplier, index) =>
      index === 0 ? { ...supplier, synced_at: new Date(Date.now() - 5_000).toISOString() } : supplier,
    ),
  ],
});
export const CooldownRunning: Story = {
  decorators: [connected],
  ...withApi(syncing),
  play: async ({ canvas, canvasElement }) => {
    const recent = await card(
      canvas,
      'Công ty TNHH Thương mại Dịch vụ Dược phẩm Hoàng Long Phát Triển Toàn Cầu',
    );
    const waiting = within(recent).getByRole('button', { name: /^Đồng bộ lại sau \d+s – / });
    await expect(waiting).toBeDisabled();
    const seconds = () => Number(/sau (\d+)s/.exec(waiting.textContent ?? '')?.[1]);
    const first = seconds();
    await expect(first).toBeGreaterThan(0);
    await expect(first).toBeLessThanOrEqual(25);
    // It counts down on its own.
    await waitFor(() => expect(seconds()).toBeLessThan(first), WAIT);

    const other = await syncThienPhuc(canvas);
    await expectToast(canvasElement, 'Đã đồng bộ nhà cung cấp Nhà phân phối Thiên Phúc với KiotViet.');
    // Counted from the press (this supplier had never been synced).
    const countdown = await within(other).findByRole('button', { name: /^Đồng bộ lại sau \d+s – / }, WAIT);
    await expect(countdown).toBeDisabled();
    await expect(Number(/sau (\d+)s/.exec(countdown.textContent ?? '')?.[1])).toBeGreaterThan(20);
  },
};

const notConfigured = supplierApi({
  suppliers: () => [...partners, ...internalSuppliers()],
  syncAnswer: posNotConfigured,
});
export const SyncRefusedNoConnection: Story = {
  decorators: [connected],
  ...withApi(notConfigured),
  play: async ({ canvas, canvasElement }) => {
    const supplier = await syncThienPhuc(canvas);
    const toast = await bodyOf(canvasElement).findByRole('alert', {}, WAIT);
    await expect(toast).toHaveTextContent('Có lỗi xảy ra');
    await expect(toast).toHaveTextContent('Chưa cấu hình kết nối KiotViet.');
    // A failed sync holds nothing: the button is ready again at once.
    await expect(
      await within(supplier).findByRole('button', { name: /^Đồng bộ POS – / }, WAIT),
    ).toBeEnabled();
    await expect(within(supplier).queryByRole('button', { name: /^Đồng bộ lại sau/ })).toBeNull();
  },
};

const rateLimited = supplierApi({
  suppliers: () => [...partners, ...internalSuppliers()],
  syncAnswer: () =>
    HttpResponse.json(
      {
        message: 'Nhà cung cấp vừa được đồng bộ. Vui lòng thử lại sau 45 giây.',
        error: 'SYNC_COOLDOWN',
        details: null,
      },
      { status: 429, headers: { 'Retry-After': '45' } },
    ),
});
export const SyncRateLimited: Story = {
  decorators: [connected],
  ...withApi(rateLimited),
  play: async ({ canvas, canvasElement }) => {
    const supplier = await syncThienPhuc(canvas);
    await expect(await bodyOf(canvasElement).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Vui lòng thử lại sau 45 giây.',
    );
    // The server's wait is longer than the 30 s cooldown: the button counts that down instead.
    const countdown = await within(supplier).findByRole('button', { name: /^Đồng bộ lại sau \d+s – / }, WAIT);
    await expect(countdown).toBeDisabled();
    const seconds = Number(/sau (\d+)s/.exec(countdown.textContent ?? '')?.[1]);
    await expect(seconds).toBeGreaterThan(30);
    await expect(seconds).toBeLessThanOrEqual(45);
  },
};

/** Presses the internal section's 'Đồng bộ POS' once it has loaded; the section. */
async function syncFromPos(canvas: Canvas) {
  const internalSection = await section(canvas, /^Nhà cung cấp nội bộ \(14\)$/);
  await userEvent.click(within(internalSection).getByRole('button', { name: 'Đồng bộ POS' }));
  return internalSection;
}

/** 'Đồng bộ POS' of the internal section imports every KiotViet supplier: busy while it runs, then 'Thành công'. */
export const SyncFromPos: Story = {
  decorators: [connected],
  ...withApi(full),
  play: async ({ canvas, canvasElement }) => {
    const internalSection = await syncFromPos(canvas);
    await expect(
      await within(internalSection).findByRole('button', { name: 'Đang đồng bộ...' }, WAIT),
    ).toBeDisabled();
    await expectToast(canvasElement, 'Đã đồng bộ danh sách nhà cung cấp từ KiotViet.');
    await waitFor(
      () => expect(within(internalSection).getByRole('button', { name: 'Đồng bộ POS' })).toBeEnabled(),
      WAIT,
    );
    await expect(
      full.calls.filter((call) => call.path === '/api/v1/distributors/sync-from-kiotviet'),
    ).toHaveLength(1);
  },
};

const stillRunning = supplierApi({
  suppliers: () => [...partners, ...internalSuppliers()],
  syncAllAnswer: () =>
    HttpResponse.json(storySyncResult({ status: 'RUNNING', count: 0, synced_count: 0, updated_count: 0 }), {
      status: 202,
    }),
});
/** KiotViet answers slowly: the server stops waiting, and the toast says the sync goes on rather than done. */
export const SyncFromPosStillRunning: Story = {
  decorators: [connected],
  ...withApi(stillRunning),
  play: async ({ canvas, canvasElement }) => {
    const _internalSection = await syncFromPos(canvas);
    await expectToast(canvasElement, 'Đồng bộ vẫn đang chạy; nhật ký đồng bộ sẽ ghi lại khi xong.');
    await expect(
      bodyOf(canvasElement).queryByText('Đã đồng bộ danh sách nhà cung cấp từ KiotViet.'),
    ).toBeNull();
  },
};
