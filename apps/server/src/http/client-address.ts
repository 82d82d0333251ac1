import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';

/** What @hono/node-server passes as `c.env`: the Node request, whose socket knows the peer's address. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } };
}

/** The eight groups of an IPv6 address, expanded ('2001:db8::1' → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client's sign-in failures are counted under. An IPv4 address is itself (also when written IPv4-mapped,
 * '::ffff:1.2.3.4'); an IPv6 address counts by its /64 network, because one subscriber usually holds a whole /64
 * and could otherwise use a fresh address for every guess.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (isIPv6(address) && !address.includes('.')) {
    const network = ipv6Groups(address.split('%')[0] ?? address).slice(0, 4);
    return `${network.map((group) => group.toString(16)).join(':')}::/64`;
  }
  return 'unknown';
}

/** The entry the nearest trusted proxy wrote in a comma-joined X-Forwarded-* header, if there are enough. */
function forwarded(header: string | undefined, hops: number): string | undefined {
  if (hops === 0 || !header) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  return entries[entries.length - hops] || undefined;
}

/** The client's address as seen by the first trusted hop (see TRUST_PROXY), as a throttling key. */
export function clientAddress(c: Context, trustProxyHops: number): string {
  const viaProxy = forwarded(c.req.header('x-forwarded-for'), trustProxyHops);
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return clientKey(viaProxy ?? socket ?? '');
}

/**
 * True when the client reached us over TLS: a TLS socket, or a trusted proxy that says so. Not the request URL's
 * scheme: a client may write an absolute 'https://…' target over plain HTTP.
 */
export function isHttps(c: Context, trustProxyHops: number): boolean {
  const viaProxy = forwarded(c.req.header('x-forwarded-proto'), trustProxyHops);
  if (viaProxy) return viaProxy.toLowerCase() === 'https';
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.encrypted === true;
}
