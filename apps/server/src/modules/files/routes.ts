import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../domain/file-rules';
import { AppError } from '../../errors';
import { limitBody } from '../../http/body-limit';
import type { AppEnv } from '../../http/env';
import { bearerSecurity, createRouter, errors, IdParam, jsonResponse } from '../../http/openapi';
import { fileFields } from '../../shared/schemas';
import type { FileService } from './service';
import { dispositions } from './signing';

const FileSchema = z.object(fileFields).openapi('UploadedFile');

const UploadForm = z.object({
  file: z
    .custom<File>((value) => value instanceof File, UPLOAD_MESSAGES.missing)
    .openapi({ type: 'string', format: 'binary' }),
  purpose: z
    .enum(['document', 'logo'])
    .default('document')
    .openapi({ description: 'document: pdf, jpg, jpeg, png, doc, docx; logo: png, jpg' }),
});

/** Multipart overhead on top of the 2 MB file; anything larger is refused before it is buffered. */
const uploadBodyLimit = limitBody(
  MAX_UPLOAD_BYTES + 64 * 1024,
  () =>
    new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.documentTooLarge, {
      file: UPLOAD_MESSAGES.documentTooLarge,
    }),
);

const tags = ['Files'];

/** Signed links stop working well before this; it keeps `expires` a number any client and the clock can hold. */
const UNIX_TIME_MAX = 2 ** 32;

/**
 * Uploads are checked by their leading bytes only, so a PNG or PDF may also be an HTML page (a polyglot). Whatever a
 * browser makes of one, the document has no origin and runs nothing (sandbox), loads nothing, and only the portal
 * may frame it. Chromium still renders a PDF under this policy in an <iframe> or <object> (docs/SECURITY.md).
 */
const DOWNLOAD_CSP = "default-src 'none'; sandbox; frame-ancestors 'self'";

export function fileRoutes(service: FileService, authenticated: MiddlewareHandler<AppEnv>) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/v1/files/upload/single',
      tags,
      summary: 'Upload one document or logo (≤ 2 MB, type checked by its leading bytes)',
      security: bearerSecurity,
      middleware: [uploadBodyLimit, authenticated],
      request: { body: { required: true, content: { 'multipart/form-data': { schema: UploadForm } } } },
      responses: { 201: jsonResponse(FileSchema, 'Stored'), ...errors(400, 401, 413) },
    }),
    async (c) => {
      const form = c.req.valid('form');
      return c.json(await service.upload(c.var.auth, form.file, form.purpose), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v1/files/{id}',
      tags,
      summary: 'A fresh signed download link for one of the pharmacy’s files',
      security: bearerSecurity,
      middleware: [authenticated],
      request: { params: IdParam },
      responses: { 200: jsonResponse(z.object({ data: FileSchema }), 'The file'), ...errors(400, 401, 404) },
    }),
    async (c) => c.json({ data: await service.get(c.var.auth, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v1/files/{id}/download',
      tags,
      summary: 'Download through a signed link (no bearer token: links are short-lived and unforgeable)',
      request: {
        params: IdParam,
        query: z.object({
          expires: z.coerce.number().min(0).max(UNIX_TIME_MAX).int().openapi({
            type: 'integer',
            minimum: 0,
            maximum: UNIX_TIME_MAX,
            description: 'Unix time (seconds) the link stops working',
          }),
          disposition: z
            .enum(dispositions)
            .default('attachment')
            .openapi({ description: 'inline only on a preview link (it is part of the signature)' }),
          signature: z.string().max(100),
        }),
      },
      responses: {
        200: {
          description: 'The file, with its stored content type',
          content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errors(400, 403, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { expires, signature, disposition } = c.req.valid('query');
      const file = await service.download(id, expires, signature, disposition);
      const asciiName = file.name.replace(/[^\x20-\x7e]/g, '_');
      return c.body(new Uint8Array(file.body), 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(file.body.byteLength),
        'Content-Disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=60',
        'Content-Security-Policy': DOWNLOAD_CSP,
      });
    },
  );

  return router;
}
