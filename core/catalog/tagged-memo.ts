import { noteCacheTags } from '#core/cache-tags';
import { catalogChanges } from '#core/change-feed';
import { createMemo } from '#core/shared';
import type { Db } from '#db/client';

type Tagged<T> = { value: T; tags: string[]; stamp: number };

/** A memo of catalogue reads dropped by what changed (see {@link createTaggedMemo}). */
export type TaggedMemo<T> = {
  get(db: Db, key: string, load: () => Promise<T>, tagsOf: (value: T) => string[]): Promise<T>;
};

/**
 * A per-process memo (LRU, TTL, single flight) whose entries carry the cache tags of what they
 * hold and the change feed's stamp they were loaded under (ADR 0080): an entry is loaded again
 * once the feed shows a change to one of its tags, not on every catalogue write. Each answer
 * notes its tags for the page being rendered, hit or miss, so the HTML cache knows what the page
 * shows.
 */
export function createTaggedMemo<T>(options: { name: string; maxEntries: number; ttlMs: number }): TaggedMemo<T> {
  const memo = createMemo<Tagged<T>>(options);
  return {
    async get(db, key, load, tagsOf) {
      const changes = await catalogChanges(db);
      const fill = (stamp: number) => async () => {
        const value = await load();
        return { value, tags: tagsOf(value), stamp };
      };
      const first = memo.get(db, key, fill(changes.stamp));
      let entry = await first;
      if (changes.isStale(entry.tags, entry.stamp)) {
        // Changed since: load again (another caller may have done so already; then share theirs).
        memo.forget(db, key, first);
        entry = await memo.get(db, key, fill(changes.stamp));
      }
      noteCacheTags(entry.tags);
      return entry.value;
    },
  };
}
