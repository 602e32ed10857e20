import { toAuthUser, type AuthUser, type Db } from './types.js';

/** What the identity provider said about the person (already validated by the OIDC client). */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  email?: string | undefined;
  emailVerified?: boolean | undefined;
  givenName?: string | undefined;
  familyName?: string | undefined;
  name?: string | undefined;
  picture?: string | undefined;
}

const NAME_MAX = 100;
const PICTURE_MAX = 500;
const EMAIL_MIN = 3;
const EMAIL_MAX = 254;
const UNIQUE_VIOLATION = '23505';

/**
 * Finds or creates the user for a sign-in. Identity is (issuer, subject). A person without that
 * identity yet is linked to a pre-added user (one with no identity) by e-mail only when the
 * provider vouches for the address (`email_verified`); otherwise an unverified address could hand
 * a stranger someone else's memberships.
 *
 * An unverified address is never stored either: the member-adding flows match people by e-mail,
 * so storing it would let whoever typed the address at the provider collect the memberships later
 * added for its real owner.
 */
export async function upsertUserFromClaims(db: Db, claims: IdentityClaims): Promise<AuthUser> {
  if (!claims.issuer || !claims.subject) throw new TypeError('issuer and subject are required');
  const names = namesFrom(claims);
  const picture = pictureFrom(claims.picture);
  const email = claims.emailVerified === true ? emailFrom(claims.email) : undefined;

  const existing = await updateByIdentity(db, claims, names, picture);
  if (existing) return existing;

  if (email) {
    const linked = await db
      .updateTable('users')
      .set({
        oidcIssuer: claims.issuer,
        oidcSubject: claims.subject,
        ...names,
        ...(picture ? { profileImageUrl: picture } : {}),
        updatedAt: new Date(),
      })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      // Only a user nobody has signed in as yet: an e-mail never moves an existing identity.
      .where('oidcIssuer', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (linked) return toAuthUser(linked);
  }

  // A verified address another user already holds stays with them; the newcomer gets none.
  const emailFree = email ? !(await emailTaken(db, email)) : false;
  try {
    return await insertUser(db, claims, names, picture, emailFree ? email : undefined);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Either the same person signing in twice at once (the identity now exists) or the address
    // belongs to another user: then the new user simply has no e-mail.
    const raced = await updateByIdentity(db, claims, names, picture);
    if (raced) return raced;
    return insertUser(db, claims, names, picture, undefined);
  }
}

interface Names {
  firstName?: string;
  lastName?: string;
}

async function updateByIdentity(
  db: Db,
  claims: IdentityClaims,
  names: Names,
  picture: string | undefined,
): Promise<AuthUser | null> {
  const changes = { ...names, ...(picture ? { profileImageUrl: picture } : {}) };
  const query =
    Object.keys(changes).length > 0
      ? db
          .updateTable('users')
          .set({ ...changes, updatedAt: new Date() })
          .where('oidcIssuer', '=', claims.issuer)
          .where('oidcSubject', '=', claims.subject)
          .returningAll()
      : db
          .selectFrom('users')
          .selectAll()
          .where('oidcIssuer', '=', claims.issuer)
          .where('oidcSubject', '=', claims.subject);
  const row = await query.executeTakeFirst();
  return row ? toAuthUser(row) : null;
}

async function insertUser(
  db: Db,
  claims: IdentityClaims,
  names: Names,
  picture: string | undefined,
  email: string | undefined,
): Promise<AuthUser> {
  const row = await db
    .insertInto('users')
    .values({
      email: email ?? null,
      firstName: names.firstName ?? null,
      lastName: names.lastName ?? null,
      profileImageUrl: picture ?? null,
      oidcIssuer: claims.issuer,
      oidcSubject: claims.subject,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAuthUser(row);
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

function namesFrom(claims: IdentityClaims): Names {
  let first = clean(claims.givenName);
  let last = clean(claims.familyName);
  const full = clean(claims.name);
  if (!first && !last && full) {
    // Providers that send only `name`: first word as first name, the rest as last name.
    const space = full.indexOf(' ');
    first = space < 0 ? full : full.slice(0, space);
    last = space < 0 ? undefined : clean(full.slice(space + 1));
  }
  return {
    ...(first ? { firstName: first.slice(0, NAME_MAX) } : {}),
    ...(last ? { lastName: last.slice(0, NAME_MAX) } : {}),
  };
}

function emailFrom(value: string | undefined): string | undefined {
  const email = clean(value);
  if (!email || email.length < EMAIL_MIN || email.length > EMAIL_MAX || !email.includes('@'))
    return undefined;
  return email;
}

function pictureFrom(value: string | undefined): string | undefined {
  const url = clean(value);
  // Only https images: the web app renders it in <img src>, and the column holds 500 characters.
  if (!url || url.length > PICTURE_MAX || !url.startsWith('https://')) return undefined;
  return url;
}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === UNIQUE_VIOLATION
  );
}
