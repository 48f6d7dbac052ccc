import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { errorTexts } from '#core/i18n';
import {
  addToWaitlist,
  deleteWishlist,
  getSharedWishlist,
  listIdInput,
  listWaitlist,
  listWishlists,
  regenerateShareKey,
  removeFromWaitlist,
  renameWishlist,
  renameWishlistInput,
  shareKeyField,
  toggleWishlistGood,
  toggleWishlistGoodInput,
  waitlistGoodInput,
} from '#core/wishlists';
import { requireUser } from './auth';
import { type ApiEnv, apiError, createRouter, type FieldErrors, fieldErrors, ok } from './http';
import { rateLimit } from './limits';

/**
 * Wish-list flows show the server's message in a tooltip, read from `data_ua` or `data`
 * (SPEC §7 "On a response"), so their answers — errors too — carry the message there as well
 * as in `message`/`message_ua` (ADR 0019).
 */
function said(
  c: Context<ApiEnv>,
  status: ContentfulStatusCode,
  code: string,
  extra: object = {},
  errors?: FieldErrors,
) {
  const { message, message_ua } = errorTexts(code, 'title' in extra ? { title: String(extra.title) } : {});
  const head = status < 400 ? { status: 200 } : { status: 'error', code };
  return c.json(
    { ...head, data: message, data_ua: message_ua, message, message_ua, ...extra, ...(errors ? { errors } : {}) },
    status,
  );
}

/** Validation failures of the wish-list flows: the first field's message as data / data_ua. */
const saidHook = (result: { success: boolean; error?: unknown }, c: Context<ApiEnv>) => {
  if (result.success) return;
  const errors = fieldErrors(result.error as ZodError);
  const first = Object.values(errors)[0] ?? errorTexts('invalid');
  return c.json(
    { status: 'error', code: 'validation', data: first.message, data_ua: first.message_ua, ...first, errors },
    400,
  );
};

function userCtx(c: Context<ApiEnv>) {
  const ctx = c.get('ctx');
  if (!ctx.user) throw new Error('wish-list route without requireUser');
  return { ...ctx, user: ctx.user };
}

const form = <T>(schema: T) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema }, 'multipart/form-data': { schema } },
});
const signedIn = { 401: { description: 'not signed in (SPEC §6: wish lists and the waiting list need sign-in)' } };
const notOwn = { 404: { description: 'no such list of this user (another user’s list answers the same)' } };

const listRoute = createRoute({
  method: 'get',
  path: '/users/info/wishlist',
  summary: 'The user’s wish lists: `data` = list of `{id, title, goods: [ids], key}` (SPEC §7)',
  middleware: [requireUser] as const,
  responses: { 200: { description: 'lists, oldest first' }, ...signedIn },
});
const goodsRoute = createRoute({
  method: 'post',
  path: '/users/info/wishlistgoods',
  summary: 'Add a good to a list (list_id 0 = new list named list_name) or remove it when already there (SPEC §7)',
  middleware: [requireUser] as const,
  request: { body: form(toggleWishlistGoodInput) },
  responses: {
    200: { description: '`data` (ru) / `data_ua` message; `action` added|removed; `list_id`' },
    400: { description: '"Виберіть список" / "Введіть назву списку" (SPEC §5)' },
    404: { description: 'unknown good, or no such list of this user' },
    409: { description: 'too many lists (50) or goods in a list (500)' },
    ...signedIn,
  },
});
const deleteRoute = createRoute({
  method: 'post',
  path: '/users/info/wishlistdelete',
  summary: 'Delete a whole list (owner only; SPEC §7)',
  middleware: [requireUser] as const,
  request: { body: form(listIdInput) },
  responses: { 200: { description: 'deleted' }, 400: { description: 'no list_id' }, ...notOwn, ...signedIn },
});
const renameRoute = createRoute({
  method: 'post',
  path: '/users/info/wishlistrename',
  summary: 'Rename a list (list_id, list_name: trimmed, 1–100 characters)',
  middleware: [requireUser] as const,
  request: { body: form(renameWishlistInput) },
  responses: { 200: { description: 'renamed' }, 400: { description: 'bad name' }, ...notOwn, ...signedIn },
});
const shareRoute = createRoute({
  method: 'post',
  path: '/users/info/wishlistshare',
  summary: 'New share key for a list (old links stop working); `data.key`',
  middleware: [requireUser] as const,
  request: { body: form(listIdInput) },
  responses: { 200: { description: '`data`: `{ key }`' }, ...notOwn, ...signedIn },
});
const sharedRoute = createRoute({
  method: 'get',
  path: '/users/info/wishlistshare/{key}',
  summary: 'A shared list by key (public, read-only, no owner data): `data` = `{title, goods: [ids]}`',
  middleware: [rateLimit('wishlist-share', 120, 60)] as const,
  request: { params: z.object({ key: shareKeyField }) },
  responses: { 200: { description: 'title and good ids' }, 404: { description: 'unknown key' } },
});
const waitlistRoute = createRoute({
  method: 'get',
  path: '/users/info/waitlist',
  summary: 'The user’s waiting list: `data` = list of `{goods_id, created}` (SPEC §7)',
  middleware: [requireUser] as const,
  responses: { 200: { description: 'oldest first' }, ...signedIn },
});
const waitAddRoute = createRoute({
  method: 'post',
  path: '/users/info/waitlistadd',
  summary: 'Put a good on the waiting list (idempotent; SPEC §7)',
  middleware: [requireUser] as const,
  request: { body: form(waitlistGoodInput) },
  responses: {
    200: { description: '`data`: the waiting list' },
    404: { description: 'unknown good' },
    409: { description: '200 goods already' },
    ...signedIn,
  },
});
const waitDeleteRoute = createRoute({
  method: 'post',
  path: '/users/info/waitlistdelete',
  summary: 'Take a good off the waiting list (idempotent)',
  middleware: [requireUser] as const,
  request: { body: form(waitlistGoodInput) },
  responses: { 200: { description: '`data`: the waiting list' }, ...signedIn },
});

const waitlistAnswer = async (c: Context<ApiEnv>) =>
  ok(
    c,
    (await listWaitlist(userCtx(c))).map((w) => ({ goods_id: w.goodId, created: w.createdAt.toISOString() })),
  );

/** SPEC §7 wish-list and waiting-list calls, plus the designed rename/share/waitlistdelete. */
export const wishlistsApi = createRouter()
  .openapi(listRoute, async (c) =>
    ok(
      c,
      (await listWishlists(userCtx(c))).map((l) => ({ id: l.id, title: l.title, goods: l.goods, key: l.key })),
    ),
  )
  .openapi(
    goodsRoute,
    async (c) => {
      const result = await toggleWishlistGood(userCtx(c), c.req.valid('form'));
      if (!result.ok)
        return said(c, result.error === 'wishlist_limit' || result.error === 'wishlist_full' ? 409 : 404, result.error);
      return said(c, 200, result.action === 'added' ? 'wishlist_good_added' : 'wishlist_good_removed', {
        action: result.action,
        list_id: result.list.id,
        title: result.list.title,
      });
    },
    saidHook,
  )
  .openapi(
    deleteRoute,
    async (c) => {
      const result = await deleteWishlist(userCtx(c), c.req.valid('form'));
      return result.ok ? said(c, 200, 'wishlist_deleted') : said(c, 404, result.error);
    },
    saidHook,
  )
  .openapi(
    renameRoute,
    async (c) => {
      const result = await renameWishlist(userCtx(c), c.req.valid('form'));
      return result.ok
        ? said(c, 200, 'wishlist_renamed', { list_id: result.list.id, title: result.list.title })
        : said(c, 404, result.error);
    },
    saidHook,
  )
  .openapi(
    shareRoute,
    async (c) => {
      const result = await regenerateShareKey(userCtx(c), c.req.valid('form'));
      return result.ok ? ok(c, { key: result.key }) : said(c, 404, result.error);
    },
    saidHook,
  )
  .openapi(
    sharedRoute,
    async (c) => {
      const list = await getSharedWishlist(c.get('ctx'), c.req.valid('param').key);
      return list ? ok(c, list) : apiError(c, 404, 'wishlist_not_found');
    },
    // A malformed key is just a key that does not exist.
    (result, c) => (result.success ? undefined : apiError(c, 404, 'wishlist_not_found')),
  )
  .openapi(waitlistRoute, waitlistAnswer)
  .openapi(waitAddRoute, async (c) => {
    const result = await addToWaitlist(userCtx(c), c.req.valid('form'));
    if (!result.ok) return apiError(c, result.error === 'waitlist_full' ? 409 : 404, result.error);
    return waitlistAnswer(c);
  })
  .openapi(waitDeleteRoute, async (c) => {
    await removeFromWaitlist(userCtx(c), c.req.valid('form'));
    return waitlistAnswer(c);
  });
