import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { AuthUser } from '#core/accounts';
import { errorTexts, type FieldErrors, fieldErrors } from '#core/i18n';
import { isHashingBusy } from '#core/passwords';
import { type Ctx, isOutOfRangeError } from '#core/shared';
import type { Services } from '../context';

/** Variables every API handler can read with `c.get(…)`. */
export type ApiEnv = {
  Variables: {
    services: Services;
    /** Core context: db, locale (cookie `locale`, default ua), clock, the signed-in user. */
    ctx: Ctx;
    user: AuthUser | null;
    token: string | null;
  };
};

export { type FieldErrors, fieldErrors };

/**
 * The bilingual error envelope: `{ status: 'error', code, message, message_ua, data: { errors } }`
 * (plus `errors` at the top level, so clients reading either SPEC §7 shape find them; ADR 0007).
 */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  params: Record<string, string | number> = {},
  errors?: FieldErrors,
) {
  const texts = errorTexts(code, params);
  return c.json(
    { status: 'error', code, ...texts, ...(errors ? { errors, data: { errors } } : { data: null }) },
    status,
  );
}

/**
 * Errors thrown before or outside a handler — a malformed body (400), a wrong content type (415),
 * a body over a limit (413) — answer in the bilingual envelope (ADR 0007) instead of Hono's plain
 * text; anything else is logged and answers 500 `internal` (bad input must never get there).
 */
export function onApiError(error: Error, c: Context<ApiEnv>) {
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    return apiError(c, status, code);
  }
  // A number past its column that slipped by a schema (PostgreSQL 22003): bad input, not a fault (ADR 0110).
  if (isOutOfRangeError(error)) return apiError(c, 400, 'bad_request');
  if (isHashingBusy(error)) {
    c.header('Retry-After', String(error.retryAfter));
    return apiError(c, 503, error.code);
  }
  c.get('services')?.log.error({ err: error, path: c.req.path }, 'unhandled API error');
  return apiError(c, 500, 'internal');
}

/**
 * A router whose validation failures answer 400 with per-field bilingual errors, never 500.
 * Declare paths WITHOUT a trailing slash: `strict: false` then serves both spellings (SPEC §7
 * writes `/site/home/`), whereas a declared slash would match neither.
 */
export function createRouter() {
  const router = new OpenAPIHono<ApiEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) {
        const errors = fieldErrors(result.error as unknown as ZodError);
        const first = Object.values(errors)[0];
        return c.json(
          {
            status: 'error',
            code: 'validation',
            message: first?.message ?? errorTexts('invalid').message,
            message_ua: first?.message_ua ?? errorTexts('invalid').message_ua,
            errors,
            data: { errors },
          },
          400,
        );
      }
    },
  });
  router.onError(onApiError);
  return router;
}

/** Success envelope of SPEC §7: `{ status: 200, data, message?, message_ua? }`. */
export function ok<T>(c: Context, data: T, texts?: { message: string; message_ua: string }) {
  return c.json({ status: 200 as const, data, ...(texts ?? {}) }, 200);
}

/** A 200 answer documented with its body: the success envelope of ADR 0007 around `data`. */
export function okResponse<T extends z.ZodType>(description: string, data: T) {
  return {
    description,
    content: { 'application/json': { schema: z.object({ status: z.literal(200), data }) } },
  };
}
