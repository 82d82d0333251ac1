import { ApiError, fromNoResponse } from '@pharmacy/api-client';
import { describe, expect, it } from 'vitest';
import { changePasswordFailure, validateChangePassword } from './changePasswordForm';

const valid = { currentPassword: 'demo1234', newPassword: 'moi-123456', confirmPassword: 'moi-123456' };

describe('validateChangePassword (docs/product/shell-and-auth.md#change-password)', () => {
  it.each([
    [{}, {}],
    [{ currentPassword: '' }, { currentPassword: 'currentRequired' }],
    [{ newPassword: '12345', confirmPassword: '12345' }, { newPassword: 'newTooShort' }],
    [{ newPassword: '123456', confirmPassword: '123456' }, {}],
    [{ newPassword: 'x'.repeat(201), confirmPassword: 'x'.repeat(201) }, { newPassword: 'newTooLong' }],
    [{ confirmPassword: '' }, { confirmPassword: 'confirmRequired' }],
    [{ confirmPassword: 'moi-1234567' }, { confirmPassword: 'mismatch' }],
    [
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      { currentPassword: 'currentRequired', newPassword: 'newTooShort', confirmPassword: 'confirmRequired' },
    ],
  ])('%j → %j', (change, errors) => {
    expect(validateChangePassword({ ...valid, ...change })).toEqual(errors);
  });
});

describe('changePasswordFailure (docs/product/shell-and-auth.md#change-password)', () => {
  it.each([
    [
      'the server refused the current password',
      new ApiError('Current password is incorrect', {
        status: 400,
        code: 'INVALID_CURRENT_PASSWORD',
        details: { current_password: 'Current password is incorrect' },
      }),
      'wrongCurrent',
    ],
    ['another refused form', new ApiError('x', { status: 400, code: 'VALIDATION_ERROR' }), 'error'],
    ['a server fault', new ApiError('x', { status: 500 }), 'error'],
    ['no answer', fromNoResponse(null), 'error'],
  ])('%s → %s', (_case, error, expected) => {
    expect(changePasswordFailure(error)).toBe(expected);
  });
});
