import type { Ctx } from '#core/shared';
import { addToWaitlist } from '#core/wishlists';

/**
 * A guest's "Повідомити про наявність" leads to `/profile/waitlist?add=<id>` and from there to
 * sign-in with that address as `next`. The good waiting in `next`, or null.
 */
export function pendingWaitlistGood(next: string): number | null {
  const url = new URL(next, 'http://shop.invalid');
  if (!/^(\/ru)?\/profile\/waitlist\/?$/.test(url.pathname)) return null;
  const id = url.searchParams.get('add') ?? '';
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}

/**
 * Completes the guest's pending waiting-list add once they sign in or register,
 * like the pending wish-list add (SPEC §6): in the sign-in post itself, so it works without JS and
 * whatever page the sign-in goes on to (the merged cart's checkout, say). Adding twice is harmless.
 */
export async function completePendingWaitlist(ctx: Ctx, userId: number, next: string): Promise<void> {
  const goodId = pendingWaitlistGood(next);
  if (goodId !== null) await addToWaitlist({ ...ctx, user: { id: userId } }, { goods_id: goodId });
}
