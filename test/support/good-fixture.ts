import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { goods, stores } from '#db/schema';
import { demoActors } from '#test/support/catalog-admin';
import { seededAt } from '#test/support/db';
import type { GoodInput } from '../../core/catalog/admin/good-input';
import { saveGood } from '../../core/catalog/admin/save-good';

export type GoodFixture = Awaited<ReturnType<typeof goodFixture>>;

/**
 * What the tests of saving a good share: the seeded shop's context and staff, a leaf
 * category with goods of its own, the active stores, a new good's input (codes `<prefix>-n`) and
 * a save that must succeed.
 */
export async function goodFixture(database: Database, prefix: string) {
  const ctx: Ctx = { db: database.db, locale: 'ua', now: seededAt };
  const actors = await demoActors(database.db);
  // A category with goods of its own and no subcategories.
  const [row] = await database.db
    .select({ id: goods.categoryId })
    .from(goods)
    .where(sql`not exists (select 1 from categories c where c.parent_id = ${goods.categoryId})`)
    .groupBy(goods.categoryId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  if (!row) throw new Error('no leaf category with goods');
  const leaf = row.id;
  const storeIds = (
    await database.db.select({ id: stores.id }).from(stores).where(eq(stores.isActive, true)).orderBy(asc(stores.id))
  ).map((s) => s.id);
  let codes = 0;
  const newGood = (over: Partial<GoodInput> = {}): GoodInput => ({
    extId: `${prefix}-${++codes}`,
    titleUa: `Воблер Зеленозуб ${codes}`,
    titleRu: `Воблер Зеленозуб ${codes}`,
    price: 45_000,
    sellStatus: '4',
    isActive: true,
    categoryId: leaf,
    ...over,
  });
  const saved = async (actor: StaffView, input: GoodInput) => {
    const result = await saveGood(ctx, actor, input);
    if (!result.ok) throw new Error(`save failed: ${JSON.stringify(result)}`);
    return result;
  };
  return { ctx, actors, leaf, storeIds, newGood, saved };
}
