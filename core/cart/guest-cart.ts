import { z } from 'zod';
import { idSchema } from '#core/shared';
import { maxLines, maxQuantity } from './limits';
import type { CartLineState } from './line-state';

/**
 * A guest's cart lives in the browser (SPEC §4), in a cookie so that it works without JS and the
 * server can price it (ADR 0030). Compact form: `id:qty` or `id:qty:d` (deleted), comma-separated.
 */
export type GuestLine = { goodId: number; quantity: number; isDeleted: boolean };

/** The guest cart's cookie. */
export const guestCartCookieName = 'cart';

const entry = /^([1-9]\d{0,8}):([1-9]\d{0,2})(:d)?$/;

/** Reads the cookie value; anything malformed is dropped, never an error. */
export function parseGuestCart(value: string | null | undefined): GuestLine[] {
  if (!value || value.length > 4096) return [];
  const lines: GuestLine[] = [];
  for (const part of value.split(',')) {
    const m = entry.exec(part);
    if (!m || lines.some((l) => l.goodId === Number(m[1]))) continue;
    lines.push({ goodId: Number(m[1]), quantity: Math.min(Number(m[2]), maxQuantity), isDeleted: Boolean(m[3]) });
    if (lines.length === maxLines) break;
  }
  return lines;
}

export function serializeGuestCart(lines: readonly GuestLine[]): string {
  return lines.map((l) => `${l.goodId}:${l.quantity}${l.isDeleted ? ':d' : ''}`).join(',');
}

export const guestCartAction = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    id: idSchema(),
    // Over 999 or over the stock is refused with a message by the caller (ADR 0083), not cut down here.
    quantity: z.coerce.number().int().min(1).catch(1),
  }),
  z.object({
    intent: z.literal('edit'),
    id: idSchema(),
    /** ≤ 0 removes softly (SPEC §4: "quantity 0 or less"); too many is refused by the caller (ADR 0083). */
    quantity: z.coerce.number().int(),
  }),
  z.object({ intent: z.literal('delete'), id: idSchema() }),
  z.object({ intent: z.literal('restore'), id: idSchema() }),
  z.object({ intent: z.literal('purge') }),
]);
export type GuestCartAction = z.infer<typeof guestCartAction>;

/**
 * The server cart's rules applied to a guest cart (SPEC §4, ADR 0017): add sums up to 999 and
 * brings a deleted line back; quantity ≤ 0 deletes softly (Return restores); purge drops deleted
 * lines; at most 100 lines.
 */
export function applyGuestAction(lines: readonly GuestLine[], action: GuestCartAction): GuestLine[] {
  if (action.intent === 'purge') return lines.filter((l) => !l.isDeleted);
  const existing = lines.find((l) => l.goodId === action.id);
  const update = (patch: Partial<GuestLine>) => lines.map((l) => (l.goodId === action.id ? { ...l, ...patch } : l));
  switch (action.intent) {
    case 'add':
      if (!existing) {
        return lines.length >= maxLines
          ? [...lines]
          : [...lines, { goodId: action.id, quantity: action.quantity, isDeleted: false }];
      }
      return update({
        quantity: existing.isDeleted ? action.quantity : Math.min(existing.quantity + action.quantity, maxQuantity),
        isDeleted: false,
      });
    case 'edit':
      if (!existing) return [...lines];
      return action.quantity <= 0
        ? update({ isDeleted: true })
        : update({ quantity: action.quantity, isDeleted: false });
    case 'delete':
      return update({ isDeleted: true });
    case 'restore':
      return update({ isDeleted: false });
  }
}

/** Guest lines in the shape `priceCart` takes. */
export function guestLineStates(lines: readonly GuestLine[]): CartLineState[] {
  return lines.map((l) => ({ ...l, isChecked: true }));
}
