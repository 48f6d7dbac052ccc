/**
 * Cache tags of a render (ADR 0080). A module of its own, not part of `#core/shared`: it needs
 * Node's AsyncLocalStorage, and `#core/shared` is also imported by the browser's bundle (locale
 * helpers), where `node:async_hooks` does not exist.
 */
export { type CacheTagCollector, cacheTagsComplete, collectCacheTags, noteCacheTags } from './cache-tags';
