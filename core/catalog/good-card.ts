import { discountPercent } from '#core/pricing';
import { type Ctx, loc } from '#core/shared';
import { goods } from '#db/schema';

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
    sellStatus: goods.sellStatus,
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

/** sell_status "4" is the only available status (SPEC §3, §9). */
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
