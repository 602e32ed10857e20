import { describe, it, expect } from 'vitest';
import {
  CSV_MEMBER_TEXT,
  bulkUploadMembersSchema,
  bulkUploadMessage,
  parseMembersCsv,
  parsedMembersMessage,
} from './csv-members';

describe('parseMembersCsv', () => {
  it.each<[string, string, { name: string; email: string; role: string }[]]>([
    [
      'simple',
      'name,email,role\nAnn Lee,ann@example.org,member\n',
      [{ name: 'Ann Lee', email: 'ann@example.org', role: 'member' }],
    ],
    [
      'CRLF and BOM',
      '\uFEFFname,email,role\r\nAnn,ann@example.org,Member\r\nBob,bob@example.org,GUEST\r\n',
      [
        { name: 'Ann', email: 'ann@example.org', role: 'member' },
        { name: 'Bob', email: 'bob@example.org', role: 'guest' },
      ],
    ],
    [
      'quoted comma',
      'name,email,role\n"Lee, Ann",ann@example.org,officer\n',
      [{ name: 'Lee, Ann', email: 'ann@example.org', role: 'officer' }],
    ],
    [
      'escaped quotes removed',
      'name,email,role\n"Ann ""Annie"" Lee",ann@example.org,member\n',
      [{ name: 'Ann Annie Lee', email: 'ann@example.org', role: 'member' }],
    ],
    [
      'rows missing a field are skipped',
      'name,email,role\nAnn,,member\n,bob@example.org,member\nCy,cy@example.org,\nDee,dee@example.org\nEve,eve@example.org,guest,extra\n',
      [{ name: 'Eve', email: 'eve@example.org', role: 'guest' }],
    ],
    [
      'blank lines',
      'name,email,role\n\n   \nAnn, ann@example.org , member \n\n',
      [{ name: 'Ann', email: 'ann@example.org', role: 'member' }],
    ],
    ['header only', 'name,email,role\n', []],
    ['empty file', '', []],
  ])('%s', (_name, text, members) => {
    const result = parseMembersCsv(text);
    expect(result.members).toEqual(members);
    expect(result.message).toBe(
      members.length === 0
        ? 'No valid data: Could not parse any valid member data from the file.'
        : `Parsed ${members.length} members from CSV file.`,
    );
  });

  it('the first row is always treated as a header', () => {
    expect(
      parseMembersCsv('Ann,ann@example.org,member\nBob,bob@example.org,member').members,
    ).toEqual([{ name: 'Bob', email: 'bob@example.org', role: 'member' }]);
  });

  it('messages', () => {
    expect(parsedMembersMessage(3)).toBe('Parsed 3 members from CSV file.');
    expect(bulkUploadMessage(12)).toBe('Successfully processed 12 members.');
    expect(CSV_MEMBER_TEXT.readError).toBe(
      'Error reading file: Could not read the CSV file. Please try again.',
    );
    expect(CSV_MEMBER_TEXT.uploadFailed).toBe(
      'Failed to upload members. Please check the console for details.',
    );
  });
});

describe('bulkUploadMembersSchema', () => {
  const row = { name: 'Ann', email: 'ann@example.org', role: 'member' };

  it.each([
    ['member', 'member'],
    [' Guest ', 'guest'],
    ['OFFICER', 'officer'],
  ])('accepts role %j as %s', (role, stored) => {
    expect(bulkUploadMembersSchema.parse({ members: [{ ...row, role }] }).members[0]?.role).toBe(
      stored,
    );
  });

  it.each([['president'], ['vpe'], ['treasurer'], ['sergeant'], ['admin'], ['']])(
    'refuses role %j',
    (role) => {
      const result = bulkUploadMembersSchema.safeParse({ members: [{ ...row, role }] });
      expect(result.error?.issues[0]?.message).toBe('Role must be member, guest or officer');
    },
  );

  it.each([
    [0, false, 'No data to upload: Please select a CSV file first.'],
    [1, true, null],
    [500, true, null],
    [501, false, 'Upload at most 500 members at a time.'],
  ])('%i rows → valid %s', (n, valid, message) => {
    const result = bulkUploadMembersSchema.safeParse({
      members: Array.from({ length: n }, () => row),
    });
    expect(result.success).toBe(valid);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('validates e-mails', () => {
    expect(
      bulkUploadMembersSchema.safeParse({ members: [{ ...row, email: 'nope' }] }).success,
    ).toBe(false);
  });
});
