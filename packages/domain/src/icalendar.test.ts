import { describe, expect, it } from 'vitest';
import {
  component,
  escapeText,
  foldLine,
  formatDateValue,
  formatUtcDateTime,
  serializeCalendar,
} from './icalendar';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCalendar text', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['one\ntwo\r\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['\\n is not a newline', '\\\\n is not a newline'],
  ])('escapes %j', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });

  it('leaves lines of up to 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toEqual([line]);
  });

  it('folds longer lines at 75 octets, continuations starting with a space', () => {
    const line = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldLine(line);
    expect(folded.length).toBe(3);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('never splits a character of several octets', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'😀'.repeat(20)}${'日'.repeat(30)}`;
    const folded = foldLine(line);
    for (const part of folded) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it.each([
    // [character, its UTF-8 octets]: a line of them folds after as many as fit in 75 octets
    ['X', 1],
    ['\u007f', 1],
    ['\u0080', 2],
    ['é', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['日', 3],
    ['😀', 4],
  ])('folds a line of %j (%i octets each) after the last one that fits', (char, size) => {
    const folded = foldLine(char.repeat(100));
    expect(folded[0]).toBe(char.repeat(Math.floor(75 / size)));
    expect(octets(folded[0]!)).toBe(Math.floor(75 / size) * size);
  });

  it('writes no parameter separator for an empty parameter list', () => {
    expect(component('VEVENT', [{ name: 'UID', params: [], value: 'a' }])).toEqual([
      'BEGIN:VEVENT',
      'UID:a',
      'END:VEVENT',
    ]);
  });

  it('formats UTC date-times and dates', () => {
    expect(formatUtcDateTime(new Date('2026-12-01T07:15:00.123Z'))).toBe('20261201T071500Z');
    expect(formatDateValue('2026-12-01')).toBe('20261201');
  });

  it('writes components with parameters, nested components, CRLF and no stray controls', () => {
    const text = serializeCalendar(
      component('VCALENDAR', [
        { name: 'VERSION', value: '2.0' },
        component('VEVENT', [
          { name: 'DTSTART', params: ['VALUE=DATE'], value: '20261201' },
          { name: 'URL', value: 'https://x.test/a\u0007b' },
        ]),
      ]),
    );
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'DTSTART;VALUE=DATE:20261201',
        'URL:https://x.test/ab',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});
