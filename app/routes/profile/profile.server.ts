import type { AppLoadContext } from 'react-router';
import { data, redirect } from 'react-router';
import type { ZodError } from 'zod';
import { z } from 'zod';
import {
  addressInput,
  birthdayInput,
  changePassword,
  changePasswordInput,
  contactsInput,
  fishingInput,
  fishingTypes,
  formatPhone,
  getAddition,
  setBirthday,
  subscriptionsInput,
  updateAddress,
  updateContacts,
  updateFishingType,
  updateSubscriptions,
} from '#core/accounts';
import { errorTexts, fieldErrors } from '#core/i18n';
import { getLoyaltyStatus } from '#core/loyalty';
import { listOrders } from '#core/orders';
import { accountLimits } from '#server/http/account-limits';
import { readForm } from '../../form.server';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { requestCtx } from '../../request-ctx.server';
import { sessionToken, sessionUser } from '../../session.server';
import { busyAnswer, unlessBusy, withNotice } from './auth.server';

/** The API's limit on password changes: 5 per 15 minutes per user. */
const passwordLimit = accountLimits.password; // one counter with the API's change-password

/** The profile page: contacts, extra fields, loyalty level and progress (SPEC §1, §3 User). */
export async function loadProfile(request: Request, context: AppLoadContext) {
  const user = await sessionUser(request, context.services);
  if (!user) return { signedIn: false as const };
  const ctx = { ...requestCtx(request, context.services), user: { id: user.id } };
  const [addition, loyalty, recent] = await Promise.all([
    getAddition(ctx),
    getLoyaltyStatus(ctx),
    listOrders(ctx, { page: 1, perPage: 3 }),
  ]);
  return {
    signedIn: true as const,
    phone: formatPhone(user.phone),
    addition,
    loyalty,
    orders: recent.orders.map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      total: o.total,
    })),
    fishingTypes: Object.entries(fishingTypes).map(([id, t]) => ({ id, title: ctx.locale === 'ua' ? t.ua : t.ru })),
  };
}

const text = z.string().max(1000).optional();
const form = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('contacts'),
    first_name: text,
    last_name: text,
    father_name: text,
    email: text,
    additional_phone: text,
  }),
  z.object({ intent: z.literal('birthday'), day: text, month: text, year: text }),
  z.object({ intent: z.literal('address'), city: text, address: text }),
  z.object({ intent: z.literal('fishing'), fishing_type: text }),
  z.object({ intent: z.literal('subscriptions'), sms: text, email: text }),
  z.object({ intent: z.literal('password'), current_password: text, new_password: text, new_password_confirm: text }),
]);

type Result = { ok: true } | { ok: false; errors: Record<string, string>; busy?: true };

/** The profile's edit dialogs (SPEC §2): each saves one group through its core use case. */
export async function profileAction(request: Request, context: AppLoadContext) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const pick = (t: { message: string; message_ua: string }) => (locale === 'ua' ? t.message_ua : t.message);
  const errorsOf = (error: ZodError) =>
    Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, t]) => [field, pick(t)]));
  const user = await sessionUser(request, context.services);
  if (!user) throw redirect(localizePath('/profile', locale));
  const parsed = form.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success)
    return data({ intent: 'bad', errors: { form: pick(errorTexts('bad_request')) } }, { status: 400 });
  const ctx = { ...requestCtx(request, context.services), user: { id: user.id } };
  const { intent, ...fields } = parsed.data;
  const values = fields as Record<string, string | undefined>;
  const run = async (): Promise<Result> => {
    const validate = <T extends z.ZodType>(schema: T, value: unknown) => schema.safeParse(value);
    if (intent === 'contacts') {
      const input = validate(contactsInput, {
        ...fields,
        first_name: values.first_name ?? '',
        last_name: values.last_name ?? '',
      });
      if (!input.success) return { ok: false, errors: errorsOf(input.error) };
      return updateContacts(ctx, input.data as z.output<typeof contactsInput>);
    }
    if (intent === 'birthday') {
      const input = validate(birthdayInput, { day: '', month: '', year: '', ...fields });
      if (!input.success) return { ok: false, errors: errorsOf(input.error) };
      const result = await setBirthday(ctx, input.data as z.output<typeof birthdayInput>);
      return result.ok ? result : { ok: false, errors: { day: pick(errorTexts(result.error)) } };
    }
    if (intent === 'address') {
      const input = validate(addressInput, { city: '', ...fields });
      if (!input.success) return { ok: false, errors: errorsOf(input.error) };
      return updateAddress(ctx, input.data as z.output<typeof addressInput>);
    }
    if (intent === 'fishing') {
      const input = validate(fishingInput, fields);
      if (!input.success) return { ok: false, errors: errorsOf(input.error) };
      return updateFishingType(ctx, input.data as z.output<typeof fishingInput>);
    }
    if (intent === 'subscriptions') {
      const f = fields as { sms?: string; email?: string };
      const input = validate(subscriptionsInput, {
        sms: f.sms === '1' ? '1' : '0',
        email: f.email === '1' ? '1' : '0',
      });
      if (!input.success) return { ok: false, errors: errorsOf(input.error) };
      return updateSubscriptions(ctx, input.data as z.output<typeof subscriptionsInput>);
    }
    const input = validate(changePasswordInput, {
      current_password: '',
      new_password: '',
      new_password_confirm: '',
      ...fields,
    });
    if (!input.success) return { ok: false, errors: errorsOf(input.error) };
    const limited = await passwordLimit(`user:${user.id}`);
    if (!limited.ok)
      return {
        ok: false,
        errors: { current_password: pick(errorTexts('rate_limited', { seconds: limited.retryAfter })) },
      };
    const result = await unlessBusy(() =>
      changePassword(ctx, input.data as z.output<typeof changePasswordInput>, sessionToken(request)),
    );
    if (result === 'busy')
      return { ok: false, busy: true, errors: { current_password: pick(errorTexts('hashing_busy')) } };
    return result.ok ? result : { ok: false, errors: { current_password: pick(errorTexts(result.error)) } };
  };
  const result = await run();
  if (!result.ok)
    return data({ intent, errors: result.errors, values: fields }, result.busy ? busyAnswer : { status: 400 });
  return redirect(withNotice(localizePath('/profile', locale), intent === 'password' ? 'password_changed' : 'saved'));
}
