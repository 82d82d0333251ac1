import type { SyncLog } from '@pharmacy/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../app/paths';
import {
  findModal,
  PortalStory,
  STORY_API_DELAY_MS,
  STORY_WAIT_MS,
  storeStoryToken,
  storyUser,
} from '../../stories/PortalStory';

const meta = {
  title: 'Screens/Sync logs',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: paths.syncLogs },
  beforeEach: storeStoryToken,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: STORY_WAIT_MS };

const me = http.get('/api/v1/auth/me', async () => {
  await delay(STORY_API_DELAY_MS);
  return HttpResponse.json({ data: { user: storyUser } });
});

const TYPES = ['PRODUCT', 'CATEGORY', 'ORDER', 'CUSTOMER', 'BRANCH'] as const;
/** 45 runs, newest first: every fifth failed, every third manual. */
const logs: SyncLog[] = Array.from({ length: 45 }, (_, i) => {
  const at = new Date(Date.UTC(2026, 4, 15, 3, 0) - i * 12 * 3600_000).toISOString();
  const failed = i % 5 === 4;
  return {
    id: `00000000-0000-4000-8000-${String(8000 + i).padStart(12, '0')}`,
    data_type: TYPES[i % TYPES.length] ?? 'PRODUCT',
    sync_type: i % 3 === 0 ? 'MANUAL_SYNC' : 'SYSTEM_SYNC',
    status: failed ? 'FAILED' : 'SUCCESS',
    record_count: failed ? 0 : 10 + i,
    raw_json: failed
      ? {
          mode: 'INCREMENTAL',
          error: 'KiotViet trả về 503 Service Unavailable',
          http: { calls: 4, retries: 3 },
        }
      : { mode: 'INCREMENTAL', pages: 1, counts: { inserted: 2, updated: 8 + i, removed: 0 } },
    started_at: at,
    finished_at: at,
    created_at: at,
    updated_at: at,
  };
});

function logApi(rows: SyncLog[]) {
  return [
    me,
    http.get('/api/sync-history/by-user', async ({ request }) => {
      await delay(STORY_API_DELAY_MS);
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const page = Number(url.searchParams.get('page') ?? 1);
      return HttpResponse.json({
        data: rows.slice((page - 1) * limit, page * limit),
        total: rows.length,
        page,
        limit,
        total_exact: true,
        next_cursor: null,
      });
    }),
  ];
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        me,
        http.get('/api/sync-history/by-user', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nhật ký đồng bộ' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Nhật ký đồng bộ' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: logApi([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Không có dữ liệu', {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Phân trang' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        me,
        http.get('/api/sync-history/by-user', () =>
          HttpResponse.json(
            { message: 'Loại dữ liệu không hợp lệ', error: 'VALIDATION', details: null },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('Không thể tải nhật ký đồng bộ');
    await expect(alert).toHaveTextContent('Loại dữ liệu không hợp lệ');
  },
};

export const Full: Story = {
  parameters: { msw: { handlers: logApi(logs) } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Nhật ký đồng bộ' }, WAIT);
    await waitFor(() => expect(within(table).getAllByText('Hệ thống').length).toBeGreaterThan(0), WAIT);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    const first = rows[1] as HTMLElement;
    await expect(first).toHaveTextContent('15/05/2026 10:00');
    await expect(first).toHaveTextContent('Sản phẩm');
    await expect(first).toHaveTextContent('Thủ công');
    await expect(first).toHaveTextContent('Thành công');
    await expect(within(rows[3] as HTMLElement).getByText('Đơn hàng')).toBeVisible();
    await expect(within(rows[4] as HTMLElement).getByText('CUSTOMER')).toBeVisible();
    await expect(within(rows[5] as HTMLElement).getByText('Thất bại')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Hệ thống')).toBeVisible();
    await expect(canvas.getByText('Hiển thị 1–20 trên 45 lần đồng bộ')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Trang 3' }));
    await expect(await canvas.findByText('Hiển thị 41–45 trên 45 lần đồng bộ', {}, WAIT)).toBeVisible();
  },
};

export const RawJson: Story = {
  parameters: { msw: { handlers: logApi(logs) } },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Nhật ký đồng bộ' }, WAIT);
    const failed = (await within(table).findAllByText('Thất bại', {}, WAIT))[0] as HTMLElement;
    await userEvent.click(failed);
    const dialog = await findModal(canvasElement, 'Chi tiết lần đồng bộ');
    const json = dialog.querySelector('pre');
    await expect(json?.textContent).toBe(JSON.stringify(logs[4]?.raw_json, null, 2));
    await expect(within(dialog).getByText('BRANCH · 13/05/2026 10:00')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sao chép JSON' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
      WAIT,
    );
  },
};
