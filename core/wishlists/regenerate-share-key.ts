import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '#core/shared';
import { wishlists } from '#db/schema';
import type { listIdInput } from './delete-wishlist';
import { newShareKey } from './limits';

/** Gives a list a new share key: links handed out before stop working (ADR 0018). */
export async function regenerateShareKey(
  ctx: Ctx & { user: { id: number } },
  input: z.infer<typeof listIdInput>,
): Promise<{ ok: true; key: string } | { ok: false; error: 'wishlist_not_found' }> {
  const [list] = await ctx.db
    .update(wishlists)
    .set({ shareKey: newShareKey() })
    .where(and(eq(wishlists.id, input.list_id), eq(wishlists.userId, ctx.user.id)))
    .returning({ key: wishlists.shareKey });
  return list ? { ok: true, key: list.key } : { ok: false, error: 'wishlist_not_found' };
}
