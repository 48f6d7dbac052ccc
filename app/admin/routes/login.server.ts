import { data, redirect, redirectDocument } from 'react-router';
import { isHashingBusy } from '#core/passwords';
import { staffSignInInput } from '#core/staff';
import { ctxOf, type Services } from '#server/context';
import { readCookie } from '#server/http/cookies';
import { guardedStaffSignIn } from '#server/http/staff-sign-in';
import { readForm } from '../../form.server';
import { safeNext } from '../../safe-next';
import { currentStaff, staffCookieHeader, staffDeviceCookie, staffDeviceHeader } from '../lib/session.server';

type Args = { request: Request; context: { services: Services; clientIp: string } };

/** Where to go after signing in: a back-office path only. */
const nextOf = (url: URL) => {
  const next = safeNext(url.searchParams.get('next'), '/admin');
  return /^\/admin(\/|$|\?)/.test(next) ? next : '/admin';
};

export async function loadLogin({ request, context }: Args) {
  const url = new URL(request.url);
  if (await currentStaff(request, context.services)) throw redirect(nextOf(url));
  return { next: nextOf(url) };
}

const messages = {
  wrong_credentials: 'Невірний логін або пароль.',
  totp_required: 'Введіть код із застосунку автентифікації.',
  wrong_totp: 'Код невірний або вже використаний. Дочекайтеся нового коду.',
  busy: 'Сервер зараз зайнятий. Спробуйте ще раз за кілька секунд.',
} as const;

const wait = (seconds: number) =>
  `Забагато спроб. Спробуйте через ${Math.ceil(seconds / 60)} хв. З браузера, в якому ви вже входили, вхід доступний.`;

/** Staff sign-in (ADR 0090): budgets first, then the password, then the TOTP code where the account has one. */
export async function signInAction({ request, context }: Args) {
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const login = field('login');
  const input = staffSignInInput.safeParse({ login, password: field('password'), totp: field('totp') });
  if (!input.success) return data({ error: 'Вкажіть логін і пароль.', login, totp: false }, { status: 400 });
  const { services } = context;
  const ctx = ctxOf(services);
  let result: Awaited<ReturnType<typeof guardedStaffSignIn>>;
  try {
    result = await guardedStaffSignIn(ctx, input.data, {
      ip: context.clientIp,
      device: readCookie(request, staffDeviceCookie),
    });
  } catch (error) {
    if (!isHashingBusy(error)) throw error;
    return data({ error: messages.busy, login, totp: false }, { status: 503, headers: { 'Retry-After': '2' } });
  }
  if (!result.ok) {
    const limited = result.error === 'rate_limited' || result.error === 'login_locked';
    const error = 'retryAfter' in result ? wait(result.retryAfter) : messages[result.error];
    const status = limited ? 429 : result.error === 'totp_required' ? 400 : 401;
    const totp = result.error === 'totp_required' || result.error === 'wrong_totp';
    return data({ error, login, totp }, { status });
  }
  const headers = new Headers();
  headers.append('Set-Cookie', staffCookieHeader(result.token));
  headers.append('Set-Cookie', staffDeviceHeader(result.device));
  // A fresh document: the back office's own stylesheet and data, with the new cookie.
  return redirectDocument(nextOf(new URL(request.url)), { headers });
}
