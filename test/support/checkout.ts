import { count, sql, sum } from 'drizzle-orm';
import { newCertificateNumber } from '#core/checkout';
import type { Db } from '#db/client';
import {
  cartLines,
  categories,
  deliveryMethods,
  giftCertificates,
  goods,
  orderLines,
  orderStatusHistory,
  orders,
  paymentMethods,
  promoCodes,
  storeStock,
  stores,
  towns,
} from '#db/schema';

/** Test fixtures for checkout and orders tests: own goods, prices, store, town, codes. */
/** Fixture gift certificates 1–5: valid 20-digit Luhn numbers (ADR 0033), made from `n` so tests read them. */
export const fxCert = Object.fromEntries(
  [1, 2, 3, 4, 5].map((n) => {
    const digits = `1000000000090000000${n}`.slice(-19).split('').map(Number);
    return [n, newCertificateNumber(() => digits.shift() ?? 0)];
  }),
) as Record<1 | 2 | 3 | 4 | 5, string>;

export const fx = {
  kyiv: '8000000000',
  noStoresTown: '9999999901',
  store: 9_001,
  emptyStore: 9_002,
  /** A store outside Kyiv holding 999 of every fixture good on sale: the chain's stock (ADR 0083). */
  depot: 9_003,
  depotTown: '9999999902',
  /** 300.00 UAH, category under a transport-package parent (rod). */
  rod: 90_001,
  /** 250.00 UAH now, was 400.00 (on sale). */
  saleReel: 90_002,
  /** 1,000.00 UAH, full price, in no Kyiv store (only the depot). */
  tent: 90_003,
  /** Unavailable (sell_status "0"). */
  gone: 90_004,
  /** 600.00 UAH, full price, in stock at the fixture store. */
  lure: 90_005,
  /** 30,000.00 UAH, for the COD limit. */
  boat: 90_006,
} as const;

const day = 86_400_000;

/**
 * Lets go of every open order's reservation (ADR 0120), so a file that places many orders from the
 * fixtures' small store stock tests what it is about, not the stock the earlier tests took.
 */
export async function releaseAllReservations(db: Db) {
  await db.execute(sql`delete from stock_reservations`);
  await db.execute(sql`update store_stock set reserved = 0 where reserved <> 0`);
  await db.execute(sql`update goods set reserved_out = false where reserved_out`);
}

/** Inserts the fixtures into a seeded test database; returns method and payment ids by code. */
export async function seedFixtures(db: Db, now: Date) {
  await db.insert(categories).values([
    { id: 9_001, slug: 'fx-rods', titleUa: 'Вудилища', titleRu: 'Удилища', needsTransportPackage: true },
    { id: 9_002, parentId: 9_001, slug: 'fx-spinning', titleUa: 'Спінінги', titleRu: 'Спиннинги' },
    { id: 9_003, slug: 'fx-other', titleUa: 'Інше', titleRu: 'Другое' },
  ]);
  const good = (id: number, categoryId: number, price: number, extra: Partial<typeof goods.$inferInsert> = {}) => ({
    id,
    extId: `FX${id}`,
    categoryId,
    titleUa: `Товар ${id}`,
    titleRu: `Товар ${id} ru`,
    slug: `fx-${id}`,
    price,
    ...extra,
  });
  await db
    .insert(goods)
    .values([
      good(fx.rod, 9_002, 30_000),
      good(fx.saleReel, 9_003, 25_000, { oldPrice: 40_000 }),
      good(fx.tent, 9_003, 100_000),
      good(fx.gone, 9_003, 70_000, { sellStatus: '0' }),
      good(fx.lure, 9_003, 60_000),
      good(fx.boat, 9_003, 3_000_000),
    ]);
  await db.insert(towns).values([
    { code: fx.noStoresTown, slug: 'fx-selo', titleUa: 'Тестове', titleRu: 'Тестовое', lat: 50, lng: 30 },
    { code: fx.depotTown, slug: 'fx-depot', titleUa: 'Склад', titleRu: 'Склад', lat: 49, lng: 31 },
  ]);
  const hours = { '1': null, '2': null, '3': null, '4': null, '5': null, '6': null, '7': null };
  await db.insert(stores).values(
    [fx.store, fx.emptyStore, fx.depot].map((id) => ({
      id,
      townCode: id === fx.depot ? fx.depotTown : fx.kyiv,
      slug: `fx-store-${id}`,
      titleUa: `Магазин ${id}`,
      titleRu: `Магазин ${id} ru`,
      addressUa: 'вул. Тестова, 1',
      addressRu: 'ул. Тестовая, 1',
      lat: 50.45,
      lng: 30.52,
      phone: '+380440000000',
      hours,
    })),
  );
  await db.insert(storeStock).values([
    { goodId: fx.rod, storeId: fx.store, quantity: 5 },
    { goodId: fx.saleReel, storeId: fx.store, quantity: 5 },
    { goodId: fx.lure, storeId: fx.store, quantity: 5 },
    ...[fx.rod, fx.saleReel, fx.tent, fx.lure, fx.boat].map((goodId) => ({
      goodId,
      storeId: fx.depot,
      quantity: 999,
    })),
  ]);
  await db.insert(promoCodes).values([
    { code: 'FXTEN', kind: 'percent', value: 10 },
    { code: 'FXBIG', kind: 'percent', value: 20 },
    { code: 'FXMINUS300', kind: 'fixed', value: 30_000, minOrder: 150_000 },
    { code: 'FXOLD', kind: 'percent', value: 10, endsAt: new Date(now.getTime() - day) },
    { code: 'FXSOON', kind: 'percent', value: 10, startsAt: new Date(now.getTime() + day) },
    { code: 'FXUSED', kind: 'percent', value: 10, maxUses: 3, usedCount: 3 },
    { code: 'FXOFF', kind: 'percent', value: 10, isActive: false },
    { code: 'FXONCE', kind: 'percent', value: 30, maxUses: 1 },
    { code: 'FXFIRST', kind: 'fixed', value: 10_000, oncePerCustomer: true },
  ]);
  await db.insert(giftCertificates).values([
    { number: fxCert[1], amount: 20_000, balance: 20_000, expiresAt: new Date(now.getTime() + 30 * day) },
    { number: fxCert[2], amount: 500_000, balance: 500_000, expiresAt: new Date(now.getTime() + 30 * day) },
    { number: fxCert[3], amount: 50_000, balance: 50_000, expiresAt: new Date(now.getTime() - day) },
    { number: fxCert[4], amount: 50_000, balance: 0, expiresAt: new Date(now.getTime() + 30 * day) },
    { number: fxCert[5], amount: 40_000, balance: 40_000, expiresAt: new Date(now.getTime() + 30 * day) },
  ]);
  const delivery = Object.fromEntries(
    (await db.select({ id: deliveryMethods.id, code: deliveryMethods.code }).from(deliveryMethods)).map((r) => [
      r.code,
      r.id,
    ]),
  ) as Record<'pickup' | 'kyiv_courier' | 'np_department' | 'np_courier' | 'ukrposhta_department', number>;
  const payment = Object.fromEntries(
    (await db.select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods)).map((r) => [
      r.code,
      r.id,
    ]),
  ) as Record<'cash' | 'cod' | 'card' | 'credit' | 'certificate' | 'invoice', number>;
  return { delivery, payment };
}

/** A form-shaped check input (strings, as the API receives it). */
export function checkForm(fields: {
  delivery: number;
  payment: number;
  cart: { id: number; quantity: number }[];
  department?: string;
  [key: string]: unknown;
}): Record<string, string> {
  const { delivery, payment, cart, department, ...rest } = fields;
  return {
    deliveryMethod: String(delivery),
    paymentMethod: String(payment),
    cart: JSON.stringify(cart),
    ...(department !== undefined ? { selectedDepartment: department } : {}),
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
  };
}

/** What checkout and order creation may write: counts and sums that must not move on refusal. */
export async function checkoutSnapshot(db: Db) {
  const [[o], [l], [h], [p], [g], [c]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderLines),
    db.select({ n: count() }).from(orderStatusHistory),
    db.select({ n: sum(promoCodes.usedCount) }).from(promoCodes),
    db.select({ n: sum(giftCertificates.balance) }).from(giftCertificates),
    db.select({ n: count() }).from(cartLines),
  ]);
  return {
    orders: Number(o?.n),
    orderLines: Number(l?.n),
    statusHistory: Number(h?.n),
    promoUses: Number(p?.n),
    certificateBalances: Number(g?.n),
    cartLines: Number(c?.n),
  };
}
