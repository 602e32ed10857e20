import { describe, it, expect } from 'vitest';
import { fromCents, parseCents, sumCents, toCents } from './money';

describe('money in integer cents', () => {
  it.each<[string | number, number | null]>([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.05', 5],
    ['0.00', 0],
    ['-0.00', 0],
    ['-3.20', -320],
    [' 32.00 ', 3200],
    ['99999999.99', 9999999999],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [32, 3200],
    ['12.345', null],
    ['1,000.00', null],
    ['$5', null],
    ['', null],
    ['abc', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('parseCents(%j) → %s', (value, cents) => {
    expect(parseCents(value)).toBe(cents);
  });

  it('toCents throws on malformed amounts', () => {
    expect(toCents('7.25')).toBe(725);
    expect(() => toCents('seven')).toThrow(RangeError);
  });

  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [500, '5.00'],
    [-320, '-3.20'],
    [123456, '1234.56'],
  ])('fromCents(%i) → %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('fromCents rejects fractions of a cent', () => {
    expect(() => fromCents(12.5)).toThrow(RangeError);
  });

  it.each([
    [[], 0],
    [[1, 2, 3], 6],
    [[3200, 500, -100], 3600],
  ])('sumCents(%j) → %i', (values, total) => {
    expect(sumCents(values)).toBe(total);
  });
});
