import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createApiToken } from '@lectern/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';

// The scripts in examples/ run as their README tells a club's tech person to run them: `tsx`, the
// server's address and a personal API token in the environment, against a real server.

const examples = fileURLToPath(new URL('../../../examples/', import.meta.url));
const tsx = `${examples}node_modules/.bin/tsx`;
const run = promisify(execFile);

let h: ApiHarness;
let baseUrl: string;
beforeAll(async () => {
  h = await createApiHarness();
  baseUrl = await (await h.http()).listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => h?.close());

async function script(file: string, email: string): Promise<string> {
  const user = await h.userByEmail(email);
  const { token } = await createApiToken(h.db, user.id, `examples/${file}`, 'full');
  const { stdout } = await run(tsx, [file], {
    cwd: examples,
    env: { ...process.env, LECTERN_URL: baseUrl, LECTERN_TOKEN: token },
  });
  return stdout;
}

/** The demo club's next meeting, as the web app's dashboard reads it. */
async function nextMeeting() {
  const caller = await h.callerAs('president@example.org');
  const [meeting] = await caller.meetings.upcoming({ clubId: h.demo.clubId });
  if (!meeting) throw new Error('the demo club has no upcoming meeting');
  return { meeting, roles: await caller.meetingRoles.list({ meetingId: meeting.id }) };
}

describe('examples/export-agenda.ts (@lectern/client)', () => {
  it("prints the next meeting's agenda and RSVPs", async () => {
    const { meeting, roles } = await nextMeeting();
    const rsvps = await (
      await h.callerAs('president@example.org')
    ).rsvps.list({ meetingId: meeting.id });
    const out = await script('export-agenda.ts', 'president@example.org');
    expect(out).toContain(`${meeting.title}, ${meeting.date} at ${meeting.startTime}`);
    const agenda = out.slice(out.indexOf('Agenda'), out.indexOf('RSVPs')).trim().split('\n');
    expect(agenda).toHaveLength(roles.length + 1);
    const held = roles.find((role) => role.user !== null);
    if (held?.user)
      expect(out).toContain(
        `  ${held.roleType}: ${held.user.firstName} ${held.user.lastName} (${held.status})`,
      );
    const answers = out.slice(out.indexOf('RSVPs')).trim().split('\n');
    expect(answers).toHaveLength(rsvps.length + 1);
  });
});

describe('examples/volunteer.ts (openapi-fetch on the generated types)', () => {
  it('takes the first open role of the next meeting for the token owner', async () => {
    const before = await nextMeeting();
    const open = before.roles.find((role) => role.status === 'open');
    if (!open) throw new Error('the demo meeting has no open role');
    const out = await script('volunteer.ts', 'member@example.org');
    expect(out.trim()).toBe(
      `You are ${open.roleType} at ${before.meeting.title} on ${before.meeting.date}.`,
    );
    const member = await h.userByEmail('member@example.org');
    const after = await nextMeeting();
    expect(after.roles.find((role) => role.id === open.id)).toMatchObject({
      userId: member.id,
      status: 'assigned',
    });
  });
});
