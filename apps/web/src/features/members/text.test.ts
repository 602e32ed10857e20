import { describe, expect, it } from 'vitest';
import { MEMBERS_TEXT } from './text';

describe('MEMBERS_TEXT', () => {
  it('texts', () => {
    expect(MEMBERS_TEXT.noClub).toBe('Join a club to view its members.');
    expect(MEMBERS_TEXT.noMatches.title).toBe('No members found');
    expect(MEMBERS_TEXT.noMembers).toEqual({ title: 'No members yet', action: 'Add First Member' });
    expect(MEMBERS_TEXT.roleUpdated.description).toBe('Member role has been updated successfully.');
    expect(MEMBERS_TEXT.addFailed).toBe('Failed to add member. Please try again.');
  });
});
