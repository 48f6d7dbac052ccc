import { yieldToEventLoop } from '#core/shared';

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
    else await yieldToEventLoop();
    started = performance.now();
  };
}
