import { asc } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { categories } from '#db/schema';

/** A category as the back office lists it: the whole tree in menu order, flat, with its depth. */
export type AdminCategory = typeof categories.$inferSelect & {
  depth: number;
  /** Titles from the root down to this one ("Вудилища / Спінінги"). */
  path: string;
  /** Goods whose category this is (not counting subcategories). */
  goodsCount?: number;
};

/** Every category (hidden ones too), depth-first in each level's order (position, then id). */
export async function categoryRows(ctx: Ctx): Promise<AdminCategory[]> {
  const rows = await ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const children = new Map<number | null, typeof rows>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    // A parent that does not exist makes the row a root, so nothing is ever lost from the list.
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  const out: AdminCategory[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number, path: string) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const own = path ? `${path} / ${row.titleUa}` : row.titleUa;
      out.push({ ...row, depth, path: own });
      walk(row.id, depth + 1, own);
    }
  };
  walk(null, 0, '');
  // A loop of parents (never written by the back office, which refuses one) still shows its rows.
  for (const row of rows) if (!seen.has(row.id)) out.push({ ...row, depth: 0, path: row.titleUa });
  return out;
}
