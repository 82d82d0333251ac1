import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Starts PGlite in its worker thread. Kept apart from the database client (drizzle, pg) so that `main` can start it
 * before loading the rest of the server: the worker opens the database on one core while the main thread loads
 * the app on the other.
 */

/** pglite-socket's server speaks the wire protocol on `<dir>/.s.PGSQL.<port>`, the name libpq and `pg` expect. */
export const SOCKET_PORT = 5432;

export interface PgliteWorker {
  /** The directory holding the socket (what `pg` takes as its host). */
  socketDir: string;
  /** Stops PGlite (closing the database cleanly), then the thread, then removes the socket. */
  stop(): Promise<void>;
  /** The data directory as a tar, which `template` takes (PGlite's `dumpDataDir('none')`); rejects when it fails. */
  dump(): Promise<Uint8Array>;
}

/**
 * Resolves once PGlite accepts connections; rejects (the worker stopped) when it cannot open `dataDir`. `template`, for
 * an in-memory database only, is a data directory as PGlite's `dumpDataDir('none')` writes it (a tar): the database
 * starts as that copy instead of running initdb, which is most of an in-memory start (the server's tests start one per
 * file from a migrated template, test/global-setup.ts).
 */
export async function startPgliteWorker(
  dataDir: string | undefined,
  template?: Uint8Array,
): Promise<PgliteWorker> {
  if (dataDir && template) throw new Error('A PGlite template is for an in-memory database only.');
  const socketDir = await mkdtemp(join(tmpdir(), 'pharmacy-pglite-'));
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, template, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: { type: string; message?: string }) => {
        if (message.type === 'ready') resolve();
        if (message.type === 'error') reject(new Error(`PGlite failed to start: ${message.message}`));
      });
    });
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  return {
    socketDir,
    dump() {
      return new Promise<Uint8Array>((resolve, reject) => {
        const onMessage = (message: { type: string; bytes?: Uint8Array; message?: string }) => {
          if (message.type === 'dump-failed') {
            worker.off('message', onMessage);
            reject(new Error(`PGlite could not dump its data directory: ${message.message}`));
            return;
          }
          if (message.type !== 'dump' || !message.bytes) return;
          worker.off('message', onMessage);
          resolve(message.bytes);
        };
        worker.on('message', onMessage);
        worker.postMessage('dump');
      });
    },
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (message: { type: string }) => {
          if (message.type === 'stopped') resolve();
        });
      });
      worker.postMessage('stop');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
