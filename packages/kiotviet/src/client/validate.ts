import type { z } from 'zod';
import { type KiotVietIssue, KiotVietValidationError } from './errors';

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/**
 * Parses `value` with `schema`; a failure becomes a validation error that names each malformed field under
 * `prefix` (`data[3].inventories[0].onHand: expected number`).
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  endpoint: string,
  prefix: readonly PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: KiotVietIssue[] = result.error.issues.map((issue) => ({
    path: formatPath([...prefix, ...issue.path]),
    message: issue.message,
  }));
  const summary = issues
    .slice(0, 3)
    .map((issue) => `${issue.path || '(body)'}: ${issue.message}`)
    .join('; ');
  return failValidation(endpoint, summary, issues);
}

function failValidation(endpoint: string, summary: string, issues: KiotVietIssue[]): never {
  throw new KiotVietValidationError(`${endpoint}: unexpected answer from KiotViet: ${summary}`, {
    endpoint,
    side: 'response',
    issues,
  });
}
