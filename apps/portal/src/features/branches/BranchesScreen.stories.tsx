import type { Branch } from '@pharmacy/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../app/paths';
import {
  PortalStory,
  STORY_API_DELAY_MS,
  STORY_WAIT_MS,
  storeStoryToken,
  storyUser,
} from '../../stories/PortalStory';

const meta = {
  title: 'Screens/Branches',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: paths.branchSync },
  beforeEach: storeStoryToken,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: STORY_WAIT_MS };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A toast saying `text`, once it has slid in (it starts transparent). */
async function expectToast(canvasElement: HTMLElement, text: string) {
  const found = await body(canvasElement).findByText(text, {}, WAIT);
  await waitFor(() => expect(found).toBeVisible(), WAIT);
}

const me = http.get('/api/v1/auth/me', async () => {
  await delay(STORY_API_DELAY_MS);
  return HttpResponse.json({ data: { user: storyUser } });
});
const status = http.get('/api/pos-settings/status', () =>
  HttpResponse.json({
    data: {
      configured: true,
      is_active: true,
      connected: true,
      store_name: 'ankhang',
      last_test: null,
      last_sync: null,
      running: [],
      next_sync_at: null,
    },
  }),
);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const branch = (n: number, name: string, extra: Partial<Branch> = {}): Branch => ({
  id: `00000000-0000-4000-8000-${String(300 + n).padStart(12, '0')}`,
  external_id: String(1000 + n),
  code: `CN${n}`,
  name,
  address: '231 Nguyễn Thị Minh Khai, Phường Tân Định, Quận 1',
  contact_number: '0976733038',
  email: null,
  is_active: true,
  is_default: false,
  source: 'KIOTVIET',
  last_sync_at: minutesAgo(20),
  status: 'active',
  ...extra,
});
const branches = [
  branch(1, 'Nhà thuốc Minh Châu – Cơ sở chính', { is_default: true }),
  branch(2, 'Nhà thuốc Minh Châu – Chi nhánh Thủ Đức', { address: null, last_sync_at: minutesAgo(180) }),
  branch(3, 'Nhà thuốc Minh Châu – Chi nhánh Bình Thạnh', {
    contact_number: null,
    is_active: false,
    status: 'inactive',
    last_sync_at: '2026-01-10T03:00:00.000Z',
  }),
];

function branchApi(rows: Branch[], sync: () => Promise<Response> = async () => HttpResponse.json({})) {
  return [
    me,
    status,
    http.get('/api/branches', async () => {
      await delay(STORY_API_DELAY_MS);
      return HttpResponse.json({
        status: 'success',
        branches: rows,
        total: rows.length,
        page: 1,
        limit: 200,
        total_exact: true,
        next_cursor: null,
      });
    }),
    http.post('/api/branches/:id/sync', async ({ params }) => {
      await delay(STORY_API_DELAY_MS);
      const answer = await sync();
      if (!answer.ok) return answer;
      return HttpResponse.json({ status: 'success', data: rows.find((row) => row.id === params.id) });
    }),
    http.post('/api/kiotviet/sync-branches', async () => {
      await delay(STORY_API_DELAY_MS);
      const answer = await sync();
      if (!answer.ok) return answer;
      return HttpResponse.json({
        status: 'SUCCESS',
        count: 3,
        synced_count: 3,
        new_count: 0,
        updated_count: 3,
        removed_count: 0,
        sync_time: null,
      });
    }),
  ];
}

const failing = async () =>
  HttpResponse.json(
    { message: 'KiotViet không phản hồi', error: 'POS_UNAVAILABLE', details: null },
    { status: 502 },
  );

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        me,
        http.get('/api/branches', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Đồng bộ chi nhánh' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Đồng bộ chi nhánh' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: branchApi([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chưa có chi nhánh nào được đồng bộ', {}, WAIT)).toBeVisible();
    await expect(
      canvas.getByText('Bấm Đồng bộ tất cả để lấy danh sách chi nhánh từ KiotViet.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        me,
        http.get('/api/branches', () =>
          HttpResponse.json(
            { message: 'Nguồn không hợp lệ', error: 'VALIDATION', details: null },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expectToast(canvasElement, 'Không thể tải danh sách chi nhánh. Vui lòng thử lại.');
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Lỗi tải dữ liệu');
    await expect(alert).toHaveTextContent('Nguồn không hợp lệ');
  },
};

export const Full: Story = {
  parameters: { msw: { handlers: branchApi(branches) } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Đồng bộ chi nhánh' }, WAIT);
    await expect(await within(table).findByText('Chi nhánh chính', {}, WAIT)).toBeVisible();
    await expect(within(table).getByText('Chưa có địa chỉ')).toBeVisible();
    await expect(within(table).getByText('Chưa có số điện thoại')).toBeVisible();
    await expect(within(table).getByText('Không hoạt động')).toBeVisible();
    await expect(within(table).getByText('20 phút trước')).toBeVisible();
    await expect(within(table).getByText('3 giờ trước')).toBeVisible();
    await expect(within(table).getByText('10/01/2026')).toBeVisible();
    await expect(canvas.getByText('Tổng chi nhánh').parentElement).toHaveTextContent('3');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm chi nhánh' }), 'thu duc');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), WAIT);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Tìm chi nhánh' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm chi nhánh' }), 'cần thơ');
    await expect(await canvas.findByText('Không tìm thấy chi nhánh phù hợp', {}, WAIT)).toBeVisible();
  },
};

export const SyncOne: Story = {
  parameters: { msw: { handlers: branchApi(branches) } },
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole(
      'button',
      { name: 'Đồng bộ chi nhánh Nhà thuốc Minh Châu – Chi nhánh Thủ Đức' },
      WAIT,
    );
    await waitFor(() => expect(button).toBeEnabled(), WAIT);
    await userEvent.click(button);
    const row = button.closest('tr') as HTMLElement;
    await expect(await within(row).findByText('Đang đồng bộ', {}, WAIT)).toBeVisible();
    await expect(button).toBeDisabled();
    await expectToast(canvasElement, 'Chi nhánh đã được đồng bộ thành công.');
    await waitFor(() => expect(within(row).getByText('Hoạt động')).toBeVisible(), WAIT);
  },
};

export const SyncFailedRestores: Story = {
  parameters: { msw: { handlers: branchApi(branches, failing) } },
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole(
      'button',
      { name: 'Đồng bộ chi nhánh Nhà thuốc Minh Châu – Chi nhánh Bình Thạnh' },
      WAIT,
    );
    await waitFor(() => expect(button).toBeEnabled(), WAIT);
    await userEvent.click(button);
    const row = button.closest('tr') as HTMLElement;
    await expect(await within(row).findByText('Đang đồng bộ', {}, WAIT)).toBeVisible();
    await expectToast(
      canvasElement,
      'Không thể đồng bộ chi nhánh. Vui lòng thử lại. (KiotViet không phản hồi)',
    );
    await waitFor(() => expect(within(row).getByText('Không hoạt động')).toBeVisible(), WAIT);
  },
};

export const SyncAll: Story = {
  parameters: { msw: { handlers: branchApi(branches) } },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Đồng bộ chi nhánh' }, WAIT);
    await within(table).findByText('Chi nhánh chính', {}, WAIT);
    const all = canvas.getByRole('button', { name: 'Đồng bộ tất cả' });
    await waitFor(() => expect(all).toBeEnabled(), WAIT);
    await userEvent.click(all);
    await waitFor(() => expect(within(table).getAllByText('Đang đồng bộ')).toHaveLength(3), WAIT);
    await expectToast(canvasElement, 'Tất cả chi nhánh đã được đồng bộ thành công.');
    await waitFor(() => expect(within(table).queryAllByText('Đang đồng bộ')).toHaveLength(0), WAIT);
  },
};

export const SyncAllFailed: Story = {
  parameters: { msw: { handlers: branchApi(branches, failing) } },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Đồng bộ chi nhánh' }, WAIT);
    await within(table).findByText('Chi nhánh chính', {}, WAIT);
    const all = canvas.getByRole('button', { name: 'Đồng bộ tất cả' });
    await waitFor(() => expect(all).toBeEnabled(), WAIT);
    await userEvent.click(all);
    await expectToast(
      canvasElement,
      'Không thể đồng bộ tất cả chi nhánh. Vui lòng thử lại. (KiotViet không phản hồi)',
    );
    await waitFor(() => expect(within(table).getByText('Không hoạt động')).toBeVisible(), WAIT);
    await expect(within(table).getAllByText('Hoạt động')).toHaveLength(2);
  },
};
