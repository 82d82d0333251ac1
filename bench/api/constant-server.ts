/**
 * The ceiling of the API benchmark: a hono route that answers a constant, on the same node:http adaptor as the real
 * server and in its own process like it. Nothing the API does can be faster than this through the same client.
 *
 *   tsx bench/api/constant-server.ts <port>
 */
import { createRouter } from '../../apps/server/src/http/openapi';
import { createHttpServer } from '../../apps/server/src/http/server';

const app = createRouter();
app.get('/ping', (c) => c.json({ ok: true }));
const server = createHttpServer(app.fetch);
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.stderr.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
