import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

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
}

export interface AppEnv {
  Variables: {
    auth: AuthContext;
    requestId: string;
    /** The caller's address as a throttling key (see `clientAddress`). */
    clientAddress: string;
  };
}
