import { VirtualClock } from '@pharmacy/kiotviet';
import { KiotVietSimulator, type SimulatorOptions } from '@pharmacy/kiotviet/simulator';
import { createLogger } from '../src/logger';
import { client, createTestContext, type Fixtures, seedFixtures, type TestContext } from './helpers';

/** 09:00 on a Monday in Vietnam: where the simulated store's clock, and the server's, start. */
const storeStart = Date.parse('2026-03-16T02:00:00Z');

export interface StoreContext {
  ctx: TestContext;
  fx: Fixtures;
  simulator: KiotVietSimulator;
  /** Shared by the simulator, the KiotViet client and the server (`deps.now`): nothing waits for real time. */
  clock: VirtualClock;
  /** Signed in as pharmacy A's user. */
  api: ReturnType<typeof client>;
  /** Every log line the server wrote (JSON), to check what never appears in one. */
  logs: string[];
  /** Saves pharmacy A's connection to the simulated store and returns its id. */
  connect(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A test server on a fresh database with the fixtures, talking to a KiotViet simulator on a free port; the server's
 * clock is the simulator's virtual clock. Retries are quick (virtual time) and the HTTP timeout short (real time).
 */
export async function createStoreContext(
  options: { simulator?: SimulatorOptions; timeoutMs?: number } = {},
): Promise<StoreContext> {
  const clock = new VirtualClock(storeStart);
  const simulator = await KiotVietSimulator.start({ clock, size: 'demo', seed: 7, ...options.simulator });
  const logs: string[] = [];
  const ctx = await createTestContext(new Date(storeStart), {
    env: { KIOTVIET_API_URL: simulator.url, KIOTVIET_IDENTITY_URL: simulator.url, LOG_LEVEL: 'debug' },
    now: () => new Date(clock.now()),
    kiotviet: {
      clock,
      timeoutMs: options.timeoutMs ?? 5_000,
      retry: { baseDelayMs: 200, maxDelayMs: 5_000 },
    },
    logger: createLogger('debug', (line) => logs.push(line)),
  });
  const fx = await seedFixtures(ctx.deps);
  const api = client(ctx.app);
  await api.login('alice', fx.password);
  return {
    ctx,
    fx,
    simulator,
    clock,
    api,
    logs,
    async connect() {
      const created = await api.post('/api/pos-settings', {
        username: simulator.credentials.clientId,
        password: simulator.credentials.clientSecret,
        store_name: simulator.credentials.retailer,
      });
      if (created.status !== 201) throw new Error(`connect: ${created.status} ${created.text}`);
      return created.body.settings.id as string;
    },
    async close() {
      await ctx.close();
      await simulator.close();
    },
  };
}
