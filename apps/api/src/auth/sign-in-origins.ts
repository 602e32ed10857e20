import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

// Where a sign-in may run. The OAuth state cookie belongs to the host the flow started on, so the
// flow must start and end on the same one. Two modes (docs/decisions/028-sign-in-from-any-address.md):
//
// - fixed: PUBLIC_URL is set, or the server runs in production, or an external provider is
//   configured (its registered callback URL is PUBLIC_URL's). Sign-in runs at PUBLIC_URL only; a
//   sign-in started on another host is first sent there. The Host header decides nothing but
//   whether to send the browser to PUBLIC_URL.
// - local: development with the built-in provider and no PUBLIC_URL. Sign-in runs at whichever
//   address of this machine the person used (localhost, 127.0.0.1, [::1], or a LAN address such as
//   192.168.1.20, on the server's port), so a phone on the same network can sign in. Only those
//   addresses, listed when the server starts, are accepted: a Host header naming anything else is
//   sent to PUBLIC_URL's default (http://localhost:PORT) like any other host.

export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

export interface SignInOrigins {
  mode: 'fixed' | 'local';
  /** PUBLIC_URL's origin (or its development default). */
  canonical: string;
  /** Every origin a sign-in may run on; the built-in provider accepts exactly their callbacks. */
  origins: string[];
  /** The origin this request's sign-in runs on, or null when it must start again at `canonical`. */
  originOf(request: FastifyRequest): string | null;
}

export function signInOrigins(
  config: Pick<AppConfig, 'production' | 'publicUrl' | 'publicUrlConfigured' | 'oidc' | 'port'>,
  hostnames: () => string[] = machineHostnames,
): SignInOrigins {
  const canonicalUrl = new URL(config.publicUrl);
  const canonical = canonicalUrl.origin;
  const local = !config.production && !config.publicUrlConfigured && !config.oidc;
  if (!local) {
    return {
      mode: 'fixed',
      canonical,
      origins: [canonical],
      // Compared on the host alone: behind a TLS proxy the protocol seen here may be http.
      originOf: (request) => (request.host === canonicalUrl.host ? canonical : null),
    };
  }
  const origins = [
    ...new Set([
      canonical,
      ...hostnames().flatMap((name) => originOf('http', `${name}:${config.port}`) ?? []),
    ]),
  ];
  const known = new Set(origins);
  return {
    mode: 'local',
    canonical,
    origins,
    originOf: (request) => {
      const origin = originOf(request.protocol, request.host);
      return origin !== null && known.has(origin) ? origin : null;
    },
  };
}

/**
 * The normalised origin (no default port) of a protocol and a Host header, or null if malformed.
 * Only ever compared with the known origins, so whatever else a forged Host carries is dropped.
 */
function originOf(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** This machine's loopback names and the addresses of its network interfaces, as URL hosts. */
export function machineHostnames(): string[] {
  const names = new Set<string>(LOOPBACK_HOSTNAMES);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4') names.add(address.address);
      // A link-local IPv6 address needs a zone (fe80::1%eth0) that browsers do not take in a URL.
      else if (address.scopeid === 0 || address.scopeid === undefined) {
        names.add(`[${address.address}]`);
      }
    }
  }
  return [...names];
}

/** Whether a URL host (name or address, with or without a port) is one of this machine's own. */
export function isMachineHost(host: string, hostnames: string[] = machineHostnames()): boolean {
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return hostnames.includes(hostname);
}
