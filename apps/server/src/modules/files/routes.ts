import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/env';
import { bearerSecurity, createRouter, errors, IdParam, jsonResponse } from '../../http/openapi';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './rules';
import type { FileService } from './service';

const FileSchema = z
  .object({
    id: z.uuid(),
    url: z.string().openapi({ description: 'Stable reference to store (document_urls, supplier avatar)' }),
    name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    download_url: z.string().openapi({ description: 'Short-lived signed link to open the file' }),
  })
  .openapi('UploadedFile');

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
const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.documentTooLarge, {
      file: UPLOAD_MESSAGES.documentTooLarge,
    });
  },
});

const tags = ['Files'];

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
          expires: z.coerce.number().int().openapi({ type: 'integer' }),
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
      const { expires, signature } = c.req.valid('query');
      const file = await service.download(id, expires, signature);
      // Images and PDFs open in the browser (preview); Word files download.
      const disposition = /^(image\/|application\/pdf)/.test(file.contentType) ? 'inline' : 'attachment';
      const asciiName = file.name.replace(/[^\x20-\x7e]/g, '_');
      const headers: Record<string, string> = {
        'Content-Type': file.contentType,
        'Content-Length': String(file.body.byteLength),
        'Content-Disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=60',
      };
      // A sandboxing CSP would also disable the browser's PDF viewer, so PDFs go without it.
      if (file.contentType !== 'application/pdf')
        headers['Content-Security-Policy'] = "default-src 'none'; sandbox";
      return c.body(new Uint8Array(file.body), 200, headers);
    },
  );

  return router;
}
