import { z } from 'zod';
import { parseOrBadRequest } from '../../trpc/validation.js';

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  gif: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Whether an embedded logo's bytes are the image type its data URL declares (its magic bytes are
 * checked, not only its declared type). Values that are not data URLs (https: addresses, empty)
 * pass; the domain's `isAllowedLogoUrl` has already decided which URLs are allowed at all.
 */
export function logoBytesMatchType(url: string): boolean {
  if (!url.startsWith('data:')) return true;
  // Only the header is matched: a regular expression over megabytes of payload is not needed.
  const match = /^data:image\/(png|jpeg|gif|webp);base64,/.exec(url.slice(0, 40));
  const check = match?.[1] === undefined ? undefined : SIGNATURES[match[1]];
  if (!match || !check) return false;
  const head = url.slice(match[0].length, match[0].length + 24);
  return /^[A-Za-z0-9+/=]{16,24}$/.test(head) && check(Buffer.from(head, 'base64'));
}

export const LOGO_CONTENT_MESSAGE = 'The uploaded file is not the image type it claims to be';

/** Refuses an embedded image whose bytes do not match its declared type (400 on `field`). */
export function assertLogoContent(field: string, url: string | null): void {
  if (url === null) return;
  parseOrBadRequest(
    z.object({ [field]: z.string().refine(logoBytesMatchType, LOGO_CONTENT_MESSAGE) }),
    {
      [field]: url,
    },
  );
}
