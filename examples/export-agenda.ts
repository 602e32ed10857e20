// Exports your club's next meeting: its agenda (each role and who holds it) and its RSVPs, as
// plain text to paste into the week's e-mail. Uses @lectern/client: every call is typed from the
// API's own procedures.
//
//   LECTERN_URL=http://localhost:3000 LECTERN_TOKEN=lct_… npx tsx examples/export-agenda.ts
import { pathToFileURL } from 'node:url';
import { createLecternClient } from '@lectern/client';

type Person = { firstName: string | null; lastName: string | null } | null;
const name = (person: Person) =>
  person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : 'open';

/** The next meeting of the token owner's first club, as text. */
export async function exportNextAgenda(options: { baseUrl: string; token: string }) {
  const lectern = createLecternClient(options);
  const [membership] = await lectern.clubs.list.query();
  if (!membership) return 'You belong to no club.\n';
  const [meeting] = await lectern.meetings.upcoming.query({ clubId: membership.clubId });
  if (!meeting) return `${membership.club.name} has no upcoming meeting.\n`;
  const [roles, rsvps] = await Promise.all([
    lectern.meetingRoles.list.query({ meetingId: meeting.id }),
    lectern.rsvps.list.query({ meetingId: meeting.id }),
  ]);
  const lines = [
    `${membership.club.name}: ${meeting.title}, ${meeting.date} at ${meeting.startTime}`,
    '',
    'Agenda',
    ...roles.map((role) => `  ${role.roleType}: ${name(role.user)} (${role.status})`),
    '',
    'RSVPs',
    ...rsvps.map((rsvp) => `  ${name(rsvp.user)}: ${rsvp.status}`),
  ];
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const token = process.env.LECTERN_TOKEN;
  if (!token) throw new Error('Set LECTERN_TOKEN to a personal API token (npm run token).');
  const baseUrl = process.env.LECTERN_URL ?? 'http://localhost:3000';
  process.stdout.write(await exportNextAgenda({ baseUrl, token }));
}
