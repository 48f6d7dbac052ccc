import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddition } from '#core/accounts';
import type { Ctx } from '#core/shared';
import type { Database } from '#db/client';
import { loyaltyCards, loyaltyMonths, loyaltyYears, users } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import {
  activateCards,
  getLoyaltyDiscount,
  getLoyaltyStatus,
  isBirthdayWindow,
  isCardActive,
  levelForPurchases,
  monthlyPercent,
  recordPurchase,
} from './index';

let database: Database;
let ctx: Ctx;
const now = new Date('2026-06-15T09:00:00Z');
const hour = 3600 * 1000;

async function user(id: number, fields: Partial<typeof users.$inferInsert> = {}) {
  await database.db.insert(users).values({
    id,
    phone: `+38050000${String(id).padStart(4, '0')}`,
    passwordHash: 'x',
    firstName: 'Тест',
    lastName: 'Тестенко',
    ...fields,
  });
  return { ...ctx, user: { id } };
}

beforeAll(async () => {
  database = await createTestDatabase();
  ctx = { db: database.db, locale: 'ua', now };
});
afterAll(() => database.close());

describe('loyalty levels (§1)', () => {
  it('5 % up to 10,000 UAH, 10 % over 10,000, 15 % over 20,000 — exactly 10,000 is still 5 % (§1)', () => {
    expect(levelForPurchases(0)).toBe(5);
    expect(levelForPurchases(1_000_000)).toBe(5);
    expect(levelForPurchases(1_000_001)).toBe(10);
    expect(levelForPurchases(2_000_000)).toBe(10);
    expect(levelForPurchases(2_000_001)).toBe(15);
  });

  it('gives 5 % on the first purchase and nothing to guests (§1)', async () => {
    const first = await user(1);
    expect(await getLoyaltyDiscount(first)).toEqual({ percent: 5, reason: 'level', level: 5 });
    expect((await getLoyaltyDiscount(ctx)).percent).toBe(0);
  });

  it('raises the level with purchases in the year and never lowers it within the year (§1)', async () => {
    const c = await user(2);
    await recordPurchase(c, { userId: 2, amount: 1_000_000, at: now });
    expect((await getLoyaltyDiscount(c)).level).toBe(5);
    await recordPurchase(c, { userId: 2, amount: 1, at: now });
    expect((await getLoyaltyDiscount(c)).level).toBe(10);
    // A refund lowers the purchases, but the stored level stays.
    await database.db.update(loyaltyYears).set({ purchases: 10 }).where(eq(loyaltyYears.userId, 2));
    expect((await getLoyaltyDiscount(c)).level).toBe(10);
    await recordPurchase(c, { userId: 2, amount: 2_000_000, at: now });
    const [row] = await database.db.select().from(loyaltyYears).where(eq(loyaltyYears.userId, 2));
    expect(row).toMatchObject({ purchases: 2_000_010, levelPercent: 15 });
    const [month] = await database.db.select().from(loyaltyMonths).where(eq(loyaltyMonths.userId, 2));
    expect(month).toMatchObject({ month: '2026-06', purchases: 3_000_001 });
  });

  it("keeps last year's level through this year (§1, ADR 0024)", async () => {
    const c = await user(3);
    await database.db.insert(loyaltyYears).values({ userId: 3, year: 2025, purchases: 2_500_000, levelPercent: 15 });
    expect(await getLoyaltyDiscount(c)).toMatchObject({ percent: 15, level: 15 });
  });
});

describe('birthday and monthly discounts (§1)', () => {
  it('birthday 10 % runs 3 days: the birthday and the two days after (§1)', () => {
    const at = (iso: string) => new Date(`${iso}T12:00:00+03:00`);
    expect(isBirthdayWindow('1985-06-15', at('2026-06-14'))).toBe(false);
    expect(isBirthdayWindow('1985-06-15', at('2026-06-15'))).toBe(true);
    expect(isBirthdayWindow('1985-06-15', at('2026-06-17'))).toBe(true);
    expect(isBirthdayWindow('1985-06-15', at('2026-06-18'))).toBe(false);
    expect(isBirthdayWindow('1990-12-31', at('2027-01-02'))).toBe(true);
    expect(isBirthdayWindow('2000-02-29', at('2027-02-28'))).toBe(true);
    expect(isBirthdayWindow(null, at('2026-06-15'))).toBe(false);
  });

  it('birthday replaces a lower level rather than adding to it (§1, ADR 0024)', async () => {
    const c = await user(4, { birthDate: '1990-06-14' });
    expect(await getLoyaltyDiscount(c)).toEqual({ percent: 10, reason: 'birthday', level: 5 });
    await database.db.insert(loyaltyYears).values({ userId: 4, year: 2026, purchases: 2_100_000, levelPercent: 15 });
    expect(await getLoyaltyDiscount(c)).toEqual({ percent: 15, reason: 'level', level: 15 });
  });

  it("monthly discount comes from the previous month's purchases (§1, ADR 0024)", async () => {
    expect([monthlyPercent(199_999), monthlyPercent(200_000), monthlyPercent(500_000)]).toEqual([0, 7, 10]);
    const c = await user(5);
    await database.db.insert(loyaltyMonths).values({ userId: 5, month: '2026-05', purchases: 250_000 });
    await database.db.insert(loyaltyMonths).values({ userId: 5, month: '2026-06', purchases: 900_000 });
    expect(await getLoyaltyDiscount(c)).toEqual({ percent: 7, reason: 'monthly', level: 5 });
  });
});

describe('club card activation (§1)', () => {
  it('activates cards within 24 hours of the owner form (§1)', async () => {
    await user(6);
    await database.db.insert(loyaltyCards).values([
      { number: 'A1', userId: 6, ownerFormAt: new Date(now.getTime() - 2 * hour) },
      { number: 'A2', userId: 6, ownerFormAt: new Date(now.getTime() - 25 * hour) },
      { number: 'A3', userId: 6, ownerFormAt: null },
    ]);
    const cards = await database.db.select().from(loyaltyCards).where(eq(loyaltyCards.userId, 6));
    const byNumber = (n: string) => cards.find((c) => c.number === n) ?? { ownerFormAt: null, activatedAt: null };
    expect(isCardActive(byNumber('A1'), now)).toBe(false);
    expect(isCardActive(byNumber('A2'), now)).toBe(true); // overdue: the 24 h promise holds anyway
    expect(await activateCards(ctx)).toBe(2);
    const [a1] = await database.db
      .select()
      .from(loyaltyCards)
      .where(and(eq(loyaltyCards.number, 'A1'), eq(loyaltyCards.userId, 6)));
    expect(a1?.activatedAt).toEqual(now);
    expect(await activateCards(ctx)).toBe(0);
  });
});

describe('one source of truth for the level (§1)', () => {
  it('a level held from last year is the level of the profile, getAddition and checkout (§1)', async () => {
    const c = await user(7);
    await database.db.insert(loyaltyYears).values([
      { userId: 7, year: 2025, purchases: 1_245_000, levelPercent: 10 },
      { userId: 7, year: 2026, purchases: 684_000, levelPercent: 5 },
    ]);
    await database.db.insert(loyaltyMonths).values({ userId: 7, month: '2026-05', purchases: 356_000 });
    const status = await getLoyaltyStatus(c);
    expect(status).toMatchObject({
      level: 10,
      levelSource: 'last_year',
      year: 2026,
      purchasesThisYear: 684_000,
      purchasesLastYear: 1_245_000,
      percent: 10,
      reason: 'level',
      monthly: { percent: 7, month: '2026-05', purchases: 356_000 },
      birthday: { percent: 10, isActive: false },
      // 15 % needs over 20,000 UAH this year; 10 % for next year needs over 10,000 UAH this year.
      next: { percent: 15, over: 2_000_000, missing: 1_316_001 },
      keep: { percent: 10, over: 1_000_000, missing: 316_001 },
    });
    expect(await getLoyaltyDiscount(c)).toEqual({ percent: 10, reason: 'level', level: 10 });
    expect(await getAddition(c)).toMatchObject({
      loyalty_level: 10,
      loyalty_discount: { percent: 10, reason: 'level' },
    });
  });

  it("the year is Kyiv's: at 00:30 on 1 January in Kyiv the new year's level counts (§1)", async () => {
    const c = await user(8);
    const newYearNight = { ...c, now: new Date('2026-12-31T22:30:00Z') }; // 2027-01-01 00:30 in Kyiv
    await recordPurchase(c, { userId: 8, amount: 2_100_000, at: newYearNight.now });
    expect(await getAddition(newYearNight)).toMatchObject({ loyalty_level: 15 });
    expect(await getLoyaltyStatus(newYearNight)).toMatchObject({ year: 2027, levelSource: 'this_year', next: null });
  });

  it('a stored level below what the purchases earn is raised, never lowered (§1)', async () => {
    const c = await user(9);
    await database.db.insert(loyaltyYears).values({ userId: 9, year: 2026, purchases: 1_500_000, levelPercent: 5 });
    expect(await getLoyaltyStatus(c)).toMatchObject({ level: 10, levelSource: 'this_year', keep: null });
    expect((await getAddition(c))?.loyalty_level).toBe(10);
  });

  it('no purchases yet → 5 % from the first purchase, progress to 10 % (§1)', async () => {
    const c = await user(10);
    expect(await getLoyaltyStatus(c)).toMatchObject({
      level: 5,
      levelSource: 'base',
      next: { percent: 10, missing: 1_000_001 },
      keep: null,
    });
    expect(await getLoyaltyStatus(ctx)).toBeNull();
  });
});
