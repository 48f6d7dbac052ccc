import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { type Ctx, memo } from '#core/shared';
import { categories, directionCategories, fishCategories } from '#db/schema';
import { type CategoryNode, getCategoryTree } from './category-tree';
import { listDirections, listFish } from './fish-and-directions';

/** One entry of the catalogue menu: only what the menu renders (SPEC §2 header). */
export type MenuItem = {
  id: number;
  slug: string;
  title: string;
  icon: string | null;
  /** Own banner or the nearest ancestor's. */
  banner: string | null;
  bannerLink: string | null;
  children: MenuItem[];
};

/** The menu's three modes: categories, by fish type (fish → its categories), by direction (direction → categories → their subtrees). */
export type MenuTrees = { categories: MenuItem[]; fish: MenuItem[]; directions: MenuItem[] };

/** The three trees as one JSON body and a short content hash naming it (ADR 0056). */
export type MenuResource = { version: string; body: string };

const toItem = (node: CategoryNode): MenuItem => ({
  id: node.id,
  slug: node.slug,
  title: node.title,
  icon: node.icon,
  banner: node.banner,
  bannerLink: node.bannerLink,
  children: node.children.map(toItem),
});

async function loadTrees(ctx: Ctx): Promise<MenuTrees> {
  const [tree, fish, fishLinks, directionRows, directionLinks] = await Promise.all([
    getCategoryTree(ctx),
    listFish(ctx),
    ctx.db
      .select({ owner: fishCategories.fishId, categoryId: fishCategories.categoryId })
      .from(fishCategories)
      .innerJoin(categories, eq(categories.id, fishCategories.categoryId))
      .orderBy(asc(fishCategories.position), asc(categories.id)),
    listDirections(ctx),
    ctx.db
      .select({ owner: directionCategories.directionId, categoryId: directionCategories.categoryId })
      .from(directionCategories)
      .innerJoin(categories, eq(categories.id, directionCategories.categoryId))
      .orderBy(asc(directionCategories.position), asc(categories.id)),
  ]);
  const fishRows = fish.map(({ image, ...row }) => ({ ...row, icon: image }));
  const byId = new Map<number, MenuItem>();
  const index = (items: MenuItem[]) => {
    for (const item of items) {
      byId.set(item.id, item);
      index(item.children);
    }
  };
  const categoryItems = tree.map(toItem);
  index(categoryItems);
  const linked = (links: { owner: number; categoryId: number }[], owner: number, deep: boolean) =>
    links.flatMap((link) => {
      const item = link.owner === owner ? byId.get(link.categoryId) : undefined;
      if (!item) return [];
      return [deep ? item : { ...item, children: [] }];
    });
  const group = (row: { id: number; slug: string; title: string; icon: string | null }, children: MenuItem[]) => ({
    ...row,
    // A fish or a direction has no banner of its own: the first linked category's stands in.
    banner: children[0]?.banner ?? null,
    bannerLink: children[0]?.bannerLink ?? null,
    children,
  });
  return {
    categories: categoryItems,
    // A fish links to fish-category pages, which exist only for the categories linked to it.
    fish: fishRows.map((row) => group(row, linked(fishLinks, row.id, false))),
    directions: directionRows.map((row) => group(row, linked(directionLinks, row.id, true))),
  };
}

/** The catalogue menu's three trees in the request's language (cached 60 s). */
export function getMenuTrees(ctx: Ctx): Promise<MenuTrees> {
  return memo(ctx.db, `menu-trees:${ctx.locale}`, () => loadTrees(ctx));
}

/** The three trees serialised once, with a 10-hex-digit content hash: the URL changes when the menu does. */
export function getMenuResource(ctx: Ctx): Promise<MenuResource> {
  return memo(ctx.db, `menu-resource:${ctx.locale}`, async () => {
    const body = JSON.stringify(await getMenuTrees(ctx));
    return { version: createHash('sha256').update(body).digest('hex').slice(0, 10), body };
  });
}
