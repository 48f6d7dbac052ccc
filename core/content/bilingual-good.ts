import { goodListColumns } from '#core/catalog';
import { brands } from '#db/schema';

/** A good in both languages, for callers that answer both at once (the SPEC §7 API: title + title_ua). */
export type BilingualGood = {
  id: number;
  extId: string;
  titleUa: string;
  titleRu: string;
  slug: string;
  price: number;
  oldPrice: number | null;
  images: string[];
  sellStatus: string;
  ratingX100: number;
  reviewsCount: number;
  producer: { id: number; title: string } | null;
};

/** Select these with `.leftJoin(brands, eq(brands.id, goods.brandId))`, then map with `toBilingualGood`. */
export const bilingualGoodColumns = {
  ...goodListColumns,
  brandId: brands.id,
  brandTitle: brands.title,
};

type Row = Omit<BilingualGood, 'producer'> & { brandId: number | null; brandTitle: string | null };

export function toBilingualGood({ brandId, brandTitle, ...good }: Row): BilingualGood {
  return { ...good, producer: brandId !== null && brandTitle !== null ? { id: brandId, title: brandTitle } : null };
}
