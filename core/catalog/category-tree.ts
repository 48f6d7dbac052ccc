import { asc, eq } from 'drizzle-orm';
import { type Ctx, loc, memo, safeLink } from '#core/shared';
import { categories } from '#db/schema';

export type CategoryNode = {
  id: number;
  parentId: number | null;
  slug: string;
  title: string;
  icon: string | null;
  /** Own banner, or the nearest ancestor's (SPEC §2: a banner per item inherits from its parent). */
  banner: string | null;
  bannerLink: string | null;
  imageMobile: string | null;
  children: CategoryNode[];
};

/** The whole active catalogue tree, ordered, with banners inherited down the tree. */
export function getCategoryTree(ctx: Ctx): Promise<CategoryNode[]> {
  return memo(ctx.db, `category-tree:${ctx.locale}`, () => loadTree(ctx));
}

async function loadTree(ctx: Ctx): Promise<CategoryNode[]> {
  const rows = await ctx.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      title: loc(ctx, categories.titleUa, categories.titleRu),
      icon: categories.icon,
      banner: categories.banner,
      bannerLink: categories.bannerLink,
      imageMobile: categories.imageMobile,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
  // A menu banner's link saved before the safe-link rule (ADR 0111) that is not one any more: no link.
  const nodes = new Map<number, CategoryNode>(
    rows.map((row) => [row.id, { ...row, bannerLink: safeLink(row.bannerLink), children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === null) roots.push(node);
  }
  const inherit = (list: CategoryNode[], banner: string | null, link: string | null) => {
    for (const node of list) {
      if (!node.banner) {
        node.banner = banner;
        node.bannerLink = link;
      }
      inherit(node.children, node.banner, node.bannerLink);
    }
  };
  inherit(roots, null, null);
  return roots;
}

/** Path from the root to `id` (breadcrumbs), or null when the id is not in the tree. */
export function findPath(tree: CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findPath(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

/** Ids of a node and all its descendants. */
export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}
