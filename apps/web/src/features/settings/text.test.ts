import { describe, expect, it } from 'vitest';
import { TEMPLATE_TEXT } from './text';

describe('TEMPLATE_TEXT', () => {
  it('texts', () => {
    expect(TEMPLATE_TEXT.deleteConfirm).toBe('Are you sure you want to delete this template?');
  });
});
