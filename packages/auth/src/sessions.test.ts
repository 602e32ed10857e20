import { createTestDb } from '@lectern/db/testing';
import { timingSafeEqual } from 'node:crypto';
import type * as nodeCrypto from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  createSession,
  deleteExpiredSessions,
  invalidateSession,
  invalidateUserSessions,
  validateSessionToken,
} from './sessions.js';
import { addUser } from './test-users.js';
import type { Db } from './types.js';

// The real comparison runs; the spy only records that validation goes through it.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof nodeCrypto>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-02T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDb();
  db = testDb.db;
  close = () => testDb.close();
});
afterAll(async () => {
  await close();
});

async function sessionRow(id: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('session tokens', () => {
  it('are id.secret in lower-case base32 with a 160-bit secret, different every time', async () => {
    const userId = await addUser(db);
    const tokens = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const { token, session } = await createSession(db, userId, T0);
      expect(token).toMatch(/^[a-z2-7]{24}\.[a-z2-7]{32}$/);
      expect(token.startsWith(`${session.id}.`)).toBe(true);
      tokens.add(token);
    }
    expect(tokens.size).toBe(50);
    // The secret decodes to 20 random bytes: 160 bits, above the 128-bit floor.
    for (const token of tokens)
      expect(decodeBase32IgnorePadding(token.split('.')[1]!.toUpperCase())).toHaveLength(20);
  });

  it('are stored only as the SHA-256 of the secret: the database never contains the secret', async () => {
    const userId = await addUser(db);
    const { token, session } = await createSession(db, userId, T0);
    const secret = token.split('.')[1] ?? '';
    const row = await sessionRow(session.id);
    expect(row).toBeDefined();
    expect(new Uint8Array(row?.secretHash ?? [])).toEqual(sha256(new TextEncoder().encode(secret)));
    expect(row?.secretHash.length).toBe(32);

    // Every column of every session row, with the hash also read as hex and as raw characters.
    const rows = await db.selectFrom('sessions').selectAll().execute();
    const everything = rows
      .map((r) =>
        Object.values(r)
          .map((v) =>
            v instanceof Uint8Array
              ? `${Buffer.from(v).toString('hex')} ${Buffer.from(v).toString('latin1')}`
              : String(v),
          )
          .join(' '),
      )
      .join('\n');
    expect(everything).toContain(session.id);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(Buffer.from(secret).toString('hex'));
  });

  it('compare the secret hash in constant time', async () => {
    const userId = await addUser(db);
    const { token } = await createSession(db, userId, T0);
    const spy = vi.mocked(timingSafeEqual);
    spy.mockClear();
    expect(await validateSessionToken(db, token, at(DAY))).not.toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
    const [presented, stored] = spy.mock.calls[0] ?? [];
    expect(presented?.byteLength).toBe(32);
    expect(stored?.byteLength).toBe(32);
  });

  it('validate to the session and its user', async () => {
    const userId = await addUser(db, { firstName: 'Valid' });
    const { token, session } = await createSession(db, userId, T0);
    const result = await validateSessionToken(db, token, at(DAY));
    expect(result?.session).toMatchObject({ id: session.id, userId });
    expect(result?.user).toMatchObject({ id: userId, firstName: 'Valid', isSuperAdmin: false });
    expect(Object.keys(result?.user ?? {}).sort()).toEqual(
      ['email', 'firstName', 'id', 'isSuperAdmin', 'lastName', 'profileImageUrl'].sort(),
    );
  });

  it('reject a wrong secret without ending the real session', async () => {
    const userId = await addUser(db);
    const { token, session } = await createSession(db, userId, T0);
    const forged = `${session.id}.${'a'.repeat(32)}`;
    expect(await validateSessionToken(db, forged, at(DAY))).toBeNull();
    expect(await sessionRow(session.id)).toBeDefined();
    expect(await validateSessionToken(db, token, at(DAY))).not.toBeNull();
  });

  it.each([
    ['empty', ''],
    ['no dot', 'abcdefghijklmnopqrstuvwx'],
    ['short parts', 'abc.def'],
    ['upper case', `${'A'.repeat(24)}.${'B'.repeat(32)}`],
    ['extra dot', `${'a'.repeat(24)}.${'b'.repeat(31)}.`],
    ['too long', `${'a'.repeat(24)}.${'b'.repeat(33)}`],
    ['sql', `' or 1=1 --.${'b'.repeat(32)}`],
  ])('reject a malformed token (%s)', async (_label, token) => {
    expect(await validateSessionToken(db, token, T0)).toBeNull();
  });
});

describe('session expiry', () => {
  it('slides the idle expiry only once less than half of it is left', async () => {
    const userId = await addUser(db);
    const { token, session } = await createSession(db, userId, T0);
    expect(session.expiresAt).toEqual(at(SESSION_IDLE_TIMEOUT_MS));

    // 13 days left of 14: unchanged, and nothing written.
    const early = await validateSessionToken(db, token, at(DAY));
    expect(early?.session.expiresAt).toEqual(at(SESSION_IDLE_TIMEOUT_MS));
    expect((await sessionRow(session.id))?.expiresAt).toEqual(at(SESSION_IDLE_TIMEOUT_MS));

    // 6 days left: pushed out to 14 days from now, in the database too.
    const late = await validateSessionToken(db, token, at(8 * DAY));
    expect(late?.session.expiresAt).toEqual(at(8 * DAY + SESSION_IDLE_TIMEOUT_MS));
    const row = await sessionRow(session.id);
    expect(row?.expiresAt).toEqual(at(8 * DAY + SESSION_IDLE_TIMEOUT_MS));
    expect(row?.lastVerifiedAt).toEqual(at(8 * DAY));
  });

  it('ends a session left idle past its expiry and deletes the row', async () => {
    const userId = await addUser(db);
    const { token, session } = await createSession(db, userId, T0);
    expect(await validateSessionToken(db, token, at(SESSION_IDLE_TIMEOUT_MS - 1))).not.toBeNull();
    // That use slid the expiry; idle for a full period after it ends the session.
    const slid = (await sessionRow(session.id))?.expiresAt ?? T0;
    expect(await validateSessionToken(db, token, new Date(slid.getTime()))).toBeNull();
    expect(await sessionRow(session.id)).toBeUndefined();
  });

  it('ends a continuously used session at its absolute lifetime', async () => {
    const userId = await addUser(db);
    const { token, session } = await createSession(db, userId, T0);
    expect(session.absoluteExpiresAt).toEqual(at(SESSION_ABSOLUTE_LIFETIME_MS));
    for (let day = 2; day < 30; day += 2) {
      const result = await validateSessionToken(db, token, at(day * DAY));
      expect(result, `day ${day}`).not.toBeNull();
      // The sliding expiry never reaches past the absolute end.
      expect(result?.session.expiresAt.getTime()).toBeLessThanOrEqual(
        at(SESSION_ABSOLUTE_LIFETIME_MS).getTime(),
      );
    }
    expect(
      await validateSessionToken(db, token, at(SESSION_ABSOLUTE_LIFETIME_MS - 1)),
    ).not.toBeNull();
    expect(await validateSessionToken(db, token, at(SESSION_ABSOLUTE_LIFETIME_MS))).toBeNull();
    expect(await sessionRow(session.id)).toBeUndefined();
  });

  it('deleteExpiredSessions removes idle-expired and too-old rows only', async () => {
    const userId = await addUser(db);
    // Only this test's rows, so the count is exact.
    await db.deleteFrom('sessions').execute();
    const idle = await createSession(db, userId, T0);
    const fresh = await createSession(db, userId, at(20 * DAY));
    const removed = await deleteExpiredSessions(db, at(20 * DAY));
    expect(removed).toBe(1);
    expect(await sessionRow(idle.session.id)).toBeUndefined();
    expect(await sessionRow(fresh.session.id)).toBeDefined();
  });
});

describe('signing out', () => {
  it('invalidateSession makes the same token useless (no replay after sign-out)', async () => {
    const userId = await addUser(db);
    const { token, session } = await createSession(db, userId, T0);
    await invalidateSession(db, session.id);
    expect(await validateSessionToken(db, token, at(DAY))).toBeNull();
    expect(await sessionRow(session.id)).toBeUndefined();
  });

  it('invalidateUserSessions ends every session of that user and nobody else', async () => {
    const userId = await addUser(db);
    const otherId = await addUser(db);
    const a = await createSession(db, userId, T0);
    const b = await createSession(db, userId, T0);
    const other = await createSession(db, otherId, T0);
    await invalidateUserSessions(db, userId);
    expect(await validateSessionToken(db, a.token, at(DAY))).toBeNull();
    expect(await validateSessionToken(db, b.token, at(DAY))).toBeNull();
    expect(await validateSessionToken(db, other.token, at(DAY))).not.toBeNull();
  });
});
