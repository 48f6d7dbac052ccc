import { asc, count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { z } from 'zod';
import {
  callbackInput,
  changePasswordInput,
  loginInput,
  phoneCheckInput,
  recoveryInput,
  registrationInput,
  subscribeInput,
} from '#core/accounts';
import { authTokens, callbackRequests, enquiries, newsletterSubscriptions, smsOutbox, users } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';
import { assertRejectsBadInput, invalidFields as invalidFieldsOf, junk } from '#test/support/api-fuzz';

let t: TestApi;
let token = '';
beforeAll(async () => {
  t = await createTestApi();
  const response = await t.post('/users/auth/phoneauth/', { phone: '+380671112233', password: 'poplavok' });
  token = ((await response.json()) as { data: { token: string } }).data.token;
});
afterAll(() => t.close());

/** Rows of every accounts table (and the users themselves): bad input must change none of them. */
async function accountsSnapshot(api: TestApi) {
  const { db } = api.database;
  const counts = await Promise.all(
    [users, authTokens, smsOutbox, callbackRequests, newsletterSubscriptions, enquiries].map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table);
      return row?.n;
    }),
  );
  return { counts, users: await db.select().from(users).orderBy(asc(users.id)) };
}

/** Per field, values that make the otherwise valid form fail the schema. */
const values = fc.oneof(junk, fc.string({ maxLength: 30 }), fc.string({ minLength: 95, maxLength: 110 }));
const invalidFields = (schema: z.ZodType, valid: Record<string, string>, fields: string[]) =>
  invalidFieldsOf(schema, valid, fields, values);

const timeout = 120_000;

describe('bad input never writes and never fails (§5; 1000 generated requests each)', () => {
  it(
    'POST /site/users/auth/registration/',
    async () => {
      // The valid form uses a registered phone: even a request that slipped through would be a 409.
      const valid = {
        phone: '0501234567',
        password: 'secret',
        email: 'a@example.com',
        first_name: 'Іван',
        last_name: 'Франко',
        father_name: '',
      };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/auth/registration/',
          valid,
          invalid: invalidFields(registrationInput, valid, ['phone', 'password', 'email', 'first_name', 'last_name']),
        },
        () => accountsSnapshot(t),
      );
    },
    timeout,
  );

  it(
    'POST /site/users/auth/phone/',
    async () => {
      const valid = { phone: '0501234567' };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/auth/phone/',
          valid,
          invalid: invalidFields(phoneCheckInput, valid, ['phone']),
        },
        () => accountsSnapshot(t),
      );
    },
    timeout,
  );

  it(
    'POST /users/auth/phoneauth/',
    async () => {
      const valid = { phone: '0501234567', password: 'not-the-password' };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/users/auth/phoneauth/',
          valid,
          invalid: invalidFields(loginInput, valid, ['phone', 'password']),
        },
        () => accountsSnapshot(t),
      );
    },
    timeout,
  );

  it(
    'POST /users/auth',
    async () => {
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/users/auth',
          valid: { token: 'x'.repeat(43) },
          invalid: { token: fc.string({ minLength: 201, maxLength: 400 }) },
        },
        () => accountsSnapshot(t),
      );
    },
    timeout,
  );

  it(
    'POST /site/users/auth/logout/',
    async () => {
      await assertRejectsBadInput(t, { method: 'POST', path: '/site/users/auth/logout/', valid: {} }, () =>
        accountsSnapshot(t),
      );
    },
    timeout,
  );

  it(
    'POST /site/users/auth/recovery/',
    async () => {
      const valid = { phone: '0509998877' }; // not registered: a request that slipped through sends nothing
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/auth/recovery/',
          valid,
          invalid: invalidFields(recoveryInput, valid, ['phone']),
        },
        () => accountsSnapshot(t),
      );
    },
    timeout,
  );

  it(
    'POST /site/users/auth/password/',
    async () => {
      const valid = {
        current_password: 'not-the-password',
        new_password: 'new-pass',
        new_password_confirm: 'new-pass',
      };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/auth/password/',
          valid,
          headers: { token },
          invalid: invalidFields(changePasswordInput, valid, [
            'current_password',
            'new_password',
            'new_password_confirm',
          ]),
        },
        () => accountsSnapshot(t),
      );
    },
    timeout,
  );

  it(
    'POST /site/users/auth/callback/',
    async () => {
      const valid = { phone: '0501112233', type: 'phone', username: 'Петро', comment: 'Передзвоніть' };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/auth/callback/',
          valid,
          invalid: invalidFields(callbackInput, valid, ['phone', 'username', 'comment']),
        },
        () => accountsSnapshot(t),
      );
    },
    timeout,
  );

  it(
    'POST /site/users/auth/subscribe/',
    async () => {
      const valid = { email: 'new@example.com' };
      await assertRejectsBadInput(
        t,
        {
          method: 'POST',
          path: '/site/users/auth/subscribe/',
          valid,
          invalid: invalidFields(subscribeInput, valid, ['email']),
        },
        () => accountsSnapshot(t),
      );
    },
    timeout,
  );
});
