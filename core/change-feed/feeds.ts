/**
 * Which tables' writes tell the running processes, and what they tell. Written by SQL triggers, so
 * that every writer — a use case, an import, 1C, a hand-typed SQL statement, another process — is
 * seen the same way (ADR 0080); this list is where TypeScript sees them. `feeds.test.ts` compares it
 * with the triggers of a migrated database, so a trigger added, dropped or moved fails until the
 * list says so.
 *
 * - `cache`: one `cache_changes` row per writing statement with the cache tags it touches (read by
 *   {@link catalogChanges}: the HTML cache, listing and product caches, tagged memos drop what
 *   shows those tags). A truncate or a statement over 1,000 rows writes `*` (everything).
 * - `search`: the search engine's stamps and tombstones (changed goods re-read within a second) or
 *   its catalogue revision (brands, categories, characteristics: the index is rebuilt).
 * - `counts`: `category_facet_counts`, the listings' totals and facets kept per statement.
 */
export type TableFeed = {
  /** Cache tags the table's writes note (`{id}` is the written row's). */
  readonly cache?: readonly string[];
  readonly search?: 'goods' | 'catalogue' | 'synonyms';
  readonly counts?: true;
  /** The migrations that define its triggers (db/migrations). */
  readonly migrations: readonly string[];
};

export const tableFeeds = {
  goods: {
    cache: [
      'goods',
      'good:{id}',
      'category:{id} and its ancestors',
      'brand:{id}',
      'group:{id}',
      'tag:{its tags}',
      'promotion:{its promotions}',
      'tag-list:{its tags, when shown or hidden}',
    ],
    search: 'goods',
    counts: true,
    migrations: ['0003', '0004', '0006', '0009', '0016', '0027'],
  },
  good_attributes: { search: 'goods', counts: true, migrations: ['0004', '0006', '0016', '0027'] },
  good_tags: { cache: ['goods', 'good:{good}', 'tag:{tag}', 'tag-list:{tag}'], migrations: ['0009'] },
  good_related: { cache: ['goods', 'good:{good}'], migrations: ['0009'] },
  good_groups: { cache: ['*'], migrations: ['0009'] },
  store_stock: { cache: ['stock:{good}'], migrations: ['0009'] },
  reviews: { cache: ['reviews:{good}'], migrations: ['0009'] },
  promotion_goods: { cache: ['goods', 'good:{good}', 'promotion:{promotion}'], migrations: ['0009'] },
  promotions: { cache: ['goods', 'promotions', 'promotion:{id}', 'good:{its goods}'], migrations: ['0011', '0014'] },
  categories: { cache: ['*'], search: 'catalogue', migrations: ['0004', '0009'] },
  brands: { cache: ['*'], search: 'catalogue', migrations: ['0004', '0009'] },
  attributes: { cache: ['*'], search: 'catalogue', migrations: ['0004', '0009'] },
  attribute_options: { cache: ['*'], search: 'catalogue', migrations: ['0004', '0009'] },
  tags: { cache: ['*'], migrations: ['0009'] },
  search_synonyms: { search: 'synonyms', migrations: ['0004'] },
  banners: { cache: ['banners:{place}'], migrations: ['0014'] },
  tooltips: { cache: ['tooltips'], migrations: ['0014'] },
  pages: { cache: ['page:{slug}'], migrations: ['0014'] },
  articles: { cache: ['articles:{kind}', 'article:{id}'], migrations: ['0014'] },
  blog_categories: { cache: ['blog-categories'], migrations: ['0014'] },
  stores: { cache: ['stores', 'store-towns (when a town gains or loses a store)'], migrations: ['0014', '0016'] },
} as const satisfies Record<string, TableFeed>;

export type FedTable = keyof typeof tableFeeds;
