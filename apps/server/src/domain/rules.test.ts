import { describe, expect, it } from 'vitest';
import { addDays, businessDate, isExpired, isIsoDate, startOfBusinessDay } from './dates';
import {
  cooldownSeconds,
  DISTRIBUTOR_MESSAGES,
  generateDistributorCode,
  isLogoType,
  SYNC_COOLDOWN_MS,
  validateDistributorFields,
} from './distributor-rules';
import {
  ACCOUNT_POLICY,
  type AttemptState,
  CLIENT_POLICY,
  checkThrottle,
  decideSignIn,
  recordFailure,
  withdrawFailure,
} from './login-throttle';
import { escapeLike, foldForSearch } from './text';

describe('foldForSearch', () => {
  it.each([
    ['Thuốc Đau Đầu', 'thuoc dau dau'],
    ['  Nhà   thuốc  ', 'nha thuoc'],
    ['PARACETAMOL Hạ sốt', 'paracetamol ha sot'],
    ['Dược phẩm Hậu Giang', 'duoc pham hau giang'],
  ])('%s → %s', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('10%_a\\b')).toBe('10\\%\\_a\\\\b');
  });
});

describe('business dates in Asia/Ho_Chi_Minh', () => {
  it('uses the Vietnamese calendar day, not UTC', () => {
    expect(businessDate(new Date('2025-06-14T17:30:00Z'))).toBe('2025-06-15');
    expect(businessDate(new Date('2025-06-14T16:59:59Z'))).toBe('2025-06-14');
    expect(startOfBusinessDay('2025-06-15').toISOString()).toBe('2025-06-14T17:00:00.000Z');
  });

  it('validates and shifts calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-6-1')).toBe(false);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('treats a lot as expired only after its expiry day', () => {
    expect(isExpired('2025-06-14', '2025-06-15')).toBe(true);
    expect(isExpired('2025-06-15', '2025-06-15')).toBe(false);
    expect(isExpired(null, '2025-06-15')).toBe(false);
  });
});

describe('supplier form rules', () => {
  it('requires a name and checks email and phone with the form messages', () => {
    expect(validateDistributorFields({ name: ' ', email: 'a@b', phone: '12345' }, true)).toEqual({
      name: DISTRIBUTOR_MESSAGES.nameRequired,
      email: DISTRIBUTOR_MESSAGES.emailInvalid,
      phone: DISTRIBUTOR_MESSAGES.phoneInvalid,
    });
    expect(
      validateDistributorFields({ name: 'Dược Hậu Giang', email: 'a@b.vn', phone: '0901234567' }, true),
    ).toEqual({});
  });

  it.each([
    ['12345678', false],
    ['123456789', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['0901 234 567', false],
    ['+84901234567', false],
  ])('phone %s valid: %s', (phone, valid) => {
    expect(validateDistributorFields({ phone }, false).phone === undefined).toBe(valid);
  });

  it('lets a create leave the code out (generated) but never lets an update blank it', () => {
    expect(validateDistributorFields({ name: 'A', code: '' }, true)).toEqual({});
    expect(validateDistributorFields({ code: 'NCC245' }, false)).toEqual({});
    expect(validateDistributorFields({}, false)).toEqual({});
    for (const code of ['', '   ', null]) {
      expect(validateDistributorFields({ code }, false)).toEqual({ code: DISTRIBUTOR_MESSAGES.codeRequired });
    }
  });

  it('does not require the name on a partial update that leaves it alone', () => {
    expect(validateDistributorFields({ email: 'x@y.z' }, false)).toEqual({});
    expect(validateDistributorFields({ name: '' }, false)).toEqual({
      name: DISTRIBUTOR_MESSAGES.nameRequired,
    });
  });
});

describe('the supplier sync cooldown', () => {
  it.each([
    [SYNC_COOLDOWN_MS, 30],
    [29_001, 30],
    [29_000, 29],
    [1_500, 2],
    [1, 1],
    [0, 1],
  ])('%i ms left → wait %i s', (remainingMs, seconds) => {
    expect(cooldownSeconds(remainingMs)).toBe(seconds);
  });
});

describe('supplier logos', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['application/pdf', false],
    ['image/gif', false],
    ['application/msword', false],
  ])('%s → %s', (contentType, allowed) => {
    expect(isLogoType(contentType)).toBe(allowed);
  });
});

describe('generateDistributorCode', () => {
  it('draws NCC + 100..999', () => {
    expect(generateDistributorCode(new Set(), () => 0)).toBe('NCC100');
    expect(generateDistributorCode(new Set(), () => 0.999999)).toBe('NCC999');
  });

  it('avoids codes already used by the pharmacy, case-insensitively', () => {
    let call = 0;
    const draws = [0, 0, 0.5];
    const code = generateDistributorCode(new Set(['ncc100']), () => draws[call++] ?? 0);
    expect(code).toBe('NCC550');
  });

  it('falls back to the first free number and gives up only when all 900 are used', () => {
    const taken = new Set(
      Array.from({ length: 899 }, (_, i) => `NCC${i + 100}`).filter((c) => c !== 'NCC777'),
    );
    taken.add('NCC999');
    expect(generateDistributorCode(taken, () => 0)).toBe('NCC777');
    taken.add('NCC777');
    expect(generateDistributorCode(taken, () => 0)).toBeNull();
  });
});

describe('login throttling', () => {
  const t0 = new Date('2025-06-15T08:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  const failures = (count: number, policy = ACCOUNT_POLICY, when = t0) => {
    let state: AttemptState | null = null;
    for (let i = 0; i < count; i++) state = recordFailure(state, when, policy);
    return state;
  };

  it('allows the first failures without delay', () => {
    expect(checkThrottle(failures(ACCOUNT_POLICY.freeFailures - 1), t0)).toEqual({ allowed: true });
  });

  it('slows down after 5 failures with growing delays', () => {
    let state = failures(5);
    expect(checkThrottle(state, t0)).toEqual({ allowed: false, locked: false, retryAfterSeconds: 1 });
    expect(checkThrottle(state, at(1))).toEqual({ allowed: true });
    state = recordFailure(state, at(1));
    expect(checkThrottle(state, at(1))).toEqual({ allowed: false, locked: false, retryAfterSeconds: 2 });
  });

  it('locks after many failures, then forgets old failures', () => {
    const state = failures(ACCOUNT_POLICY.lockAfterFailures);
    const locked = checkThrottle(state, at(10));
    expect(locked).toEqual({ allowed: false, locked: true, retryAfterSeconds: 15 * 60 - 10 });
    expect(checkThrottle(state, at(2 * 3600))).toEqual({ allowed: true });
    expect(recordFailure(state, at(2 * 3600)).failures).toBe(1);
  });

  it('gives a client (one address, any usernames) 10 free failures, then delays, then a lock', () => {
    expect(checkThrottle(failures(9, CLIENT_POLICY), t0, CLIENT_POLICY)).toEqual({ allowed: true });
    expect(checkThrottle(failures(10, CLIENT_POLICY), t0, CLIENT_POLICY)).toMatchObject({
      allowed: false,
      locked: false,
    });
    expect(checkThrottle(failures(30, CLIENT_POLICY), t0, CLIENT_POLICY)).toMatchObject({ locked: true });
  });

  it.each([
    // client failures, account failures → decision
    [0, 0, { allowed: true }],
    [0, 20, { allowed: true }],
    [1, 20, { allowed: false, locked: true, scope: 'account' }],
    [1, 5, { allowed: false, locked: false, scope: 'account' }],
    [1, 4, { allowed: true }],
    [10, 0, { allowed: false, locked: false, scope: 'client' }],
    [30, 0, { allowed: false, locked: true, scope: 'client' }],
  ] as const)('a client with %d failures, an account with %d: %j', (client, account, decision) => {
    expect(decideSignIn(failures(client, CLIENT_POLICY), failures(account), t0)).toMatchObject(decision);
  });

  it('a client’s failures are forgotten after an hour, and it passes a locked account again', () => {
    const client = failures(1, CLIENT_POLICY);
    const account = failures(20, ACCOUNT_POLICY, at(50 * 60));
    expect(decideSignIn(client, account, at(55 * 60))).toMatchObject({ allowed: false, scope: 'account' });
    expect(decideSignIn(client, account, at(61 * 60))).toEqual({ allowed: true });
  });

  it.each([
    // failures before the attempt → what is left once its reserved failure is given back
    [0, null],
    [1, { failures: 1, locked: false }],
    [CLIENT_POLICY.lockAfterFailures - 1, { failures: CLIENT_POLICY.lockAfterFailures - 1, locked: false }],
    [CLIENT_POLICY.lockAfterFailures, { failures: CLIENT_POLICY.lockAfterFailures, locked: true }],
  ] as const)('a right password after %d failures gives its reserved failure back: %j', (before, left) => {
    const reserved = recordFailure(failures(before, CLIENT_POLICY), t0, CLIENT_POLICY);
    const back = withdrawFailure(reserved, CLIENT_POLICY);
    expect(back && { failures: back.failures, locked: back.lockedUntil !== null }).toEqual(left);
    if (back)
      expect(checkThrottle(back, t0, CLIENT_POLICY)).toEqual(
        checkThrottle(failures(before, CLIENT_POLICY), t0, CLIENT_POLICY),
      );
  });
});
