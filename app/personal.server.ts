import { z } from 'zod';
import { type AuthUser, getAddition } from '#core/accounts';
import type { CartTotals } from '#core/cart';
import { errorTexts } from '#core/i18n';
import { listOrders } from '#core/orders';
import { type Ctx, idSchema } from '#core/shared';
import {
  addToWaitlist,
  listWaitlist,
  listWishlists,
  removeFromWaitlist,
  toggleWishlistGood,
  toggleWishlistGoodInput,
} from '#core/wishlists';
import { analyticsGoods } from './analytics/goods.server';
import type { AnalyticsGood } from './analytics/items';
import { applyCartForm, loadCart } from './cart.server';

/** A cart line as the popup shows it: in the page's language, nothing the UI does not render. */
export type PopupLine = {
  id: number;
  extId: string;
  title: string;
  slug: string;
  image: string | null;
  price: number;
  oldPrice: number | null;
  quantity: number;
  isDeleted: boolean;
  isAvailable: boolean;
  /** The most one order may take: the chain's stock, at most 999 (ADR 0083). */
  maxQuantity: number;
  /** For the analytics events (ADR 0054): the producer and the category path, top first. */
  brand: string | null;
  categories: string[];
};

export type PersonalData = Awaited<ReturnType<typeof loadPersonal>>;

/** A priced cart line as the cart dialog and the cart page show it, in the page's language. */
export function popupLine(g: CartTotals['goods'][number], locale: Ctx['locale']): PopupLine {
  return {
    id: g.id,
    extId: g.extId,
    title: g.title[locale],
    slug: g.slug,
    image: g.images[0] ?? null,
    price: g.price,
    oldPrice: g.oldPrice,
    quantity: g.quantity,
    isDeleted: g.isDeleted,
    isAvailable: g.isAvailable,
    maxQuantity: g.maxQuantity,
    brand: g.producer,
    categories: g.breadcrumbs.map((c) => c.title[locale]),
  };
}

function popupCart(cart: CartTotals, ctx: Ctx) {
  return {
    lines: cart.goods.map((g) => popupLine(g, ctx.locale)),
    totalItems: cart.totalItems,
    totalPrice: cart.totalPrice,
    hasUnavailable: cart.hasUnavailable,
    hasShortfall: cart.hasShortfall,
  };
}

/**
 * What is personal on every page (cart, lists), loaded by a small request of its own so that the
 * shared part of a page stays the same for everyone.
 */
export async function loadPersonal(request: Request, ctx: Ctx, user: AuthUser | null) {
  const userCtx = user ? { ...ctx, user: { id: user.id } } : null;
  const [cart, wishlists, waitlist, orders, addition] = await Promise.all([
    loadCart(request, ctx, user),
    userCtx ? listWishlists(userCtx) : [],
    userCtx ? listWaitlist(userCtx) : [],
    userCtx ? listOrders(userCtx, { page: 1, perPage: 1 }) : null,
    userCtx ? getAddition(userCtx) : null,
  ]);
  return {
    signedIn: user !== null,
    /** The mobile Cabinet's greeting (SPEC §2 Mobile). */
    firstName: user?.firstName ?? null,
    /** The header's profile dropdown counts these (SPEC §2). */
    orders: orders?.total ?? 0,
    cart: popupCart(cart, ctx),
    wishlists: wishlists.map((l) => ({ id: l.id, title: l.title, goods: l.goods, key: l.key })),
    waitlist: waitlist.map((w) => w.goodId),
    /** The contacts the shopper gave, for the CustomerData event (ADR 0054); null for guests. */
    customer: user
      ? { email: addition?.email ?? null, phone: user.phone, firstName: user.firstName, lastName: user.lastName }
      : null,
  };
}

const goodId = idSchema();
const listAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('wish'), goods_id: z.string(), list_id: z.string(), list_name: z.string().optional() }),
  z.object({ intent: z.literal('waitlist-add'), goods_id: goodId }),
  z.object({ intent: z.literal('waitlist-remove'), goods_id: goodId }),
]);

export type PersonalResult = {
  ok: boolean;
  message?: string;
  field?: string;
  needsSignIn?: boolean;
  setCookie?: string | null;
  /** The good just added to a wish list, for the AddToWishlist events (ADR 0054). */
  added?: AnalyticsGood;
};

/** Cart intents go to the cart rules; wish and waiting lists need a signed-in shopper (§6). */
export async function applyPersonalForm(
  request: Request,
  form: FormData,
  ctx: Ctx,
  user: AuthUser | null,
): Promise<PersonalResult> {
  const text = (code: string, params?: Record<string, string>) => {
    const t = errorTexts(code, params);
    return ctx.locale === 'ua' ? t.message_ua : t.message;
  };
  const intent = form.get('intent');
  if (intent === 'add' || intent === 'edit' || intent === 'delete' || intent === 'restore' || intent === 'purge') {
    const result = await applyCartForm(request, form, ctx, user);
    // A refused quantity says why (ADR 0083); the cart popup shows it as a tooltip.
    return { ok: result.ok, setCookie: result.setCookie, ...('message' in result ? { message: result.message } : {}) };
  }
  const parsed = listAction.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false };
  if (!user) return { ok: false, needsSignIn: true };
  const userCtx = { ...ctx, user: { id: user.id } };
  const a = parsed.data;
  if (a.intent === 'waitlist-add') {
    const r = await addToWaitlist(userCtx, { goods_id: a.goods_id });
    return r.ok ? { ok: true } : { ok: false, message: text(r.error) };
  }
  if (a.intent === 'waitlist-remove') {
    await removeFromWaitlist(userCtx, { goods_id: a.goods_id });
    return { ok: true };
  }
  const input = toggleWishlistGoodInput.safeParse({
    goods_id: a.goods_id,
    list_id: a.list_id,
    ...(a.list_name === undefined ? {} : { list_name: a.list_name }),
  });
  if (!input.success) {
    const issue = input.error.issues[0];
    return { ok: false, field: String(issue?.path[0] ?? 'list_id'), message: text(issue?.message ?? 'invalid') };
  }
  const r = await toggleWishlistGood(userCtx, input.data);
  if (!r.ok) return { ok: false, message: text(r.error) };
  const added =
    r.action === 'added' ? (await analyticsGoods(ctx, [input.data.goodId])).get(input.data.goodId) : undefined;
  return {
    ok: true,
    ...(added ? { added } : {}),
    message:
      r.action === 'added' ? text('wishlist_good_added', { title: r.list.title }) : text('wishlist_good_removed'),
  };
}
