import { asc, desc, type SQL } from 'drizzle-orm';
import { goods, percentOffSql } from '#db/schema';

export const listingSorts = ['popular', 'cheap', 'expensive', 'new', 'discount'] as const;
export type ListingSort = (typeof listingSorts)[number];

/**
 * ORDER BY of each sort; ties by id so pages never overlap. `discount`: biggest percent off first.
 * `expensive` is `cheap` read backwards (ties newest first), so one index serves both (ADR 0101).
 */
export function listingOrder(sort: ListingSort): SQL[] {
  const percentOff = percentOffSql(goods);
  return {
    popular: [desc(goods.popularity), asc(goods.id)],
    cheap: [asc(goods.price), asc(goods.id)],
    expensive: [desc(goods.price), desc(goods.id)],
    new: [desc(goods.createdAt), desc(goods.id)],
    discount: [desc(percentOff), desc(goods.popularity), asc(goods.id)],
  }[sort];
}
