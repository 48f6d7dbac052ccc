import type { Context, MiddlewareHandler } from 'hono';
import { errorTexts } from '#core/i18n';
import type { AdmissionGate, Priority, Refusal } from './admission';

/** The admission gate's HTTP side (ADR 0069, 0075): which requests pass it, and the refusal's answer. */

/**
 * Sign-in, registration, recovery and password changes (the API's `/users/auth…` and the
 * storefront's profile forms) wait on the password-hashing pool, which has its own bounded queue
 * and answers 503 `hashing_busy` past it (core/passwords/password.ts). They bypass the gate: held
 * slots waiting for a hash would starve every other request.
 */
export function waitsForHashing(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const { pathname } = new URL(request.url);
  return (
    /\/users\/auth(\/|$)/.test(pathname) ||
    /^(\/ru)?\/profile(\/|$)/.test(pathname) ||
    /^\/admin\/(login|staff)(\.data)?$/.test(pathname)
  );
}

/** Writes first: an order or a cart change is worth more to the shop than one more page view. */
export function priorityOf(method: string): Priority {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

const pageTexts: Record<Refusal, { ua: string; ru: string }> = {
  overloaded: {
    ua: 'Зараз у магазині дуже багато відвідувачів. Сторінка оновиться за кілька секунд.',
    ru: 'Сейчас в магазине очень много посетителей. Страница обновится через несколько секунд.',
  },
  client_share: {
    ua: 'З вашої адреси надійшло забагато запитів одночасно. Сторінка оновиться за кілька секунд.',
    ru: 'С вашего адреса пришло слишком много запросов одновременно. Страница обновится через несколько секунд.',
  },
};

/**
 * The answer to a shed request: quick, uncached, with when to come back — 503 when the process is
 * saturated, 429 when the request's own client is over its share.
 */
export function overloaded(
  retryAfterSeconds: number,
  accept: string | null | undefined,
  refusal: Refusal = 'overloaded',
): Response {
  const status = refusal === 'client_share' ? 429 : 503;
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (accept?.includes('text/html')) {
    const texts = pageTexts[refusal];
    const html =
      '<!doctype html><html lang="uk"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      `<meta http-equiv="refresh" content="${retryAfterSeconds}"><title>Поплавок</title>` +
      `<p>${texts.ua}</p><p lang="ru">${texts.ru}</p></html>`;
    return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
  }
  // The API's bilingual error envelope (ADR 0007).
  const code = refusal === 'client_share' ? 'too_many_at_once' : 'overloaded';
  return Response.json(
    { status: 'error', code, ...errorTexts(code, { seconds: retryAfterSeconds }), data: null },
    { status, headers },
  );
}

/**
 * Every request through this middleware passes the gate, except those `skip` lets straight
 * through; `clientOf` names the request's client address (its share).
 */
export function admissionControl(
  gate: AdmissionGate,
  skip: (request: Request) => boolean,
  clientOf: (c: Context) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (skip(request)) return next();
    const outcome = await gate.attempt(priorityOf(request.method), request.signal, next, clientOf(c));
    if (!outcome.ran) return overloaded(gate.options.retryAfterSeconds, request.headers.get('accept'), outcome.refusal);
  };
}
