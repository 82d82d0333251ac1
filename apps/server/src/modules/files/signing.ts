import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../http/env';

/** The stable reference to an uploaded file, as stored in orders and supplier avatars. */
const FILE_REFERENCE = /^\/api\/v1\/files\/([0-9a-f-]{36})$/;

/**
 * How a signed link serves its file: `attachment` downloads it (what a link opened on its own does), `inline` lets
 * the portal show it in an <img>, <iframe> or <object>. The disposition is part of the signature, so a download
 * link cannot be turned into a preview link.
 */
export const dispositions = ['attachment', 'inline'] as const;
export type Disposition = (typeof dispositions)[number];

export function fileReference(fileId: string): string {
  return `/api/v1/files/${fileId}`;
}

export function fileIdFromReference(reference: string): string | null {
  return FILE_REFERENCE.exec(reference)?.[1] ?? null;
}

function signature(key: Buffer, fileId: string, expires: number, disposition: Disposition): string {
  return createHmac('sha256', key).update(`${fileId}.${expires}.${disposition}`).digest('base64url');
}

/** A short-lived link: anyone holding it may read the file until it expires, nobody can forge one. */
function signedDownloadUrl(
  key: Buffer,
  fileId: string,
  now: Date,
  ttlSeconds: number,
  disposition: Disposition = 'attachment',
): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const sig = signature(key, fileId, expires, disposition);
  const inline = disposition === 'inline' ? '&disposition=inline' : '';
  return `/api/v1/files/${fileId}/download?expires=${expires}${inline}&signature=${sig}`;
}

export function verifyDownloadSignature(
  key: Buffer,
  fileId: string,
  expires: number,
  given: string,
  now: Date,
  disposition: Disposition,
): boolean {
  if (!Number.isInteger(expires) || expires < now.getTime() / 1000) return false;
  const expected = Buffer.from(signature(key, fileId, expires, disposition));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Types the browser shows by itself: images in <img>, PDFs in its viewer. Word files can only be downloaded. */
function previewable(contentType: string): boolean {
  return contentType === 'image/png' || contentType === 'image/jpeg' || contentType === 'application/pdf';
}

/** The two links of an uploaded file: to download it, and (images, PDFs) to preview it inside the portal. */
export function signedFileLinks(
  deps: Pick<AppDeps, 'fileSigningKey' | 'now' | 'config'>,
  file: { id: string; contentType: string },
) {
  const link = (disposition: Disposition) =>
    signedDownloadUrl(deps.fileSigningKey, file.id, deps.now(), deps.config.fileUrlTtlSeconds, disposition);
  return {
    download_url: link('attachment'),
    preview_url: previewable(file.contentType) ? link('inline') : null,
  };
}

/**
 * Turns a stored reference into a link an <img> can show (supplier logos are PNG or JPG uploads); other URLs (e.g.
 * external logos) pass through.
 */
export function linkFor(key: Buffer, reference: string | null, now: Date, ttlSeconds: number): string | null {
  if (!reference) return null;
  const fileId = fileIdFromReference(reference);
  return fileId ? signedDownloadUrl(key, fileId, now, ttlSeconds, 'inline') : reference;
}
