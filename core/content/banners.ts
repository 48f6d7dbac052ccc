import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createTaggedMemo } from '#core/catalog';
import { type Ctx, catalogueTtlMs, loc, safeLink } from '#core/shared';
import { banners, tooltips } from '#db/schema';

export type Banner = { id: number; title: string; image: string; link: string | null; bgColor: string | null };
export type Tooltip = { id: number; text: string; link: string | null };

function liveAt(now: Date, startsAt: AnyPgColumn, endsAt: AnyPgColumn) {
  return and(or(isNull(startsAt), lte(startsAt, now)), or(isNull(endsAt), gt(endsAt, now)));
}

/** Banners live now in a place: the header's top banner or the home slider (SPEC §2). */
async function loadBanners(ctx: Ctx, place: 'top' | 'home'): Promise<Banner[]> {
  const rows = await ctx.db
    .select({
      id: banners.id,
      title: loc(ctx, banners.titleUa, banners.titleRu),
      image: banners.image,
      link: banners.link,
      bgColor: banners.bgColor,
    })
    .from(banners)
    .where(and(eq(banners.place, place), liveAt(ctx.now, banners.startsAt, banners.endsAt)))
    .orderBy(asc(banners.position), asc(banners.id));
  // A link saved before the safe-link rule (ADR 0111) that is not one any more reaches no page: no link.
  return rows.map((row) => ({ ...row, link: safeLink(row.link) }));
}

/** Event tooltips live now, shown below the header, each closable (SPEC §2). */
async function loadTooltips(ctx: Ctx): Promise<Tooltip[]> {
  const rows = await ctx.db
    .select({ id: tooltips.id, text: loc(ctx, tooltips.textUa, tooltips.textRu), link: tooltips.link })
    .from(tooltips)
    .where(liveAt(ctx.now, tooltips.startsAt, tooltips.endsAt))
    .orderBy(asc(tooltips.id));
  return rows.map((row) => ({ ...row, link: safeLink(row.link) }));
}

// Dropped when a banner or tooltip is written (tags `banners:{place}`, `tooltips`; migration 0014,
// ADR 0095) and after a minute (a period starting or ending by the clock).
const bannerMemo = createTaggedMemo<Banner[]>({ name: 'banners', maxEntries: 16, ttlMs: catalogueTtlMs });
const tooltipMemo = createTaggedMemo<Tooltip[]>({ name: 'tooltips', maxEntries: 4, ttlMs: catalogueTtlMs });

/** Banners live now in a place (cached): the header's top banner or the home slider (SPEC §2). */
export function listBanners(ctx: Ctx, place: 'top' | 'home'): Promise<Banner[]> {
  return bannerMemo.get(
    ctx.db,
    `${ctx.locale}:${place}`,
    () => loadBanners(ctx, place),
    () => [`banners:${place}`],
  );
}

/** Event tooltips live now (cached), shown below the header, each closable (SPEC §2). */
export function listTooltips(ctx: Ctx): Promise<Tooltip[]> {
  return tooltipMemo.get(
    ctx.db,
    ctx.locale,
    () => loadTooltips(ctx),
    () => ['tooltips'],
  );
}
