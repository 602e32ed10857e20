import { describe, expect, it } from 'vitest';
import { clubsLeftWithoutPresident } from './account';

describe('clubsLeftWithoutPresident', () => {
  it('names the clubs where the user is the only active president', () => {
    expect(
      clubsLeftWithoutPresident(1, [
        { clubId: 10, userId: 1, status: 'active' },
        { clubId: 20, userId: 1, status: 'active' },
        { clubId: 20, userId: 2, status: 'active' },
        { clubId: 30, userId: 1, status: 'inactive' },
        { clubId: 30, userId: 3, status: 'inactive' },
      ]),
    ).toEqual([10, 30]);
  });

  it('allows the deletion when every club keeps another active president', () => {
    expect(
      clubsLeftWithoutPresident(1, [
        { clubId: 10, userId: 1, status: 'active' },
        { clubId: 10, userId: 2, status: 'active' },
      ]),
    ).toEqual([]);
    expect(clubsLeftWithoutPresident(1, [{ clubId: 10, userId: 2, status: 'active' }])).toEqual([]);
  });
});

// Raised from mutation testing (docs/TESTING.md).
describe('clubsLeftWithoutPresident, case by case', () => {
  it.each([
    [
      'no presidency of theirs: nothing, even where others are inactive',
      [{ clubId: 5, userId: 2, status: 'inactive' }],
      [],
    ],
    [
      'another club’s lone president is not theirs',
      [
        { clubId: 5, userId: 2, status: 'active' },
        { clubId: 6, userId: 1, status: 'active' },
      ],
      [6],
    ],
    [
      'in club number order, not insertion or text order',
      [
        { clubId: 10, userId: 1, status: 'active' },
        { clubId: 2, userId: 1, status: 'active' },
        { clubId: 33, userId: 1, status: 'inactive' },
      ],
      [2, 10, 33],
    ],
  ] as const)('%s', (_, presidents, expected) => {
    expect(clubsLeftWithoutPresident(1, presidents)).toEqual(expected);
  });
});
