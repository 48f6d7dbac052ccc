import { z } from 'zod';
import { linkMaxLength, safeLink } from '#core/shared';

/** What a back-office save answers: the record's id, or why not (codes, not prose). */
export type SaveResult<Id = number> =
  | { ok: true; id: Id }
  | { ok: false; error: 'invalid'; issues: z.core.$ZodIssue[] }
  | { ok: false; error: 'not_found' };

/** A required one-line text of at most `max` characters (titles, places, addresses). */
export const line = (max: number) => z.string().trim().min(1).max(max);

/** Shop HTML (rich-text.ts sanitises it on save and on read). */
export const richText = z.string().max(100_000);

/**
 * A link a shopper follows: a path of this shop (`/discounts`) or an https address, parsed as a
 * browser would (`safeLink`: `/\evil.example`, `//…`, `javascript:`, `http:` refused).
 */
export const link = z
  .string()
  .trim()
  .max(linkMaxLength)
  .refine((value) => safeLink(value) !== null, 'link_invalid');

/**
 * A picture: an original of the image pipeline (`/images/content/ab12….jpg`, `/images/demo/…svg`;
 * ADR 0063) or an http(s) address.
 */
export const picture = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^(\/images\/(?:[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\/)*[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:svg|png|jpe?g|webp|avif)|https:\/\/\S+)$/,
    'picture_invalid',
  );

/** A URL slug: lower-case latin letters, digits and single dashes. */
export const slug = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug_invalid');

/** An optional period: each end may be open; when both are set the end is after the start. */
export function withOpenPeriod<T extends z.ZodType<{ startsAt: Date | null; endsAt: Date | null }>>(schema: T) {
  return schema.refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, {
    message: 'period_invalid',
    path: ['endsAt'],
  });
}

/** Changed keys of a record, for audit rows that say what an edit did (before/after of those only). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
