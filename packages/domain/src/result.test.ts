import { describe, it, expect } from 'vitest';
import { fail, ok, type Result } from './result';

describe('Result helpers', () => {
  it.each([[1], ['text'], [null], [{ a: 1 }]])('ok(%j) wraps the value', (value) => {
    expect(ok(value)).toEqual({ ok: true, value });
  });

  it.each([['forbidden'], ['not_found']])('fail(%s) carries the violation', (violation) => {
    const result: Result<number> = fail(violation);
    expect(result).toEqual({ ok: false, violation });
  });
});
