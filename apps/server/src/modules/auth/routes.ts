import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/env';
import { bearerSecurity, createRouter, errors, jsonBody, jsonResponse } from '../../http/openapi';
import type { AuthService } from './service';

const UserSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    gender: z.string().nullable(),
    pharmacies: z.array(z.object({ id: z.uuid(), name: z.string() })),
    staff: z.object({ role: z.string() }),
  })
  .openapi('User');

/** Username or email in one field; `{ email, password }` is accepted too (docs/product/shell-and-auth.md#sign-in). */
const LoginBody = z
  .object({
    username: z.string().optional(),
    email: z.string().optional(),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  })
  .refine((body) => (body.username ?? body.email ?? '').trim().length > 0, {
    message: 'Username is required',
    path: ['username'],
  })
  .openapi('LoginRequest');

const LoginResult = z
  .object({ data: z.object({ user: UserSchema, token: z.string(), expires_at: z.string() }) })
  .openapi('LoginResponse');

const ChangePasswordBody = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    new_password: z
      .string({ error: 'New password must be at least 6 characters' })
      .min(6, 'New password must be at least 6 characters')
      .max(200, 'New password is too long'),
    confirm_password: z
      .string({ error: 'Confirm password is required' })
      .min(1, 'Confirm password is required'),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    message: 'Confirmation password does not match',
    path: ['confirm_password'],
  })
  .openapi('ChangePasswordRequest');

const Ok = z.object({ data: z.literal(true) }).openapi('Ok');

export function authRoutes(service: AuthService, authenticated: MiddlewareHandler<AppEnv>) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/v1/auth/pharmacies/login',
      tags: ['Auth'],
      summary: 'Sign in with a username or email and a password',
      request: { body: jsonBody(LoginBody) },
      responses: { 200: jsonResponse(LoginResult, 'Signed in'), ...errors(400, 401, 429) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const identifier = (body.username ?? '').trim() || (body.email ?? '').trim();
      return c.json({ data: await service.login(identifier, body.password, c.var.clientAddress) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v1/auth/me',
      tags: ['Auth'],
      summary: 'The signed-in user (restores the session on reload)',
      security: bearerSecurity,
      middleware: [authenticated],
      responses: {
        200: jsonResponse(z.object({ data: z.object({ user: UserSchema }) }), 'The user'),
        ...errors(401),
      },
    }),
    async (c) => c.json({ data: { user: await service.me(c.var.auth) } }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/v1/auth/logout',
      tags: ['Auth'],
      summary: 'Revoke the current token',
      security: bearerSecurity,
      middleware: [authenticated],
      responses: { 200: jsonResponse(Ok, 'Signed out'), ...errors(401) },
    }),
    async (c) => {
      await service.logout(c.var.auth);
      return c.json({ data: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/v1/auth/pharmacies/change-password',
      tags: ['Auth'],
      summary: 'Change the password (other sessions of the user are signed out)',
      security: bearerSecurity,
      middleware: [authenticated],
      request: { body: jsonBody(ChangePasswordBody) },
      responses: { 200: jsonResponse(Ok, 'Password changed'), ...errors(400, 401) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await service.changePassword(c.var.auth, body.current_password, body.new_password);
      return c.json({ data: true as const }, 200);
    },
  );

  return router;
}
