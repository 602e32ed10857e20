import { describe, expect, it } from 'vitest';
import { redactSecretLinks, redactSecretPath, secretLink, SECRET_PATHS } from './secret-links';

const SECRET = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

describe('redactSecretPath', () => {
  it.each([
    [`/api/calendar/${SECRET}.ics`, '/api/calendar/[redacted]'],
    [`/api/unsubscribe/${SECRET}`, '/api/unsubscribe/[redacted]'],
    [`/respond/${SECRET}`, '/respond/[redacted]'],
    [`/join/${SECRET}?from=mail`, '/join/[redacted]'],
    // As a client may spell it; the router reads all of these as the same route.
    [`/%61pi/unsubscribe/${SECRET}`, '/api/unsubscribe/[redacted]'],
    [`/%72espond/${SECRET}`, '/respond/[redacted]'],
    [`//respond//${SECRET}`, '/respond/[redacted]'],
    [`/API/Calendar/${SECRET}.ics`, '/api/calendar/[redacted]'],
    [`http://lectern.example/join/${SECRET}`, 'http://lectern.example/join/[redacted]'],
    [`/respond%2F${SECRET}`, '/respond/[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(redactSecretPath(url)).toBe(logged);
    expect(redactSecretPath(url)).not.toContain(SECRET);
  });

  it('leaves other paths as they are (without their query)', () => {
    expect(redactSecretPath('/api/clubs/1/members?x=1')).toBe('/api/clubs/1/members');
    expect(redactSecretPath('/meetings/12')).toBe('/meetings/12');
    expect(redactSecretPath('/bad%zzescape')).toBe('/bad%zzescape');
  });
});

describe('redactSecretLinks', () => {
  it('cuts the secret of every kind of secret-bearing address out of a text', () => {
    const base = 'https://club.example';
    const links = (Object.keys(SECRET_PATHS) as (keyof typeof SECRET_PATHS)[]).map((kind) =>
      secretLink(base, kind, SECRET, kind === 'calendarFeed' ? '.ics' : ''),
    );
    const text = [
      `Yes, I'll attend: ${links[2]}`,
      `<a href="${links[3]}">Join</a>`,
      `List-Unsubscribe: <${links[1]}>`,
      `(${links[0]})`,
    ].join('\n');
    const redacted = redactSecretLinks(text);
    expect(redacted).not.toContain(SECRET);
    expect(redacted).toBe(
      [
        "Yes, I'll attend: https://club.example/respond/[redacted]",
        '<a href="https://club.example/join/[redacted]">Join</a>',
        'List-Unsubscribe: <https://club.example/api/unsubscribe/[redacted]>',
        '(https://club.example/api/calendar/[redacted])',
      ].join('\n'),
    );
    expect(redactSecretLinks(redacted)).toBe(redacted);
  });

  it('leaves a text without such addresses unchanged', () => {
    const text = 'See https://club.example/meetings/12 and join us at 7pm.';
    expect(redactSecretLinks(text)).toBe(text);
  });
});
