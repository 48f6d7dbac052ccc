import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '#core/shared';
import { freeSlug, isRoutableSlug, slugOf } from './slugs';

type SluggedTable = PgTable & { id: PgColumn; slug: PgColumn };

/**
 * The slug a record of a table with unique slugs (brands, fish types, directions, tags) gets: the
 * one typed (refused when another record has it), or one made from the title with `-2`, `-3`…
 * added until it is free.
 */
export async function uniqueSlug(
  ctx: Ctx,
  table: SluggedTable,
  id: number | undefined,
  given: string | undefined,
  titleUa: string,
): Promise<{ ok: true; slug: string } | { ok: false; error: 'slug_invalid' | 'slug_taken' }> {
  const taken = async (candidate: string) => {
    const rows = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, candidate), id === undefined ? undefined : ne(table.id, id)))
      .limit(1);
    return rows.length > 0;
  };
  const wanted = slugOf(given, titleUa);
  if (!isRoutableSlug(wanted)) return { ok: false, error: 'slug_invalid' };
  if (given?.trim()) return (await taken(wanted)) ? { ok: false, error: 'slug_taken' } : { ok: true, slug: wanted };
  return { ok: true, slug: await freeSlug(wanted, taken) };
}
