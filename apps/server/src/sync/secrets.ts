import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';

/**
 * POS client secrets at rest: AES-256-GCM with a random 96-bit IV per secret. A sealed secret reads
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url); the key id (a hash of the key, not the key) tells at start-up
 * whether the configured key is the one the stored secrets were sealed with.
 */
export interface SecretBox {
  readonly keyId: string;
  seal(plain: string): string;
  open(sealed: string): string;
}

export const POS_SECRET_KEY_FILE = 'pos-secret.key';

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The POS secret key must be 32 bytes');
  const keyId = createHash('sha256').update('pos-secret-key').update(key).digest('base64url').slice(0, 12);
  return {
    keyId,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      // The key id is authenticated too: a secret cannot be moved under another key's name.
      cipher.setAAD(Buffer.from(`${VERSION}.${keyId}`));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, id, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || id === undefined || !iv || !tag || ciphertext === undefined) {
        throw new Error('Not a sealed POS secret');
      }
      if (id !== keyId)
        throw new Error(`POS secret sealed with another key (key id ${id}, this key ${keyId})`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`${VERSION}.${id}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** 32 bytes from 64 hex digits or base64 (what `openssl rand -hex 32` or `-base64 32` prints). */
function parseSecretKey(text: string, origin: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : undefined;
  if (key?.length !== 32) {
    throw new Error(
      `${origin} must be a 32-byte key written as 64 hex digits or in base64 (e.g. the output of 'openssl rand -hex 32')`,
    );
  }
  return key;
}

/** Key ids of the secrets stored now (normally one). */
async function storedKeyIds(db: Executor): Promise<string[]> {
  const result = await db.execute<{ key_id: string }>(
    sql`select distinct split_part(client_secret_encrypted, '.', 2) as key_id from pos_connections`,
  );
  return result.rows.map((row) => row.key_id);
}

/**
 * The POS secret key: POS_SECRET_KEY, else DATA_DIR/pos-secret.key (created with 0600 rights on first start). A
 * missing, malformed or wrong key is an error at start-up, never a silent reset: a key generated anew could not
 * open the secrets already stored.
 */
export async function loadSecretBox(config: Config, db: Executor): Promise<SecretBox> {
  const stored = await storedKeyIds(db);
  let key: Buffer;
  let origin: string;
  if (config.posSecretKey) {
    origin = 'POS_SECRET_KEY';
    key = parseSecretKey(config.posSecretKey, origin);
  } else {
    const path = join(config.dataDir, POS_SECRET_KEY_FILE);
    origin = path;
    let text: string | undefined;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text === undefined) {
      if (stored.length > 0) {
        throw new Error(
          `The database holds encrypted POS secrets but the key file ${path} is missing. Restore it (or set ` +
            'POS_SECRET_KEY to the key they were sealed with); a new key could not open them.',
        );
      }
      await writeFile(path, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' }).catch(
        (error: NodeJS.ErrnoException) => {
          // Another process created it first: use theirs.
          if (error.code !== 'EEXIST') throw error;
        },
      );
      text = await readFile(path, 'utf8');
    }
    key = parseSecretKey(text, path);
  }
  const box = createSecretBox(key);
  const foreign = stored.filter((id) => id !== box.keyId);
  if (foreign.length > 0) {
    throw new Error(
      `The POS secret key from ${origin} (key id ${box.keyId}) is not the key the stored POS secrets were sealed ` +
        `with (key id ${foreign.join(', ')}). Set POS_SECRET_KEY or restore ${POS_SECRET_KEY_FILE} to that key.`,
    );
  }
  return box;
}
