import type { Ctx } from '#core/shared';
import { cacheChanges } from '#db/schema';

/**
 * Tells every process's caches that a dictionary without its own cache trigger changed (fish
 * types, directions and their category links feed the menu, the fish and direction pages): the
 * same `*` row the dictionaries' triggers write (ADR 0080), in the edit's transaction.
 */
export async function noteEverythingChanged(ctx: Ctx): Promise<void> {
  await ctx.db.insert(cacheChanges).values({ tags: ['*'] });
}
