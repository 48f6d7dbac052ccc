import type { AuthUser } from '#core/accounts';
import {
  addLine,
  applyGuestAction,
  type CartTotals,
  deleteLine,
  editLine,
  getCartTotals,
  guestCartAction,
  guestCartCookieName,
  guestLineStates,
  mergeCart,
  parseGuestCart,
  priceCart,
  purgeCart,
  restoreLine,
  serializeGuestCart,
} from '#core/cart';
import { listTaggedGoods } from '#core/catalog';
import type { Ctx } from '#core/shared';
import type { EmptyCartData } from './components/cart-empty';
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

/**
 * Applies a cart form (add, edit, delete, restore, purge) to the server cart or the guest cookie.
 * Returns the Set-Cookie header to send for a guest, or null.
 */
export async function applyCartForm(request: Request, form: FormData, ctx: Ctx, user: AuthUser | null) {
  const action = guestCartAction.safeParse(Object.fromEntries(form));
  if (!action.success) return { ok: false as const, setCookie: null };
  const a = action.data;
  if (user) {
    const userCtx = { ...ctx, user: { id: user.id } };
    if (a.intent === 'add') await addLine(userCtx, { id: a.id, quantity: a.quantity });
    else if (a.intent === 'edit') await editLine(userCtx, { id: a.id, quantity: a.quantity });
    else if (a.intent === 'delete') await deleteLine(userCtx, { id: a.id });
    else if (a.intent === 'restore') await restoreLine(userCtx, { id: a.id });
    else await purgeCart(userCtx);
    return { ok: true as const, setCookie: null };
  }
  const lines = applyGuestAction(parseGuestCart(readCookie(request, cookieName)), a);
  return { ok: true as const, setCookie: guestCartCookie(serializeGuestCart(lines)) };
}

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

/** What the empty cart offers besides the catalogue (issue 18 item 9): the hits, memoised. */
export async function loadEmptyCart(ctx: Ctx): Promise<EmptyCartData> {
  return { recommended: await listTaggedGoods(ctx, 'hits', recommendedGoods) };
}
