import { asc, count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { z } from 'zod';
import { addressInput, birthdayInput, contactsInput, fishingInput, subscriptionsInput } from '#core/accounts';
import { authTokens, callbackRequests, enquiries, newsletterSubscriptions, smsOutbox, users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput, invalidFields as invalidFieldsOf, junk } from '#test/support/api-fuzz';

let t: TestApi;
const headers = { token: '' };
beforeAll(async () => {
  t = await createTestApi();
  // Oleksandr (user 1): birth date set, no additional phone, no address.
  const response = await t.post('/users/auth/phoneauth/', { phone: '+380501234567', password: 'poplavok' });
  headers.token = ((await response.json()) as { data: { token: string } }).data.token;
});
afterAll(() => t.close());

/** Every accounts table and the users' rows: bad input must change none of them. */
async function snapshot() {
  const { db } = t.database;
  const counts = await Promise.all(
    [users, authTokens, smsOutbox, callbackRequests, newsletterSubscriptions, enquiries].map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table);
      return row?.n;
    }),
  );
  return { counts, users: await db.select().from(users).orderBy(asc(users.id)) };
}

/** Per field, values that make the otherwise valid form fail the schema. */
const values = fc.oneof(junk, fc.string({ maxLength: 30 }), fc.string({ minLength: 95, maxLength: 210 }));
const invalidFields = (schema: z.ZodType, valid: Record<string, string>, fields: string[]) =>
  invalidFieldsOf(schema, valid, fields, values);

const timeout = 120_000;

// Each valid form repeats what user 1 already has (or is refused, like a second birth date), so
// even a request that slipped through would leave the snapshot as it was.
describe('profile: bad input never writes and never fails (§5; 1000 generated requests each)', () => {
  it(
    'GET /site/users/info/getAddition',
    async () => {
      await assertRejectsBadInput(
        t,
        { method: 'GET', path: (s) => `/site/users/info/getAddition?${s}`, headers },
        snapshot,
      );
    },
    timeout,
  );

  it(
    'POST /site/users/info/contacts/',
    async () => {
      const valid = {
        first_name: 'Олександр',
        last_name: 'Коваленко',
        father_name: 'Петрович',
        email: 'oleksandr@example.com',
      };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/info/contacts/',
          valid,
          headers,
          invalid: invalidFields(contactsInput, valid, ['first_name', 'last_name']),
        },
        snapshot,
      );
    },
    timeout,
  );

  it(
    'POST /site/users/info/birthday/',
    async () => {
      const valid = { day: '16', month: '6', year: '1985' };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/info/birthday/',
          valid,
          headers,
          invalid: invalidFields(birthdayInput, valid, ['day', 'month', 'year']),
        },
        snapshot,
      );
    },
    timeout,
  );

  it(
    'POST /site/users/info/address/',
    async () => {
      const valid = { city: 'Київ', address: '' };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/info/address/',
          valid,
          headers,
          invalid: invalidFields(addressInput, valid, ['city', 'address']),
        },
        snapshot,
      );
    },
    timeout,
  );

  it(
    'POST /site/users/info/fishing/',
    async () => {
      const valid = { fishing_type: 'spinning' };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/info/fishing/',
          valid,
          headers,
          invalid: invalidFields(fishingInput, valid, ['fishing_type']),
        },
        snapshot,
      );
    },
    timeout,
  );

  it(
    'POST /site/users/info/subscriptions/',
    async () => {
      const valid = { sms: '1', email: '1' };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/info/subscriptions/',
          valid,
          headers,
          invalid: invalidFields(subscriptionsInput, valid, ['sms', 'email']),
        },
        snapshot,
      );
    },
    timeout,
  );
});
