/** Writes the OpenAPI document to packages/api-client/openapi.json (the client is generated from it). */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, createApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { createSecretBox } from '../sync/secrets';

// Building the document touches no database: route definitions are enough.
const app = createApp({
  db: {} as Database,
  config: loadConfig({ NODE_ENV: 'test' }),
  logger: createLogger('silent'),
  now: () => new Date(),
  fileSigningKey: Buffer.alloc(32),
  posSecrets: createSecretBox(Buffer.alloc(32)),
});
const target = fileURLToPath(new URL('../../../../packages/api-client/openapi.json', import.meta.url));
await writeFile(target, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
console.log(`wrote ${target}`);
