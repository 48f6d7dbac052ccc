import type { Db } from '../client';
import {
  deliveryMethods,
  deliveryPayments,
  departments,
  giftCertificates,
  paymentMethods,
  promoCodes,
} from '../schema';
import { insertMany } from './bulk';
import { deliveryDefs, paymentDefs } from './data/checkout';
import { streets } from './data/streets';
import { townDefs } from './data/towns';
import type { Rng } from './random';

const day = 24 * 3600 * 1000;

/** Payment and delivery methods, carrier departments, promo codes and gift certificates. */
export async function seedCheckout(db: Db, rng: Rng, now: Date) {
  await insertMany(
    db,
    paymentMethods,
    paymentDefs.map((p, i) => ({
      id: i + 1,
      code: p.code,
      titleUa: p.ua,
      titleRu: p.ru,
      messageUa: p.messageUa,
      messageRu: p.messageRu,
      fields: p.fields ?? [],
      position: i,
      isActive: true,
    })),
  );
  await insertMany(
    db,
    deliveryMethods,
    deliveryDefs.map((d, i) => ({
      id: i + 1,
      code: d.code,
      carrier: d.carrier,
      kind: d.kind,
      townCode: d.townCode,
      titleUa: d.ua,
      titleRu: d.ru,
      messageUa: d.messageUa,
      messageRu: d.messageRu,
      fields: d.fields,
      position: i,
      isActive: true,
    })),
  );
  await insertMany(
    db,
    deliveryPayments,
    deliveryDefs.flatMap((d, i) =>
      d.payments.map((code) => ({
        deliveryMethodId: i + 1,
        paymentMethodId: paymentDefs.findIndex((p) => p.code === code) + 1,
      })),
    ),
  );
  const rows: (typeof departments.$inferInsert)[] = [];
  deliveryDefs.forEach((d, i) => {
    if (d.kind !== 'department') return;
    for (const town of townDefs) {
      const count = town.code === '8000000000' ? 8 : town.population > 500000 ? 5 : 3;
      for (let n = 1; n <= count; n++) {
        const [streetUa, streetRu] = rng.pick(streets);
        const house = rng.int(1, 150);
        const number =
          d.carrier === 'nova_poshta'
            ? String(n * (town.code === '8000000000' ? 17 : 3) - 2)
            : `${town.postal}${String(n * 7).padStart(3, '0')}`;
        const label = d.carrier === 'nova_poshta' ? ['Відділення №', 'Отделение №'] : ['Відділення ', 'Отделение '];
        rows.push({
          id: rows.length + 1,
          deliveryMethodId: i + 1,
          townCode: town.code,
          code: number,
          titleUa: `${label[0]}${number}: ${streetUa}, ${house}`,
          titleRu: `${label[1]}${number}: ${streetRu}, ${house}`,
        });
      }
    }
  });
  // Nova Poshta parcel lockers (the limits the directory gives, a locker's
  // largest cell 40×30×60 cm and 20 kg), listed after the branches; no rng, so later demo data stays.
  const npMethod = deliveryDefs.findIndex((d) => d.carrier === 'nova_poshta' && d.kind === 'department') + 1;
  const lockerStreets = [
    ['вул. Хрещатик, 22', 'ул. Крещатик, 22'],
    ['просп. Перемоги, 41', 'просп. Победы, 41'],
  ] as const;
  for (const town of townDefs) {
    if (!npMethod || (town.code !== '8000000000' && town.population <= 500000)) continue;
    const count = town.code === '8000000000' ? 2 : 1;
    for (let n = 0; n < count; n++) {
      const number = String(26_101 + rows.length);
      const [streetUa, streetRu] = lockerStreets[n] ?? lockerStreets[0];
      rows.push({
        id: rows.length + 1,
        deliveryMethodId: npMethod,
        townCode: town.code,
        code: number,
        titleUa: `Поштомат "Нова Пошта" №${number}: ${streetUa}`,
        titleRu: `Почтомат "Новая Почта" №${number}: ${streetRu}`,
        kind: 'parcel_locker',
        maxWeightG: 20_000,
        maxLengthMm: 600,
        maxWidthMm: 400,
        maxHeightMm: 300,
      });
    }
  }
  await insertMany(db, departments, rows);
  await insertMany(db, promoCodes, [
    {
      code: 'FISH10',
      kind: 'percent',
      value: 10,
      minOrder: 0,
      startsAt: new Date(now.getTime() - 30 * day),
      endsAt: new Date(now.getTime() + 90 * day),
      maxUses: null,
      usedCount: 17,
      isActive: true,
    },
    {
      code: 'CAMP200',
      kind: 'fixed',
      value: 20000,
      minOrder: 150000,
      startsAt: new Date(now.getTime() - 10 * day),
      endsAt: new Date(now.getTime() + 60 * day),
      maxUses: 500,
      usedCount: 42,
      isActive: true,
    },
    {
      code: 'SPRING15',
      kind: 'percent',
      value: 15,
      minOrder: 100000,
      startsAt: new Date(now.getTime() - 120 * day),
      endsAt: new Date(now.getTime() - 30 * day),
      maxUses: null,
      usedCount: 311,
      isActive: true,
    },
    {
      code: 'FIRST50',
      kind: 'fixed',
      value: 5000,
      minOrder: 60000,
      startsAt: null,
      endsAt: null,
      maxUses: 100,
      usedCount: 100,
      oncePerCustomer: true,
      isActive: true,
    },
    {
      code: 'WELCOME100',
      kind: 'fixed',
      value: 10000,
      minOrder: 100000,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      usedCount: 0,
      oncePerCustomer: true,
      isActive: true,
    },
  ]);
  // Demo certificates (README): 20-digit numbers with a Luhn digit, as issued by newCertificateNumber (ADR 0033).
  await insertMany(db, giftCertificates, [
    {
      number: '92689592757598999447',
      amount: 50000,
      balance: 50000,
      expiresAt: new Date(now.getTime() + 180 * day),
      isActive: true,
    },
    {
      number: '10997698750700231626',
      amount: 100000,
      balance: 100000,
      expiresAt: new Date(now.getTime() + 365 * day),
      isActive: true,
    },
    {
      number: '49550850747498958218',
      amount: 200000,
      balance: 75000,
      expiresAt: new Date(now.getTime() + 90 * day),
      isActive: true,
    },
    {
      number: '75527803816854587243',
      amount: 100000,
      balance: 100000,
      expiresAt: new Date(now.getTime() - 10 * day),
      isActive: true,
    },
  ]);
}
