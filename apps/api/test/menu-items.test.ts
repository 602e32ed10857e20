import { DEMO_MENU } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

describe('menu items (tRPC door)', () => {
  it('everyone in the club reads the menu, guests included, with 2-decimal prices', async () => {
    const menu = await (await h.callerAs(ACTORS.guest)).menuItems.list({ clubId: h.demo.clubId });
    expect(menu).toHaveLength(Object.keys(DEMO_MENU).length);
    expect(menu.find((m) => m.name === DEMO_MENU.beefRibs.name)).toMatchObject({
      price: '37.00',
      category: 'meal',
      available: true,
    });
    expect(menu.find((m) => m.name === DEMO_MENU.seafoodLinguine.name)).toMatchObject({
      available: false,
    });
    expect(menu.every((m) => m.clubId === h.demo.clubId)).toBe(true);
    expect(
      await codeOf((await h.callerAs(ACTORS.outsider)).menuItems.list({ clubId: h.demo.clubId })),
    ).toBe('NOT_FOUND');
    expect(await codeOf((await h.callerAs(null)).menuItems.list({ clubId: h.demo.clubId }))).toBe(
      'UNAUTHORIZED',
    );
  });

  it('managers create items; prices are rounded to cents, a non-number is 0, negatives are 400', async () => {
    const treasurer = await h.callerAs(ACTORS.treasurer);
    const item = await treasurer.menuItems.create({
      clubId: h.demo.clubId,
      name: 'Lemon Tart',
      category: 'extras',
      price: 12.499,
      description: 'Sweet',
    });
    expect(item).toMatchObject({
      name: 'Lemon Tart',
      price: '12.50',
      available: true,
      clubId: h.demo.clubId,
    });
    const free = await treasurer.menuItems.create({
      clubId: h.demo.clubId,
      name: 'Tap Water',
      category: 'drink_6pm',
      price: 'abc',
    });
    expect(free.price).toBe('0.00');
    expect(
      await codeOf(
        treasurer.menuItems.create({
          clubId: h.demo.clubId,
          name: 'Refund',
          category: 'meal',
          price: -1,
        }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(
        treasurer.menuItems.create({
          clubId: h.demo.clubId,
          name: 'Cocktail',
          category: 'cocktails',
          price: 3,
        } as never),
      ),
    ).toBe('BAD_REQUEST');
  });

  it.each([
    [ACTORS.member, 'FORBIDDEN'],
    [ACTORS.guest, 'FORBIDDEN'],
    [ACTORS.officer, 'FORBIDDEN'],
    [ACTORS.outsider, 'NOT_FOUND'],
    [ACTORS.admin, 'NOT_FOUND'],
    [null, 'UNAUTHORIZED'],
  ])('%s creating or deleting a menu item: %s', async (email, code) => {
    const caller = await h.callerAs(email);
    expect(
      await codeOf(
        caller.menuItems.create({
          clubId: h.demo.clubId,
          name: 'Nope',
          category: 'meal',
          price: 1,
        }),
      ),
    ).toBe(code);
    expect(
      await codeOf(caller.menuItems.delete({ menuItemId: h.demo.menuItemIds.garlicBread })),
    ).toBe(code);
  });

  it('delete goes through the item: another club’s president gets 404; a manager deletes', async () => {
    const vpe = await h.callerAs(ACTORS.vpe);
    const item = await vpe.menuItems.create({
      clubId: h.demo.clubId,
      name: 'Temporary',
      category: 'snack',
      price: 2,
    });
    expect(
      await codeOf((await h.callerAs(ACTORS.president2)).menuItems.delete({ menuItemId: item.id })),
    ).toBe('NOT_FOUND');
    expect(await vpe.menuItems.delete({ menuItemId: item.id })).toEqual({ id: item.id });
    expect(await codeOf(vpe.menuItems.delete({ menuItemId: item.id }))).toBe('NOT_FOUND');
  });
});

describe('menu items through the REST door', () => {
  it('GET for guests, POST 201 in the club of the path (body clubId ignored), DELETE; 403 for members', async () => {
    const url = `/api/clubs/${h.demo.clubId}/menu-items`;
    const list = await rest(h, 'GET', url, ACTORS.guest);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ price: string }[]>().every((m) => /^\d+\.\d{2}$/.test(m.price))).toBe(true);

    const created = await rest(h, 'POST', url, ACTORS.secretary, {
      name: 'Pavlova',
      category: 'extras',
      price: '8.5',
      description: '',
      available: false,
      clubId: h.demo.secondClubId,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<{
      id: number;
      clubId: number;
      price: string;
      available: boolean;
      description: string | null;
    }>();
    expect(item).toMatchObject({
      clubId: h.demo.clubId,
      price: '8.50',
      available: false,
      description: null,
    });
    const secondMenu = await rest(
      h,
      'GET',
      `/api/clubs/${h.demo.secondClubId}/menu-items`,
      ACTORS.president2,
    );
    expect(secondMenu.body).not.toContain('Pavlova');

    expect(
      (await rest(h, 'POST', url, ACTORS.member, { name: 'x', category: 'meal', price: 1 }))
        .statusCode,
    ).toBe(403);
    const missing = await rest(h, 'POST', url, ACTORS.secretary, { category: 'meal', price: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Item name is required');
    expect((await rest(h, 'DELETE', `/api/menu-items/${item.id}`, ACTORS.member)).statusCode).toBe(
      403,
    );
    expect(
      (await rest(h, 'DELETE', `/api/menu-items/${item.id}`, ACTORS.secretary)).statusCode,
    ).toBe(200);
  });
});
