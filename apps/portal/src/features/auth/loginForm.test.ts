import { ApiError, fromNoResponse } from '@pharmacy/api-client';
import { describe, expect, it } from 'vitest';
import { loginFailure, validateLogin } from './loginForm';

describe('validateLogin (docs/product/shell-and-auth.md#sign-in)', () => {
  it.each([
    [
      { username: '', password: '' },
      { username: 'usernameRequired', password: 'passwordRequired' },
    ],
    [{ username: '   ', password: 'x' }, { username: 'usernameRequired' }],
    [{ username: 'demo', password: '' }, { password: 'passwordRequired' }],
    // A password is never trimmed: spaces are characters of it.
    [{ username: ' demo@ankhang.vn ', password: ' ' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateLogin(values)).toEqual(errors);
  });
});

describe('loginFailure (docs/product/shell-and-auth.md#sign-in)', () => {
  it.each([
    [
      'wrong credentials (401)',
      new ApiError('Username or password is incorrect', { status: 401 }),
      { kind: 'failed' },
    ],
    ['a refused form (400)', new ApiError('Password is required', { status: 400 }), { kind: 'failed' }],
    [
      'too many attempts (429): the server says when to try again',
      new ApiError('Too many failed sign-in attempts. Try again in 30 seconds.', { status: 429 }),
      { kind: 'failed', serverMessage: 'Too many failed sign-in attempts. Try again in 30 seconds.' },
    ],
    ['a server fault (500)', new ApiError('x', { status: 500 }), { kind: 'error' }],
    ['no answer', fromNoResponse(new TypeError('Failed to fetch')), { kind: 'error' }],
    ['a bug in the portal', new TypeError('x is undefined'), { kind: 'error' }],
  ])('%s', (_case, error, expected) => {
    expect(loginFailure(error)).toEqual(expected);
  });
});
