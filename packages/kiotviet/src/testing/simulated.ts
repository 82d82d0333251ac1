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

/** Raw HTTP to a simulator, as KiotViet's documentation shows it (no client involved): a token, then calls. */
export async function rawSession(simulator: KiotVietSimulator) {
  const tokenAnswer = await fetch(`${simulator.url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      scopes: 'PublicApi.Access',
      grant_type: 'client_credentials',
      client_id: simulator.credentials.clientId,
      client_secret: simulator.credentials.clientSecret,
    }),
  });
  const token = (await tokenAnswer.json()) as {
    access_token: string;
    expires_in: number;
    token_type: string;
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${simulator.url}${path}`, {
      method,
      headers: {
        Retailer: simulator.credentials.retailer,
        Authorization: `Bearer ${token.access_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  return { token, call, get: (path: string) => call('GET', path) };
}
