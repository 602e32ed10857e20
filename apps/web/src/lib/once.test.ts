import { describe, expect, it } from 'vitest';
import { once } from './once';

describe('once', () => {
  it.each([
    ['a formatter', () => new Intl.DateTimeFormat('en-AU')],
    ['a promise', () => Promise.resolve(1)],
    ['undefined', () => undefined],
    ['zero', () => 0],
  ])('makes %s on the first call only, and every call gets that one', (_, make) => {
    let calls = 0;
    const get = once(() => {
      calls += 1;
      return make();
    });
    expect(calls).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(get()).toBe(first);
    expect(calls).toBe(1);
  });
});
