import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  addLine,
  addLineInput,
  type CartLine,
  deleteLine,
  editLine,
  editLineInput,
  getCartTotals,
  type LineResult,
  lineIdInput,
  listCart,
  mergeCart,
  mergeCartInput,
  purgeCart,
  restoreLine,
  type StockRefusal,
} from '#core/cart';
import { errorTexts } from '#core/i18n';
import { requireUser } from './auth';
import { type CartTotalsJson, cartTotals } from './cart.schemas';
import { toApiGoodBase } from './goods';
import { type ApiEnv, apiError, createRouter, ok, okResponse } from './http';
import { toUah } from './money';

/** SPEC §7 cart line: goods_id and quantity, plus isDeleted / isChecked as 0/1 (SPEC §3). */
const toApiLine = (line: CartLine) => ({
  goods_id: line.goodId,
  quantity: line.quantity,
  isDeleted: line.isDeleted ? 1 : 0,
  isChecked: line.isChecked ? 1 : 0,
});

/** The signed-in user's context (requireUser ran before every cart route). */
function userCtx(c: Context<ApiEnv>) {
  const ctx = c.get('ctx');
  if (!ctx.user) throw new Error('cart route without requireUser');
  return { ...ctx, user: ctx.user };
}

function lineAnswer(c: Context<ApiEnv>, result: LineResult | StockRefusal) {
  if (result.ok) return ok(c, toApiLine(result.line));
  return 'available' in result ? stockAnswer(c, result) : apiError(c, 404, result.error);
}

/** More than the chain holds (ADR 0083): 409 with `params.available`, the most that can be ordered. */
function stockAnswer(c: Context<ApiEnv>, refusal: StockRefusal) {
  const params = { available: refusal.available };
  return c.json(
    { status: 'error', code: refusal.error, ...errorTexts(refusal.error, params), params, data: null },
    409,
  );
}

const form = <T>(schema: T) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema }, 'multipart/form-data': { schema } },
});
const signedIn = { 401: { description: 'not signed in (guests keep the cart in the browser, SPEC §4)' } };
const lineResponses = {
  200: { description: '`data`: the line `{goods_id, quantity, isDeleted, isChecked}`' },
  400: { description: 'invalid id or quantity' },
  404: { description: 'the good is not in the cart (SPEC §8 "missing cart line")' },
  ...signedIn,
};

const listRoute = createRoute({
  method: 'get',
  path: '/site/users/cart',
  summary: 'The signed-in user’s cart: `data` = list of `{goods_id, quantity, isDeleted, isChecked}` (SPEC §7)',
  middleware: [requireUser] as const,
  responses: { 200: { description: 'cart lines, soft-deleted ones included' }, ...signedIn },
});
const totalsRoute = createRoute({
  method: 'get',
  path: '/site/users/cart/totals',
  summary: 'Cart items as displayed with fresh prices and totals (SPEC §3 Cart totals; UAH)',
  middleware: [requireUser] as const,
  responses: {
    200: okResponse('`data`: goods, totalItems, totalPrice, totalOldPrice, hasUnavailable', cartTotals),
    ...signedIn,
  },
});
const addRoute = createRoute({
  method: 'post',
  path: '/site/users/cart/add',
  summary: 'Add a good: quantity adds to an existing line (max 999), a removed line comes back (SPEC §7)',
  middleware: [requireUser] as const,
  request: { body: form(addLineInput) },
  responses: {
    ...lineResponses,
    404: { description: 'unknown good' },
    409: {
      description:
        'the cart already holds 100 different goods, or the line would exceed what the stores hold (`params.available`; ADR 0083)',
    },
  },
});
const editRoute = createRoute({
  method: 'post',
  path: '/site/users/cart/edit',
  summary: 'Set a line’s quantity; 0 or less removes softly (isDeleted=1), positive restores (SPEC §4)',
  middleware: [requireUser] as const,
  request: { body: form(editLineInput) },
  responses: {
    ...lineResponses,
    409: { description: 'more than the stores hold: `params.available` is the most that can be ordered (ADR 0083)' },
  },
});
const deleteRoute = createRoute({
  method: 'post',
  path: '/site/users/cart/delete',
  summary: 'Soft-delete a line (isDeleted=1) until the cart is closed (SPEC §4)',
  middleware: [requireUser] as const,
  request: { body: form(lineIdInput) },
  responses: lineResponses,
});
const restoreRoute = createRoute({
  method: 'post',
  path: '/site/users/cart/restore',
  summary: '"Return" a soft-deleted line with its previous quantity (SPEC §4)',
  middleware: [requireUser] as const,
  request: { body: form(lineIdInput) },
  responses: lineResponses,
});
const purgeRoute = createRoute({
  method: 'post',
  path: '/site/users/cart/purge',
  summary: 'Closing the cart purges removed items (SPEC §4); `data`: the remaining cart',
  middleware: [requireUser] as const,
  responses: { 200: { description: '`data`: cart lines; `purged`: how many were dropped' }, ...signedIn },
});
const mergeRoute = createRoute({
  method: 'post',
  path: '/site/users/cart/merge',
  summary: 'Push a guest’s local cart at sign-in (`lines` = JSON list of {id, quantity}); larger quantity wins',
  middleware: [requireUser] as const,
  request: { body: form(mergeCartInput) },
  responses: {
    200: { description: '`data`: merged cart; `message`/`message_ua`: "check your order" when anything merged' },
    400: { description: '`lines` is not a JSON list of at most 100 entries' },
    ...signedIn,
  },
});

/** SPEC §7 cart calls (server-side cart of a signed-in user) and the designed ones. */
export const cartApi = createRouter()
  .openapi(listRoute, async (c) => ok(c, (await listCart(userCtx(c))).map(toApiLine)))
  .openapi(totalsRoute, async (c) => {
    const totals = await getCartTotals(userCtx(c));
    return ok<CartTotalsJson>(c, {
      goods: totals.goods.map((g) => ({
        ...toApiGoodBase(g),
        producer: g.producer === null ? null : { title: g.producer, title_ua: g.producer },
        breadcrumbs: g.breadcrumbs.map((b) => ({ id: b.id, slug: b.slug, title: b.title.ru, title_ua: b.title.ua })),
        quantity: g.quantity,
        isDeleted: g.isDeleted ? 1 : 0,
        isChecked: g.isChecked ? 1 : 0,
        isAvailable: g.isAvailable ? 1 : 0,
      })),
      totalItems: totals.totalItems,
      totalPrice: toUah(totals.totalPrice),
      totalOldPrice: toUah(totals.totalOldPrice),
      hasUnavailable: totals.hasUnavailable ? 1 : 0,
    });
  })
  .openapi(addRoute, async (c) => {
    const result = await addLine(userCtx(c), c.req.valid('form'));
    if (result.ok) return ok(c, toApiLine(result.line));
    if ('available' in result) return stockAnswer(c, result);
    return apiError(c, result.error === 'cart_full' ? 409 : 404, result.error);
  })
  .openapi(editRoute, async (c) => lineAnswer(c, await editLine(userCtx(c), c.req.valid('form'))))
  .openapi(deleteRoute, async (c) => lineAnswer(c, await deleteLine(userCtx(c), c.req.valid('form'))))
  .openapi(restoreRoute, async (c) => lineAnswer(c, await restoreLine(userCtx(c), c.req.valid('form'))))
  .openapi(purgeRoute, async (c) => {
    const ctx = userCtx(c);
    const purged = await purgeCart(ctx);
    return c.json({ status: 200, data: (await listCart(ctx)).map(toApiLine), purged }, 200);
  })
  .openapi(mergeRoute, async (c) => {
    const result = await mergeCart(userCtx(c), c.req.valid('form'));
    const data = result.cart.map(toApiLine);
    const texts = result.merged > 0 ? errorTexts('cart_merged') : undefined;
    return c.json({ status: 200, data, merged: result.merged, skipped: result.skipped, ...(texts ?? {}) }, 200);
  });
