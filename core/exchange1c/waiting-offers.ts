import { sql } from 'drizzle-orm';
import { rowsOf, textArray } from '#core/imports';
import type { Ctx } from '#core/shared';
import type { CmlOffer } from './commerceml';
import { describesVariant } from './import-variants';

/**
 * Offers that wait for their goods (ADR 0118): a public 1C emulator sends an
 * exchange's files in directory order, so offers.xml may come before the import.xml that makes its
 * goods. Within the session such offers are kept (their Ид passed to `keep`, on disk) and applied
 * again once the goods came (`only`); at the exchange's end those still unknown are refused.
 */
export type WaitingOffers = {
  /** Receives each batch's offers whose goods are unknown to the site; unset: they are refused. */
  keep?: (ids: readonly string[]) => Promise<void>;
  /** A later pass over a file that had waiting offers: only these offers, nothing else of the file. */
  only?: ReadonlySet<string>;
};

const parentOf = (id: string) => id.slice(0, id.indexOf('#'));

/**
 * A batch split into offers that can be applied now and offers that wait: the good (or the
 * variant) is not on the site, and no parent on the site lets this offer make the variant.
 */
export async function splitWaiting(
  ctx: Ctx,
  batch: readonly CmlOffer[],
): Promise<{ ready: CmlOffer[]; waiting: CmlOffer[] }> {
  const ids = new Set(batch.flatMap((o) => (o.id.includes('#') ? [o.id, parentOf(o.id)] : [o.id])));
  const known = new Set(
    rowsOf<{ id: string }>(
      await ctx.db.execute(sql`select exchange_id as id from goods where exchange_id = any(${textArray([...ids])})`),
    ).map((r) => r.id),
  );
  const ready: CmlOffer[] = [];
  const waiting: CmlOffer[] = [];
  for (const offer of batch) {
    const makesVariant = describesVariant(offer) && known.has(parentOf(offer.id));
    (known.has(offer.id) || makesVariant ? ready : waiting).push(offer);
  }
  return { ready, waiting };
}
