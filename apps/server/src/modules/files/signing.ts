import { createHmac, timingSafeEqual } from 'node:crypto';

/** The stable reference to an uploaded file, as stored in orders and supplier avatars. */
const FILE_REFERENCE = /^\/api\/v1\/files\/([0-9a-f-]{36})$/;

export function fileReference(fileId: string): string {
  return `/api/v1/files/${fileId}`;
}

export function fileIdFromReference(reference: string): string | null {
  return FILE_REFERENCE.exec(reference)?.[1] ?? null;
}

function signature(key: Buffer, fileId: string, expires: number): string {
  return createHmac('sha256', key).update(`${fileId}.${expires}`).digest('base64url');
}

/** A short-lived download link: anyone holding it may read the file until it expires, nobody can forge one. */
export function signedDownloadUrl(key: Buffer, fileId: string, now: Date, ttlSeconds: number): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `/api/v1/files/${fileId}/download?expires=${expires}&signature=${signature(key, fileId, expires)}`;
}

export function verifyDownloadSignature(
  key: Buffer,
  fileId: string,
  expires: number,
  given: string,
  now: Date,
): boolean {
  if (!Number.isInteger(expires) || expires < now.getTime() / 1000) return false;
  const expected = Buffer.from(signature(key, fileId, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Turns a stored reference into a link the browser can open; other URLs (e.g. external logos) pass through. */
export function linkFor(key: Buffer, reference: string | null, now: Date, ttlSeconds: number): string | null {
  if (!reference) return null;
  const fileId = fileIdFromReference(reference);
  return fileId ? signedDownloadUrl(key, fileId, now, ttlSeconds) : reference;
}
