import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { issueToken } from '#core/accounts';
import { hashPassword } from '#core/passwords';
import { users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput, junk } from '#test/support/api-fuzz';
import { checkForm, checkoutSnapshot, fx, seedFixtures } from '#test/support/checkout';
import { seededAt } from '#test/support/db';

let t: TestApi;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let token: string;
const snapshot = () => checkoutSnapshot(t.database.db);
const not = (pattern: RegExp) => junk.filter((s) => !pattern.test(s.trim()));
const badId = not(/^[1-9]\d{0,8}$/);
const badCart = fc.oneof(
  junk,
  fc.constantFrom(
    '[{"id":1,"quantity":0}]',
    '[{"id":1,"quantity":1000}]',
    '[{"id":-1,"quantity":1}]',
    '[{"id":1,"quantity":1.5}]',
    '[{"id":1,"quantity":1,"price":1}]',
    '[{"id":1,"quantity":1},{"id":1,"quantity":1}]',
    JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ id: i + 1, quantity: 1 }))),
    '{"id":1}',
    'null',
  ),
);
const checkInvalid = () => ({
  deliveryMethod: badId,
  paymentMethod: badId,
  cart: badCart,
  townCode: not(/^\d{10}$/),
  selectedDepartment: fc.string({ minLength: 101, maxLength: 300 }),
  promo_code: fc.oneof(fc.string({ minLength: 51, maxLength: 200 }), fc.constantFrom("' OR 1=1 --", '<b>', '%_%')),
  certificate: not(/^\d{0,20}$/),
  recipient_first_name: fc.oneof(
    fc.string({ minLength: 101, maxLength: 200 }),
    fc.constantFrom('<script>', 'Ivan1', '{{7*7}}'),
  ),
  street: fc.string({ minLength: 201, maxLength: 400 }),
});

beforeAll(async () => {
  t = await createTestApi();
  ids = await seedFixtures(t.database.db, seededAt);
  await t.database.db.insert(users).values({
    id: 9_301,
    phone: '+380509993010',
    passwordHash: await hashPassword('secret1'),
    firstName: 'Фазз',
    lastName: 'Тест',
  });
  token = (await issueToken({ db: t.database.db, locale: 'ua', now: seededAt }, 9_301)).token;
});
afterAll(() => t.close());

describe('checkout endpoints reject bad input without 5xx or writes (§5)', () => {
  it('GET delivery/places/{townCode}', async () => {
    await assertRejectsBadInput(t, { method: 'GET', path: (s) => `/site/ordernew/delivery/places/${s}` }, snapshot);
  }, 60_000);

  it('GET delivery/placesMethod/{townCode}/{deliveryMethodId}/', async () => {
    await assertRejectsBadInput(
      t,
      { method: 'GET', path: (s) => `/site/ordernew/delivery/placesMethod/${s.length % 2 ? '8000000000' : s}/${s}/` },
      snapshot,
    );
  }, 60_000);

  it('GET towns?q=', async () => {
    await assertRejectsBadInput(t, { method: 'GET', path: (s) => `/site/ordernew/towns?q=${s}&${s}=1` }, snapshot);
  }, 60_000);

  it('POST create/check', async () => {
    const valid = checkForm({
      delivery: ids.delivery.pickup,
      payment: ids.payment.cash,
      department: String(fx.store),
      cart: [{ id: fx.lure, quantity: 1 }],
    });
    await assertRejectsBadInput(
      t,
      { method: 'POST', path: '/site/ordernew/create/check', valid, invalid: checkInvalid() },
      snapshot,
    );
  }, 60_000);

  it('POST create (base order is below the minimum, so nothing may ever be written)', async () => {
    const valid = {
      ...checkForm({
        delivery: ids.delivery.pickup,
        payment: ids.payment.cash,
        department: String(fx.store),
        cart: [{ id: fx.rod, quantity: 1 }],
      }),
      phone: '0501112233',
      first_name: 'Іван',
      last_name: 'Петренко',
      idempotency_key: 'fuzz-order-key-1',
    };
    await assertRejectsBadInput(
      t,
      {
        method: 'POST',
        path: '/site/ordernew/create',
        valid,
        headers: { Token: token },
        invalid: {
          ...checkInvalid(),
          phone: not(/^[+\d\s()-]{9,25}$/),
          first_name: fc.oneof(
            fc.constant(''),
            fc.string({ minLength: 101, maxLength: 200 }),
            fc.constantFrom('<b>', 'a1'),
          ),
          last_name: fc.oneof(fc.constant(''), fc.constantFrom('; drop table orders', 'x_y')),
          email: fc.constantFrom('a@', '@b.c', 'no-at', `${'a'.repeat(100)}@b.cc`),
          call_back: not(/^[01]$/),
          other_recipient: not(/^[01]$/),
          comment: fc.string({ minLength: 1001, maxLength: 1200 }),
          idempotency_key: not(/^[A-Za-z0-9_-]{8,100}$/),
        },
      },
      snapshot,
    );
  }, 60_000);

  it('GET delivery/gethistory', async () => {
    await assertRejectsBadInput(
      t,
      { method: 'GET', path: (s) => `/site/ordernew/delivery/gethistory?${s}=${s}`, headers: { Token: token } },
      snapshot,
    );
  }, 60_000);
});
