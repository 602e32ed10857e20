import {
  memberFullViewAnswer,
  memberGuestViewAnswer,
  memberMemberViewAnswer,
} from '@lectern/domain/answers';
import { initTRPC } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../src/router.js';
import { answer } from '../src/trpc/init.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, freshMeeting } from './helpers.js';

/**
 * The paths of a router's procedures that declare no answer (`.output(answer(schema))`): none, or
 * a schema given to `.output` bare (tRPC would check it without zod's compiled checker, and the
 * OpenAPI document reads the schema from the answer).
 */
function proceduresWithoutAnswer(router: { _def: { procedures: object } }): string[] {
  return Object.entries(router._def.procedures)
    .filter(([, procedure]) => {
      const def = (procedure as { _def: { output?: { schema?: unknown } } })._def;
      return !(def.output?.schema instanceof z.ZodType);
    })
    .map(([path]) => path)
    .sort();
}

describe('every procedure declares its answer', () => {
  it('the walk finds a procedure without a declared answer', () => {
    const t = initTRPC.create();
    const ok = z.object({ ok: z.boolean() });
    const sample = t.router({
      declared: t.procedure.output(answer(ok)).query(() => ({ ok: true })),
      bare: t.procedure.output(ok).query(() => ({ ok: true })),
      nested: t.router({ undeclared: t.procedure.query(() => ({ ok: true })) }),
    });
    expect(proceduresWithoutAnswer(sample)).toEqual(['bare', 'nested.undeclared']);
  });

  it('no procedure of the app answers without a declared schema', () => {
    expect(Object.keys(appRouter._def.procedures).length).toBeGreaterThan(80);
    // A subscription (which declares no answer) would be listed too: the live console's stream
    // is GET /api/meetings/{id}/live/events, serialised once for all its streams.
    expect(proceduresWithoutAnswer(appRouter)).toEqual([]);
  });
});

/** The keys a shape declares present (the richer shapes' keys are declared absent). */
function presentKeys(shape: z.ZodRawShape): string[] {
  return Object.entries(shape)
    .filter(
      ([, field]) => !(field instanceof z.ZodOptional && field.unwrap() instanceof z.ZodUndefined),
    )
    .map(([key]) => key)
    .sort();
}

type Shape = typeof memberGuestViewAnswer;

function keysOf(value: unknown): string[] {
  return Object.keys(value as object).sort();
}

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

describe('one member read by each viewer: their declared shape, nothing more', () => {
  // The VP Education: an officer, so a guest may see the basics; every profile field is set.
  it.each<[string, string, Shape | typeof memberMemberViewAnswer | typeof memberFullViewAnswer]>([
    ['a guest', ACTORS.guest, memberGuestViewAnswer],
    ['a member', ACTORS.member, memberMemberViewAnswer],
    ['a manager', ACTORS.vpm, memberFullViewAnswer],
  ])('%s', async (_who, email, shape) => {
    const vpe = await h.userByEmail(ACTORS.vpe);
    const caller = await h.callerAs(email);
    const entry = await caller.members.get({ clubId: h.demo.clubId, userId: vpe.id });

    expect(keysOf(entry)).toEqual(presentKeys(shape.shape));
    expect(keysOf(entry.user)).toEqual(presentKeys(shape.shape.user.shape));
    const profileShape = shape.shape.profile.unwrap().shape;
    expect(keysOf(entry.profile)).toEqual(presentKeys(profileShape));
  });

  it('the shapes grow from guest to member to manager, the sensitive fields only in the last', () => {
    const guest = presentKeys(memberGuestViewAnswer.shape.profile.unwrap().shape);
    const member = presentKeys(memberMemberViewAnswer.shape.profile.unwrap().shape);
    const manager = presentKeys(memberFullViewAnswer.shape.profile.unwrap().shape);
    expect(guest).toEqual(['currentLevel', 'membershipStatus', 'pathwaysPath']);
    expect(member).toEqual(expect.arrayContaining([...guest, 'bio']));
    expect(member).not.toContain('emergencyContact');
    expect(member).not.toContain('tmiMembershipNumber');
    expect(manager).toEqual(
      expect.arrayContaining([...member, 'emergencyContact', 'dietaryRestrictions']),
    );
  });
});

describe('upcoming meetings', () => {
  it("send each agenda's item count, not its text", async () => {
    const meeting = await freshMeeting(h, 40, 'Counted agenda');
    await h.db
      .updateTable('meetings')
      .set({ agenda: 'Call to Order\n\nTable Topics\nEvaluations' })
      .where('id', '=', meeting.id)
      .execute();
    const member = await h.callerAs(ACTORS.member);
    const upcoming = await member.meetings.upcoming({ clubId: h.demo.clubId });
    const listed = upcoming.find((m) => m.id === meeting.id);
    expect(listed?.agendaItemCount).toBe(3);
    expect(listed).not.toHaveProperty('agenda');
    const read = await member.meetings.get({ meetingId: meeting.id });
    expect(read.agenda).toBe('Call to Order\n\nTable Topics\nEvaluations');
  });
});
