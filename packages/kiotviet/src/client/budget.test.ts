import { describe, expect, it } from 'vitest';
import { GetBudget } from './budget';
import { VirtualClock } from './clock';
import { KiotVietRateLimitError } from './errors';

const hour = 60 * 60 * 1000;

/** The largest number of calls in any window of one hour. */
function maxPerSlidingHour(times: number[]): number {
  let max = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while ((times[end] as number) - (times[start] as number) >= hour) start += 1;
    max = Math.max(max, end - start + 1);
  }
  return max;
}

describe('GetBudget', () => {
  it('paces a continuous backfill under 5,000 calls in every sliding hour while using nearly all of it', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 2, 16));
    const budget = new GetBudget({ clock });
    const times: number[] = [];
    const end = clock.now() + 3 * hour;
    while (clock.now() < end) {
      await budget.take();
      times.push(clock.now());
    }
    expect(maxPerSlidingHour(times)).toBeLessThanOrEqual(5000);
    const firstHour = times.filter((time) => time < (times[0] as number) + hour).length;
    expect(firstHour).toBeGreaterThanOrEqual(4500);
  });

  it('holds the limit when callers come in bursts and pauses', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 2, 16));
    const budget = new GetBudget({ clock, burst: 400 });
    const times: number[] = [];
    for (let round = 0; round < 40; round += 1) {
      // Quiet spells refill the bucket to its burst, then a burst of concurrent callers.
      clock.advance((round % 7) * 5 * 60_000);
      await Promise.all(
        Array.from({ length: 300 }, async () => {
          await budget.take();
          times.push(clock.now());
        }),
      );
    }
    times.sort((a, b) => a - b);
    expect(maxPerSlidingHour(times)).toBeLessThanOrEqual(5000);
  });

  it('saves and restores its state, so a restart does not grant a fresh burst', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 2, 16));
    const first = new GetBudget({ clock });
    for (let call = 0; call < 100; call += 1) await first.take();
    const saved = first.exportState();
    expect(saved.tokens).toBeLessThan(1);

    const restarted = new GetBudget({ clock, state: JSON.parse(JSON.stringify(saved)) });
    await expect(restarted.take(undefined, 0)).rejects.toBeInstanceOf(KiotVietRateLimitError);
    const fresh = new GetBudget({ clock });
    await expect(fresh.take(undefined, 0)).resolves.toBeUndefined();
  });

  it('fails at once, naming the wait, when the wait is longer than allowed', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 2, 16));
    const budget = new GetBudget({ clock, burst: 1 });
    await budget.take();
    const error = await budget.take(undefined, 100).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KiotVietRateLimitError);
    expect((error as KiotVietRateLimitError).retryAfterMs).toBeGreaterThan(100);
    // The refused call took nothing: the next one waits no longer than before.
    const before = clock.now();
    await budget.take();
    expect(clock.now() - before).toBe((error as KiotVietRateLimitError).retryAfterMs);
  });

  it('gives the call back when a waiting caller aborts', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 2, 16));
    const budget = new GetBudget({ clock, burst: 1 });
    await budget.take();
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(budget.take(controller.signal)).rejects.toThrow('stopped');
    expect(budget.exportState().tokens).toBeCloseTo(0, 5);
  });

  it('waits out a 429 block', async () => {
    const clock = new VirtualClock(Date.UTC(2026, 2, 16));
    const budget = new GetBudget({ clock });
    const start = clock.now();
    budget.block(start + 90_000);
    await budget.take();
    expect(clock.now() - start).toBeGreaterThanOrEqual(90_000);
  });

  it.each([[{ perHour: 0 }], [{ burst: 0 }], [{ burst: 5000 }], [{ headroom: 1 }]])(
    'rejects the options %j',
    (options) => {
      expect(() => new GetBudget(options)).toThrow(RangeError);
    },
  );

  it('rejects a corrupt saved state', () => {
    expect(() => new GetBudget({ state: { tokens: Number.NaN, updatedAt: 0, blockedUntil: 0 } })).toThrow(
      RangeError,
    );
  });
});
