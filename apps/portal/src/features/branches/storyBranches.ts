import type { Branch } from '@pharmacy/api-client';
import { delay, HttpResponse, http } from 'msw';
import {
  apiError,
  connectionStatus,
  me,
  STORY_API_DELAY_MS,
  storyId,
  storySyncResult,
} from '../../stories/storyApi';

/** The branch stories' data: three branches of one pharmacy, and a stand-in API that syncs them. */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function storyBranch(n: number, name: string, extra: Partial<Branch> = {}): Branch {
  return {
    id: storyId(300 + n),
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
  };
}

/** The main branch, one without an address, one inactive and long unsynced (built when asked: times are relative). */
export const storyBranches = () => [
  storyBranch(1, 'Nhà thuốc Minh Châu – Cơ sở chính', { is_default: true }),
  storyBranch(2, 'Nhà thuốc Minh Châu – Chi nhánh Thủ Đức', { address: null, last_sync_at: minutesAgo(180) }),
  storyBranch(3, 'Nhà thuốc Minh Châu – Chi nhánh Bình Thạnh', {
    contact_number: null,
    is_active: false,
    status: 'inactive',
    last_sync_at: '2026-01-10T03:00:00.000Z',
  }),
];

/** KiotViet does not answer a sync. */
export const kiotVietDown = async () => apiError(502, 'KiotViet không phản hồi', 'POS_UNAVAILABLE');

/** The branch list, and syncs of one branch or all that answer `sync`'s failure, or succeed. */
export function branchApi(rows: Branch[], sync?: () => Promise<Response>) {
  return [
    me,
    connectionStatus(),
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
      if (sync) return sync();
      return HttpResponse.json({ status: 'success', data: rows.find((row) => row.id === params.id) });
    }),
    http.post('/api/kiotviet/sync-branches', async () => {
      await delay(STORY_API_DELAY_MS);
      if (sync) return sync();
      return HttpResponse.json(storySyncResult());
    }),
  ];
}
