import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StoreSizeName } from '../../packages/kiotviet/src/simulator/sizes';

const cli = fileURLToPath(new URL('../../packages/kiotviet/src/simulator/cli.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../packages/kiotviet/node_modules/.bin/tsx', import.meta.url));

/**
 * The KiotViet simulator in a process of its own (its CPU and memory are not the measured side's), without its
 * GET limit; resolves with its URL once it listens. `port` 0: a free one.
 */
export async function startSimulatorProcess(
  size: StoreSizeName,
  port: number,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(tsx, [cli, '--port', String(port), '--size', size, '--get-limit', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1] && output.includes('Client secret')) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the simulator exited (${code}): ${output}`)));
  });
  return { url, child };
}
