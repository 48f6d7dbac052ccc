/**
 * The change feed (ADR 0080): SQL triggers on the catalogue's and content's tables record what each
 * write touched (`feeds.ts` lists them), and every process reads those records to drop the cached
 * pages, listings and memos that showed it (`read-changes.ts`). Writers do nothing by hand: a write
 * to a table in `tableFeeds` is seen by every process within a second, and by the writing process at
 * once after `forgetCatalogChanges`.
 */
export { type FedTable, type TableFeed, tableFeeds } from './feeds';
export { type CatalogChanges, catalogChanges, forgetCatalogChanges, maxChangesPerRead } from './read-changes';
