import { ApiError } from '@pharmacy/api-client';

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, 'usernameRequired' | 'passwordRequired'>>;

/**
 * Both fields required; the username trimmed (it may be an email), the password not
 * (docs/product/shell-and-auth.md#sign-in).
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim() === '') errors.username = 'usernameRequired';
  if (values.password === '') errors.password = 'passwordRequired';
  return errors;
}

/**
 * Which failure toast a refused sign-in shows (docs/product/shell-and-auth.md#sign-in): 'Login failed' when the
 * server judged the
 * credentials (wrong, or too many attempts, whose message says when to try again), 'System error' when it
 * could not (no answer, a 5xx).
 */
export function loginFailure(error: unknown): { kind: 'failed'; serverMessage?: string } | { kind: 'error' } {
  if (!(error instanceof ApiError) || error.status === null || error.status >= 500) return { kind: 'error' };
  if (error.status === 429) return { kind: 'failed', serverMessage: error.message };
  return { kind: 'failed' };
}
