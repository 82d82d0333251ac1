import { afterEach } from 'vitest';
import { KiotVietClient, type KiotVietClientOptions } from '../client/client';
import { VirtualClock } from '../client/clock';
import { KiotVietSimulator, type SimulatorOptions } from '../simulator/server';

/** 09:00 on a Monday in Vietnam: where every simulated store's clock starts in the tests. */
export const testStart = Date.parse('2026-03-16T02:00:00Z');

/**
 * For a test file: starts a simulator on a free port with a virtual clock shared with a client, and closes every
 * simulator after each test.
 */
export function useSimulatedStore(defaults: {
  simulator?: SimulatorOptions;
  client?: Partial<KiotVietClientOptions>;
}) {
  const running: KiotVietSimulator[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((simulator) => simulator.close()));
  });
  return async (
    simulatorOptions: SimulatorOptions = {},
    clientOptions: Partial<KiotVietClientOptions> = {},
  ) => {
    const clock = new VirtualClock(testStart);
    const simulator = await KiotVietSimulator.start({
      clock,
      size: 'demo',
      ...defaults.simulator,
      ...simulatorOptions,
    });
    running.push(simulator);
    const client = new KiotVietClient({
      ...simulator.credentials,
      apiUrl: simulator.url,
      identityUrl: simulator.url,
      clock,
      random: () => 0.5,
      ...defaults.client,
      ...clientOptions,
    });
    const requestsTo = (path: string) => simulator.requests.filter((request) => request.path === path);
    return { clock, simulator, client, requestsTo };
  };
}
