import type { AppLoadContext } from 'react-router';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { formatPhone, getAddition, logIn, loginInput, revokeToken } from '#core/accounts';
import { errorTexts, fieldErrors } from '#core/i18n';
import { listOrders } from '#core/orders';
import { createLimit } from '#server/api/rate-limit';
import { guestCartCookie, mergeGuestCart } from '../cart.server';
import { localeFromPath, localizePath } from '../i18n/locale';
import { requestCtx } from '../request-ctx.server';
import { clearSessionCookie, sessionToken, sessionUser, setSessionCookie } from '../session.server';

// The same limits as the API's phoneauth (ADR 0013): the form must not be a way around them.
const limitByIp = createLimit('storefront-login-ip', 10, 60);
const limitByPhone = createLimit('storefront-login-phone', 5, 15 * 60);

export async function loadProfile(request: Request, context: AppLoadContext) {
  const user = await sessionUser(request, context.services);
  if (!user) return { signedIn: false as const };
  const ctx = { ...requestCtx(request, context.services), user: { id: user.id } };
  const [addition, orders] = await Promise.all([getAddition(ctx), listOrders(ctx, { page: 1, perPage: 20 })]);
  return {
    signedIn: true as const,
    user: { firstName: user.firstName, lastName: user.lastName, phone: formatPhone(user.phone) },
    loyaltyLevel: addition?.loyalty_level ?? 5,
    orders: orders.orders.map((o) => ({
      id: o.id,
      createdAt: o.createdAt,
      status: o.status,
      total: o.total,
      lines: o.lines.length,
    })),
  };
}

const action = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('login'), phone: z.string().max(100), password: z.string().max(100) }),
  z.object({ intent: z.literal('logout') }),
]);

/** Sign in (phone + password → token cookie) or out (token revoked → home, SPEC §2). */
export async function profileAction(request: Request, context: AppLoadContext) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const pick = (texts: { message: string; message_ua: string }) => (locale === 'ua' ? texts.message_ua : texts.message);
  const form = action.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return data({ errors: { form: pick(errorTexts('bad_request')) } }, { status: 400 });
  const ctx = requestCtx(request, context.services);
  if (form.data.intent === 'logout') {
    const token = sessionToken(request);
    if (token) await revokeToken(ctx, token);
    return redirect(localizePath('/', locale), { headers: { 'Set-Cookie': clearSessionCookie() } });
  }
  const input = loginInput.safeParse({ phone: form.data.phone, password: form.data.password });
  if (!input.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(input.error)).map(([field, t]) => [field, pick(t)]));
    return data({ errors, phone: form.data.phone }, { status: 400 });
  }
  for (const result of [await limitByIp(context.clientIp), await limitByPhone(input.data.phone)]) {
    if (!result.ok) {
      const message = pick(errorTexts('rate_limited', { seconds: result.retryAfter }));
      return data({ errors: { password: message }, phone: form.data.phone }, { status: 429 });
    }
  }
  const signedIn = await logIn(ctx, input.data);
  if (!signedIn.ok) {
    return data({ errors: { password: pick(errorTexts(signedIn.error)) }, phone: form.data.phone }, { status: 401 });
  }
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers({ 'Set-Cookie': setSessionCookie(signedIn.token, secure) });
  // A guest's cart joins the server cart; the cart opens with the "check your order" note (SPEC §4).
  if ((await mergeGuestCart(request, ctx, signedIn.user.id)) > 0) {
    headers.append('Set-Cookie', guestCartCookie(''));
    return redirect(`${localizePath('/checkout', locale)}?merged=1`, { headers });
  }
  return redirect(localizePath('/profile', locale), { headers });
}
