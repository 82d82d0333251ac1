import type { FullSyncKind, SyncDataType } from '@pharmacy/api-client';
import { delay, HttpResponse, http } from 'msw';
import { apiError, STORY_API_DELAY_MS, storySyncResult } from '../../stories/storyApi';

/*
 * The stand-in of the full re-sync for the connection settings' stories: the kinds with their last full reads
 * (apps/server pos-settings/full-sync.ts), and a POST that answers as the story needs — done, still running after
 * the server's 20 s, refused because a run of the kind started meanwhile, or failed at KiotViet.
 */

const READ_AT = '2026-03-16T02:05:00.000Z';
/** When a done re-sync says it ended: the row's last full read moves to it. */
const RESYNCED_AT = '2026-03-17T03:30:00.000Z';

export function storyFullSyncKinds(patch: Partial<Record<SyncDataType, Partial<FullSyncKind>>> = {}) {
  const kinds: FullSyncKind[] = (
    ['BRANCH', 'CATEGORY', 'PRODUCT', 'CUSTOMER', 'ORDER', 'SUPPLIER'] as const
  ).map((dataType) => ({
    data_type: dataType,
    running: false,
    // The first pass read every kind but the suppliers (imported on request); its products run failed once.
    last_full_sync:
      dataType === 'SUPPLIER'
        ? null
        : {
            status: dataType === 'PRODUCT' ? 'FAILED' : 'SUCCESS',
            at: READ_AT,
            store_name: 'nhathuocminhchau',
          },
  }));
  return kinds.map((kind) => ({ ...kind, ...patch[kind.data_type] }));
}

export type FullSyncAnswer = 'done' | 'running' | 'refused' | 'failed';

/** The refusal of a kind a run of which started between the list's answer and the click. */
const REFUSED = 'Đang đồng bộ khách hàng, vui lòng đợi lần đồng bộ này kết thúc.';
const FAILED = 'Không kết nối được KiotViet: KiotViet trả về 503 Service Unavailable';

export function fullSyncApi({
  answer = 'done',
  initial = storyFullSyncKinds(),
}: {
  answer?: FullSyncAnswer;
  initial?: FullSyncKind[];
} = {}) {
  let kinds = initial;
  /** What the POSTs asked for, in order. */
  const asked: SyncDataType[][] = [];
  const reset = () => {
    kinds = initial.map((kind) => ({ ...kind }));
    asked.length = 0;
  };
  const handlers = [
    http.get('/api/pos-settings/full-sync', async () => {
      await delay(STORY_API_DELAY_MS);
      return HttpResponse.json({ data: kinds });
    }),
    http.post('/api/pos-settings/full-sync', async ({ request }) => {
      const { data_types } = (await request.json()) as { data_types: SyncDataType[] };
      asked.push(data_types);
      await delay(STORY_API_DELAY_MS);
      if (answer === 'refused') return apiError(409, REFUSED, 'SYNC_IN_PROGRESS');
      if (answer === 'failed') return apiError(502, FAILED, 'KIOTVIET_UNAVAILABLE');
      if (answer === 'running') {
        kinds = kinds.map((kind) =>
          data_types.includes(kind.data_type) ? { ...kind, running: true } : kind,
        );
        return HttpResponse.json(
          storySyncResult({ status: 'RUNNING', count: 0, synced_count: 0, updated_count: 0 }),
          {
            status: 202,
          },
        );
      }
      kinds = kinds.map((kind) =>
        data_types.includes(kind.data_type)
          ? {
              ...kind,
              last_full_sync: { status: 'SUCCESS', at: RESYNCED_AT, store_name: 'nhathuocminhchau' },
            }
          : kind,
      );
      return HttpResponse.json(
        storySyncResult({
          synced_count: 42,
          count: 42,
          new_count: 2,
          updated_count: 40,
          removed_count: 3,
          sync_time: RESYNCED_AT,
        }),
      );
    }),
  ];
  return { handlers, reset, asked, messages: { refused: REFUSED, failed: FAILED } };
}
