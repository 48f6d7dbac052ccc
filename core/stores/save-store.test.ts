import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCatalogChanges } from '#core/change-feed';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, cacheChanges, staff, stores } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import {
  getStaffStore,
  listStaffStores,
  listStoreTowns,
  listTownsWithStores,
  type StoreInput,
  saveStore,
} from './index';

let database: Database;
const ctx = () => ({ db: database.db, locale: 'ua' as const, now: seededAt });
const actors: Record<string, StaffView> = {};
const actor = (login: string) => {
  const found = actors[login];
  if (!found) throw new Error(`no demo staff ${login}`);
  return found;
};
const feedRows = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(cacheChanges))[0]?.n ?? 0;
const tagsSince = async (mark: number) =>
  (await database.db.select({ tags: cacheChanges.tags }).from(cacheChanges).orderBy(cacheChanges.xid))
    .slice(mark)
    .flatMap((r) => [...r.tags].sort());
const week = {
  1: ['09:00', '20:00'],
  2: ['09:00', '20:00'],
  3: ['09:00', '20:00'],
  4: ['09:00', '20:00'],
  5: ['09:00', '20:00'],
  6: ['10:00', '18:00'],
  7: null,
} as StoreInput['hours'];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  for (const row of await database.db.select().from(staff)) {
    actors[row.login] = { id: row.id, login: row.login, name: row.name, role: row.role, storeId: row.storeId };
  }
});
afterAll(() => database.close());

describe('stores in the back office ("stores (address, hours, map position)")', () => {
  it('only the content and admin roles edit stores; manager, moderator and store staff get StaffForbiddenError', async () => {
    for (const login of ['manager', 'moderator', 'store']) {
      await expect(listStaffStores(ctx(), actor(login))).rejects.toThrow(StaffForbiddenError);
      await expect(getStaffStore(ctx(), actor(login), 1)).rejects.toThrow(StaffForbiddenError);
      await expect(listStoreTowns(ctx(), actor(login))).rejects.toThrow(StaffForbiddenError);
      await expect(saveStore(ctx(), actor(login), {} as StoreInput)).rejects.toThrow(StaffForbiddenError);
    }
    expect((await listStaffStores(ctx(), actor('admin'))).length).toBeGreaterThan(0);
  });

  it('editing hours or the map position drops store pages (`stores`) only; closing a store drops the town lists too, audited', async () => {
    const [row] = await database.db.select().from(stores).where(eq(stores.isActive, true)).limit(1);
    if (!row) throw new Error('no stores');
    const { id, ...rest } = row;
    const input: StoreInput = { ...rest, id, hours: week, lat: 50.45, lng: 30.52 };
    const mark = await feedRows();
    expect(await saveStore(ctx(), actor('content'), input)).toEqual({ ok: true, id });
    expect(await tagsSince(mark)).toEqual(['stores']);
    const audit = (
      await database.db.select().from(auditLog).where(eq(auditLog.action, 'store.update')).orderBy(desc(auditLog.id))
    )[0];
    expect(audit).toMatchObject({
      entityId: String(id),
      actorName: 'content',
      after: { lat: 50.45, lng: 30.52, hours: week },
    });
    expect(audit?.after).not.toHaveProperty('titleUa');
    const towns = await listTownsWithStores(ctx());
    const mark2 = await feedRows();
    expect(await saveStore(ctx(), actor('content'), { ...input, isActive: false })).toEqual({ ok: true, id });
    expect(await tagsSince(mark2)).toEqual(['store-towns', 'stores']);
    forgetCatalogChanges(database.db);
    const after = await listTownsWithStores(ctx());
    const count = (list: typeof towns) => list.reduce((n, t) => n + t.stores, 0);
    expect(count(after)).toBe(count(towns) - 1);
    await saveStore(ctx(), actor('content'), { ...input, isActive: true });
  });

  it('a new store is created in a known town with a slug of its own; wrong hours, positions and towns are error values', async () => {
    const [row] = await database.db.select().from(stores).limit(1);
    if (!row) throw new Error('no stores');
    const input: StoreInput = {
      townCode: row.townCode,
      slug: 'novyi-mahazyn',
      titleUa: 'Новий магазин',
      titleRu: 'Новый магазин',
      addressUa: 'вул. Рибальська, 1',
      addressRu: 'ул. Рыбацкая, 1',
      lat: 50.4,
      lng: 30.5,
      phone: '+380 44 000 00 00',
      hours: week,
    };
    const saved = await saveStore(ctx(), actor('admin'), input);
    if (!saved.ok) throw new Error(saved.error);
    expect(await getStaffStore(ctx(), actor('content'), saved.id)).toMatchObject({
      slug: 'novyi-mahazyn',
      isActive: true,
    });
    expect(await saveStore(ctx(), actor('admin'), input)).toEqual({ ok: false, error: 'slug_taken' });
    expect(await saveStore(ctx(), actor('admin'), { ...input, slug: 'x', townCode: 'nowhere' })).toEqual({
      ok: false,
      error: 'town_not_found',
    });
    for (const wrong of [
      { lat: 91 },
      { hours: { ...week, 1: ['20:00', '09:00'] } },
      { hours: { ...week, 1: ['9', '18'] } },
      { phone: 'call us' },
    ])
      expect(await saveStore(ctx(), actor('admin'), { ...input, ...wrong } as StoreInput)).toMatchObject({
        error: 'invalid',
      });
    expect(await saveStore(ctx(), actor('admin'), { ...input, id: 999_999, slug: 'y' })).toEqual({
      ok: false,
      error: 'not_found',
    });
  });
});
