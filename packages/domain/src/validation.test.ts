import { describe, it, expect } from 'vitest';
import { requiredString, tooLongMessage } from './validation';

describe('requiredString', () => {
  const schema = requiredString('Name is required', 5);

  it.each<[unknown, string]>([
    [' Ann ', 'Ann'],
    ['Bobby', 'Bobby'],
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    [undefined, 'Name is required'],
    [42, 'Name is required'],
    ['Annabel', 'Must be at most 5 characters'],
  ])('%j → %j', (value, expected) => {
    const result = schema.safeParse(value);
    expect(result.success ? result.data : result.error.issues[0]?.message).toBe(expected);
  });

  it.each([
    [1, 'Must be at most 1 characters'],
    [255, 'Must be at most 255 characters'],
  ])('tooLongMessage(%i)', (max, message) => {
    expect(tooLongMessage(max)).toBe(message);
  });
});
