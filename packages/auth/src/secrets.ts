import { createHash, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

// Shared building blocks of the session recipe and API tokens: random identifiers and secrets,
// hashing the secret for storage, and comparing hashes without a timing side channel.

/** 15 bytes = 120 bits; the id is a lookup key, not the credential. */
export const ID_BYTES = 15;
/** 20 bytes = 160 bits, above the 128 bits of randomness a session or token secret needs. */
export const SECRET_BYTES = 20;

const BASE32_LOWER = /^[a-z2-7]+$/;

/** Base32 (lower case, no padding) of `bytes` random bytes from the platform CSPRNG. */
export function randomBase32(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

/** Length of the base32 text for `bytes` bytes without padding. */
export function base32Length(bytes: number): number {
  return Math.ceil((bytes * 8) / 5);
}

/** SHA-256 of the secret, as stored. Node's native hash: every request with a credential pays it. */
export function hashSecret(secret: string): Uint8Array {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** Compares the stored hash with the hash of the presented secret in constant time. */
export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  // pg returns bytea as a Buffer, PGlite as a Uint8Array; both are Uint8Arrays of 32 bytes.
  const presented = hashSecret(secret);
  return storedHash.length === presented.length && timingSafeEqual(presented, storedHash);
}

/**
 * Splits `id.secret` and checks both halves have exactly the shape this module issues, so junk
 * never reaches the database.
 */
export function splitIdSecret(value: string): { id: string; secret: string } | null {
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  const secret = value.slice(dot + 1);
  if (id.length !== base32Length(ID_BYTES) || secret.length !== base32Length(SECRET_BYTES))
    return null;
  if (!BASE32_LOWER.test(id) || !BASE32_LOWER.test(secret)) return null;
  return { id, secret };
}
