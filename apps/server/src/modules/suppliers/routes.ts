import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { SAFE_INTEGER_MAX } from '../../domain/limits';
import type { AppEnv } from '../../http/env';
import {
  bearerSecurity,
  boundedInt,
  createRouter,
  errors,
  IdParam,
  jsonBody,
  jsonResponse,
  limitQuery,
  pageQuery,
  pageResult,
} from '../../http/openapi';
import { syncResponses } from '../../http/sync-routes';
import type { SupplierService } from './service';

const Status = z.enum(['ACTIVE', 'INACTIVE']);

const DistributorSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    type: z.enum(['PARTNER', 'INTERNAL']),
    status: Status,
    source_tag: z.string().openapi({ description: "'Custom' or 'KiotViet'" }),
    brand_name: z.string().nullable(),
    avatar: z.string().nullable().openapi({ description: 'Stored reference (the `url` of an upload)' }),
    avatar_url: z.string().nullable().openapi({ description: 'Short-lived link to show the logo' }),
    description: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    contact_person: z.string().nullable(),
    synced_at: z.string().nullable(),
    kiotviet_debt: boundedInt(0, SAFE_INTEGER_MAX).nullable().openapi({
      description: 'What the pharmacy owes this supplier in KiotViet, đồng; null: not a KiotViet supplier',
    }),
    kiotviet_total_invoiced: boundedInt(0, SAFE_INTEGER_MAX).nullable().openapi({
      description: 'Everything received from this supplier in KiotViet, đồng; null: not a KiotViet supplier',
    }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Distributor');

const text = (max: number) => z.string().max(max, `Tối đa ${max} ký tự`);
/** Shape only; the form rules (name, email, phone) are re-checked by the service with the form's messages. */
const profile = {
  code: text(20).nullish(),
  avatar: text(500).nullish(),
  description: text(2000).nullish(),
  phone: text(30).nullish(),
  email: text(200).nullish(),
  address: text(500).nullish(),
  contact_person: text(200).nullish(),
};

const CreateBody = z
  .object({
    name: z.string({ error: 'Tên nhà cung cấp không được để trống.' }).max(200, 'Tối đa 200 ký tự'),
    ...profile,
    status: Status.optional(),
  })
  .openapi('DistributorCreate');
const UpdateBody = z
  .object({ name: text(200).optional(), ...profile, status: Status.optional() })
  .openapi('DistributorUpdate');
const ProfileBody = z.object({ name: text(200).optional(), ...profile }).openapi('DistributorProfileUpdate');

const ListQuery = z.object({
  ...pageQuery,
  limit: limitQuery(99, 200),
  search: z.string().max(100).optional(),
  type: z.enum(['PARTNER', 'INTERNAL']).optional(),
  status: Status.optional(),
});

const ListResult = z
  .object({
    data: z.array(DistributorSchema),
    ...pageResult,
  })
  .openapi('DistributorList');
const One = z.object({ data: DistributorSchema }).openapi('DistributorResult');
const Deleted = z.object({ data: z.object({ id: z.uuid() }) });

const tags = ['Distributors'];

export function supplierRoutes(service: SupplierService, authenticated: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  const secured = { security: bearerSecurity, middleware: [authenticated], tags };

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/v1/distributors',
      summary: 'Partner distributors and the pharmacy’s internal suppliers',
      request: { query: ListQuery },
      responses: { 200: jsonResponse(ListResult, 'A page of suppliers'), ...errors(400, 401) },
    }),
    async (c) => {
      const { page, limit, cursor, ...filter } = c.req.valid('query');
      return c.json(await service.list(c.var.auth, filter, { page, limit, cursor }), 200);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/v1/distributors/active',
      summary: 'Active suppliers only (for the order forms)',
      request: { query: ListQuery.omit({ status: true }) },
      responses: { 200: jsonResponse(ListResult, 'A page of active suppliers'), ...errors(400, 401) },
    }),
    async (c) => {
      const { page, limit, cursor, ...filter } = c.req.valid('query');
      return c.json(
        await service.list(c.var.auth, { ...filter, status: 'ACTIVE' }, { page, limit, cursor }),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/v1/distributors/sync-from-kiotviet',
      summary: 'Import every KiotViet supplier as an internal supplier (source tag KiotViet)',
      description:
        '409 without an active KiotViet connection or while a supplier sync runs; 429 (Retry-After) within 30 s ' +
        'of the last one.',
      responses: { ...syncResponses, ...errors(401, 409, 429, 502) },
    }),
    async (c) => {
      const result = await service.syncFromPos(c.var.auth);
      return c.json(result.body, result.status);
    },
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/v1/distributors/sync-to-kiotviet/{id}',
      summary: 'Refresh one internal supplier from its KiotViet record (found by code), and mark it synced',
      description:
        'KiotViet cannot create suppliers through its API: 409 SUPPLIER_NOT_IN_KIOTVIET when it has none with ' +
        'this code. Partner suppliers answer 403; 409 without an active connection; 429 (Retry-After, seconds ' +
        'left) within 30 s of the last sync or click.',
      request: { params: IdParam },
      responses: { 200: jsonResponse(One, 'Synced'), ...errors(400, 401, 403, 404, 409, 429, 502) },
    }),
    async (c) => c.json({ data: await service.syncToPos(c.var.auth, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'get',
      path: '/v1/distributors/{id}',
      summary: 'One supplier',
      request: { params: IdParam },
      responses: { 200: jsonResponse(One, 'The supplier'), ...errors(400, 401, 404) },
    }),
    async (c) => c.json({ data: await service.get(c.var.auth, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'post',
      path: '/v1/distributors',
      summary: 'Create an internal supplier (code NCC100–NCC999 generated when omitted)',
      request: { body: jsonBody(CreateBody) },
      responses: { 201: jsonResponse(One, 'Created'), ...errors(400, 401, 409) },
    }),
    async (c) => c.json({ data: await service.create(c.var.auth, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'patch',
      path: '/v1/distributors/{id}',
      summary: 'Update an internal supplier (profile and status)',
      request: { params: IdParam, body: jsonBody(UpdateBody) },
      responses: { 200: jsonResponse(One, 'Updated'), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        { data: await service.update(c.var.auth, c.req.valid('param').id, c.req.valid('json'), true) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'patch',
      path: '/v1/distributors/{id}/distributor-only',
      summary: 'Update an internal supplier’s profile fields only (never its status)',
      request: { params: IdParam, body: jsonBody(ProfileBody) },
      responses: { 200: jsonResponse(One, 'Updated'), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        { data: await service.update(c.var.auth, c.req.valid('param').id, c.req.valid('json'), false) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'patch',
      path: '/v1/distributors/{id}/status',
      summary: 'Toggle ACTIVE ↔ INACTIVE (no body)',
      request: { params: IdParam },
      responses: { 200: jsonResponse(One, 'Toggled'), ...errors(400, 401, 403, 404) },
    }),
    async (c) => c.json({ data: await service.toggleStatus(c.var.auth, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      ...secured,
      method: 'delete',
      path: '/v1/distributors/{id}',
      summary: 'Delete an internal supplier that has no purchase orders',
      request: { params: IdParam },
      responses: { 200: jsonResponse(Deleted, 'Deleted'), ...errors(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await service.remove(c.var.auth, id);
      return c.json({ data: { id } }, 200);
    },
  );

  return router;
}
