import type { Db } from '#db/client';

import type { Locale } from './locale';

export * from './locale';
export { linkMaxLength, ownPath, safeLink } from './safe-link';

/** Request context every use case takes first; a transaction passes `{ ...ctx, db: tx }` down. */
export type Ctx = {
  db: Db;
  locale: Locale;
  now: Date;
  user?: { id: number };
};

/** Picks the column for the context's language: `loc(ctx, goods.titleUa, goods.titleRu)`. */
export function loc<A, B>(ctx: Pick<Ctx, 'locale'>, ua: A, ru: B): A | B {
  return ctx.locale === 'ua' ? ua : ru;
}

export {
  canonicalKey,
  catalogueTtlMs,
  createMemo,
  forgetMemo,
  invalidateMemo,
  type Memo,
  memo,
  processWide,
} from './cache';

export { idSchema } from './id-schema';
export { isId, isOutOfRangeError, maxId, parseId } from './ids';
export * from './kyiv-clock';
export * from './money';

/**
 * Lets the event loop through: requests that came in meanwhile start and queue their queries before
 * a bulk job's next batch takes the connection (PGlite has one; ADR 0118 item 9).
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
