import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { towns } from '#db/schema';

export const defaultTownCode = '8000000000';
export const townsLimit = 20;
export const searchTownsInput = z.strictObject({ q: z.string().trim().max(100).optional().default('') });

export type TownOption = { code: string; titleUa: string; titleRu: string; regionUa: string; regionRu: string };

/**
 * Town picker (SPEC §3 towns; designed): names starting with `q` in either language first, then
 * names containing it; biggest first; at most 20. Empty `q` → the biggest towns, Kyiv first.
 */
export async function searchTowns(ctx: Ctx, q: string): Promise<TownOption[]> {
  const text = q.trim().slice(0, 100);
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const prefix = `${escaped}%`;
  const isPrefix = sql`(${towns.titleUa} ilike ${prefix} or ${towns.titleRu} ilike ${prefix})`;
  return ctx.db
    .select({
      code: towns.code,
      titleUa: towns.titleUa,
      titleRu: towns.titleRu,
      regionUa: towns.regionUa,
      regionRu: towns.regionRu,
    })
    .from(towns)
    .where(text ? or(ilike(towns.titleUa, `%${escaped}%`), ilike(towns.titleRu, `%${escaped}%`)) : undefined)
    .orderBy(desc(text ? isPrefix : sql`${towns.code} = ${defaultTownCode}`), desc(towns.population), asc(towns.code))
    .limit(townsLimit);
}
