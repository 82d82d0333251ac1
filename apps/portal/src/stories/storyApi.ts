import type { PosConnectionStatus, SyncDataType, SyncLog, SyncResult, User } from '@pharmacy/api-client';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { storageOwner } from '../features/auth/userStorage';

/*
 * The stand-in API every screen story shares: the signed-in user, the KiotViet connection's status, the latest
 * sync, a page of rows as the list endpoints answer, an error as the server answers, and a recorder of the requests
 * a story made. Each area's own data lives beside its screens (`storyOrders.ts`, `inventoryStoryApi.ts`…).
 */

/** What the stand-in API answers after a delay, so busy states are seen (answers are awaited for seconds). */
export const STORY_API_DELAY_MS = 600;

/** An id as the API writes them, numbered. */
export const storyId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The signed-in user of the screen stories. */
export const storyUser: User = {
  id: storyId(1),
  username: 'demo',
  name: 'Nguyễn Thị Lan',
  email: 'demo@ankhang.vn',
  gender: 'Nữ',
  pharmacies: [{ id: storyId(2), name: 'Nhà thuốc An Khang Demo' }],
  staff: { role: 'owner' },
};

/** Whose items the screen stories store and read (shared/pharmacyStorage.tsx). */
export const storyOwner = storageOwner(storyUser);

/** `GET /api/v1/auth/me`: the session of a story that starts signed in (see `storeStoryToken`) restores to him. */
export const me = http.get('/api/v1/auth/me', async () => {
  await delay(STORY_API_DELAY_MS);
  return HttpResponse.json({ data: { user: storyUser } });
});

/** An answer that never comes: what a screen shows while it loads. */
export const never = async (): Promise<Response> => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** A failure as the server answers it (`{ message, error, details }`). */
export const apiError = (status: number, message: string, error = 'ERROR') =>
  HttpResponse.json({ message, error, details: null }, { status });

/** The requests a story made, to check what the screen asked for. Reset it before each story. */
export function recorder() {
  const urls: URL[] = [];
  return {
    urls,
    record(request: Request): URL {
      const url = new URL(request.url);
      urls.push(url);
      return url;
    },
    last: () => urls.at(-1),
    reset() {
      urls.length = 0;
    },
  };
}
export type Recorder = ReturnType<typeof recorder>;

/**
 * `GET path` answered by `answer` (from the request's address) after the stand-in delay; each request goes to
 * `requests` when given.
 */
export function answering(
  path: string,
  answer: (url: URL) => Response | Promise<Response>,
  requests?: Recorder,
) {
  return http.get(path, async ({ request }) => {
    const url = requests ? requests.record(request) : new URL(request.url);
    await delay(STORY_API_DELAY_MS);
    return answer(url);
  });
}

/**
 * A page of rows as the list endpoints answer it. Given the request's address, the page and limit it asks for are
 * cut from `rows`; otherwise `rows` are the page, of `total` rows in all.
 */
export function storyPage<Row>(
  rows: readonly Row[],
  { url, total = rows.length, exact = true }: { url?: URL; total?: number; exact?: boolean } = {},
) {
  const limit = Number(url?.searchParams.get('limit') ?? 10);
  const page = Number(url?.searchParams.get('page') ?? 1);
  const data = url ? rows.slice((page - 1) * limit, page * limit) : [...rows];
  return { data, total, page, limit, total_exact: exact, next_cursor: null };
}

/** A run of the sync log, as the latest run of its kind or a line of the log. */
export function storySyncRun(
  dataType: SyncDataType,
  finishedAt: string,
  patch: Partial<SyncLog> = {},
): SyncLog {
  return {
    id: storyId(9000),
    data_type: dataType,
    sync_type: 'SYSTEM_SYNC',
    status: 'SUCCESS',
    record_count: 180,
    raw_json: {},
    started_at: finishedAt,
    finished_at: finishedAt,
    created_at: finishedAt,
    updated_at: finishedAt,
    ...patch,
  };
}

/** What a manual sync answers: done, with its counts (patched), unless the patch says RUNNING. */
export function storySyncResult(patch: Partial<SyncResult> = {}): SyncResult {
  return {
    status: 'SUCCESS',
    count: 3,
    synced_count: 3,
    new_count: 0,
    updated_count: 3,
    removed_count: 0,
    sync_time: null,
    ...patch,
  };
}

/** `GET /api/sync-history/by-user/latest`: the latest run ('Cập nhật lần cuối'), asked for each time. */
export const latestSync = (run: () => SyncLog | null) =>
  http.get('/api/sync-history/by-user/latest', async () => {
    await delay(STORY_API_DELAY_MS);
    return HttpResponse.json({ data: run() });
  });

/** What `GET /api/pos-settings/status` answers: connected and switched on unless patched. */
export function storyStatus(patch: Partial<PosConnectionStatus> = {}): PosConnectionStatus {
  const at = '2026-03-16T02:00:00.000Z';
  return {
    configured: true,
    is_active: true,
    connected: true,
    store_name: 'nhathuocminhchau',
    last_test: { ok: true, at, message: 'Connection test successful!' },
    last_sync: { status: 'SUCCESS', data_type: 'ORDER', sync_type: 'SYSTEM_SYNC', at },
    running: [],
    next_sync_at: '2026-03-16T14:00:00.000Z',
    ...patch,
  };
}

/** The status of a pharmacy without a connection. */
export const notConfiguredStatus = () =>
  storyStatus({
    configured: false,
    is_active: false,
    connected: false,
    store_name: null,
    last_test: null,
    last_sync: null,
    next_sync_at: null,
  });

/** `GET /api/pos-settings/status` answering `status` (connected by default). */
export const connectionStatus = (status: PosConnectionStatus = storyStatus()) =>
  http.get('/api/pos-settings/status', () => HttpResponse.json({ data: status }));

/** A stateful stand-in API (its handlers, and a reset of its state), as a story uses it: fresh for each run. */
export const withApi = (api: { reset: () => void; handlers: RequestHandler[] }) => ({
  beforeEach: api.reset,
  parameters: { msw: { handlers: api.handlers } },
});
