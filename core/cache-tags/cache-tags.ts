import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '#core/shared';

/**
 * What a render shows, as cache tags (ADR 0080): `good:12`, `category:3`, `brand:5`, `tag:1`,
 * `tag-list:1`, `promotion:2`, `group:7`, `reviews:12`, `stock:12`, `goods`. The HTML cache renders
 * a page inside {@link collectCacheTags}; the catalogue's cached reads (listings, a product's
 * card, a tag's goods) and the route loaders add what they read with {@link noteCacheTags}. A page
 * is dropped when something it is tagged with changes.
 */
export type CacheTagCollector = {
  tags: Set<string>;
  /**
   * Set by a route that noted everything its page shows. A page that did not say so is tagged
   * `goods` as well: any change to any good drops it (the rule before ADR 0080).
   */
  complete: boolean;
};

const storage = processWide('cache-tags', () => new AsyncLocalStorage<CacheTagCollector>());

/** Runs `render` collecting the tags of what it reads (nested collectors all receive them). */
export async function collectCacheTags<T>(render: () => Promise<T>): Promise<{ value: T; tags: string[] }> {
  const collector: CacheTagCollector = { tags: new Set(), complete: false };
  const outer = storage.getStore();
  const value = await storage.run(collector, render);
  if (!collector.complete) collector.tags.add('goods');
  if (outer) for (const tag of collector.tags) outer.tags.add(tag);
  return { value, tags: [...collector.tags].sort() };
}

/** Notes tags for the render in progress, if any (outside a collecting render, nothing happens). */
export function noteCacheTags(tags: Iterable<string>): void {
  const collector = storage.getStore();
  if (!collector) return;
  for (const tag of tags) collector.tags.add(tag);
}

/**
 * Called by a route whose loader noted every catalogue tag its page shows (ADR 0080): its page is
 * not dropped by changes to goods it does not show.
 */
export function cacheTagsComplete(): void {
  const collector = storage.getStore();
  if (collector) collector.complete = true;
}
