import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// The SSRF guard: an endpoint URL must not reach the hub's own network (loopback, private, link-local, unique-local
// and other non-public ranges), or anyone with a token could make the worker POST to internal services. Checked
// when an endpoint is created and again on every attempt, on the very addresses the socket connects to (a name
// that resolved to a public address at creation may resolve to 127.0.0.1 later: DNS rebinding).
// WEBHOOK_ALLOW_PRIVATE_URLS=true turns it off (development and tests, whose receivers listen on 127.0.0.1).

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form (::7f00:1 is 127.0.0.1)
  ['2002::', 16], // 6to4: embeds an IPv4 address, possibly a private one
  ['fec0::', 10], // deprecated site-local
  ['64:ff9b::', 96], // NAT64 maps IPv4 (possibly private) addresses
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) blocked.addSubnet(net, bits, 'ipv6');

/** True for an address the guard refuses (IPv4-mapped IPv6 addresses are judged by their IPv4 address). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDR';
}

const refusal = (host: string, address: string) =>
  new PrivateAddressError(
    host === address ? `${address} is a private, loopback or link-local address` : `${host} resolves to ${address}, a private, loopback or link-local address`,
  );

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * At creation: a reason to refuse the URL, or null. A literal address is judged as is; a name by every address it
 * resolves to now. A name that does not resolve (yet) is accepted: each attempt checks again before connecting.
 */
export async function privateUrlReason(raw: string): Promise<string | null> {
  const host = hostOf(new URL(raw));
  if (isIP(host)) return isPrivateAddress(host) ? refusal(host, host).message : null;
  const addresses = await dns.lookup(host, { all: true }).catch(() => [] as LookupAddress[]);
  const bad = addresses.find((a) => isPrivateAddress(a.address));
  return bad ? refusal(host, bad.address).message : null;
}

/** Refuses a literal private address in the URL (the socket does no lookup for those). */
export function checkLiteralHost(url: URL): void {
  const host = hostOf(url);
  if (isIP(host) && isPrivateAddress(host)) throw refusal(host, host);
}

/** A socket `lookup` that fails, instead of connecting, when the name resolves to any private address. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as LookupAddress[];
    const bad = list.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(Object.assign(refusal(hostname, bad.address), { errno: 0, syscall: 'lookup', hostname }), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const first = list[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
    callback(null, first.address, first.family);
  });
};
