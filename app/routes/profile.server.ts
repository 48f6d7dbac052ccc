import type { AppLoadContext } from 'react-router';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { formatPhone, getAddition, loginInput, revokeToken } from '#core/accounts';
import { errorTexts, fieldErrors } from '#core/i18n';
import { listOrders } from '#core/orders';
import { deviceCookie, deviceCookieHeader, signIn } from '#server/api/sign-in';
import { guestCartCookie, mergeGuestCart } from '../cart.server';
import { readForm } from '../form.server';
import { localeFromPath, localizePath } from '../i18n/locale';
import { requestCtx } from '../request-ctx.server';
import { clearSessionCookie, readCookie, sessionToken, sessionUser, setSessionCookie } from '../session.server';

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
  const form = action.safeParse(Object.fromEntries(await readForm(request)));
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
  // The API's phoneauth and this form share one sign-in budget (ADR 0035).
  const device = readCookie(request, deviceCookie.name);
  const signedIn = await signIn(ctx, input.data, { ip: context.clientIp, device });
  if (!signedIn.ok) {
    const params: Record<string, number> =
      signedIn.error === 'wrong_password'
        ? {}
        : { seconds: signedIn.retryAfter, minutes: Math.ceil(signedIn.retryAfter / 60) };
    const status = signedIn.error === 'wrong_password' ? 401 : 429;
    return data({ errors: { password: pick(errorTexts(signedIn.error, params)) }, phone: form.data.phone }, { status });
  }
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers({ 'Set-Cookie': setSessionCookie(signedIn.token, secure) });
  headers.append('Set-Cookie', deviceCookieHeader(signedIn.device, secure));
  // A guest's cart joins the server cart; the cart opens with the "check your order" note (SPEC §4).
  if ((await mergeGuestCart(request, ctx, signedIn.user.id)) > 0) {
    headers.append('Set-Cookie', guestCartCookie(''));
    return redirect(`${localizePath('/checkout', locale)}?merged=1`, { headers });
  }
  // Back to the page that asked for sign-in (a same-site path only), else the profile.
  const next = new URL(request.url).searchParams.get('next');
  const back =
    next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
      ? next
      : localizePath('/profile', locale);
  return redirect(back, { headers });
}
