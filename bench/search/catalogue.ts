import { asc } from 'drizzle-orm';
import type { Db } from '#db/client';
import { taxonomy } from '#db/demo/data/taxonomy';
import { brands, categories, goods } from '#db/schema';

/** What the query set's rules read from the database: every good's text, brand and category. */
export type Catalogue = {
  goods: { id: number; code: string; titleUa: string; titleRu: string; brandId: number | null; categoryId: number }[];
  brands: { id: number; title: string }[];
  categories: { id: number; parentId: number | null; titleUa: string; titleRu: string }[];
  /** Taxonomy key (db/demo/data/taxonomy*.ts) → category id, for the keys found in the database. */
  keyIds: Map<string, number>;
};

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const [goodRows, brandRows, categoryRows] = await Promise.all([
    db
      .select({
        id: goods.id,
        code: goods.extId,
        titleUa: goods.titleUa,
        titleRu: goods.titleRu,
        brandId: goods.brandId,
        categoryId: goods.categoryId,
      })
      .from(goods)
      .orderBy(asc(goods.id)),
    db.select({ id: brands.id, title: brands.title }).from(brands).orderBy(asc(brands.id)),
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        titleUa: categories.titleUa,
        titleRu: categories.titleRu,
      })
      .from(categories)
      .orderBy(asc(categories.id)),
  ]);
  // Goods of inactive categories or inactive goods still count: the demo seed has none.
  const keyIds = new Map<string, number>();
  const find = (parentId: number | null, titleUa: string) =>
    categoryRows.find((c) => c.parentId === parentId && c.titleUa === titleUa)?.id;
  for (const root of taxonomy) {
    const rootId = find(null, root.ua);
    if (rootId === undefined) continue;
    keyIds.set(root.key, rootId);
    for (const branch of root.children) {
      const branchId = find(rootId, branch.ua);
      if (branchId === undefined) continue;
      keyIds.set(branch.key, branchId);
      for (const leaf of branch.children) {
        const leafId = find(branchId, leaf.ua);
        if (leafId !== undefined) keyIds.set(leaf.key, leafId);
      }
    }
  }
  return { goods: goodRows, brands: brandRows, categories: categoryRows, keyIds };
}
