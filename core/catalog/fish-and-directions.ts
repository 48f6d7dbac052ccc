import { asc, eq } from 'drizzle-orm';
import { type Ctx, loc, memo } from '#core/shared';
import { categories, directionCategories, directions, fishCategories, fishTypes } from '#db/schema';

export type FishCard = { id: number; slug: string; title: string; image: string | null };
export type LinkedCategory = { id: number; slug: string; title: string; icon: string | null };
export type FishPage = FishCard & { description: string; categories: LinkedCategory[] };
export type DirectionPage = {
  id: number;
  slug: string;
  title: string;
  icon: string | null;
  categories: LinkedCategory[];
};

/** Every fish type in the shop's order (SPEC §2 /all-fish, the "by fish" menu mode). */
export function listFish(ctx: Ctx): Promise<FishCard[]> {
  return memo(ctx.db, `fish:${ctx.locale}`, () =>
    ctx.db
      .select({
        id: fishTypes.id,
        slug: fishTypes.slug,
        title: loc(ctx, fishTypes.titleUa, fishTypes.titleRu),
        image: fishTypes.image,
      })
      .from(fishTypes)
      .orderBy(asc(fishTypes.position), asc(fishTypes.id)),
  );
}

const directionColumns = (ctx: Ctx) => ({
  id: directions.id,
  slug: directions.slug,
  title: loc(ctx, directions.titleUa, directions.titleRu),
  icon: directions.icon,
});
export type DirectionCard = Omit<DirectionPage, 'categories'>;

/** Every direction in the shop's order (the "by direction" menu mode). */
export function listDirections(ctx: Ctx): Promise<DirectionCard[]> {
  return memo(ctx.db, `directions:${ctx.locale}`, () =>
    ctx.db.select(directionColumns(ctx)).from(directions).orderBy(asc(directions.position), asc(directions.id)),
  );
}

const linkedCategory = (ctx: Ctx) => ({
  id: categories.id,
  slug: categories.slug,
  title: loc(ctx, categories.titleUa, categories.titleRu),
  icon: categories.icon,
});

/** A fish page (SPEC §2 /{name}/f{id}): the fish, its description and the categories for it; null if unknown. */
export async function getFish(ctx: Ctx, id: number): Promise<FishPage | null> {
  const [fish] = await ctx.db
    .select({
      id: fishTypes.id,
      slug: fishTypes.slug,
      title: loc(ctx, fishTypes.titleUa, fishTypes.titleRu),
      image: fishTypes.image,
      description: loc(ctx, fishTypes.descriptionUa, fishTypes.descriptionRu),
    })
    .from(fishTypes)
    .where(eq(fishTypes.id, id));
  if (!fish) return null;
  const linked = await ctx.db
    .select(linkedCategory(ctx))
    .from(fishCategories)
    .innerJoin(categories, eq(categories.id, fishCategories.categoryId))
    .where(eq(fishCategories.fishId, id))
    .orderBy(asc(fishCategories.position), asc(categories.id));
  return { ...fish, categories: linked };
}

/** A direction (SPEC §2 /direct={id}, the "by direction" menu mode) and its categories; null if unknown. */
export async function getDirection(ctx: Ctx, id: number): Promise<DirectionPage | null> {
  const [direction] = await ctx.db.select(directionColumns(ctx)).from(directions).where(eq(directions.id, id));
  if (!direction) return null;
  const linked = await ctx.db
    .select(linkedCategory(ctx))
    .from(directionCategories)
    .innerJoin(categories, eq(categories.id, directionCategories.categoryId))
    .where(eq(directionCategories.directionId, id))
    .orderBy(asc(directionCategories.position), asc(categories.id));
  return { ...direction, categories: linked };
}
