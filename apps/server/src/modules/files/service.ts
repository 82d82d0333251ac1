import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import {
  acceptedContentType,
  MAX_UPLOAD_BYTES,
  safeFileName,
  UPLOAD_MESSAGES,
  type UploadPurpose,
} from '../../domain/file-rules';
import { AppError } from '../../errors';
import type { AppDeps, AuthContext } from '../../http/env';
import { type Disposition, fileReference, signedFileLinks, verifyDownloadSignature } from './signing';

export function createFileService(deps: AppDeps) {
  const { db } = deps;
  /** Outside any web root: only the signed download route reads from here. */
  const uploadDir = join(deps.config.dataDir, 'uploads');

  function present(row: typeof files.$inferSelect) {
    return {
      id: row.id,
      url: fileReference(row.id),
      name: row.originalName,
      content_type: row.contentType,
      size: row.size,
      ...signedFileLinks(deps, row),
    };
  }

  return {
    async upload(auth: AuthContext, file: File, purpose: UploadPurpose) {
      if (file.size === 0) throw AppError.validation({ file: UPLOAD_MESSAGES.empty });
      if (file.size > MAX_UPLOAD_BYTES) {
        const message = purpose === 'logo' ? UPLOAD_MESSAGES.logoTooLarge : UPLOAD_MESSAGES.documentTooLarge;
        throw new AppError(413, 'FILE_TOO_LARGE', message, { file: message });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      // Loaded on the first upload, not at start-up: the server listens without it.
      const { fileTypeFromBuffer } = await import('file-type');
      const detected = await fileTypeFromBuffer(bytes);
      const contentType = acceptedContentType(purpose, file.name, detected?.ext);
      if (!contentType) {
        const message = purpose === 'logo' ? UPLOAD_MESSAGES.logoType : UPLOAD_MESSAGES.documentType;
        throw AppError.validation({ file: message });
      }
      const storedName = randomBytes(16).toString('hex');
      await mkdir(uploadDir, { recursive: true, mode: 0o700 });
      await writeFile(join(uploadDir, storedName), bytes, { mode: 0o600 });
      const [row] = await db
        .insert(files)
        .values({
          pharmacyId: auth.pharmacyId,
          uploadedBy: auth.userId,
          originalName: safeFileName(file.name),
          storedName,
          contentType,
          size: bytes.byteLength,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return present(row);
    },

    async get(auth: AuthContext, id: string) {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.pharmacyId, auth.pharmacyId)));
      if (!row) throw AppError.notFound('Không tìm thấy file');
      return present(row);
    },

    /** Reads a file through a signed link; a wrong, expired or foreign signature is a 403 without detail. */
    async download(id: string, expires: number, signature: string, disposition: Disposition) {
      if (!verifyDownloadSignature(deps.fileSigningKey, id, expires, signature, deps.now(), disposition)) {
        throw AppError.forbidden('Liên kết tải file không hợp lệ hoặc đã hết hạn.');
      }
      const [row] = await db.select().from(files).where(eq(files.id, id));
      if (!row) throw AppError.notFound('Không tìm thấy file');
      const body = await readFile(join(uploadDir, row.storedName)).catch(() => {
        throw AppError.notFound('Không tìm thấy file');
      });
      return { body, name: row.originalName, contentType: row.contentType };
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
