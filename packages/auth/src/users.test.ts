import { createTestDb, testDatabaseKind } from '@lectern/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, uniqueEmail } from './test-users.js';
import type { Db } from './types.js';
import { upsertUserFromClaims } from './users.js';

const ISSUER = 'https://id.example.test';
let db: Db;
let close: () => Promise<void>;
let subjects = 0;

beforeAll(async () => {
  const testDb = await createTestDb();
  db = testDb.db;
  close = () => testDb.close();
});
afterAll(async () => {
  await close();
});

const nextSubject = () => `subject-${(subjects += 1)}-${Date.now()}`;

function userRow(id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('upsertUserFromClaims', () => {
  it('creates a user for a new identity with a verified e-mail', async () => {
    const email = uniqueEmail('new');
    const subject = nextSubject();
    const user = await upsertUserFromClaims(db, {
      issuer: ISSUER,
      subject,
      email,
      emailVerified: true,
      givenName: 'Ada',
      familyName: 'Lovelace',
      picture: 'https://img.example.test/a.png',
    });
    expect(user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isSuperAdmin: false,
    });
    expect(user.profileImageUrl).toBe('https://img.example.test/a.png');
    expect(await userRow(user.id)).toMatchObject({ oidcIssuer: ISSUER, oidcSubject: subject });
  });

  it('finds the same user again by (issuer, subject) and refreshes names when given', async () => {
    const subject = nextSubject();
    const first = await upsertUserFromClaims(db, {
      issuer: ISSUER,
      subject,
      givenName: 'Old',
      familyName: 'Name',
    });
    const again = await upsertUserFromClaims(db, { issuer: ISSUER, subject, givenName: 'New' });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ firstName: 'New', lastName: 'Name' });
    const silent = await upsertUserFromClaims(db, { issuer: ISSUER, subject });
    expect(silent).toMatchObject({ id: first.id, firstName: 'New', lastName: 'Name' });
    // The same subject at another issuer is another person.
    const elsewhere = await upsertUserFromClaims(db, {
      issuer: 'https://other.example.test',
      subject,
    });
    expect(elsewhere.id).not.toBe(first.id);
  });

  it('links a pre-added member by e-mail (any case) when the provider verified it', async () => {
    const email = uniqueEmail('preadded');
    const preAddedId = await addUser(db, { email, firstName: 'Pre' });
    const subject = nextSubject();
    const user = await upsertUserFromClaims(db, {
      issuer: ISSUER,
      subject,
      email: email.toUpperCase(),
      emailVerified: true,
      givenName: 'Linked',
    });
    expect(user.id).toBe(preAddedId);
    expect(await userRow(preAddedId)).toMatchObject({
      oidcIssuer: ISSUER,
      oidcSubject: subject,
      firstName: 'Linked',
      email,
    });
  });

  it('never links by an unverified e-mail: a new user without the address, the member untouched', async () => {
    const email = uniqueEmail('victim');
    const preAddedId = await addUser(db, { email });
    for (const emailVerified of [false, undefined]) {
      const user = await upsertUserFromClaims(db, {
        issuer: ISSUER,
        subject: nextSubject(),
        email,
        emailVerified,
      });
      expect(user.id).not.toBe(preAddedId);
      expect(user.email).toBeNull();
    }
    expect(await userRow(preAddedId)).toMatchObject({ email, oidcIssuer: null, oidcSubject: null });
  });

  it('does not store an unverified e-mail even when nobody holds it', async () => {
    const user = await upsertUserFromClaims(db, {
      issuer: ISSUER,
      subject: nextSubject(),
      email: uniqueEmail('unverified'),
      emailVerified: false,
    });
    expect(user.email).toBeNull();
  });

  it('never moves an identity: a verified e-mail of an already linked user gives a new user without it', async () => {
    const email = uniqueEmail('linked');
    const ownerSubject = nextSubject();
    const owner = await upsertUserFromClaims(db, {
      issuer: ISSUER,
      subject: ownerSubject,
      email,
      emailVerified: true,
    });
    const other = await upsertUserFromClaims(db, {
      issuer: 'https://other.example.test',
      subject: nextSubject(),
      email,
      emailVerified: true,
    });
    expect(other.id).not.toBe(owner.id);
    expect(other.email).toBeNull();
    expect(await userRow(owner.id)).toMatchObject({
      email,
      oidcIssuer: ISSUER,
      oidcSubject: ownerSubject,
    });
  });

  it('splits a lone `name`, ignores non-https pictures and trims to the column sizes', async () => {
    const user = await upsertUserFromClaims(db, {
      issuer: ISSUER,
      subject: nextSubject(),
      name: 'Grace Brewster Hopper',
      picture: 'http://insecure.example.test/p.png',
    });
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      profileImageUrl: null,
    });
    const long = await upsertUserFromClaims(db, {
      issuer: ISSUER,
      subject: nextSubject(),
      givenName: 'x'.repeat(300),
    });
    expect(long.firstName).toHaveLength(100);
  });

  // A race, run on PostgreSQL only (as raceTest in apps/api/test/helpers.ts does).
  const onPostgres = testDatabaseKind() === 'postgres';
  const name = 'creates one user when the same identity signs in twice at once';
  const skipped =
    ' (skipped on the embedded database: PGlite runs one query at a time, so nothing can interleave)';
  it.skipIf(!onPostgres)(onPostgres ? name : `${name}${skipped}`, async () => {
    const subject = nextSubject();
    const email = uniqueEmail('twice');
    const [a, b] = await Promise.all([
      upsertUserFromClaims(db, { issuer: ISSUER, subject, email, emailVerified: true }),
      upsertUserFromClaims(db, { issuer: ISSUER, subject, email, emailVerified: true }),
    ]);
    expect(a.id).toBe(b.id);
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('oidcIssuer', '=', ISSUER)
      .where('oidcSubject', '=', subject)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
