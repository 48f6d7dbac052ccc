/** A small seeded generator (mulberry32): the same seed gives the same shoppers, phones and kill moments. */
export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** A generator of its own, derived from this one (e.g. one per shopper). */
  fork: () => Random;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => {
      const item = list[int(0, list.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    fork: () => seededRandom(int(0, 0xffffffff)),
  };
}

/**
 * Unique phones in the shop's mask, +38(050)9xx-xx-xx: the demo accounts use other numbers, and
 * a set keeps one run from drawing the same number twice.
 */
export function phoneGenerator(random: Random): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const digits = String(random.int(0, 999_999)).padStart(6, '0');
      if (used.has(digits)) continue;
      used.add(digits);
      return `+38(050)9${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
    }
  };
}
