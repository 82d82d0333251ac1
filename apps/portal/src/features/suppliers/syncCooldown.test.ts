import { describe, expect, it } from 'vitest';
import { COOLDOWN_TICK_MS, cooldownSeconds, SYNC_COOLDOWN_MS, syncCooldownLeft } from './syncCooldown';

const now = Date.parse('2025-06-15T03:00:00.000Z');
const ago = (ms: number) => now - ms;
const iso = (at: number) => new Date(at).toISOString();

describe('syncCooldownLeft (clock injected)', () => {
  it.each([
    ['never synced nor pressed', { syncedAt: null, pressedAt: null, retryUntil: null }, 0],
    ['synced 10 s ago', { syncedAt: iso(ago(10_000)), pressedAt: null, retryUntil: null }, 20_000],
    ['synced exactly 30 s ago', { syncedAt: iso(ago(30_000)), pressedAt: null, retryUntil: null }, 0],
    ['synced an hour ago', { syncedAt: iso(ago(3_600_000)), pressedAt: null, retryUntil: null }, 0],
    ['pressed 100 ms ago', { syncedAt: null, pressedAt: ago(100), retryUntil: null }, 29_900],
    [
      'the later of sync and press counts',
      { syncedAt: iso(ago(25_000)), pressedAt: ago(5_000), retryUntil: null },
      25_000,
    ],
    [
      'a press before the last sync does not shorten it',
      { syncedAt: iso(ago(2_000)), pressedAt: ago(20_000), retryUntil: null },
      28_000,
    ],
    [
      'synced_at ahead of this clock counts as now',
      { syncedAt: iso(now + 600_000), pressedAt: null, retryUntil: null },
      SYNC_COOLDOWN_MS,
    ],
    ['a 429 asking for 45 s', { syncedAt: null, pressedAt: ago(1_000), retryUntil: now + 45_000 }, 45_000],
    [
      'a 429 shorter than the cooldown',
      { syncedAt: null, pressedAt: ago(1_000), retryUntil: now + 3_000 },
      29_000,
    ],
    ['a 429 whose wait is over', { syncedAt: null, pressedAt: null, retryUntil: ago(1) }, 0],
    ['an unreadable synced_at', { syncedAt: 'yesterday', pressedAt: null, retryUntil: null }, 0],
  ])('%s → %i ms', (_case, input, left) => {
    expect(syncCooldownLeft(input, now)).toBe(left);
  });

  it('counts down by the tick as the clock moves', () => {
    const pressed = { syncedAt: null, pressedAt: now, retryUntil: null };
    const shown = [0, 1, 2, 10, 11, 299, 300].map((ticks) =>
      cooldownSeconds(syncCooldownLeft(pressed, now + ticks * COOLDOWN_TICK_MS)),
    );
    expect(shown).toEqual([30, 30, 30, 29, 29, 1, 0]);
  });
});

describe('cooldownSeconds', () => {
  it.each([
    [30_000, 30],
    [29_901, 30],
    [29_000, 29],
    [100, 1],
    [1, 1],
    [0, 0],
  ])('%i ms → %i s', (left, seconds) => {
    expect(cooldownSeconds(left)).toBe(seconds);
  });
});
