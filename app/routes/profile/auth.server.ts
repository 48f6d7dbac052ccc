import type { AppLoadContext } from 'react-router';
import { data, redirect } from 'react-router';
import type { ZodError } from 'zod';
import { z } from 'zod';
import {
  codeField,
  formatPhone,
  loginInput,
  recoverPassword,
  recoveryInput,
  registrationInput,
  revokeToken,
} from '#core/accounts';
import { errorTexts, fieldErrors } from '#core/i18n';
import { isHashingBusy } from '#core/passwords';
import { smsDemo } from '#server/env';
import { accountLimits } from '#server/http/account-limits';
import { completeRegistration, requestRegistrationCode } from '#server/http/registration-flow';
import { deviceCookie, deviceCookieHeader, signIn } from '#server/http/sign-in';
import { guestCartCookie, mergeGuestCart } from '../../cart.server';
import type { Notice } from '../../components/account/auth-events';
import { readForm } from '../../form.server';
import { type Locale, localeFromPath, localizePath } from '../../i18n/locale';
import { translator } from '../../i18n/translate';
import { requestCtx } from '../../request-ctx.server';
import { safeNext } from '../../safe-next';
import { clearSessionCookie, readCookie, sessionToken, setSessionCookie } from '../../session.server';
import { completePendingWaitlist } from './pending-waitlist.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/accounts';

/** The API's own limits for the same doors (one counter for both, server/http/account-limits.ts). */
const limits = accountLimits;

const text = z.string().max(1000).optional();
// `scripts`: the page's sign-in form was sent by a browser running our scripts (set after hydration).
const common = { next: text, js: text, scripts: text };
const authForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('login'), phone: text, password: text, ...common }),
  z.object({
    intent: z.literal('register'),
    phone: text,
    password: text,
    email: text,
    first_name: text,
    last_name: text,
    father_name: text,
    terms: text,
    /** Step 2: the SMS code; `resend` asks for a new one instead. */
    code: text,
    resend: text,
    ...common,
  }),
  z.object({ intent: z.literal('recover'), phone: text, ...common }),
  z.object({ intent: z.literal('logout'), ...common }),
]);

type Texts = { message: string; message_ua: string };
const pickIn = (locale: Locale) => (t: Texts) => (locale === 'ua' ? t.message_ua : t.message);

export function withNotice(path: string, notice: Notice): string {
  return `${path}${path.includes('?') ? '&' : '?'}notice=${notice}`;
}

/** The address with `merged=1`: the guest cart joined the account at sign-in (SPEC §4). */
function withMerged(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}merged=1`;
}

/** A full password-hashing queue (core HashingBusyError) becomes `'busy'`, answered 503 + Retry-After. */
export async function unlessBusy<T>(work: () => Promise<T>): Promise<T | 'busy'> {
  try {
    return await work();
  } catch (error) {
    if (isHashingBusy(error)) return 'busy';
    throw error;
  }
}
export const busyAnswer = { status: 503, headers: { 'Retry-After': '2' } };

/**
 * Sign-in, registration, recovery and sign-out (SPEC §4). Without JavaScript each ends in a redirect
 * with a `notice`; the dialog (field `js`) gets data instead and shows the outcome in place.
 */
export async function authAction(request: Request, context: AppLoadContext) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const pick = pickIn(locale);
  const errorsOf = (error: ZodError) =>
    Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, t]) => [field, pick(t)]));
  const parsed = authForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success)
    return data({ intent: 'bad', errors: { form: pick(errorTexts('bad_request')) } }, { status: 400 });
  const form = parsed.data;
  const js = form.js === '1';
  const ctx = requestCtx(request, context.services);
  const secure = new URL(request.url).protocol === 'https:';
  const next = safeNext(form.next, localizePath('/profile', locale));
  const tooMany = (retryAfter: number) => pick(errorTexts('rate_limited', { seconds: retryAfter }));

  if (form.intent === 'logout') {
    const token = sessionToken(request);
    if (token) await revokeToken(ctx, token);
    const headers = { 'Set-Cookie': clearSessionCookie() };
    if (js) return data({ intent: 'logout', done: true as const }, { headers });
    // Signing out of a profile page returns home (SPEC §2).
    const target = /^(\/ru)?\/profile/.test(next) ? localizePath('/', locale) : next;
    return redirect(withNotice(target, 'logged_out'), { headers });
  }

  if (form.intent === 'recover') {
    const input = recoveryInput.safeParse({ phone: form.phone ?? '' });
    if (!input.success)
      return data({ intent: 'recover', errors: errorsOf(input.error), phone: form.phone }, { status: 400 });
    for (const check of [limits.recoveryIp(context.clientIp), limits.recoveryPhone(`phone:${input.data.phone}`)]) {
      const result = await check;
      if (!result.ok)
        return data(
          { intent: 'recover', errors: { phone: tooMany(result.retryAfter) }, phone: form.phone },
          { status: 429 },
        );
    }
    const result = await unlessBusy(() => recoverPassword(ctx, input.data));
    if (result === 'busy')
      return data(
        { intent: 'recover', errors: { phone: pick(errorTexts('hashing_busy')) }, phone: form.phone },
        busyAnswer,
      );
    if (!result.ok)
      return data(
        { intent: 'recover', errors: { phone: pick(errorTexts(result.error)) }, phone: form.phone },
        { status: 404 },
      );
    return data({ intent: 'recover', sent: true as const, phone: form.phone ?? '' });
  }

  if (form.intent === 'register') {
    const { intent: _i, next: _n, js: _j, scripts: _s, terms, code, resend, ...fields } = form;
    const values = { ...fields, password: undefined };
    const input = registrationInput.safeParse({
      ...fields,
      phone: fields.phone ?? '',
      password: fields.password ?? '',
      first_name: fields.first_name ?? '',
      last_name: fields.last_name ?? '',
    });
    if (!input.success || terms !== 'on') {
      const errors: Record<string, string> = input.success ? {} : errorsOf(input.error);
      if (terms !== 'on') errors.terms = translator(locale)('accounts.termsRequired');
      return data({ intent: 'register', errors, values }, { status: 400 });
    }
    // Step 1 (ADR 0116): the code goes to the phone; the form comes back asking for it.
    if (code === undefined || resend === '1') {
      const sent = await requestRegistrationCode(ctx, input.data, context.clientIp);
      if (!sent.ok && sent.error === 'rate_limited')
        return data({ intent: 'register', errors: { form: tooMany(sent.retryAfter) }, values }, { status: 429 });
      if (!sent.ok)
        return data(
          { intent: 'register', errors: { phone: pick(errorTexts(sent.error)) }, taken: true, values },
          { status: 409 },
        );
      const demoCode = smsDemo(context.services.env) ? sent.code : undefined;
      return data({ intent: 'register', codeSent: formatPhone(sent.phone), demoCode, values });
    }
    // Step 2: the code.
    const withCode = z.object({ code: codeField }).safeParse({ code });
    const codeAsked = { codeSent: formatPhone(input.data.phone), values };
    if (!withCode.success)
      return data({ intent: 'register', errors: errorsOf(withCode.error), ...codeAsked }, { status: 400 });
    const result = await unlessBusy(() =>
      completeRegistration(ctx, { ...input.data, code: withCode.data.code }, context.clientIp),
    );
    if (result === 'busy')
      return data({ intent: 'register', errors: { form: pick(errorTexts('hashing_busy')) }, ...codeAsked }, busyAnswer);
    if (!result.ok && result.error === 'rate_limited')
      return data({ intent: 'register', errors: { code: tooMany(result.retryAfter) }, ...codeAsked }, { status: 429 });
    if (!result.ok && result.error === 'phone_registered')
      return data(
        { intent: 'register', errors: { phone: pick(errorTexts(result.error)) }, taken: true, values },
        { status: 409 },
      );
    if (!result.ok)
      return data(
        { intent: 'register', errors: { code: pick(errorTexts(result.error)) }, ...codeAsked },
        { status: 400 },
      );
    await completePendingWaitlist(ctx, result.user.id, next);
    const headers = { 'Set-Cookie': setSessionCookie(result.token, secure) };
    if (js) return data({ intent: 'register', done: true as const }, { headers });
    return redirect(withNotice(localizePath('/profile', locale), 'registered'), { headers });
  }

  const input = loginInput.safeParse({ phone: form.phone ?? '', password: form.password ?? '' });
  if (!input.success)
    return data({ intent: 'login', errors: errorsOf(input.error), phone: form.phone }, { status: 400 });
  // The API's phoneauth and this form share one sign-in budget (ADR 0035).
  const signedIn = await unlessBusy(() =>
    signIn(ctx, input.data, { ip: context.clientIp, device: readCookie(request, deviceCookie.name) }),
  );
  if (signedIn === 'busy')
    return data(
      { intent: 'login', errors: { password: pick(errorTexts('hashing_busy')) }, phone: form.phone },
      busyAnswer,
    );
  if (!signedIn.ok && signedIn.error === 'account_blocked')
    return data(
      { intent: 'login', errors: { password: pick(errorTexts(signedIn.error)) }, phone: form.phone },
      { status: 403 },
    );
  if (!signedIn.ok) {
    const params: Record<string, number> =
      signedIn.error === 'wrong_password'
        ? {}
        : { seconds: signedIn.retryAfter, minutes: Math.ceil(signedIn.retryAfter / 60) };
    const status = signedIn.error === 'wrong_password' ? 401 : 429;
    return data(
      { intent: 'login', errors: { password: pick(errorTexts(signedIn.error, params)) }, phone: form.phone },
      { status },
    );
  }
  const headers = new Headers({ 'Set-Cookie': setSessionCookie(signedIn.token, secure) });
  headers.append('Set-Cookie', deviceCookieHeader(signedIn.device, secure));
  // A guest's "notify me" that led here is added now (SPEC §6).
  await completePendingWaitlist(ctx, signedIn.user.id, next);
  // A guest's cart joins the server cart, then the cart dialog opens with the "check your order"
  // note (SPEC §4): over the page the shopper came back to (`merged=1`, PersonalProvider). Without
  // scripts there is no dialog: the cart page is the cart, with the same note (ADR 0084).
  const merged = (await mergeGuestCart(request, ctx, signedIn.user.id)) > 0;
  if (merged) headers.append('Set-Cookie', guestCartCookie(''));
  const withScripts = js || form.scripts === '1';
  const target = !merged ? next : withScripts ? withMerged(next) : withMerged(localizePath('/checkout', locale));
  if (js) return data({ intent: 'login', done: true as const, redirectTo: merged ? target : null }, { headers });
  return redirect(withNotice(target, 'logged_in'), { headers });
}

export type AuthActionData = Awaited<ReturnType<typeof authAction>>;
