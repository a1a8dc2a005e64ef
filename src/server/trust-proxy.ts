/**
 * The client address behind reverse proxies (TRUST_PROXY, README "Configuration"). Fastify walks
 * X-Forwarded-For from the right, starting at the socket peer, and stops at the first address this
 * function does not trust: that address is `request.ip`, the one every per-address limit counts
 * and the one passed to better-auth. Addresses a client writes itself sit further left, so with
 * the proxy appending (nginx `$proxy_add_x_forwarded_for`) they are never reached.
 */
import net from 'node:net';
import type { TrustProxySetting } from './config.js';

type TrustFunction = (address: string, hop: number) => boolean;

const PRIVATE_NETWORKS: [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];

const privateNetworks = new net.BlockList();
for (const [address, prefix, family] of PRIVATE_NETWORKS) privateNetworks.addSubnet(address, prefix, family);

/** Loopback, RFC 1918, link-local or unique-local (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return privateNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Fastify's `trustProxy` option for the setting. */
export function trustProxyOption(setting: TrustProxySetting): false | string[] | TrustFunction {
  if (setting === false) return false;
  if (Array.isArray(setting)) return setting;
  // Fastify answers the socket address for a bare hop count (it cannot check the peer), so the
  // count is given as a function: trust the first `hops` addresses from the right, no more.
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return (address, hop) => hop === 0 && isPrivateAddress(address);
}
