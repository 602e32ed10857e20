import { describe, expect, it } from 'vitest';
import {
  INVITE_MAX_USES_MESSAGE,
  inviteState,
  inviteTokenSchema,
  newInviteSchema,
  safeReturnPath,
} from './invitations';

const NOW = new Date('2026-11-26T10:00:00Z');
const open = {
  expiresAt: new Date('2026-11-27T10:00:00Z'),
  maxUses: 2,
  uses: 1,
  revokedAt: null,
  clubArchivedAt: null,
};

describe('inviteState', () => {
  it.each([
    ['open', open],
    ['open', { ...open, maxUses: null, uses: 500 }],
    ['expired', { ...open, expiresAt: NOW }],
    ['used_up', { ...open, uses: 2 }],
    ['revoked', { ...open, revokedAt: NOW, uses: 2 }],
    ['club_archived', { ...open, clubArchivedAt: NOW, revokedAt: NOW }],
  ] as const)('%s', (state, invite) => {
    expect(inviteState(invite, NOW)).toBe(state);
  });
});

describe('newInviteSchema', () => {
  it('defaults to 14 days and any number of uses', () => {
    expect(newInviteSchema.parse({ role: 'guest' })).toEqual({ role: 'guest', expiresInDays: 14 });
  });

  it.each([
    { role: 'president' },
    { role: 'member', expiresInDays: 0 },
    { role: 'member', expiresInDays: 366 },
    { role: 'member', maxUses: 0 },
    { role: 'member', maxUses: 1.5 },
  ])('refuses %j', (input) => {
    expect(newInviteSchema.safeParse(input).success).toBe(false);
  });

  it.each([0, 1.5, 10_001, Number.NaN])('says how many uses it takes for %s', (maxUses) => {
    const result = newInviteSchema.safeParse({ role: 'member', maxUses });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVITE_MAX_USES_MESSAGE]);
  });
});

describe('inviteTokenSchema', () => {
  it.each([
    ['a'.repeat(43), true],
    ['abc', false],
    ['a'.repeat(42) + '/', false],
  ])('%s → %s', (token, ok) => {
    expect(inviteTokenSchema.safeParse(token).success).toBe(ok);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/join/abc', '/join/abc'],
    ['/join/abc?x=1#top', '/join/abc?x=1#top'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['join/abc', null],
    ['/join abc', null],
    ['/join\tabc', null],
    ['/join\u007fabc', null],
    ['', null],
    ['/' + 'a'.repeat(600), null],
    [42, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
