/**
 * The API benchmark: the real server in its own process, on generated data, measured over HTTP from this process —
 * every list and detail endpoint of its OpenAPI document at 1 and 8 concurrent clients, on PGlite and on PostgreSQL,
 * beside the ceiling of a constant route. Prints one table (p50 / p95 / p99 latency and CPU ms per request at each
 * client count, requests per second), then each engine's dearest search and dearest list in one line; nothing
 * is asserted.
 *
 *   pnpm bench:api [--size scale] [--seconds 3] [--repeat 1] [--clients 1,8] [--engines pglite,postgres]
 *                  [--only <regexp>] [--json results.json]
 *
 * PostgreSQL is measured when DATABASE_URL names a server (`pnpm bench:api` starts a throwaway one through
 * scripts/with-postgres.sh); the data set is generated there as its own database. BENCH_API_PORT sets the first of
 * the two ports used (the server's, then the constant route's); by default the kernel picks free ones.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPostgres } from '../../apps/server/src/db/client';
import { DEMO_LOGIN } from '../../apps/server/src/seed/demo';
import { type SizeName, sizeNames } from '../data/generate';
import { cpuBetween, cpuByRoot } from './cpu';
import { pgliteDataset, postgresDataset } from './datasets';
import { measure, median, percentile, request } from './load';
import { buildScenarios, type Change, type Scenario, uncovered } from './scenarios';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = join(repoRoot, 'apps/server');

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'scale' },
    seconds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '0.5' },
    repeat: { type: 'string', default: '1' },
    clients: { type: 'string', default: '1,8' },
    engines: { type: 'string' },
    only: { type: 'string' },
    starts: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});
const size = values.size as SizeName;
if (!sizeNames.includes(size)) throw new Error(`--size must be one of ${sizeNames.join(', ')}`);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const repeat = Number(values.repeat);
const clientCounts = values.clients.split(',').map(Number);
const maxClients = Math.max(...clientCounts);
const databaseUrl = process.env.DATABASE_URL || undefined;
const engines = (values.engines ?? (databaseUrl ? 'pglite,postgres' : 'pglite')).split(',') as Engine[];
const only = values.only ? new RegExp(values.only, 'i') : undefined;
const startCount = Math.max(1, Number(values.starts));

type Engine = 'pglite' | 'postgres';
const ENGINE_LABEL: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

interface Cell {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** CPU milliseconds per request on the server side (node with PGlite's thread, PostgreSQL's backends). */
  cpu: number | undefined;
}
/** row label → engine → client count → figures (medians over the repeats) */
const results = new Map<string, Map<Engine, Map<number, Cell>>>();
/** What a row is, for the summary of each engine's worst search and worst list. */
type RowKind = 'search' | 'list' | 'other';
const kinds = new Map<string, RowKind>();

/** A search is a request with a `search` parameter; a list, any other request of a page (`limit`). */
function kindOf(path: string): RowKind {
  const params = new URL(path, 'http://bench').searchParams;
  if (params.get('search')) return 'search';
  return params.has('limit') || params.has('page') ? 'list' : 'other';
}
/**
 * The expiry and reorder workbench's views (issue 24: each answers in ≤ 200 ms p95 at 1 client, `scale` data, both
 * engines): the near-expiry list and the reorder suggestions with their pickers' figures. Their exports are files,
 * not views.
 */
const VIEW_TARGET_MS = 200;
type View = 'near-expiry view' | 'reorder suggestions';
const views = new Map<string, View>();

function viewOf(path: string): View | undefined {
  const { pathname } = new URL(path, 'http://bench');
  if (pathname === '/api/expiry/lots') return 'near-expiry view';
  if (pathname === '/api/reorder/suggestions' || pathname === '/api/reorder/products')
    return 'reorder suggestions';
  return undefined;
}

/** Cold starts on the existing data: the median time to the first answer, and the phases of that start. */
const startup = new Map<Engine, { firstAnswerMs: number[]; phases: Record<string, number> | undefined }>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Running {
  pid: number;
  port: number;
  firstAnswerMs: number;
  logFile: string;
  stop(): Promise<void>;
}

/** Spawns a process and waits until `ready` answers; time from spawn to that first answer. */
async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
): Promise<Running> {
  const logFile = join(tmpdir(), `pharmacy-bench-${process.pid}-${port}.log`);
  const out = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const agent = new http.Agent({ keepAlive: false });
  for (;;) {
    if (exited) throw new Error(`${command} ${args.join(' ')} exited before answering:\n${stderr}`);
    const answered = await request(agent, port, readyPath).catch(() => undefined);
    if (answered && answered.status < 500) break;
    await sleep(20);
  }
  const firstAnswerMs = performance.now() - started;
  return {
    pid: child.pid as number,
    port,
    firstAnswerMs,
    logFile,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(15_000)]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}

/** The benchmark's own build of the server, in apps/server (a folder beside dist, see serverCommand). */
const BENCH_SERVER_DIR = 'dist-bench';

/**
 * The server exactly as production runs it: built ahead of time and run by node (a tree without the build, such as
 * the code before it existed, runs through tsx). Built into its own folder beside dist: in a test run the journeys'
 * server runs from dist at the same time (scripts/test.sh), and a build empties its folder first.
 */
function serverCommand(): [string, string[]] {
  if (!existsSync(join(serverDir, 'build.mjs')))
    return [join(serverDir, 'node_modules/.bin/tsx'), ['src/main.ts']];
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, SERVER_OUTDIR: BENCH_SERVER_DIR },
  });
  return [process.execPath, ['--enable-source-maps', `${BENCH_SERVER_DIR}/main.mjs`]];
}

/** Start-up phases the server logged (`startup` line), when it logs them. */
function loggedPhases(logFile: string): Record<string, number> | undefined {
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; phases_ms?: Record<string, number> };
    if (entry.msg === 'listening' && entry.phases_ms) return entry.phases_ms;
  }
  return undefined;
}

function record(label: string, engine: Engine, clients: number, cell: Cell) {
  const byEngine = results.get(label) ?? new Map<Engine, Map<number, Cell>>();
  const byClients = byEngine.get(engine) ?? new Map<number, Cell>();
  byClients.set(clients, cell);
  byEngine.set(engine, byClients);
  results.set(label, byEngine);
}

async function run(
  label: string,
  engine: Engine,
  port: number,
  tokens: (string | undefined)[],
  path: string,
  serverCpu: () => Promise<Map<number, number>>,
  expectStatus = 200,
  before?: Change,
) {
  for (const clients of clientCounts) {
    const cells: Cell[] = [];
    for (let round = 0; round < repeat; round++) {
      const cpuBefore = await serverCpu();
      const sample = await measure({ port, tokens }, path, clients, seconds, warmup, expectStatus, before);
      // The warm-up's requests used CPU too: counted with them.
      const cpuUsed = cpuBetween(cpuBefore, await serverCpu());
      const warmupRequests = (sample.requests / sample.seconds) * warmup;
      cells.push({
        p50: percentile(sample.latencies, 50),
        p95: percentile(sample.latencies, 95),
        p99: percentile(sample.latencies, 99),
        rps: sample.requests / sample.seconds,
        cpu: sample.requests > 0 ? cpuUsed / (sample.requests + warmupRequests) : undefined,
      });
    }
    const cpus = cells.flatMap((c) => (c.cpu === undefined ? [] : [c.cpu]));
    const cell = {
      p50: median(cells.map((c) => c.p50)),
      p95: median(cells.map((c) => c.p95)),
      p99: median(cells.map((c) => c.p99)),
      rps: median(cells.map((c) => c.rps)),
      cpu: cpus.length > 0 ? median(cpus) : undefined,
    };
    record(label, engine, clients, cell);
    process.stderr.write(
      `  ${ENGINE_LABEL[engine]} · ${clients} client${clients > 1 ? 's' : ''} · ${label}: p50 ${cell.p50.toFixed(1)} ms, p95 ${cell.p95.toFixed(1)} ms, p99 ${cell.p99.toFixed(1)} ms, ${Math.round(cell.rps)} req/s, ${cell.cpu?.toFixed(2) ?? '?'} CPU ms/req\n`,
    );
  }
}

async function benchEngine(engine: Engine, basePort: number, constantPort: number) {
  const env: NodeJS.ProcessEnv = {
    HOST: '127.0.0.1',
    PORT: String(basePort),
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
  };
  if (engine === 'pglite') {
    env.DATA_DIR = await pgliteDataset(size);
  } else {
    if (!databaseUrl)
      throw new Error('PostgreSQL needs DATABASE_URL (pnpm bench:api starts a throwaway server).');
    env.DATABASE_URL = await postgresDataset(databaseUrl, size);
    env.DATA_DIR = join(tmpdir(), `pharmacy-bench-pg-${process.pid}`);
  }

  const constant = await startProcess(
    join(serverDir, 'node_modules/.bin/tsx'),
    [join(repoRoot, 'bench/api/constant-server.ts'), String(constantPort)],
    {},
    constantPort,
    '/ping',
  );
  try {
    await run('constant hono route (ceiling)', engine, constant.port, [undefined], '/ping', async () =>
      cpuByRoot([constant.pid]),
    );
  } finally {
    await constant.stop();
  }

  // The first answer needs no database (401 without a token): the server answers once it listens, and it listens
  // once the database is open and migrated.
  const ready = '/api/v1/auth/me';
  const starts: { ms: number; phases: Record<string, number> | undefined }[] = [];
  let server = await startProcess(command, args, env, basePort, ready);
  for (;;) {
    starts.push({ ms: server.firstAnswerMs, phases: loggedPhases(server.logFile) });
    if (starts.length >= startCount) break;
    await server.stop();
    server = await startProcess(command, args, env, basePort, ready);
  }
  const byTime = [...starts].sort((a, b) => a.ms - b.ms);
  const typical = byTime[Math.floor(byTime.length / 2)];
  startup.set(engine, { firstAnswerMs: starts.map((start) => start.ms), phases: typical?.phases });
  process.stderr.write(`  cold starts: ${starts.map((start) => `${Math.round(start.ms)} ms`).join(', ')}\n`);
  try {
    const agent = new http.Agent({ keepAlive: true });
    const tokens: string[] = [];
    for (let i = 0; i < maxClients; i++) {
      const res = await request(agent, basePort, '/api/v1/auth/pharmacies/login', {
        method: 'POST',
        body: DEMO_LOGIN,
      });
      if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.body}`);
      tokens.push((JSON.parse(res.body) as { data: { token: string } }).data.token);
    }
    const first = tokens[0] as string;
    const scenarios: Scenario[] = await buildScenarios(agent, basePort, first);
    const documentRes = await request(agent, basePort, '/api/openapi.json');
    const missing = uncovered(JSON.parse(documentRes.body), scenarios);
    if (missing.length > 0)
      throw new Error(`No scenario measures: ${missing.join(', ')} (bench/api/scenarios.ts)`);
    const measured = scenarios.flatMap(({ name, path, before }) => {
      if (path) return [{ name, path, before }];
      process.stderr.write(`  ${name}: not measured, the '${size}' data holds nothing to request\n`);
      return [];
    });
    // One pass over every request first: the first queries after opening a database (PGlite's WASM above all) pay
    // for warming caches, which is cold start, not the steady state measured here.
    for (const scenario of measured) {
      for (let i = 0; i < 3; i++) await request(agent, basePort, scenario.path, { token: first });
    }
    agent.destroy();

    // The server's process (with PGlite's thread) and, on PostgreSQL, the backends serving its connections.
    const backends = engine === 'postgres' ? openPostgres(env.DATABASE_URL as string, 1) : undefined;
    const serverCpu = async () => {
      const pids = [server.pid];
      if (backends) {
        const { rows } = await backends.pool.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        pids.push(...rows.map((row) => row.pid));
      }
      return cpuByRoot(pids);
    };
    try {
      await run(
        'app without database (unknown path, 404)',
        engine,
        basePort,
        tokens,
        '/api/nothing-here',
        serverCpu,
        404,
      );
      for (const scenario of measured) {
        if (only && !only.test(scenario.name)) continue;
        kinds.set(scenario.name, kindOf(scenario.path));
        const view = viewOf(scenario.path);
        if (view) views.set(scenario.name, view);
        await run(scenario.name, engine, basePort, tokens, scenario.path, serverCpu, 200, scenario.before);
      }
    } finally {
      await backends?.close();
    }
  } finally {
    await server.stop();
  }
}

function printTable() {
  const format = (cell: Cell | undefined) =>
    cell ? `${cell.p50.toFixed(1)} / ${cell.p95.toFixed(1)} / ${cell.p99.toFixed(1)}` : '—';
  const header = ['request'];
  const cpu = (cell: Cell | undefined) => (cell?.cpu === undefined ? '—' : cell.cpu.toFixed(2));
  for (const engine of engines) {
    for (const clients of clientCounts) {
      header.push(`${ENGINE_LABEL[engine]} ${clients}c p50 / p95 / p99 ms`);
      header.push(`${ENGINE_LABEL[engine]} ${clients}c CPU ms/req`);
    }
    header.push(`${ENGINE_LABEL[engine]} ${maxClients}c req/s`);
  }
  const rows = [...results.entries()].map(([label, byEngine]) => {
    const row = [label];
    for (const engine of engines) {
      const byClients = byEngine.get(engine);
      for (const clients of clientCounts) {
        row.push(format(byClients?.get(clients)));
        row.push(cpu(byClients?.get(clients)));
      }
      const top = byClients?.get(maxClients);
      row.push(top ? String(Math.round(top.rps)) : '—');
    }
    return row;
  });
  // One line per engine: the dearest search and the dearest list (CPU per request at the most clients), so a
  // regression shows without reading the table.
  const worst = engines.map((engine) => {
    const dearest = (kind: RowKind) => {
      let found: { label: string; cell: Cell } | undefined;
      for (const [label, byEngine] of results) {
        const cell = byEngine.get(engine)?.get(maxClients);
        if (kinds.get(label) !== kind || cell?.cpu === undefined) continue;
        if (!found || cell.cpu > (found.cell.cpu ?? 0)) found = { label, cell };
      }
      return found
        ? `${found.label} ${cpu(found.cell)} CPU ms/req (p95 ${found.cell.p95.toFixed(1)} ms at ${maxClients}c)`
        : 'none measured';
    };
    return `${ENGINE_LABEL[engine]}: worst search: ${dearest('search')}; worst list: ${dearest('list')}`;
  });
  // One line per engine: the slowest row of each workbench view at 1 client against its target.
  const workbench = clientCounts.includes(1)
    ? engines.flatMap((engine) => {
        const parts = (['near-expiry view', 'reorder suggestions'] as const).flatMap((view) => {
          let slowest: { label: string; p95: number } | undefined;
          for (const [label, byEngine] of results) {
            const p95 = byEngine.get(engine)?.get(1)?.p95;
            if (views.get(label) !== view || p95 === undefined) continue;
            if (!slowest || p95 > slowest.p95) slowest = { label, p95 };
          }
          return slowest
            ? [
                `${view} ${slowest.p95.toFixed(1)} ms (${slowest.label}) ${slowest.p95 <= VIEW_TARGET_MS ? 'meets' : 'misses'} ≤ ${VIEW_TARGET_MS}`,
              ]
            : [];
        });
        return parts.length > 0
          ? [`${ENGINE_LABEL[engine]} workbench, slowest p95 at 1 client: ${parts.join('; ')}`]
          : [];
      })
    : [];
  const summary = [...worst, ...workbench].join('\n');
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const lines = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
  const starts = engines.map((engine) => {
    const info = startup.get(engine);
    if (!info) return '';
    const phases = info.phases
      ? `; phases: ${Object.entries(info.phases)
          .map(([phase, ms]) => `${phase} ${ms} ms`)
          .join(', ')}`
      : '';
    return `${ENGINE_LABEL[engine]}: first answer ${Math.round(median(info.firstAnswerMs))} ms after spawn (median of ${info.firstAnswerMs.length} starts on the existing data${phases})`;
  });
  process.stdout.write(
    `\nbench:api — size '${size}', ${seconds} s per cell after ${warmup} s warm-up, median of ${repeat}; ` +
      `${new Date().toISOString()}; load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}\n${starts.filter(Boolean).join('\n')}\n\n${lines.join('\n')}\n\n${summary}\n`,
  );
}

const [command, args] = serverCommand();
const fixedPort = process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : undefined;
for (const engine of engines) {
  process.stderr.write(`\n${ENGINE_LABEL[engine]}:\n`);
  await benchEngine(engine, fixedPort ?? (await freePort()), fixedPort ? fixedPort + 1 : await freePort());
}
printTable();
if (values.json) {
  const { writeFile } = await import('node:fs/promises');
  const plain = Object.fromEntries(
    [...results.entries()].map(([label, byEngine]) => [
      label,
      Object.fromEntries(
        [...byEngine.entries()].map(([engine, byClients]) => [
          engine,
          Object.fromEntries(byClients.entries()),
        ]),
      ),
    ]),
  );
  await writeFile(
    values.json,
    JSON.stringify({ size, seconds, repeat, startup: Object.fromEntries(startup), results: plain }, null, 2),
  );
}
