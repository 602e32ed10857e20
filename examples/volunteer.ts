// Volunteers you for the first open role of your club's next meeting, through the REST door:
// openapi-fetch on the types openapi-typescript generates from /api/openapi.json
// (`npx openapi-typescript http://localhost:3000/api/openapi.json -o lectern-api.gen.d.ts`).
//
//   LECTERN_URL=http://localhost:3000 LECTERN_TOKEN=lct_… npx tsx examples/volunteer.ts
import { pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import type { paths } from './lectern-api.gen.js';

// The fields of each answer this script reads.
type Membership = { clubId: number };
type Meeting = { id: number; title: string; date: string };
type Role = { id: number; roleType: string; status: string };

/** Takes the first open role of the next meeting; answers what happened, in a sentence. */
export async function volunteerForOpenRole(options: { baseUrl: string; token: string }) {
  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { authorization: `Bearer ${options.token}` },
  });
  const clubs = await api.GET('/api/clubs');
  const [membership] = (clubs.data ?? []) as Membership[];
  if (!membership) return 'You belong to no club.';
  const upcoming = await api.GET('/api/clubs/{clubId}/meetings/upcoming', {
    params: { path: { clubId: membership.clubId } },
  });
  const [meeting] = (upcoming.data ?? []) as Meeting[];
  if (!meeting) return 'Your club has no upcoming meeting.';
  const roles = await api.GET('/api/meetings/{id}/roles', { params: { path: { id: meeting.id } } });
  const open = ((roles.data ?? []) as Role[]).find((role) => role.status === 'open');
  if (!open) return `Every role of ${meeting.title} is taken.`;
  // An empty body volunteers the caller.
  const taken = await api.PATCH('/api/roles/{roleId}/assign', {
    params: { path: { roleId: open.id } },
    body: {},
  });
  if (taken.error) return `Could not take ${open.roleType}: ${taken.error.message}`;
  return `You are ${open.roleType} at ${meeting.title} on ${meeting.date}.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const token = process.env.LECTERN_TOKEN;
  if (!token) throw new Error('Set LECTERN_TOKEN to a personal API token (npm run token).');
  const baseUrl = process.env.LECTERN_URL ?? 'http://localhost:3000';
  console.log(await volunteerForOpenRole({ baseUrl, token }));
}
