import { z } from 'zod';
import { idSchema, linkMaxLength, ownPath, safeLink } from '#core/shared';

/** Shared field rules of the catalogue dictionaries' forms. */
export const titleField = z.string().trim().min(1).max(200);
/** Empty: made from the Ukrainian title. */
export const slugField = z.string().trim().toLowerCase().max(200).optional();
export const positionField = z.number().int().min(-1_000_000).max(1_000_000);
/**
 * A picture's address: the shop's own path (`/images/…`) or an http(s) URL; empty is none. The
 * path is parsed as a browser would (`ownPath`), so `/\\host/x.png` is not one of ours.
 */
export const addressField = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || (!/\s/.test(v) && (ownPath(v) !== null || /^https?:\/\/[^\s]+$/.test(v))),
    'address_invalid',
  )
  .transform((v) => v || null)
  .nullable()
  .default(null);

/**
 * A link a shopper follows (a menu banner's): the shop's own path or an https URL, as `safeLink`
 * parses it; empty is none.
 */
export const linkField = z
  .string()
  .trim()
  .max(linkMaxLength)
  .refine((v) => v === '' || safeLink(v) !== null, 'link_invalid')
  .transform((v) => v || null)
  .nullable()
  .default(null);
export const idList = z.array(idSchema()).max(1000);

/** Expected failures of the dictionaries' saves. */
export type DictionaryError =
  | { ok: false; error: 'invalid'; issues: z.core.$ZodIssue[] }
  | { ok: false; error: 'not_found' | 'slug_invalid' | 'slug_taken' | 'category_not_found' };
