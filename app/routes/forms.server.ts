import type { AppLoadContext } from 'react-router';
import { data, redirect } from 'react-router';
import type { ZodError } from 'zod';
import { z } from 'zod';
import {
  callbackInput,
  requestCallback,
  submitEnquiry,
  subscribeInput,
  subscribeNewsletter,
  wholesaleEnquiryInput,
} from '#core/accounts';
import { errorTexts, fieldErrors } from '#core/i18n';
import { accountLimits } from '#server/http/account-limits';
import type { FormErrors, FormResult } from '../components/forms/form-errors';
import { readForm } from '../form.server';
import { type Locale, localizePath } from '../i18n/locale';
import { requestCtx } from '../request-ctx.server';
import { safeNext } from '../safe-next';
import { withNotice } from './profile/auth.server';

/**
 * The actions of the small forms (SPEC §2 dialogs and footer, §4 callback, §5): callback request,
 * newsletter, wholesale enquiry. Each validates with core's own schema, spends the same limit as
 * its API twin (server/http/account-limits.ts) and answers in the page's language. A post from a
 * dialog or the footer with JavaScript (`js=1`) gets data back; a plain post is redirected or
 * re-rendered with its errors.
 */

type Texts = { message: string; message_ua: string };
const pickIn = (locale: Locale) => (t: Texts) => (locale === 'ua' ? t.message_ua : t.message);

// The body is bounded by the storefront guard (16 KB, ADR 0040); core's schemas bound each field.
const field = z.string().optional();
const callbackForm = z.object({ phone: field, username: field, comment: field, js: field });
const subscribeForm = z.object({ email: field, next: field, js: field });
const enquiryForm = z.object({ name: field, phone: field, email: field, company: field, message: field });

function setup(request: Request, context: AppLoadContext) {
  const ctx = requestCtx(request, context.services);
  const pick = pickIn(ctx.locale);
  const errorsOf = (error: ZodError): FormErrors =>
    Object.fromEntries(Object.entries(fieldErrors(error)).map(([name, t]) => [name, pick(t)]));
  const failed = (errors: FormErrors, values: Record<string, string | undefined>, status: number) =>
    data<FormResult>({ errors, values: clean(values) }, { status });
  const tooMany = (retryAfter: number) => ({ form: pick(errorTexts('rate_limited', { seconds: retryAfter })) });
  return { ctx, pick, errorsOf, failed, tooMany };
}

const clean = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** POST /callback: phone, username, comment (SPEC §3 Callback request, §5). */
export async function callbackAction(request: Request, context: AppLoadContext) {
  const { ctx, pick, errorsOf, failed, tooMany } = setup(request, context);
  const parsed = callbackForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return failed({ form: pick(errorTexts('bad_request')) }, {}, 400);
  const { js, ...values } = parsed.data;
  const input = callbackInput.safeParse({
    phone: values.phone ?? '',
    username: values.username ?? '',
    comment: values.comment ?? '',
  });
  if (!input.success) return failed(errorsOf(input.error), values, 400);
  const limited = await accountLimits.callback(context.clientIp);
  if (!limited.ok) return failed(tooMany(limited.retryAfter), values, 429);
  await requestCallback(ctx, input.data);
  if (js === '1') return data<FormResult>({ done: true, message: pick(errorTexts('callback_accepted')) });
  return redirect(localizePath('/callback?sent=1', ctx.locale));
}

/** POST /subscribe: the footer's newsletter e-mail (SPEC §2 footer, §5, §7 subscribe). */
export async function subscribeAction(request: Request, context: AppLoadContext) {
  const { ctx, pick, errorsOf, failed, tooMany } = setup(request, context);
  const parsed = subscribeForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return failed({ form: pick(errorTexts('bad_request')) }, {}, 400);
  const { js, next, email } = parsed.data;
  const values = { email, next };
  const input = subscribeInput.safeParse({ email: email ?? '' });
  if (!input.success) return failed(errorsOf(input.error), values, 400);
  const limited = await accountLimits.subscribe(context.clientIp);
  if (!limited.ok) return failed({ email: tooMany(limited.retryAfter).form }, values, 429);
  await subscribeNewsletter(ctx, input.data);
  if (js === '1') return data<FormResult>({ done: true, message: pick(errorTexts('subscribed')) });
  return redirect(withNotice(safeNext(next, localizePath('/', ctx.locale)), 'subscribed'));
}

/** POST /pages/wholesale: the wholesale enquiry (SPEC §1; ADR 0014 fields). */
export async function enquiryAction(request: Request, context: AppLoadContext) {
  const { ctx, pick, errorsOf, failed, tooMany } = setup(request, context);
  const parsed = enquiryForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return failed({ form: pick(errorTexts('bad_request')) }, {}, 400);
  const values = parsed.data;
  const input = wholesaleEnquiryInput.safeParse({
    ...values,
    name: values.name ?? '',
    phone: values.phone ?? '',
    message: values.message ?? '',
  });
  if (!input.success) return failed(errorsOf(input.error), values, 400);
  const limited = await accountLimits.enquiry(context.clientIp);
  if (!limited.ok) return failed(tooMany(limited.retryAfter), values, 429);
  await submitEnquiry(ctx, 'wholesale', input.data);
  return redirect(`${localizePath('/pages/wholesale', ctx.locale)}?sent=1#enquiry`);
}

/** The confirmation of a callback request in `locale` (the API's `callback_accepted`). */
export function sentMessage(locale: Locale): string {
  return pickIn(locale)(errorTexts('callback_accepted'));
}
