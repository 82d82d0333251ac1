import { delay, HttpResponse, http } from 'msw';
import { apiError, me, notConfiguredStatus, STORY_API_DELAY_MS, storyStatus } from '../../stories/storyApi';
import type { SavedConnection } from './connectionForm';
import { fullSyncApi } from './fullSyncStoryApi';

/*
 * The stand-in API of the connection settings' stories: the signed-in user, the pharmacy's connection (none, or one
 * saved), and a KiotViet that accepts exactly the simulator's demo credentials, as the server's test and connect
 * routes answer (apps/server pos-settings/service.ts). Each story builds its own and resets it before it runs.
 */

/** The credentials the stand-in KiotViet accepts (the simulator's defaults). */
export const DEMO_CREDENTIALS = {
  username: 'sim-client-id',
  password: 'sim-client-secret',
  storeName: 'nhathuocminhchau',
} as const;

const AT = '2026-03-16T02:00:00.000Z';
const TEST_OK = 'Connection test successful!';
const TEST_REFUSED = 'Connection test failed. Please check your credentials.';

export function storyConnection(patch: Partial<SavedConnection> = {}): SavedConnection {
  return {
    id: '00000000-0000-4000-8000-000000000900',
    username: DEMO_CREDENTIALS.username,
    password: '********',
    store_name: DEMO_CREDENTIALS.storeName,
    connection_type: 'user_password',
    is_active: true,
    last_test_at: AT,
    last_test_ok: true,
    last_test_message: TEST_OK,
    connected_at: AT,
    created_at: AT,
    updated_at: AT,
    ...patch,
  };
}

interface Options {
  /** The saved connection when the story starts; null: none yet. */
  initial: SavedConnection | null;
  /** Holds the answers of these calls for good, so the story ends while they run. */
  hang?: 'connect';
}

interface Sent {
  username?: string;
  password?: string;
  store_name?: string;
  id?: string;
}

export function connectionApi({ initial, hang }: Options) {
  let saved: SavedConnection | null = initial;
  /** The secret stored with it (never answered back). */
  let secret: string = DEMO_CREDENTIALS.password;
  const reset = () => {
    saved = initial ? { ...initial } : null;
    secret = DEMO_CREDENTIALS.password;
  };

  const accepts = (username: string, password: string, storeName: string) =>
    username === DEMO_CREDENTIALS.username &&
    password === DEMO_CREDENTIALS.password &&
    storeName === DEMO_CREDENTIALS.storeName;
  const settings = () => HttpResponse.json({ settings: saved });
  const notFound = () => apiError(404, 'Không tìm thấy kết nối POS', 'NOT_FOUND');
  const now = () => new Date().toISOString();

  const handlers = [
    me,
    // The full re-sync section below the form: its kinds (its own stories answer its calls as each needs).
    ...fullSyncApi().handlers,
    http.get('/api/pos-settings', async () => {
      await delay(STORY_API_DELAY_MS);
      return HttpResponse.json({ data: saved });
    }),
    http.get('/api/pos-settings/status', () =>
      HttpResponse.json({
        data: saved
          ? storyStatus({
              is_active: saved.is_active,
              connected: saved.is_active && saved.last_test_ok === true,
              last_test: saved.last_test_at
                ? {
                    ok: saved.last_test_ok ?? false,
                    at: saved.last_test_at,
                    message: saved.last_test_message,
                  }
                : null,
            })
          : notConfiguredStatus(),
      }),
    ),
    http.post('/api/pos-settings', async ({ request }) => {
      await delay(STORY_API_DELAY_MS);
      const body = (await request.json()) as Required<Sent>;
      secret = body.password;
      saved = storyConnection({
        username: body.username,
        store_name: body.store_name,
        last_test_at: null,
        last_test_ok: null,
        last_test_message: null,
        connected_at: null,
      });
      return HttpResponse.json({ settings: saved }, { status: 201 });
    }),
    http.put('/api/pos-settings/is-active/:id', async ({ request }) => {
      await delay(STORY_API_DELAY_MS);
      if (!saved) return notFound();
      const body = (await request.json()) as { is_active: boolean };
      saved = { ...saved, is_active: body.is_active, updated_at: now() };
      return settings();
    }),
    http.put('/api/pos-settings/:id', async ({ request }) => {
      await delay(STORY_API_DELAY_MS);
      if (!saved) return notFound();
      const body = (await request.json()) as Sent;
      if (body.password) secret = body.password;
      saved = {
        ...saved,
        username: body.username ?? saved.username,
        store_name: body.store_name ?? saved.store_name,
        last_test_ok: null,
        last_test_message: null,
        updated_at: now(),
      };
      return settings();
    }),
    http.post('/api/kiotviet2/test-connection', async ({ request }) => {
      await delay(STORY_API_DELAY_MS);
      const body = (await request.json()) as Sent;
      const base = body.id ? saved : null;
      if (body.id && !base) return notFound();
      const ok = accepts(
        body.username ?? base?.username ?? '',
        body.password || (base ? secret : ''),
        body.store_name ?? base?.store_name ?? '',
      );
      const message = ok ? TEST_OK : TEST_REFUSED;
      if (saved && base && !body.username && !body.password && !body.store_name) {
        saved = { ...saved, last_test_at: now(), last_test_ok: ok, last_test_message: message };
      }
      return HttpResponse.json({ data: ok, message });
    }),
    http.post('/api/kiotviet2/connect-to-kiotviet', async () => {
      await delay(hang === 'connect' ? 'infinite' : STORY_API_DELAY_MS);
      if (!saved) return notFound();
      const ok = accepts(saved.username, secret, saved.store_name);
      saved = {
        ...saved,
        last_test_at: now(),
        last_test_ok: ok,
        last_test_message: ok ? TEST_OK : TEST_REFUSED,
        ...(ok ? { connected_at: now() } : {}),
      };
      if (!ok) {
        return HttpResponse.json(
          {
            message: `Failed to connect to POS: ${TEST_REFUSED}`,
            error: 'POS_CONNECTION_FAILED',
            details: null,
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({ success: true, message: 'Connected to POS successfully' });
    }),
  ];

  return { handlers, reset };
}
