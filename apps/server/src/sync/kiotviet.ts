import { GetBudget, type GetBudgetState, KiotVietClient, systemClock } from '@pharmacy/kiotviet';
import { eq, sql } from 'drizzle-orm';
import { kiotvietBudgets } from '../db/schema';
import type { AppDeps } from '../http/env';

/** What a KiotViet client needs: the store (retailer) name and the API connection's client credentials. */
export interface StoreCredentials {
  storeName: string;
  clientId: string;
  clientSecret: string;
}

const storeKey = (storeName: string) => storeName.trim().toLowerCase();

/** HTTP exchanges with one store's API (token requests aside), as the history reports them: retries included. */
export interface HttpStats {
  calls: number;
  /** 429 answers. */
  rateLimited: number;
  /** 5xx answers. */
  serverErrors: number;
  /** Exchanges without an answer: timeouts, reset or refused connections. */
  failed: number;
}

const noStats = (): HttpStats => ({ calls: 0, rateLimited: 0, serverErrors: 0, failed: 0 });

export function statsSince(before: HttpStats, after: HttpStats): HttpStats {
  return {
    calls: after.calls - before.calls,
    rateLimited: after.rateLimited - before.rateLimited,
    serverErrors: after.serverErrors - before.serverErrors,
    failed: after.failed - before.failed,
  };
}

/**
 * KiotViet clients of this process: one per connection (its token is reused until the credentials change), and one
 * GET budget per store shared by all of them — KiotViet counts 5,000 GETs an hour per store, whoever calls. The
 * budget's state is loaded from the database on first use and saved after each run, so a restart does not hand out
 * a fresh hour.
 */
export function createKiotVietAccess(deps: AppDeps) {
  const clock = deps.kiotviet?.clock ?? systemClock;
  const paced = deps.kiotviet?.budget ?? true;
  const budgets = new Map<string, Promise<GetBudget>>();
  const clients = new Map<string, { fingerprint: string; client: KiotVietClient }>();
  const stats = new Map<string, HttpStats>();

  function statsOf(storeName: string): HttpStats {
    const key = storeKey(storeName);
    let found = stats.get(key);
    if (!found) {
      found = noStats();
      stats.set(key, found);
    }
    return found;
  }

  /** The global fetch, counting what each store's exchanges end in. */
  function countingFetch(storeName: string): typeof fetch {
    const counts = statsOf(storeName);
    return async (input, init) => {
      // Token requests are not the API's calls (nor retries of one).
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/connect/token')) return fetch(input, init);
      counts.calls += 1;
      try {
        const response = await fetch(input, init);
        if (response.status === 429) counts.rateLimited += 1;
        else if (response.status >= 500) counts.serverErrors += 1;
        return response;
      } catch (error) {
        counts.failed += 1;
        throw error;
      }
    };
  }

  function budgetOf(storeName: string): Promise<GetBudget> {
    const key = storeKey(storeName);
    let budget = budgets.get(key);
    if (!budget) {
      budget = (async () => {
        const [row] = await deps.db.select().from(kiotvietBudgets).where(eq(kiotvietBudgets.store, key));
        const state: GetBudgetState | undefined = row
          ? { tokens: row.tokens, updatedAt: row.updatedAtMs, blockedUntil: row.blockedUntilMs }
          : undefined;
        try {
          return new GetBudget({ clock, ...(state ? { state } : {}) });
        } catch {
          // A state that cannot be read (written by a clock far off) starts from a full burst, not from a crash.
          return new GetBudget({ clock });
        }
      })();
      budget.catch(() => budgets.delete(key));
      budgets.set(key, budget);
    }
    return budget;
  }

  async function build(credentials: StoreCredentials): Promise<KiotVietClient> {
    return new KiotVietClient({
      retailer: credentials.storeName,
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      apiUrl: deps.config.kiotvietApiUrl,
      identityUrl: deps.config.kiotvietIdentityUrl,
      clock,
      budget: paced ? await budgetOf(credentials.storeName) : false,
      fetch: countingFetch(credentials.storeName),
      ...(deps.kiotviet?.timeoutMs ? { timeoutMs: deps.kiotviet.timeoutMs } : {}),
      ...(deps.kiotviet?.retry ? { retry: deps.kiotviet.retry } : {}),
    });
  }

  return {
    clock,

    /** The client of a saved connection, reused while its credentials stay the same. */
    async client(connectionId: string, fingerprint: string, credentials: StoreCredentials) {
      const cached = clients.get(connectionId);
      if (cached && cached.fingerprint === fingerprint) return cached.client;
      const client = await build(credentials);
      clients.set(connectionId, { fingerprint, client });
      return client;
    },

    /** A client for credentials that are not saved (a connection test of the form's values). */
    unsaved: build,

    /** A copy of the store's counts so far (subtract two with `statsSince`). */
    stats: (storeName: string): HttpStats => ({ ...statsOf(storeName) }),

    /** Writes the store's budget as it is now. */
    async saveBudget(storeName: string): Promise<void> {
      const key = storeKey(storeName);
      const loaded = budgets.get(key);
      if (!loaded) return;
      const state = (await loaded).exportState();
      const values = {
        store: key,
        tokens: state.tokens,
        updatedAtMs: Math.round(state.updatedAt),
        blockedUntilMs: Math.round(state.blockedUntil),
      };
      await deps.db
        .insert(kiotvietBudgets)
        .values(values)
        .onConflictDoUpdate({
          target: kiotvietBudgets.store,
          set: {
            tokens: sql`excluded.tokens`,
            updatedAtMs: sql`excluded.updated_at_ms`,
            blockedUntilMs: sql`excluded.blocked_until_ms`,
          },
        });
    },
  };
}
