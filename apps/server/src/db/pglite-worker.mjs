// Runs PGlite off the main thread: PGlite executes queries synchronously inside WASM, so on the server's event
// loop every query would stall every request. The main thread talks to it over a unix socket with `pg`.
// Plain JavaScript so that it runs in a worker thread with or without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string | undefined; socketPath: string }} */
const { dataDir, socketPath } = workerData;

try {
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  // The main thread's pool holds one connection, but `pg` drops a client whose query failed and opens a new one
  // before the old socket has finished closing here; with a limit of 1 that new connection was refused and the
  // next request (anyone's) failed with EPIPE. Queries are still serialised by pglite-socket's queue.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  parentPort?.on('message', async (message) => {
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort?.postMessage({ type: 'stopped' });
  });
  parentPort?.postMessage({ type: 'ready' });
} catch (error) {
  parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
