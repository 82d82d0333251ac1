// Runs PGlite off the main thread: PGlite executes queries synchronously inside WASM, so on the server's event
// loop every query would stall every request. The main thread talks to it over a unix socket with `pg`.
// Plain JavaScript so that it runs in a worker thread with or without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string | undefined; template: Uint8Array | undefined; socketPath: string }} */
const { dataDir, template, socketPath } = workerData;

try {
  // The contrib extensions PostgreSQL installs alongside the server, which migrations may then CREATE EXTENSION:
  // pg_trgm (trigram indexes for substring search) and unaccent (accent folding in SQL, for backfills).
  // Shared buffers of 32 MB instead of initdb's 128 MB: PGlite sets up all of that memory before it answers, which
  // was about 0.6 s of a start on the scale data (2.3 s to the first answer, 1.5 s with 32 MB). A page that is not
  // in them is read from the operating system's cache; the scale benchmark's lists did not get slower
  // (docs/PERFORMANCE.md, "Start-up").
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  // The main thread's pool holds one connection, but `pg` drops a client whose query failed and opens a new one
  // before the old socket has finished closing here; with a limit of 1 that new connection was refused and the
  // next request (anyone's) failed with EPIPE. Queries are still serialised by pglite-socket's queue.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  parentPort?.on('message', async (message) => {
    if (message === 'dump') {
      // The data directory as a tar (PGlite's dumpDataDir), e.g. a migrated template for the server's tests.
      try {
        const dump = await db.dumpDataDir('none');
        parentPort?.postMessage({ type: 'dump', bytes: new Uint8Array(await dump.arrayBuffer()) });
      } catch (error) {
        // Answered, not left unhandled in the thread: the caller's promise rejects with the reason.
        parentPort?.postMessage({
          type: 'dump-failed',
          message: error instanceof Error ? error.message : String(error),
        });
      }
      return;
    }
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort?.postMessage({ type: 'stopped' });
  });
  parentPort?.postMessage({ type: 'ready' });
} catch (error) {
  parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
