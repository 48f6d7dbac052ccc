import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  addressInput,
  birthdayInput,
  contactsInput,
  fishingInput,
  getAddition,
  setBirthday,
  subscriptionsInput,
  updateAddress,
  updateContacts,
  updateFishingType,
  updateSubscriptions,
} from '#core/accounts';
import type { Ctx } from '#core/shared';
import { requireUser } from './auth';
import { type ApiEnv, apiError, createRouter, ok } from './http';
import { errorResponses, formBody, texts } from './users-auth';

/** The core context of a request that passed `requireUser`. */
function signedIn(c: Context<ApiEnv>): Ctx & { user: { id: number } } {
  const ctx = c.get('ctx');
  const user = c.get('user');
  if (!user) throw new Error('signedIn() used on a route without requireUser');
  return { ...ctx, user: { id: user.id } };
}

const signedInResponses = {
  200: { description: 'Saved: message, message_ua' },
  401: { description: 'Not signed in' },
  ...errorResponses,
} as const;

/** SPEC §3 User extra fields and the profile dialogs (§2, §5, §6); all need sign-in. */
export const usersInfoApi = createRouter();

usersInfoApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/users/info/getAddition',
    summary: "The signed-in user's extra profile fields",
    middleware: [requireUser] as const,
    responses: {
      200: { description: '`data`: email, title, names, birthday, city, fishing type, subscriptions, discounts' },
      401: { description: 'Not signed in' },
    },
  }),
  async (c) => {
    const addition = await getAddition(signedIn(c));
    if (!addition) return apiError(c, 401, 'token_invalid');
    return ok(c, addition);
  },
);

usersInfoApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/info/contacts',
    summary: 'Change contact info: names, e-mail, additional phone (the main phone only via the call centre)',
    middleware: [requireUser] as const,
    request: formBody(contactsInput),
    responses: signedInResponses,
  }),
  async (c) => {
    await updateContacts(signedIn(c), c.req.valid('form'));
    return ok(c, null, texts('profile_saved'));
  },
);

usersInfoApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/info/birthday',
    summary: 'Set the birth date (once; changing it is only through the call centre, SPEC §6)',
    middleware: [requireUser] as const,
    request: formBody(birthdayInput),
    responses: { ...signedInResponses, 403: { description: 'A birth date is already set' } },
  }),
  async (c) => {
    const result = await setBirthday(signedIn(c), c.req.valid('form'));
    if (!result.ok) {
      if (result.error === 'birth_date_locked') return apiError(c, 403, result.error);
      return apiError(c, 400, result.error, {}, { day: texts(result.error) });
    }
    return ok(c, null, texts('profile_saved'));
  },
);

usersInfoApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/info/address',
    summary: 'Change city (required) and address',
    middleware: [requireUser] as const,
    request: formBody(addressInput),
    responses: signedInResponses,
  }),
  async (c) => {
    await updateAddress(signedIn(c), c.req.valid('form'));
    return ok(c, null, texts('profile_saved'));
  },
);

usersInfoApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/info/fishing',
    summary: 'Change the kind of fishing (required)',
    middleware: [requireUser] as const,
    request: formBody(fishingInput),
    responses: signedInResponses,
  }),
  async (c) => {
    await updateFishingType(signedIn(c), c.req.valid('form'));
    return ok(c, null, texts('profile_saved'));
  },
);

usersInfoApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/users/info/subscriptions',
    summary: "Viber/SMS and e-mail subscriptions ('0' or '1' each)",
    middleware: [requireUser] as const,
    request: formBody(subscriptionsInput),
    responses: signedInResponses,
  }),
  async (c) => {
    await updateSubscriptions(signedIn(c), c.req.valid('form'));
    return ok(c, null, texts('profile_saved'));
  },
);
