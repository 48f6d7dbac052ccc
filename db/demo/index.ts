import { applyPromotionPrices } from '../../core/pricing';
import type { Db } from '../client';
import * as schema from '../schema';
import { goods, searchSynonyms, tags } from '../schema';
import { vacuumAnalyze } from '../vacuum';
import { insertMany, resetSequences } from './bulk';
import { searchSynonymGroups } from './data/search-synonyms';
import { Rng } from './random';
import { seedCatalog } from './seed-catalog';
import { seedCheckout } from './seed-checkout';
import { seedContent } from './seed-content';
import { seedGoods, seedStock } from './seed-goods';
import { seedReviews } from './seed-reviews';
import { seedStaff } from './seed-staff';
import { seedStores } from './seed-stores';
import { seedUsers } from './seed-users';

export { demoAccounts } from './data/accounts';
export { demoAdminTotpSecret, demoStaff } from './seed-staff';

export type SeedOptions = { goods?: number; now?: Date; log?: (msg: string) => void };
export type SeedReport = { goods: number; categories: number; brands: number; stores: number; ms: number };

/**
 * Fills an empty, migrated database with a deterministic demo shop (same options → same data)
 * in one transaction, so a failure leaves nothing half-written; then VACUUM (ANALYZE) (ADR 0068).
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  const count = options.goods ?? 3000;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const step = (label: string) => log(`seed: ${label} (${Date.now() - started} ms)`);
  const report = await db.transaction(async (tx) => {
    const rng = new Rng(20090101);
    await insertMany(tx, tags, [
      { id: 1, slug: 'hits', titleUa: 'Хіти продажів', titleRu: 'Хиты продаж' },
      { id: 2, slug: 'novelty', titleUa: 'Новинки', titleRu: 'Новинки' },
      { id: 3, slug: 'discounts', titleUa: 'Знижки', titleRu: 'Скидки' },
    ]);
    const catalog = await seedCatalog(tx);
    await tx.insert(searchSynonyms).values(searchSynonymGroups.map((words) => ({ words })));
    step('catalogue');
    const stores = await seedStores(tx, rng.fork(1));
    step('stores');
    const list = await seedGoods(tx, catalog, rng.fork(2), count, now);
    step(`${list.length} goods`);
    await seedStock(tx, stores.storeIds.length);
    step('stock');
    const campingId = catalog.categoryIds.get('camping') ?? 1;
    await seedContent(tx, rng.fork(3), list, now, `/kempinh/c${campingId}`);
    // Running promotions' prices, as the server keeps them (ADR 0081).
    await applyPromotionPrices({ db: tx, locale: 'ua', now });
    step('content');
    await seedCheckout(tx, rng.fork(4), now);
    step('checkout');
    await seedUsers(tx, rng.fork(5), list, now);
    step('users');
    await seedReviews(tx, rng.fork(6), list, now);
    step('reviews');
    await seedStaff(tx);
    step('staff');
    await resetSequences(tx, identityTables);
    return {
      goods: list.length,
      categories: catalog.categoryCount,
      brands: catalog.brandIds.size,
      stores: stores.storeIds.length,
    };
  });
  // Statistics and the visibility map for the planner; PGlite would otherwise never have them.
  await vacuumAnalyze(db);
  step('done');
  return { ...report, ms: Date.now() - started };
}

/** Tables whose `id` is an identity column the seed fills explicitly. */
const identityTables = [
  schema.categories,
  schema.directions,
  schema.fishTypes,
  schema.brands,
  schema.goodGroups,
  schema.goods,
  schema.attributes,
  schema.attributeOptions,
  schema.stores,
  schema.users,
  schema.deliveryMethods,
  schema.paymentMethods,
  schema.departments,
  schema.promotions,
  schema.blogCategories,
  schema.articles,
  schema.banners,
  schema.tooltips,
  schema.wishlists,
  schema.orders,
  schema.orderLines,
  schema.orderStatusHistory,
  schema.reviews,
];

/** True when the catalogue already has goods (the seed runs only on an empty database). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: goods.id }).from(goods).limit(1);
  return rows.length > 0;
}
