import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorTexts } from '#core/i18n';
import { localeFromPath } from '#core/shared';
import {
  BodyReaders,
  type BodyReadOptions,
  BodyTooLargeError,
  defaultBodyRead,
  guardedStream,
  readWhole,
  SlowBodyError,
} from './body-reader';
import { isFormContentType } from './form-body';
import { clientIp } from './rate-limit';
import { reviewBodyLimit } from './review-limits';
import { provenance } from './same-origin';

/**
 * Largest request bodies, by what each call needs (ADR 0040). The API's review post keeps its own
 * limit on its route (`reviewBodyLimit`, 10 photos × 5 MB); the storefront's review form has the
 * same one here (ADR 0053).
 */
export const bodyLimits = {
  /**
   * Form APIs and storefront forms: the longest legitimate one (a 1,000-character comment or list
   * name in Cyrillic, percent-encoded, with the other fields) stays under 8 KB.
   */
  form: 16 * 1024,
  /** Calls that carry the cart as JSON: 100 lines (≤ 10,000 characters, ~30 KB encoded) + an order's fields. */
  cart: 64 * 1024,
  /** The storefront's review form with up to 10 photos of 5 MB (the API's limit, ADR 0028, 0053). */
  review: reviewBodyLimit,
  /** Back-office forms: an article's or a page's HTML fits in 1 MB. */
  admin: 1024 * 1024,
  /** Back-office uploads (pictures, import files: 100,000 rows of XLSX), streamed: `/admin/…/upload`. */
  adminUpload: 100 * 1024 * 1024,
  /**
   * A post of 1C's exchange: a part of a file, streamed to disk; 1C splits files by the
   * `file_limit` the exchange announces (EXCHANGE_1C_FILE_LIMIT_MB, at most 1 GiB).
   */
  exchange: 1024 * 1024 * 1024,
} as const;

const cartPaths = new Set(['/site/ordernew/create/check', '/site/ordernew/create', '/site/users/cart/merge']);
/** POST /site/reviews/{goodId}: multipart with photos, limited by the route itself. */
const reviewPost = /^\/site\/reviews\/\d+\/?$/;
/** The storefront's review form, `/review/{goodId}` in either language (document or `.data`), and nothing else. */
const reviewPage = /^(?:\/ru)?\/review\/[1-9]\d{0,8}(?:\.data)?$/;

/** Back-office pages and their `.data`; uploads post to an address ending in `/upload` (ADR 0090). */
const adminPage = /^\/admin(?:\/|\.data$|$)/;
const adminUpload = /^\/admin\/[a-z0-9/-]*\/upload(?:\.data)?$/;

/** 1C's exchange: its posts are files, streamed by its handler. */
const exchangePost = /^\/1c\/exchange\/?$/;

/** Whether a request is a back-office upload (an import file, pictures): streamed to its action, never parsed here. */
export const isAdminUpload = (method: string, path: string) => method === 'POST' && adminUpload.test(path);

/** Whether a request is a post of the storefront's review form (multipart with photos, ADR 0053). */
export const isReviewFormPost = (method: string, path: string) => method === 'POST' && reviewPage.test(path);

/** The limit for a request, or null when its route keeps its own. */
export function bodyLimitFor(method: string, path: string): number | null {
  if (method === 'POST' && reviewPost.test(path)) return null;
  if (isReviewFormPost(method, path)) return bodyLimits.review;
  if (method === 'POST' && adminUpload.test(path)) return bodyLimits.adminUpload;
  if (method === 'POST' && exchangePost.test(path)) return bodyLimits.exchange;
  if (adminPage.test(path)) return bodyLimits.admin;
  return cartPaths.has(path.replace(/\/$/, '')) ? bodyLimits.cart : bodyLimits.form;
}

/**
 * Which requests are the API's and how it refuses them (its bilingual envelope, ADR 0007); every
 * other refusal is a page. The composition (server/app.ts) passes server/api's: this library
 * knows no door.
 */
export type ApiRefusals = {
  isApiPath(path: string): boolean;
  refuse(c: Context, status: ContentfulStatusCode, code: string, params: Record<string, number>): Response;
};

/**
 * Posts whose body is streamed to their handler (review photos), not read whole first. They pass
 * no admission slot (their pace is not the shop's to choose): `maxUploads` at once bounds them.
 */
export const isUpload = (method: string, path: string) =>
  method === 'POST' &&
  (reviewPost.test(path) || reviewPage.test(path) || adminUpload.test(path) || exchangePost.test(path));

/**
 * Every request body is bounded before anything else sees it (ADR 0040, ADR 0075): over its limit
 * 413 at once from Content-Length, else as soon as the limit is passed; too slow 408; one client
 * address at most `perClient` bodies at once (429). Forms and carts are read whole here, before
 * the admission gate, so a slot is never held waiting for a socket; uploads are
 * streamed on under a minimum rate (body-reader.ts). A refused body closes the connection.
 */
export function requestBodyLimits(
  api: ApiRefusals,
  options: BodyReadOptions = defaultBodyRead,
  clientOf: (c: Context) => string = clientIp,
): MiddlewareHandler {
  const readers = new BodyReaders(options.perClient);
  let uploads = 0;
  const refuse = (c: Context, status: ContentfulStatusCode, code: string, params: Record<string, number> = {}) => {
    c.header('Connection', 'close');
    return api.isApiPath(c.req.path) ? api.refuse(c, status, code, params) : pageError(c, status, code, params);
  };
  const failed = (c: Context, error: unknown) => {
    if (error instanceof SlowBodyError) return refuse(c, 408, 'request_timeout');
    if (error instanceof BodyTooLargeError) return refuse(c, 413, 'payload_too_large');
    return refuse(c, 400, 'bad_request');
  };
  return async (c, next) => {
    const raw = c.req.raw;
    if (raw.method === 'GET' || raw.method === 'HEAD' || !raw.body) return next();
    const upload = isUpload(raw.method, c.req.path);
    // The API's review post keeps its own limit on its route (null here): the review limit bounds the stream.
    const limit = bodyLimitFor(raw.method, c.req.path) ?? bodyLimits.review;
    const declared = raw.headers.has('transfer-encoding') ? Number.NaN : Number(raw.headers.get('content-length'));
    if (declared > limit) return refuse(c, 413, 'payload_too_large');
    if (upload && uploads >= options.maxUploads) {
      c.header('Retry-After', '10');
      return refuse(c, 503, 'overloaded', { seconds: 10 });
    }
    const client = clientOf(c);
    if (!readers.enter(client)) {
      c.header('Retry-After', '2');
      return refuse(c, 429, 'too_many_at_once', { seconds: 2 });
    }
    if (upload) {
      let released = false;
      let failure: unknown = null;
      uploads++;
      const release = () => {
        if (released) return;
        released = true;
        uploads--;
        readers.leave(client);
      };
      c.req.raw = new Request(raw.url, {
        method: raw.method,
        headers: raw.headers,
        // Released when the handler is done, not when the body ends: the parsed photos are held till then.
        body: guardedStream(raw.body, limit, options, () => {}),
        signal: raw.signal,
        duplex: 'half',
      } as RequestInit);
      try {
        await next();
      } catch (error) {
        failure = error;
      } finally {
        release();
      }
      const cause = failure ?? c.error;
      if (cause instanceof SlowBodyError || cause instanceof BodyTooLargeError) c.res = failed(c, cause);
      else if (failure) throw failure;
      return;
    }
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readWhole(raw.body, limit, options.formDeadlineMs);
    } catch (error) {
      return failed(c, error);
    } finally {
      readers.leave(client);
    }
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body, signal: raw.signal });
    return next();
  };
}

const mutations = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * In front of React Router: a state-changing request to a page (document or `.data`) must carry a
 * well-formed form, or it is answered here — 415 when it is not a form (JSON, text, multipart
 * without a boundary), 400 when it does not parse (truncated multipart) — so no route action ever
 * meets a body it cannot read (ADR 0041). The body is already bounded by its limit (ADR 0040).
 * The review form's body (up to 55 MB of photos) is not parsed twice: its action counts the
 * shared rate limit first, then reads it once with `readForm`, which answers 400 itself (ADR 0053).
 */
export function storefrontForms(): MiddlewareHandler {
  return async (c, next) => {
    if (!mutations.has(c.req.method)) return next();
    const contentType = c.req.header('content-type');
    if (!isFormContentType(contentType)) return pageError(c, 415, 'unsupported_media_type');
    // The review form and back-office uploads are read once, streamed, by their actions.
    if (isReviewFormPost(c.req.method, c.req.path) || isAdminUpload(c.req.method, c.req.path)) return next();
    const raw = c.req.raw;
    let body: ArrayBuffer;
    try {
      body = await raw.arrayBuffer();
      await new Response(body, { headers: { 'content-type': contentType ?? '' } }).formData();
    } catch {
      return pageError(c, 400, 'bad_request');
    }
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body, signal: raw.signal });
    return next();
  };
}

const homeLink = { ua: 'На головну', ru: 'На главную' } as const;

/**
 * A storefront answer for a request refused before React Router (a body too large, not a form):
 * a small page in the URL's language, no script, never cached.
 */
export function pageError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  params: Record<string, string | number> = {},
) {
  const locale = localeFromPath(c.req.path.replace(/\.data$/, ''));
  const texts = errorTexts(code, params);
  const message = locale === 'ua' ? texts.message_ua : texts.message;
  const html =
    `<!doctype html><html lang="${locale === 'ua' ? 'uk' : 'ru'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head>` +
    `<body><h1>${message}</h1><p><a href="${locale === 'ua' ? '/' : '/ru'}">${homeLink[locale]}</a></p></body></html>`;
  return c.body(html, status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  });
}

/**
 * Page actions accept the shop's own form posts, from a browser with JavaScript or without, and
 * refuse foreign ones with 403. React Router's own check compares `Origin` with the URL and
 * refuses `Origin: null` (sent by privacy settings and by `Referrer-Policy: no-referrer`), so a
 * post we know is ours is handed on with our origin.
 */
export function sameOriginForms(): MiddlewareHandler {
  return async (c, next) => {
    if (!mutations.has(c.req.method)) return next();
    const raw = c.req.raw;
    const from = provenance(raw.headers, raw.url);
    if (from === 'cross') return pageError(c, 403, 'csrf');
    const origin = new URL(raw.url).origin;
    if (raw.headers.get('origin') !== origin) {
      const headers = new Headers(raw.headers);
      headers.set('origin', origin);
      c.req.raw = new Request(raw.url, {
        method: raw.method,
        headers,
        body: raw.body,
        signal: raw.signal,
        duplex: 'half',
      } as RequestInit);
    }
    return next();
  };
}
