import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The development surface (the built-in sign-in provider at /api/dev-oidc, and /api/dev/*) signs
// anyone in as anyone, so it answers only where a developer is
// (docs/decisions/056-the-development-surface.md). /api/login elsewhere only sends the browser to
// PUBLIC_URL (auth/sign-in-origins.ts), where the provider does answer.
//
// - the Host the browser asked for is `localhost`, a loopback or private-range IP literal (a phone
//   on the LAN opens http://192.168.1.20:3000), or PUBLIC_URL's host. A name a stranger controls
//   pointed at this machine (DNS rebinding) gets 404, as any other host does;
// - `POST /api/dev/tokens` (`npm run token`) only from this machine: a loopback socket, and no
//   forwarding proxy naming another client (the dev server's proxy adds X-Forwarded-For).

/** Loopback and private ranges (RFC 1918, IPv6 unique local) a development Host may name. */
const DEVELOPER_NETWORKS = new BlockList();
DEVELOPER_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
DEVELOPER_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
DEVELOPER_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
DEVELOPER_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
DEVELOPER_NETWORKS.addAddress('::1', 'ipv6');
DEVELOPER_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

function inList(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The hostname of a Host header (brackets off an IPv6 literal), or null when malformed. */
function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

/** Whether the development surface answers a request that named `host`. */
export function isDeveloperHost(host: string | undefined, publicUrl: string): boolean {
  const hostname = hostnameOf(host);
  if (hostname === null) return false;
  if (hostname === 'localhost' || hostname === hostnameOf(new URL(publicUrl).host)) return true;
  return inList(DEVELOPER_NETWORKS, hostname);
}

/** Sent from this machine: a loopback socket, and every address a proxy forwarded for loopback too. */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!inList(LOOPBACK, request.socket.remoteAddress ?? '')) return false;
  const forwarded = request.headers['x-forwarded-for'];
  if (forwarded === undefined) return true;
  const addresses = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
  return addresses.every((address) => inList(LOOPBACK, address.trim()));
}

/** The answer for a request the development surface does not serve: the app's plain 404. */
export function notServed(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ message: 'Not found', code: 'NOT_FOUND' });
}
