// Where a secret may appear (docs/decisions/057-where-a-secret-may-appear.md): only in the
// message that delivers it. These are the addresses whose last part is a secret that acts or
// reads for someone without any other credential. Every such address is made here, and the same
// list cuts the secret out of log lines, exports and kept production copies of e-mail, so a new
// kind of link cannot be made without being redacted too.

/** The path before each kind of secret. */
export const SECRET_PATHS = {
  /** A person's calendar feed: `/api/calendar/<secret>.ics`. */
  calendarFeed: '/api/calendar/',
  /** The RFC 8058 one-click unsubscribe address of an e-mail. */
  unsubscribe: '/api/unsubscribe/',
  /** The page of a one-click answer from an e-mail (RSVP, volunteer, confirm, unsubscribe). */
  respond: '/respond/',
  /** An invitation to join a club. */
  join: '/join/',
} as const;

export type SecretPathKind = keyof typeof SECRET_PATHS;

/** What stands where a secret was cut out. */
export const REDACTED = '[redacted]';

const PREFIXES = Object.values(SECRET_PATHS);

/** The address that delivers a secret: `<base><path><secret><suffix>`. */
export function secretLink(
  base: string,
  kind: SecretPathKind,
  secret: string,
  suffix = '',
): string {
  return `${base}${SECRET_PATHS[kind]}${secret}${suffix}`;
}

/**
 * A request's path as a log line may show it: the query string dropped and, when the path names
 * a secret, everything after the secret's prefix replaced. The prefix is looked for in the path
 * as the router reads it (percent-escapes decoded, any case, repeated slashes as one, anywhere
 * in the path, so the absolute form `http://host/respond/…` is found too).
 */
export function redactSecretPath(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const read = path
    .replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/(^|[^:])\/{2,}/g, '$1/')
    .toLowerCase();
  for (const prefix of PREFIXES) {
    const at = read.indexOf(prefix);
    if (at >= 0) return `${read.slice(0, at + prefix.length)}${REDACTED}`;
  }
  return path;
}

const escaped = PREFIXES.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
/** A secret-bearing address in a text: the prefix, then the secret up to a delimiter. */
const SECRET_IN_TEXT = new RegExp(`(${escaped.join('|')})[^\\s"'<>()?#]+`, 'gi');

/**
 * A text (an e-mail's parts and headers, an export) with the secret of every secret-bearing
 * address replaced: `https://club.example/respond/[redacted]`.
 */
export function redactSecretLinks(text: string): string {
  return text.replace(SECRET_IN_TEXT, `$1${REDACTED}`);
}
