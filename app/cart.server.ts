import type { AuthUser } from '#core/accounts';
import {
  addLine,
  applyGuestAction,
  type CartTotals,
  checkGuestAction,
  deleteLine,
  editLine,
  type GuestCartAction,
  getCartTotals,
  guestCartAction,
  guestCartCookieName,
  guestLineStates,
  mergeCart,
  parseGuestCart,
  priceCart,
  purgeCart,
  restoreLine,
  type StockRefusal,
  serializeGuestCart,
} from '#core/cart';
import { type GoodCard, listTaggedGoods } from '#core/catalog';
import { errorTexts } from '#core/i18n';
import type { Ctx } from '#core/shared';
import { readCookie } from './session.server';

/** The guest's cart cookie (ADR 0030): a year, not HttpOnly-sensitive data, sent only to us. */
const cookieName = guestCartCookieName;
const oneYear = 365 * 24 * 60 * 60;

export function guestCartCookie(value: string): string {
  return value
    ? `${cookieName}=${value}; Path=/; Max-Age=${oneYear}; SameSite=Lax`
    : `${cookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The shopper's cart priced now: the server cart when signed in, else the browser's (SPEC §4). */
export async function loadCart(request: Request, ctx: Ctx, user: AuthUser | null): Promise<CartTotals> {
  if (user) return getCartTotals({ ...ctx, user: { id: user.id } });
  return priceCart(ctx, guestLineStates(parseGuestCart(readCookie(request, cookieName))));
}

/** What became of a cart form: refused ones carry the reason in the page's language (ADR 0083). */
export type CartFormResult =
  | { ok: true; setCookie: string | null }
  | { ok: false; setCookie: null; goodId?: number; message?: string };

/**
 * Applies a cart form (add, edit, delete, restore, purge) to the server cart or the guest cookie.
 * Returns the Set-Cookie header to send for a guest, or null. A quantity over what the chain's
 * stores hold changes nothing and says how many there are — never cut down silently (ADR 0083).
 */
export async function applyCartForm(
  request: Request,
  form: FormData,
  ctx: Ctx,
  user: AuthUser | null,
): Promise<CartFormResult> {
  const action = guestCartAction.safeParse(Object.fromEntries(form));
  if (!action.success) {
    const quantityIssue = action.error.issues.some((i) => i.path[0] === 'quantity');
    return { ok: false, setCookie: null, ...(quantityIssue ? { message: text(ctx, 'cart_quantity_invalid') } : {}) };
  }
  const a = action.data;
  const refused = (r: StockRefusal, goodId: number): CartFormResult => ({
    ok: false,
    setCookie: null,
    goodId,
    message: text(ctx, r.error, { available: r.available }),
  });
  if (user) {
    const result = await serverCartAction({ ...ctx, user: { id: user.id } }, a);
    if (result && 'available' in result) return refused(result, result.goodId);
    return { ok: true, setCookie: null };
  }
  const current = parseGuestCart(readCookie(request, cookieName));
  const refusal = await checkGuestAction(ctx, current, a);
  if (refusal && a.intent !== 'purge') return refused(refusal, a.id);
  const lines = applyGuestAction(current, a);
  return { ok: true, setCookie: guestCartCookie(serializeGuestCart(lines)) };
}

/** The signed-in shopper's cart action; a stock refusal comes back with its good (ADR 0083). */
async function serverCartAction(
  userCtx: Ctx & { user: { id: number } },
  a: GuestCartAction,
): Promise<(StockRefusal & { goodId: number }) | null> {
  const withGood = (r: { ok: boolean } | StockRefusal) =>
    'available' in r ? { ...r, goodId: a.intent === 'purge' ? 0 : a.id } : null;
  switch (a.intent) {
    case 'add':
      return withGood(await addLine(userCtx, { id: a.id, quantity: a.quantity }));
    case 'edit':
      return withGood(await editLine(userCtx, { id: a.id, quantity: a.quantity }));
    case 'delete':
      await deleteLine(userCtx, { id: a.id });
      return null;
    case 'restore':
      await restoreLine(userCtx, { id: a.id });
      return null;
    case 'purge':
      await purgeCart(userCtx);
      return null;
  }
}

const text = (ctx: Ctx, code: string, params?: Record<string, number>) => {
  const t = errorTexts(code, params);
  return ctx.locale === 'ua' ? t.message_ua : t.message;
};

/**
 * At sign-in the guest's lines go to the server cart (SPEC §4 merge) and the cookie is emptied.
 * Returns how many lines were merged (0: nothing to merge).
 */
export async function mergeGuestCart(request: Request, ctx: Ctx, userId: number): Promise<number> {
  const lines = parseGuestCart(readCookie(request, cookieName)).filter((l) => !l.isDeleted);
  if (lines.length === 0) return 0;
  const result = await mergeCart(
    { ...ctx, user: { id: userId } },
    {
      lines: lines.map((l) => ({ id: l.goodId, quantity: l.quantity })),
    },
  );
  return result.merged;
}

/**
 * The header counter: the pieces in the cart, as the cart shows them (totalItems: quantities of
 * lines not removed, goods that still exist). Counting lines made it say 4 where the cart said 5.
 */
export async function cartCount(request: Request, ctx: Ctx, user: AuthUser | null): Promise<number> {
  return (await loadCart(request, ctx, user)).totalItems;
}

/** Goods the empty cart recommends: the shop's hits, a row on a desktop, three rows of two on a phone. */
const recommendedGoods = 6;

/** What the empty cart page shows besides the catalogue link (`CartEmpty` renders it). */
export type EmptyCartData = {
  recommended: GoodCard[];
};

/** What the empty cart offers besides the catalogue: the hits, memoised. */
export async function loadEmptyCart(ctx: Ctx): Promise<EmptyCartData> {
  return { recommended: await listTaggedGoods(ctx, 'hits', recommendedGoods) };
}
