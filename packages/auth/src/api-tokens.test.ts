import { createTestDb } from '@lectern/db/testing';
import { sha256 } from '@oslojs/crypto/sha2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, listApiTokens, revokeApiToken, validateApiToken } from './api-tokens.js';
import { createSession, validateSessionToken } from './sessions.js';
import { addUser } from './test-users.js';
import type { Db } from './types.js';

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

function tokenRow(id: string) {
  return db.selectFrom('apiTokens').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('API tokens', () => {
  it('look like lct_<id>.<secret> and only the hash of the secret is stored', async () => {
    const userId = await addUser(db);
    const created = await createApiToken(db, userId, '  my script  ', 'read', T0);
    expect(created.token).toMatch(/^lct_[a-z2-7]{24}\.[a-z2-7]{32}$/);
    expect(created.token.startsWith(`lct_${created.id}.`)).toBe(true);
    expect(created.name).toBe('my script');
    expect(created.scope).toBe('read');
    expect((await tokenRow(created.id)).scope).toBe('read');
    const secret = created.token.split('.')[1] ?? '';
    const row = await tokenRow(created.id);
    expect(new Uint8Array(row.secretHash)).toEqual(sha256(new TextEncoder().encode(secret)));
    const stored = Object.values(row)
      .map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : String(v)))
      .join(' ');
    expect(stored).not.toContain(secret);
  });

  it('validate to their owner, and record use at most once a minute', async () => {
    const userId = await addUser(db, { firstName: 'Scripter' });
    const { id, token } = await createApiToken(db, userId, 'ci', 'full', T0);
    expect((await tokenRow(id)).lastUsedAt).toBeNull();

    const first = await validateApiToken(db, token, at(1000));
    expect(first).toMatchObject({
      tokenId: id,
      scope: 'full',
      user: { id: userId, firstName: 'Scripter' },
    });
    expect((await tokenRow(id)).lastUsedAt).toEqual(at(1000));

    await validateApiToken(db, token, at(30_000));
    expect((await tokenRow(id)).lastUsedAt).toEqual(at(1000));

    await validateApiToken(db, token, at(61_000 + 1000));
    expect((await tokenRow(id)).lastUsedAt).toEqual(at(62_000));
  });

  it('reject a wrong secret, an unknown id, a missing prefix and a session token', async () => {
    const userId = await addUser(db);
    const { id, token } = await createApiToken(db, userId, 'x', 'full', T0);
    expect(await validateApiToken(db, `lct_${id}.${'a'.repeat(32)}`, T0)).toBeNull();
    expect(
      await validateApiToken(db, `lct_${'a'.repeat(24)}.${token.split('.')[1] ?? ''}`, T0),
    ).toBeNull();
    expect(await validateApiToken(db, token.slice(4), T0)).toBeNull();
    expect(await validateApiToken(db, '', T0)).toBeNull();
    const session = await createSession(db, userId, T0);
    expect(await validateApiToken(db, session.token, T0)).toBeNull();
    expect(await validateApiToken(db, `lct_${session.token}`, T0)).toBeNull();
    // Nor does an API token work as a session cookie.
    expect(await validateSessionToken(db, token, T0)).toBeNull();
    expect(await validateSessionToken(db, token.slice(4), T0)).toBeNull();
  });

  it('stop working once revoked by their owner; revoking twice keeps the first time', async () => {
    const userId = await addUser(db);
    const { id, token } = await createApiToken(db, userId, 'revoke me', 'full', T0);
    expect(await revokeApiToken(db, userId, id, at(1000))).toBe(true);
    expect(await validateApiToken(db, token, at(2000))).toBeNull();
    expect(await revokeApiToken(db, userId, id, at(5000))).toBe(true);
    expect((await tokenRow(id)).revokedAt).toEqual(at(1000));
  });

  it('cannot be revoked by another user, nor found by a made-up id', async () => {
    const ownerId = await addUser(db);
    const otherId = await addUser(db);
    const { id, token } = await createApiToken(db, ownerId, 'mine', 'full', T0);
    expect(await revokeApiToken(db, otherId, id, T0)).toBe(false);
    expect(await revokeApiToken(db, ownerId, 'a'.repeat(24), T0)).toBe(false);
    expect((await tokenRow(id)).revokedAt).toBeNull();
    expect(await validateApiToken(db, token, T0)).not.toBeNull();
  });

  it("list only the user's own tokens, newest first, without secret material", async () => {
    const userId = await addUser(db);
    const otherId = await addUser(db);
    const older = await createApiToken(db, userId, 'older', 'full', T0);
    const newer = await createApiToken(db, userId, 'newer', 'read', at(1000));
    await createApiToken(db, otherId, 'theirs', 'full', T0);
    await revokeApiToken(db, userId, older.id, at(2000));
    const list = await listApiTokens(db, userId);
    expect(list.map((t) => t.name)).toEqual(['newer', 'older']);
    expect(list[0]).toEqual({
      id: newer.id,
      name: 'newer',
      scope: 'read',
      createdAt: at(1000),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(list[1]?.revokedAt).toEqual(at(2000));
    for (const entry of list)
      expect(Object.keys(entry).sort()).toEqual([
        'createdAt',
        'id',
        'lastUsedAt',
        'name',
        'revokedAt',
        'scope',
      ]);
  });

  it('need a name of 1 to 100 characters', async () => {
    const userId = await addUser(db);
    await expect(createApiToken(db, userId, '   ', 'full')).rejects.toThrow(RangeError);
    await expect(createApiToken(db, userId, 'x'.repeat(101), 'full')).rejects.toThrow(RangeError);
  });
});
