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
