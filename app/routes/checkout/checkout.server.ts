import { randomBytes, randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { type AuthUser, getUserByToken } from '#core/accounts';
import type { CartTotals } from '#core/cart';
import type { CarrierTariffs } from '#core/checkout';
import { createOrderInput, placeOrder, preselectCheckout } from '#core/orders';
import type { Ctx } from '#core/shared';
import type { Services } from '#server/context';
import { guestSessionCookie } from '#server/http/cookie-names';
import { type VoucherClient, vouchersBlocked } from '#server/http/voucher-guard';
import { guestCartCookie } from '../../cart.server';
import { localizePath } from '../../i18n/locale';
import { paymentTarget } from '../../payments.server';
import { readCookie, sessionToken } from '../../session.server';
import { initialState, readCheckoutState } from './state.server';
import { buildCheckout, codeText } from './view.server';

/** The guest's browser session: binds guest order keys and the success page to this browser. */
export function guestSession(request: Request): { value: string; setCookie: string | null } {
  const found = readCookie(request, guestSessionCookie);
  if (found && /^[A-Za-z0-9_-]{20,100}$/.test(found)) return { value: found, setCookie: null };
  const value = randomBytes(24).toString('base64url');
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return {
    value,
    setCookie: `${guestSessionCookie}=${value}; Path=/; Max-Age=${30 * 24 * 3600}; HttpOnly; SameSite=Lax${secure}`,
  };
}

/** The first render: the §4 preselection and the profile's contacts for a signed-in shopper. */
export async function loadCheckout(
  request: Request,
  ctx: Ctx,
  user: AuthUser | null,
  cart: CartTotals,
  ip: string,
  tariffs?: CarrierTariffs,
) {
  const userCtx = user ? { ...ctx, user: { id: user.id } } : ctx;
  const [pre, profile] = await Promise.all([
    preselectCheckout(userCtx),
    user ? getUserByToken(ctx, sessionToken(request)) : null,
  ]);
  const info = profile?.ok ? profile.user : null;
  const state = initialState({
    idempotency_key: randomUUID(),
    townCode: pre.townCode,
    deliveryMethod: pre.deliveryMethodId ? String(pre.deliveryMethodId) : '',
    selectedDepartment: pre.department ?? '',
    paymentMethod: pre.paymentMethodId ? String(pre.paymentMethodId) : '',
    phone: info?.phone ?? user?.phone ?? '',
    first_name: info?.first_name ?? '',
    last_name: info?.last_name ?? '',
    second_name: info?.patronymic ?? '',
    email: info?.email ?? '',
  });
  return buildCheckout(userCtx, state, cart, { ip, userId: user?.id ?? null, tariffs });
}

/**
 * The checkout form's action: `refresh` re-renders with the server's totals (the no-JS "update"
 * and the debounced fetcher alike); `place` creates the order once per page key and redirects.
 */
export async function checkoutAction(
  request: Request,
  form: FormData,
  ctx: Ctx,
  user: AuthUser | null,
  cart: CartTotals,
  ip: string,
  services: Services,
) {
  const userCtx = user ? { ...ctx, user: { id: user.id } } : ctx;
  const client: VoucherClient = { ip, userId: user?.id ?? null };
  const state = readCheckoutState(form);
  if (!state.idempotency_key) state.idempotency_key = randomUUID();
  const view = await buildCheckout(userCtx, state, cart, { ...client, tariffs: services.tariffs });
  if (form.get('intent') !== 'place') return data({ view }, { headers: { 'Cache-Control': 'private, no-store' } });

  const s = view.state;
  // The shopper places what they saw (ADR 0119): a total that changed since the page showed it
  // (a re-check still on its way, a no-JS change without "update") is shown, not placed.
  const price = view.totals ? view.totals.price : null;
  if (state.shown_total !== undefined && price !== null && Number(state.shown_total) !== price) {
    const form = codeText(ctx, 'checkout_total_changed', price);
    return data({ view: { ...view, errors: { ...view.errors, form } } }, { status: 409 });
  }
  // Method fields the order does not store go to the comment; the instalment bank and parts and
  // the invoice's company and EDRPOU are stored with the order.
  const extras = Object.entries(s.extra)
    .filter(([k, v]) => v && !['bank', 'parts', 'company', 'edrpou'].includes(k))
    .map(([k, v]) => `${k}: ${v}`);
  const input = createOrderInput.safeParse({
    deliveryMethod: s.deliveryMethod,
    selectedDepartment: s.selectedDepartment,
    paymentMethod: s.paymentMethod,
    cart: JSON.stringify(cart.goods.filter((g) => !g.isDeleted).map((g) => ({ id: g.id, quantity: g.quantity }))),
    promo_code: s.promo_code,
    townCode: s.townCode,
    certificate: s.certificate,
    bank: s.extra.bank ?? '',
    parts: s.extra.parts ?? '',
    street: s.street,
    house: s.house,
    flat: s.flat,
    phone: s.phone,
    first_name: s.first_name,
    last_name: s.last_name,
    second_name: s.second_name,
    email: s.email,
    other_recipient: s.other_recipient,
    recipient_first_name: s.recipient_first_name,
    recipient_last_name: s.recipient_last_name,
    recipient_second_name: s.recipient_second_name,
    recipient_phone: s.recipient_phone,
    call_back: s.call_back,
    comment: [s.comment, ...extras].filter(Boolean).join('\n').slice(0, 1000),
    company: s.extra.company ?? '',
    edrpou: s.extra.edrpou ?? '',
    idempotency_key: s.idempotency_key,
  });
  if (!input.success) {
    const errors = { ...view.errors };
    for (const issue of input.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      errors[key] ??= codeText(ctx, issue.message);
    }
    return data({ view: { ...view, errors } }, { status: 400 });
  }
  const session = user ? null : guestSession(request);
  const result = await placeOrder(userCtx, input.data, {
    guestSession: session?.value ?? null,
    vouchersBlocked: await vouchersBlocked(client),
  });
  if (!result.ok) {
    return data({ view: { ...view, errors: { ...view.errors, form: codeText(ctx, result.error) } } }, { status: 409 });
  }
  const headers = new Headers();
  if (!user) headers.append('Set-Cookie', guestCartCookie(''));
  if (session?.setCookie) headers.append('Set-Cookie', session.setCookie);
  // A card or instalments: on to the bank's page at once; anything else: the order's page.
  const payment = await paymentTarget(request, userCtx, services, result.orderId);
  return redirect(payment ?? localizePath(`/checkout/success?order=${result.orderId}`, ctx.locale), { headers });
}
