import { createHash, randomBytes } from 'node:crypto';

/** The native module is loaded on the first sign-in, not at start-up: listening and answering need no password. */
const argon2 = () => import('@node-rs/argon2');

/** argon2id (the library's default algorithm) with its default cost: ~9 ms per hash on the target machines. */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  return verify(passwordHash, password).catch(() => false);
}

/** 256 random bits, URL-safe: the bearer token handed to the client. Only its sha256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
