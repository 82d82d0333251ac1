import type { Clock, RetryOptions } from '@pharmacy/kiotviet';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { SecretBox } from '../sync/secrets';

/** The signed-in caller. Every query a route makes is scoped by `pharmacyId`. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  userName: string;
  pharmacyId: string;
}

export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  /** Injected so tests can move time (sessions, throttling, expiry). */
  now: () => Date;
  /** HMAC key for file download links. */
  fileSigningKey: Buffer;
  /** Encrypts POS client secrets at rest (src/sync/secrets.ts). */
  posSecrets: SecretBox;
  /**
   * How the server talks to KiotViet, beyond the hosts in `config`: tests share a virtual clock with the simulator
   * and shorten the timeout and the retries. Defaults: the system clock and the client's defaults.
   */
  kiotviet?: {
    clock?: Clock;
    timeoutMs?: number;
    retry?: Partial<RetryOptions>;
    /** false sends GETs unpaced (the sync benchmark, against a simulator without limits). */
    budget?: boolean;
  };
}

export interface AppEnv {
  Variables: {
    auth: AuthContext;
    requestId: string;
    /** The caller's address as a throttling key (see `clientAddress`). */
    clientAddress: string;
  };
}
