import { goods } from '#db/schema';
import { shopperSellStatusSql } from './good-card';

/** A text in both languages, for callers that answer both at once (the SPEC §7 API: `title` + `title_ua`). */
export type Bi = { ua: string; ru: string };

/** The fields every bilingual good read has (cart lines, goods by ids, listings, orders). */
export type BilingualGoodBase = {
  id: number;
  extId: string;
  title: Bi;
  slug: string;
  price: number;
  oldPrice: number | null;
  images: string[];
  sellStatus: string;
};

/**
 * The columns every bilingual good read needs (select them, spread more where needed). `sellStatus`
 * is the shopper's (ADR 0120: "0" while orders hold every piece).
 */
export const goodBaseColumns = {
  id: goods.id,
  extId: goods.extId,
  titleUa: goods.titleUa,
  titleRu: goods.titleRu,
  slug: goods.slug,
  price: goods.price,
  oldPrice: goods.oldPrice,
  images: goods.images,
  sellStatus: shopperSellStatusSql(),
};

/** Those columns plus the rating, for listings. */
export const goodListColumns = {
  ...goodBaseColumns,
  ratingX100: goods.ratingX100,
  reviewsCount: goods.reviewsCount,
};

type BaseRow = {
  id: number;
  extId: string;
  titleUa: string;
  titleRu: string;
  slug: string;
  price: number;
  oldPrice: number | null;
  images: string[];
  sellStatus: string;
};

/** A row of `goodBaseColumns` as a bilingual good. */
export function goodBaseOf(r: BaseRow): BilingualGoodBase {
  return {
    id: r.id,
    extId: r.extId,
    title: { ua: r.titleUa, ru: r.titleRu },
    slug: r.slug,
    price: r.price,
    oldPrice: r.oldPrice,
    images: r.images,
    sellStatus: r.sellStatus,
  };
}

/** A row of `goodListColumns` as a listing good (the rating in stars, not hundredths). */
export function listGoodOf(
  r: BaseRow & { ratingX100: number; reviewsCount: number },
): BilingualGoodBase & { rating: number; reviewsCount: number } {
  return { ...goodBaseOf(r), rating: r.ratingX100 / 100, reviewsCount: r.reviewsCount };
}
