import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';
import type { AuthService } from '../modules/auth/service';
import type { AppEnv } from './env';

/** Requires `Authorization: Bearer <token>` of a live session and puts the caller in `c.var.auth`. */
export function requireAuth(auth: AuthService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw AppError.unauthorized('Vui lòng đăng nhập để tiếp tục');
    const caller = await auth.authenticate(match[1]);
    if (!caller) throw AppError.unauthorized();
    c.set('auth', caller);
    await next();
  });
}
