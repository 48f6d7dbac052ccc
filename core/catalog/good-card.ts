import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { discountPercent } from '#core/pricing';
import { type Ctx, loc } from '#core/shared';
import { goods } from '#db/schema';

/**
 * The one test of "a shopper can buy it" (SPEC §3, ADR 0120): 1C's sell status "4" while open
 * orders do not hold every piece the stores have (`reserved_out`, kept by #core/stock). Pass an
 * alias of `goods` when the query names the table otherwise.
 */
type SaleColumns = { sellStatus: AnyPgColumn; reservedOut: AnyPgColumn };

export const onSaleSql = (t: SaleColumns = goods) => sql<boolean>`(${t.sellStatus} = '4' and not ${t.reservedOut})`;

/**
 * The sell status shoppers (and the SPEC §7 API's `sell_status`) see: 1C's own, except "0" while
 * orders hold every piece — so every reader that tests `sell_status = "4"`, the mobile apps
 * included, says "not available" without a new field. The back office shows 1C's status.
 */
export const shopperSellStatusSql = (t: SaleColumns = goods) =>
  sql<string>`(case when ${t.reservedOut} and ${t.sellStatus} = '4' then '0' else ${t.sellStatus} end)`;

/** What a listing tile shows of a good (SPEC §2 search panel and listings). */
export type GoodCard = {
  id: number;
  extId: string;
  title: string;
  slug: string;
  price: number;
  oldPrice: number | null;
  discountPercent: number;
  image: string | null;
  isAvailable: boolean;
  rating: number;
  reviewsCount: number;
};

/** The columns a GoodCard is built from, in the context's language. */
export function goodCardColumns(ctx: Pick<Ctx, 'locale'>) {
  return {
    id: goods.id,
    extId: goods.extId,
    title: loc(ctx, goods.titleUa, goods.titleRu),
    slug: goods.slug,
    price: goods.price,
    oldPrice: goods.oldPrice,
    images: goods.images,
    sellStatus: shopperSellStatusSql(),
    ratingX100: goods.ratingX100,
    reviewsCount: goods.reviewsCount,
  };
}

type CardRow = {
  id: number;
  extId: string;
  title: string;
  slug: string;
  price: number;
  oldPrice: number | null;
  images: string[];
  sellStatus: string;
  ratingX100: number;
  reviewsCount: number;
};

/** sell_status "4" is the only available status (SPEC §3, §9); pass the shopper's one (`shopperSellStatusSql`). */
export function isAvailable(sellStatus: string): boolean {
  return sellStatus === '4';
}

export function toGoodCard(row: CardRow): GoodCard {
  return {
    id: row.id,
    extId: row.extId,
    title: row.title,
    slug: row.slug,
    price: row.price,
    oldPrice: row.oldPrice,
    discountPercent: discountPercent(row.price, row.oldPrice),
    image: row.images[0] ?? null,
    isAvailable: isAvailable(row.sellStatus),
    rating: row.ratingX100 / 100,
    reviewsCount: row.reviewsCount,
  };
}
