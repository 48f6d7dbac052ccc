import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { idSchema } from '#core/shared';

export const maxLists = 50;
export const maxGoodsPerList = 500;
export const maxWaitlist = 200;

/** A good id (the shared id rule, ADR 0110). */
export const goodIdField = idSchema('wishlist_good_invalid');

/**
 * A list's id, or 0 for a new list (SPEC §7 `wishlistgoods`); a missing or malformed one means no
 * list was picked (SPEC §5). Nine digits stay within `integer` (ADR 0110).
 */
export const listIdField = z
  .string('wishlist_choose')
  .regex(/^\d{1,9}$/, 'wishlist_choose')
  .transform(Number);

/** A list name: trimmed, 1–100 characters (SPEC §5, §9). */
export const listNameField = z
  .string('wishlist_name_required')
  .max(1000, 'wishlist_name_too_long')
  .transform((s) => s.trim())
  .pipe(z.string().min(1, 'wishlist_name_required').max(100, 'wishlist_name_too_long'));

/** An unguessable share key: 128 random bits, base64url (22 characters; ADR 0018). */
export function newShareKey(): string {
  return randomBytes(16).toString('base64url');
}

export type Wishlist = { id: number; title: string; goods: number[]; key: string };
