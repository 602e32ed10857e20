import { describe, expect, it } from 'vitest';
import { MEETING_STATUS_TEXT } from './text';

describe('MEETING_STATUS_TEXT', () => {
  it('names the change and its outcome', () => {
    expect(MEETING_STATUS_TEXT.markAs('Completed')).toBe('Mark Completed');
    expect(MEETING_STATUS_TEXT.changed('Completed')).toBe('Meeting marked Completed.');
  });
});
