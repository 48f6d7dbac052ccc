/**
 * Lets the event loop through between two slices of an exchange import (issue 31 item 9): the
 * requests that came in meanwhile start and queue their queries before the next slice's
 * transaction takes the connection (on PGlite a 1.2 MB classifier once kept a shopper's
 * `GET /api/goods/id/1` waiting 6 s, and 1C's own poll 7.8 s).
 */
export const yieldToShoppers = () => new Promise<void>((resolve) => setImmediate(resolve));

const maxRestMs = 250;

/**
 * Paces an import's slices: called after each, it rests `share` of the slice's own time (10 to
 * 250 ms) — on PGlite a transaction holds the one connection and its queries never give the event
 * loop a turn, so a shopper's request needs the pause to run its queries one after another — or,
 * with no share (PostgreSQL, other connections serve shoppers meanwhile), only yields.
 */
export function slicePacer(share = 0): () => Promise<void> {
  let started = performance.now();
  return async () => {
    const took = performance.now() - started;
    if (share > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(maxRestMs, Math.max(10, took * share))));
    else await yieldToShoppers();
    started = performance.now();
  };
}
