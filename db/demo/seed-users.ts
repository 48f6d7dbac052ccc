import { randomBytes } from 'node:crypto';
import { hashPassword } from '#core/passwords';
import type { Db } from '../client';
import {
  cartLines,
  loyaltyCards,
  loyaltyMonths,
  loyaltyYears,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  users,
  waitlist,
  wishlistGoods,
  wishlists,
} from '../schema';
import { insertMany } from './bulk';
import { demoAccounts } from './data/accounts';
import type { Rng } from './random';
import type { GoodRef } from './seed-goods';

const day = 24 * 3600 * 1000;

/** Demo accounts; the first gets wish lists, a waitlist item, a cart, past orders and loyalty rows. */
export async function seedUsers(db: Db, rng: Rng, list: GoodRef[], now: Date) {
  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));
  await insertMany(
    db,
    users,
    demoAccounts.map((a, i) => {
      const [firstName = a.name, lastName = ''] = a.name.split(' ');
      return {
        id: i + 1,
        phone: a.phone,
        passwordHash: hashes[i] as string,
        email: i === 0 ? 'oleksandr@example.com' : i === 1 ? 'iryna@example.com' : 'opt@example.com',
        firstName: i === 0 ? 'Олександр' : firstName,
        lastName: i === 0 ? 'Коваленко' : lastName,
        patronymic: i === 0 ? 'Петрович' : null,
        birthDate: i === 0 ? '1985-06-16' : i === 1 ? '1992-03-08' : null,
        city: 'Київ',
        fishingType: i === 0 ? 'spinning' : i === 1 ? 'feeder-carp' : null,
        subscribeSms: i === 0,
        subscribeEmail: i !== 2,
        personalDiscount: i === 2 ? 7 : 0,
        isWholesale: i === 2,
        locale: i === 1 ? ('ru' as const) : ('ua' as const),
        // Demo customers proved their numbers when they registered (ADR 0116).
        phoneVerifiedAt: new Date(now.getTime() - (400 - i * 100) * day),
        createdAt: new Date(now.getTime() - (400 - i * 100) * day),
      };
    }),
  );
  const available = list.filter((g) => g.available);
  const unavailable = list.filter((g) => !g.available);
  const pick = (n: number) => rng.sample(available.slice(0, 400), n);

  await insertMany(db, wishlists, [
    {
      id: 1,
      userId: 1,
      title: 'На щуку',
      shareKey: randomBytes(12).toString('base64url'),
      createdAt: new Date(now.getTime() - 40 * day),
    },
    {
      id: 2,
      userId: 1,
      title: 'Похід у Карпати',
      shareKey: randomBytes(12).toString('base64url'),
      createdAt: new Date(now.getTime() - 12 * day),
    },
  ]);
  await insertMany(db, wishlistGoods, [
    ...pick(4).map((g) => ({ wishlistId: 1, goodId: g.id, addedAt: new Date(now.getTime() - 30 * day) })),
    ...pick(3).map((g) => ({ wishlistId: 2, goodId: g.id, addedAt: new Date(now.getTime() - 10 * day) })),
  ]);
  const waiting = unavailable[0] ?? list[0];
  if (waiting)
    await insertMany(db, waitlist, [
      { userId: 1, goodId: waiting.id, createdAt: new Date(now.getTime() - 5 * day), notifiedAt: null },
    ]);
  await insertMany(
    db,
    cartLines,
    pick(2).map((g, i) => ({
      userId: 1,
      goodId: g.id,
      quantity: i + 1,
      isDeleted: false,
      isChecked: true,
      addedAt: new Date(now.getTime() - day),
      updatedAt: new Date(now.getTime() - day),
    })),
  );

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  // ADR 0113: each demo order's money is where its state says — the delivered cash on
  // delivery collected by the carrier, the pickup paid at the till at handover, the shipped card
  // order paid online before it left.
  const plan = [
    {
      daysAgo: 200,
      status: 'delivered' as const,
      delivery: 3,
      payment: 2,
      trail: ['new', 'confirmed', 'packed', 'shipped', 'delivered'] as const,
    },
    {
      daysAgo: 45,
      status: 'delivered' as const,
      delivery: 1,
      payment: 1,
      trail: ['new', 'confirmed', 'packed', 'ready_for_pickup', 'delivered'] as const,
    },
    {
      daysAgo: 3,
      status: 'shipped' as const,
      delivery: 2,
      payment: 3,
      trail: ['new', 'confirmed', 'packed', 'shipped'] as const,
    },
  ];
  plan.forEach((p, i) => {
    const id = i + 1;
    const created = new Date(now.getTime() - p.daysAgo * day);
    const goodsInOrder = pick(rng.int(1, 3));
    let goodsPrice = 0;
    let goodsDiscount = 0;
    for (const g of goodsInOrder) {
      const quantity = rng.int(1, 2);
      goodsPrice += (g.oldPrice ?? g.price) * quantity;
      goodsDiscount += ((g.oldPrice ?? g.price) - g.price) * quantity;
      lineRows.push({
        id: lineRows.length + 1,
        orderId: id,
        goodId: g.id,
        extId: g.extId,
        titleUa: g.titleUa,
        titleRu: g.titleRu,
        price: g.price,
        oldPrice: g.oldPrice,
        quantity,
        discount: 0,
      });
    }
    const deliveryCost = p.delivery === 2 && goodsPrice - goodsDiscount < 200000 ? 6000 : 0;
    orderRows.push({
      id,
      userId: 1,
      status: p.status,
      locale: 'ua',
      townCode: '8000000000',
      deliveryMethodId: p.delivery,
      departmentCode: p.delivery === 3 ? '15' : null,
      storeId: p.delivery === 1 ? 1 : null,
      deliveryAddress: p.delivery === 2 ? 'вул. Велика Васильківська, 100, кв. 12' : null,
      paymentMethodId: p.payment,
      phone: '+380501234567',
      firstName: 'Олександр',
      lastName: 'Коваленко',
      secondName: 'Петрович',
      email: 'oleksandr@example.com',
      noCallBack: i === 2,
      comment: i === 0 ? 'Зателефонуйте перед відправкою, будь ласка.' : '',
      goodsPrice,
      goodsDiscount,
      loyaltyPercent: 5,
      deliveryCost,
      total: goodsPrice - goodsDiscount + deliveryCost,
      createdAt: created,
    });
    const total = goodsPrice - goodsDiscount + deliveryCost;
    const paidAt = new Date(
      created.getTime() + (p.payment === 3 ? 3600 * 1000 : (p.trail.length - 1) * 26 * 3600 * 1000),
    );
    const provider = p.payment === 2 ? 'cod' : p.payment === 1 ? 'till' : 'demo';
    (orderRows.at(-1) as typeof orders.$inferInsert).paymentStatus = 'paid';
    (orderRows.at(-1) as typeof orders.$inferInsert).paymentProvider = provider;
    (orderRows.at(-1) as typeof orders.$inferInsert).paidAt = paidAt;
    paymentRows.push({
      orderId: id,
      provider,
      amount: total,
      status: 'paid',
      reference: `${id}-demo${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}`,
      lastEvent:
        provider === 'till' ? { how: 'cash' } : provider === 'cod' ? { carrier: 'nova_poshta' } : { demo: true },
      createdAt: p.payment === 2 ? new Date(created.getTime() + 3 * 26 * 3600 * 1000) : created,
      updatedAt: paidAt,
      paidAt,
    });
    p.trail.forEach((status, k) => {
      historyRows.push({
        id: historyRows.length + 1,
        orderId: id,
        status,
        note: null,
        createdAt: new Date(created.getTime() + k * 26 * 3600 * 1000),
      });
    });
  });
  await insertMany(db, orders, orderRows);
  await insertMany(db, orderLines, lineRows);
  await insertMany(db, orderStatusHistory, historyRows);
  await insertMany(db, payments, paymentRows);

  const year = now.getUTCFullYear();
  await insertMany(db, loyaltyYears, [
    { userId: 1, year: year - 1, purchases: 1_245_000, levelPercent: 10 },
    { userId: 1, year, purchases: 684_000, levelPercent: 5 },
    { userId: 2, year, purchases: 2_150_000, levelPercent: 15 },
  ]);
  const month = (offset: number) => {
    const d = new Date(Date.UTC(year, now.getUTCMonth() - offset, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  await insertMany(db, loyaltyMonths, [
    { userId: 1, month: month(2), purchases: 214_000 },
    { userId: 1, month: month(1), purchases: 356_000 },
    { userId: 2, month: month(1), purchases: 120_000 },
  ]);
  await insertMany(db, loyaltyCards, [
    {
      number: '2900001000017',
      userId: 1,
      ownerFormAt: new Date(now.getTime() - 300 * day),
      activatedAt: new Date(now.getTime() - 300 * day + 6 * 3600 * 1000),
    },
    { number: '2900001000024', userId: 2, ownerFormAt: new Date(now.getTime() - 2 * 3600 * 1000), activatedAt: null },
  ]);
}
