import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_TIMEOUT_MS = 240_000;

/** A port the kernel says is free, unless E2E_PORT names one (a developer keeping to an agreed range). */
async function freePort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntilServing(baseURL: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${output()}`);
    try {
      const page = await fetch(`${baseURL}/`);
      const api = await fetch(`${baseURL}/api/v1/auth/me`);
      // The portal's HTML, and the API answering (401 without a token): both halves are up.
      if (page.ok && (await page.text()).includes('id="root"') && api.status === 401) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not start within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the product exactly as `npm start` does (scripts/start.sh: install, build the portal, one server for the
 * API and the portal, the KiotViet simulator with the demo pharmacy connected and synced), on a fresh data
 * directory (so the demo data is new) and free ports; stops it after.
 */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pharmacy-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn('bash', ['scripts/start.sh'], {
    cwd: repositoryRoot,
    // The KiotViet simulator on a free port too: other runs on the machine may hold the documented 3390.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      KIOTVIET_SIMULATOR_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops what it started (pnpm, tsx, the database worker).
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });

  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      const timer = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilServing(baseURL, server, () => log.slice(-4000));
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  // The demo store's simulator (on a free port): journeys arm its faults, as a KiotViet that loses an answer.
  // The server prints its address once it listens; the line may trail the first answers by a moment.
  const simulatorLine = /KiotViet simulator \(demo store\): (\S+)/;
  for (let waited = 0; !simulatorLine.test(log) && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const simulator = simulatorLine.exec(log)?.[1];
  if (simulator) process.env.E2E_SIMULATOR_URL = simulator;
  console.log(`\n  e2e: the portal is served at ${baseURL}/ (data in ${dataDir})\n`);
  return stop;
}
