import { initTRPC } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// @trpc/server is patched (patches/, docs/decisions/013-request-path-diet.md): the helper that
// copies a call's options and context at every level of the middleware chain. These pin what the
// chain must still hand on, whatever the helper.

const marker = Symbol('marker');

interface Base {
  requestId: string;
}

const t = initTRPC.context<Base>().create();

const chain = t.procedure
  .use(({ next }) => next({ ctx: { user: 'ada', [marker]: 'kept' } }))
  .input(z.object({ clubId: z.number() }))
  .use(({ ctx, next }) => next({ ctx: { ...ctx, clubId: 7 } }))
  .input(z.object({ meetingId: z.number() }))
  .use(({ next }) =>
    // An own "__proto__" key, as JSON.parse makes one: copied as a key, never a prototype.
    next({ ctx: JSON.parse('{"__proto__": {"polluted": true}, "late": 1}') as object }),
  )
  .query(({ ctx, input }) => ({ ctx, input }));

const router = t.router({ chain });

describe("tRPC's middleware chain (patched copies)", () => {
  it('merges each level into the context, symbols and own "__proto__" keys included', async () => {
    const caller = t.createCallerFactory(router)({ requestId: 'r-1' });
    const { ctx, input } = await caller.chain({ clubId: 1, meetingId: 2 });
    expect(ctx).toMatchObject({ requestId: 'r-1', user: 'ada', clubId: 7, late: 1 });
    expect((ctx as Record<symbol, unknown>)[marker]).toBe('kept');
    expect(Object.getPrototypeOf(ctx)).toBe(Object.prototype);
    expect(Object.hasOwn(ctx, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Both inputs' parsed values, merged.
    expect(input).toEqual({ clubId: 1, meetingId: 2 });
  });

  it('leaves the caller’s own context and input objects as they were', async () => {
    const base = { requestId: 'r-2' };
    const raw = { clubId: 1, meetingId: 2 };
    await t.createCallerFactory(router)(base).chain(raw);
    expect(base).toEqual({ requestId: 'r-2' });
    expect(raw).toEqual({ clubId: 1, meetingId: 2 });
  });
});
