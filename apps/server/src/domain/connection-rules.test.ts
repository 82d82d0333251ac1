import { describe, expect, it } from 'vitest';
import { HEALTH_CHECK_MS, healthCheckDue } from './connection-rules';

const NOW = new Date('2026-11-28T03:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('healthCheckDue', () => {
  it.each<[string, boolean, Date | null, boolean]>([
    ['never tested', true, null, true],
    ['tested just now', true, NOW, false],
    ['tested a moment less than the interval ago', true, ago(HEALTH_CHECK_MS - 1), false],
    ['tested exactly the interval ago', true, ago(HEALTH_CHECK_MS), true],
    ['tested long ago', true, ago(10 * HEALTH_CHECK_MS), true],
    ['switched off, never tested', false, null, false],
    ['switched off, tested long ago', false, ago(10 * HEALTH_CHECK_MS), false],
  ])('%s → %s', (_, isActive, lastTestAt, due) => {
    expect(healthCheckDue({ isActive, lastTestAt }, NOW)).toBe(due);
  });
});
