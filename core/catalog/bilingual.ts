import { goods } from '#db/schema';

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

/** The columns every bilingual good read needs (select them, spread more where needed). */
export const goodBaseColumns = {
  id: goods.id,
  extId: goods.extId,
  titleUa: goods.titleUa,
  titleRu: goods.titleRu,
  slug: goods.slug,
  price: goods.price,
  oldPrice: goods.oldPrice,
  images: goods.images,
  sellStatus: goods.sellStatus,
};

/** Those columns plus the rating, for listings. */
export const goodListColumns = {
  ...goodBaseColumns,
  ratingX100: goods.ratingX100,
  reviewsCount: goods.reviewsCount,
};
