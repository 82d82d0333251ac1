import { ApiError } from '@pharmacy/api-client';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyChangePassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * The same bounds as the server: at least 6 characters (docs/product/shell-and-auth.md#change-password), at most 200.
 */
const NEW_PASSWORD_MIN = 6;
const NEW_PASSWORD_MAX = 200;

type ChangePasswordErrorKey =
  | 'currentRequired'
  | 'newTooShort'
  | 'newTooLong'
  | 'confirmRequired'
  | 'mismatch';

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, ChangePasswordErrorKey>>;

/**
 * docs/product/shell-and-auth.md#change-password; a confirmation that differs is reported on the confirmation field.
 */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.currentPassword.length < 1) errors.currentPassword = 'currentRequired';
  if (values.newPassword.length < NEW_PASSWORD_MIN) errors.newPassword = 'newTooShort';
  else if (values.newPassword.length > NEW_PASSWORD_MAX) errors.newPassword = 'newTooLong';
  if (values.confirmPassword.length < 1) errors.confirmPassword = 'confirmRequired';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'mismatch';
  return errors;
}

/**
 * docs/product/shell-and-auth.md#change-password: a refused current password is 'Password change failed' /
 * 'Current password is incorrect'; any
 * other failure (no answer, a 5xx, an unexpected refusal) is 'Error' / 'An error occurred while changing…'.
 */
export function changePasswordFailure(error: unknown): 'wrongCurrent' | 'error' {
  if (
    error instanceof ApiError &&
    error.status === 400 &&
    (error.code === 'INVALID_CURRENT_PASSWORD' || error.details?.current_password !== undefined)
  ) {
    return 'wrongCurrent';
  }
  return 'error';
}
