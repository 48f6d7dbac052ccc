import { z } from 'zod';

/** Most of one good in a cart line, and most distinct lines in a cart (ADR 0017). */
export const maxQuantity = 999;
export const maxLines = 100;

/** A good id as the client sends it: digits only (SPEC §5: goods without a numeric id are ignored). */
export const cartGoodId = z
  .string()
  .regex(/^\d{1,9}$/, 'cart_good_invalid')
  .transform(Number)
  .refine((n) => n > 0, 'cart_good_invalid');

/** A quantity to add or set: an integer 1…999 (SPEC §5 "min 1"). */
export const cartQuantity = z
  .string()
  .regex(/^\d{1,3}$/, 'cart_quantity_invalid')
  .transform(Number)
  .refine((n) => n >= 1 && n <= maxQuantity, 'cart_quantity_invalid');

export type CartLine = { goodId: number; quantity: number; isDeleted: boolean; isChecked: boolean };
