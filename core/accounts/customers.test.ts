import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLoyaltyCard, cardActivationMs, getLoyaltyStatus, isEan13, loyaltyCardInput } from '#core/loyalty';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, loyaltyCards, users } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { demoStaffView } from '#test/support/staff';
import {
  changeCustomerPhone,
  findUserByToken,
  getCustomer,
  getUserByToken,
  issueToken,
  logIn,
  personalDiscountInput,
  searchCustomers,
  setBirthday,
  setCustomerBirthday,
  setCustomerBlocked,
  setPersonalDiscount,
} from './index';

let database: Database;
let ctx: Ctx;
let manager: StaffView;
const hour = 3600_000;
const at = (ms: number): Ctx => ({ ...ctx, now: new Date(seededAt.getTime() + ms) });
const search = (q: string) => searchCustomers(ctx, manager, { q, perPage: 20 });
const ids = async (q: string) => (await search(q)).items.map((c) => c.id);
const historyOf = (userId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(userId))))
    .orderBy(asc(auditLog.id));

/** A new shopper with the password `poplavok` and a live token. */
async function newCustomer(phone: string) {
  const [row] = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, 1));
  // Demo user 1's password is `poplavok`: reuse its hash rather than spend scrypt per test.
  const [user] = await database.db
    .insert(users)
    .values({ phone, passwordHash: row?.hash ?? '', firstName: 'Петро', lastName: 'Сагайдачний', createdAt: ctx.now })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const { token } = await issueToken(ctx, user.id);
  return { id: user.id, token, password: 'poplavok' };
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: seededAt };
  manager = await demoStaffView(database.db, 'manager');
});
afterAll(() => database.close());

describe('customers: role checks on the server', () => {
  it('a moderator, a content editor and a store cannot search, open or change customers', async () => {
    for (const login of ['moderator', 'content', 'store']) {
      const actor = await demoStaffView(database.db, login);
      const refused = [
        searchCustomers(ctx, actor, { q: '', perPage: 20 }),
        getCustomer(ctx, actor, 1),
        changeCustomerPhone(ctx, actor, 1, { phone: '0671234000' }),
        setCustomerBirthday(ctx, actor, 1, { day: '1', month: '1', year: '1990' }),
        setPersonalDiscount(ctx, actor, 1, { discount: '50' }),
        setCustomerBlocked(ctx, actor, 1, true),
        activateLoyaltyCard(ctx, actor, 1, { number: '2900001000031' }),
      ];
      for (const call of refused) await expect(call).rejects.toThrow(StaffForbiddenError);
    }
    const [demo] = await database.db.select().from(users).where(eq(users.id, 1));
    expect(demo).toMatchObject({ phone: '+380501234567', personalDiscount: 0, blockedAt: null });
    expect(await historyOf(1)).toEqual([]);
  });

  it('a manager and the admin may', async () => {
    expect((await search('')).total).toBeGreaterThanOrEqual(3);
    const admin = await demoStaffView(database.db, 'admin');
    expect(await getCustomer(ctx, admin, 1)).toMatchObject({ id: 1 });
  });
});

describe('customers: search by phone (any spelling), name, e-mail', () => {
  it('a whole phone in any spelling finds its customer', async () => {
    for (const q of ['+380501234567', '+38(050)123-45-67', '050 123 45 67', '0501234567', '380501234567'])
      expect(await ids(q)).toEqual([1]);
  });

  it('a part of a phone, a club card number, a name in any case, an e-mail; nothing for a stranger', async () => {
    expect(await ids('1112233')).toEqual([2]);
    expect(await ids('2900001000017')).toEqual([1]);
    expect(await ids('коваленко')).toEqual([1]);
    expect(await ids('Олександр Коваленко')).toEqual([1]);
    expect(await ids('iryna@')).toEqual([2]);
    expect(await ids('opt@example.com')).toEqual([3]);
    expect(await ids('Нема Такого')).toEqual([]);
    expect(await ids('50%_')).toEqual([]);
    const first = (await search('')).items[0];
    expect(first).toMatchObject({ name: expect.any(String), orders: expect.any(Number) });
    expect((await search('0501234567')).items[0]).toMatchObject({ name: 'Коваленко Олександр Петрович', orders: 3 });
  });
  it("a part from a name's middle, a patronymic's, a phone's, short parts too; never across two names (ADR 0128)", async () => {
    expect(await ids('вален')).toEqual([1]);
    expect(await ids('ПЕТРОВ ксан')).toEqual([1]);
    expect(await ids('4567')).toContain(1);
    // One or two letters have no trigram: still found, by reading the table.
    expect(await ids('ко')).toContain(1);
    expect(await ids('енкоОлек')).toEqual([]);
  });
});

describe("customers: a customer's page", () => {
  it('orders, wish lists, waiting list, the loyalty status of the one source (ADR 0082), cards', async () => {
    const record = await getCustomer(ctx, manager, 1);
    if (!record) throw new Error('demo customer 1');
    expect(record.orders.count).toBe(3);
    expect(record.orders.latest.map((o) => o.id)).toEqual([3, 2, 1]);
    expect(record.orders.total).toBe(record.orders.latest.reduce((sum, o) => sum + o.total, 0));
    expect(record.wishlists.map((l) => [l.title, l.goods])).toEqual([
      ['На щуку', 4],
      ['Похід у Карпати', 3],
    ]);
    expect(record.waitlist).toHaveLength(1);
    expect(record.loyalty).toEqual(await getLoyaltyStatus({ ...ctx, user: { id: 1 } }));
    expect(record.loyalty).toMatchObject({ level: 10, levelSource: 'last_year' });
    expect(record.cards).toEqual([expect.objectContaining({ number: '2900001000017', state: 'active' })]);
    expect(await getCustomer(ctx, manager, 99_999)).toBeNull();
  });
});

describe('customers: personal discount (0–100, audited)', () => {
  it('sets a whole percent; the loyalty status applies it; the change is audited', async () => {
    expect(personalDiscountInput.safeParse({ discount: '101' }).success).toBe(false);
    expect(personalDiscountInput.safeParse({ discount: '-1' }).success).toBe(false);
    expect(personalDiscountInput.safeParse({ discount: '7.5' }).success).toBe(false);
    const { id } = await newCustomer('+380631000001');
    expect(await setPersonalDiscount(ctx, manager, id, { discount: '20' })).toEqual({
      ok: true,
      discount: 20,
      changed: true,
    });
    expect(await setPersonalDiscount(ctx, manager, id, { discount: '20' })).toMatchObject({ changed: false });
    expect(await getLoyaltyStatus({ ...ctx, user: { id } })).toMatchObject({ personal: 20, percent: 20 });
    expect(await historyOf(id)).toEqual([
      expect.objectContaining({
        action: 'customer.discount',
        actorName: 'manager',
        staffId: manager.id,
        before: { discount: 0 },
        after: { discount: 20 },
      }),
    ]);
    expect(await setPersonalDiscount(ctx, manager, 99_999, { discount: '5' })).toEqual({
      ok: false,
      error: 'customer_not_found',
    });
  });
});

describe('customers: the main phone through the call centre (§6)', () => {
  it('normalised, audited before/after; the old tokens stop; the customer signs in with the new phone only', async () => {
    const customer = await newCustomer('+380631000002');
    const result = await changeCustomerPhone(ctx, manager, customer.id, { phone: '+38 (063) 100-00-22' });
    expect(result).toEqual({ ok: true, phone: '+380631000022', changed: true });
    expect(await findUserByToken(ctx, customer.token)).toBeNull();
    expect(await getUserByToken(ctx, customer.token)).toEqual({ ok: false, error: 'token_invalid' });
    expect(await logIn(ctx, { phone: '+380631000002', password: customer.password })).toEqual({
      ok: false,
      error: 'wrong_password',
    });
    expect(await logIn(ctx, { phone: '+380631000022', password: customer.password })).toMatchObject({ ok: true });
    expect(await historyOf(customer.id)).toEqual([
      expect.objectContaining({
        action: 'customer.phone',
        before: { phone: '+380631000002' },
        after: { phone: '+380631000022' },
      }),
    ]);
  });

  it('a phone another customer uses is refused clearly; nothing changes; a pending recovery password goes', async () => {
    const customer = await newCustomer('+380631000003');
    await database.db
      .update(users)
      .set({ recoveryPasswordHash: 'scrypt$x', recoveryExpiresAt: at(hour).now })
      .where(eq(users.id, customer.id));
    expect(await changeCustomerPhone(ctx, manager, customer.id, { phone: '050-123-45-67' })).toEqual({
      ok: false,
      error: 'phone_registered',
      takenBy: 1,
    });
    expect(await findUserByToken(ctx, customer.token)).not.toBeNull();
    expect(await changeCustomerPhone(ctx, manager, customer.id, { phone: '0631000003' })).toMatchObject({
      changed: false,
    });
    expect(await historyOf(customer.id)).toEqual([]);
    expect(await changeCustomerPhone(ctx, manager, customer.id, { phone: '0631000033' })).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, customer.id));
    expect([row?.recoveryPasswordHash, row?.recoveryExpiresAt]).toEqual([null, null]);
    expect(await changeCustomerPhone(ctx, manager, 99_999, { phone: '0631000044' })).toEqual({
      ok: false,
      error: 'customer_not_found',
    });
  });
});

describe('customers: the birthday through the call centre (§6, §5)', () => {
  it('changes a date the shopper can no longer change; a future date is refused; audited', async () => {
    // Demo customer 2 set it already: their own form says "only through the call centre".
    expect(await setBirthday({ ...ctx, user: { id: 2 } }, { day: 1, month: 2, year: 1990 })).toEqual({
      ok: false,
      error: 'birth_date_locked',
    });
    expect(await setCustomerBirthday(ctx, manager, 2, { day: '9', month: '3', year: '1992' })).toEqual({
      ok: true,
      birthDate: '1992-03-09',
      changed: true,
    });
    expect(await setCustomerBirthday(ctx, manager, 2, { day: '1', month: '1', year: '2030' })).toEqual({
      ok: false,
      error: 'birth_date_invalid',
    });
    const [row] = await database.db.select({ birthDate: users.birthDate }).from(users).where(eq(users.id, 2));
    expect(row?.birthDate).toBe('1992-03-09');
    expect((await historyOf(2)).filter((h) => h.action === 'customer.birthday')).toEqual([
      expect.objectContaining({ before: { birthDate: '1992-03-08' }, after: { birthDate: '1992-03-09' } }),
    ]);
  });
});

describe('customers: block / unblock', () => {
  it('a blocked customer cannot sign in (after the right password only) and their tokens fail at once', async () => {
    const customer = await newCustomer('+380631000004');
    const second = await issueToken(ctx, customer.id);
    expect(await setCustomerBlocked(ctx, manager, customer.id, true)).toEqual({ ok: true, changed: true });
    for (const token of [customer.token, second.token])
      expect(await getUserByToken(ctx, token)).toEqual({ ok: false, error: 'token_invalid' });
    expect(await logIn(ctx, { phone: '+380631000004', password: customer.password })).toEqual({
      ok: false,
      error: 'account_blocked',
    });
    expect(await logIn(ctx, { phone: '+380631000004', password: 'wrong-one' })).toEqual({
      ok: false,
      error: 'wrong_password',
    });
    // A token issued while the block lands (a sign-in racing it) does not work either.
    const raced = await issueToken(ctx, customer.id);
    expect(await findUserByToken(ctx, raced.token)).toBeNull();

    expect(await setCustomerBlocked(ctx, manager, customer.id, true)).toEqual({ ok: true, changed: false });
    expect(await setCustomerBlocked(ctx, manager, customer.id, false)).toEqual({ ok: true, changed: true });
    expect(await findUserByToken(ctx, customer.token)).toBeNull(); // unblocking does not revive tokens
    expect(await logIn(ctx, { phone: '+380631000004', password: customer.password })).toMatchObject({ ok: true });
    expect((await historyOf(customer.id)).map((h) => [h.action, h.before, h.after])).toEqual([
      ['customer.block', { blocked: false }, { blocked: true }],
      ['customer.unblock', { blocked: true }, { blocked: false }],
    ]);
  });
});

describe('customers: club card activation (§1: within 24 hours of the owner form)', () => {
  it('a waiting card is due 24 h after its owner form; the manager activates it now, inside that window', async () => {
    const before = await getCustomer(ctx, manager, 2);
    const waiting = before?.cards.find((c) => c.number === '2900001000024');
    expect(waiting).toMatchObject({ state: 'pending', activatedAt: null });
    expect(waiting?.dueAt?.getTime()).toBe((waiting?.ownerFormAt?.getTime() ?? 0) + cardActivationMs);
    const activated = await activateLoyaltyCard(ctx, manager, 2, { number: '2900001000024' });
    expect(activated).toEqual({ ok: true, number: '2900001000024', activatedAt: ctx.now });
    const after = (await getCustomer(ctx, manager, 2))?.cards.find((c) => c.number === '2900001000024');
    expect(after).toMatchObject({ state: 'active', activatedAt: ctx.now });
    expect(after?.activatedAt && after.dueAt && after.activatedAt <= after.dueAt).toBe(true);
    expect(await activateLoyaltyCard(ctx, manager, 2, { number: '2900001000024' })).toEqual({
      ok: false,
      error: 'card_already_active',
    });
    expect((await historyOf(2)).map((h) => h.action)).toContain('customer.activate_card');
  });

  it('a new card (owner form taken now) is bound and active at once; another customer’s card and a wrong number are refused', async () => {
    expect(isEan13('2900001000031')).toBe(true);
    expect(loyaltyCardInput.safeParse({ number: '2900001000032' }).success).toBe(false);
    expect(loyaltyCardInput.safeParse({ number: '29000010' }).success).toBe(false);
    expect(await activateLoyaltyCard(ctx, manager, 3, { number: '2900-0010-00031' })).toMatchObject({ ok: true });
    const [card] = await database.db.select().from(loyaltyCards).where(eq(loyaltyCards.number, '2900001000031'));
    expect(card).toEqual({ number: '2900001000031', userId: 3, ownerFormAt: ctx.now, activatedAt: ctx.now });
    expect(await activateLoyaltyCard(ctx, manager, 3, { number: '2900001000017' })).toEqual({
      ok: false,
      error: 'card_taken',
    });
    expect(await activateLoyaltyCard(ctx, manager, 99_999, { number: '2900001000048' })).toEqual({
      ok: false,
      error: 'customer_not_found',
    });
  });
});
