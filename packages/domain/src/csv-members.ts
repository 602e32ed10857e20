// Members CSV upload, the bulk-upload call and its messages; roles member/guest/officer only,
// at most 500 rows.
import Papa from 'papaparse';
import { z } from 'zod';
import { ADD_MEMBER_ROLE_OPTIONS } from './club-roles';
import { MEMBER_FIELD_MESSAGES } from './members';
import { memberEmailSchema, memberNameSchema } from './schemas';

export type MemberCsvRow = { name: string; email: string; role: string };

export const BULK_UPLOAD_MAX_ROWS = 500;

export const CSV_MEMBER_TEXT = {
  noValidData: 'No valid data: Could not parse any valid member data from the file.',
  readError: 'Error reading file: Could not read the CSV file. Please try again.',
  noData: 'No data to upload: Please select a CSV file first.',
  uploadFailed: 'Failed to upload members. Please check the console for details.',
  fileUploaded: 'File uploaded',
  tooManyRows: `Upload at most ${BULK_UPLOAD_MAX_ROWS} members at a time.`,
} as const;

export function parsedMembersMessage(n: number): string {
  return `Parsed ${n} members from CSV file.`;
}

/** Success toast after a bulk upload. */
export function bulkUploadMessage(n: number): string {
  return `Successfully processed ${n} members.`;
}

const cleanCell = (cell: string | undefined): string => (cell ?? '').replace(/[\r"]/g, '').trim();

/**
 * The first row is a header and skipped; each row needs name, email and role
 * (all non-empty). Quoted commas, a BOM and CRLF line endings are handled; roles are lower-cased.
 */
export function parseMembersCsv(text: string): { members: MemberCsvRow[]; message: string } {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const members: MemberCsvRow[] = [];
  for (const row of data.slice(1)) {
    const name = cleanCell(row[0]);
    const email = cleanCell(row[1]);
    const role = cleanCell(row[2]).toLowerCase();
    if (name && email && role) members.push({ name, email, role });
  }
  return {
    members,
    message:
      members.length === 0 ? CSV_MEMBER_TEXT.noValidData : parsedMembersMessage(members.length),
  };
}

export const bulkMemberRowSchema = z.object({
  name: memberNameSchema,
  email: memberEmailSchema,
  role: z
    .string()
    .max(50)
    .trim()
    .toLowerCase()
    .pipe(z.enum(ADD_MEMBER_ROLE_OPTIONS, { error: MEMBER_FIELD_MESSAGES.roleInvalid })),
});

/** POST bulk-upload-members body (officer ranks other than 'officer' are refused). */
export const bulkUploadMembersSchema = z.object({
  members: z
    .array(bulkMemberRowSchema)
    .min(1, CSV_MEMBER_TEXT.noData)
    .max(BULK_UPLOAD_MAX_ROWS, CSV_MEMBER_TEXT.tooManyRows),
});
