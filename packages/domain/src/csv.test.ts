import { describe, it, expect } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell (RFC 4180, formula injection)', () => {
  it.each<[string | number | null | undefined, string]>([
    ['plain', 'plain'],
    [12.5, '12.5'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
    [' padded', '" padded"'],
    ['padded ', '"padded "'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+61 400 000 000', "'+61 400 000 000"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'],
  ])('csvCell(%j) → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('starts with a BOM and uses CRLF after every record', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe(`${CSV_BOM}a,b\r\n1,2\r\n`);
  });

  it('empty input is just the BOM', () => {
    expect(toCsv([])).toBe('\uFEFF');
  });

  it('blank rows are empty lines', () => {
    expect(toCsv([['x'], [], ['y']])).toBe('\uFEFFx\r\n\r\ny\r\n');
  });
});
