// A small iCalendar (RFC 5545) writer: content lines with escaped text, folded at 75 octets,
// joined with CRLF. Only what the calendar feed writes; no parsing.

/** A property: name, optional parameters (`VALUE=DATE`) and an already formatted value. */
export interface ContentLine {
  name: string;
  params?: readonly string[];
  value: string;
}

/** TEXT values: backslash, semicolon and comma are escaped, every line break becomes `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one character (a code point) in UTF-8; a surrogate pair is four. */
function utf8Length(char: string): number {
  if (char.length > 1) return 4;
  const code = char.charCodeAt(0);
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return 3;
}

/**
 * Folds a content line so that no line is longer than 75 octets (UTF-8), continuation lines
 * starting with one space; a character is never split across lines.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/** '20261201T071500Z': a UTC date-time. */
export function formatUtcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** '20261201': a DATE value from 'YYYY-MM-DD'. */
export function formatDateValue(date: string): string {
  return date.replace(/-/g, '');
}

/** Controls other than tab would make an invalid content line: they are dropped. */
function withoutControls(value: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the control characters are meant
  return value.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

function contentLine(line: ContentLine): string {
  const params = line.params && line.params.length > 0 ? `;${line.params.join(';')}` : '';
  return `${line.name}${params}:${withoutControls(line.value)}`;
}

/** A component (VCALENDAR, VEVENT, …) around its properties and sub-components. */
export function component(name: string, body: readonly (ContentLine | string[])[]): string[] {
  const lines = [`BEGIN:${name}`];
  for (const item of body) {
    if (Array.isArray(item)) lines.push(...item);
    else lines.push(contentLine(item));
  }
  lines.push(`END:${name}`);
  return lines;
}

/** The object's text: every line folded, CRLF after each. */
export function serializeCalendar(lines: readonly string[]): string {
  return lines.flatMap(foldLine).join('\r\n') + '\r\n';
}
