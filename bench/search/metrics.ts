import { type LabelledQuery, type QueryKind, queryKinds } from './queries';

/** The shopper sees at most 12 goods in the overlay (SPEC §9) and 12+ on the first page. */
export const depth = 12;

/**
 * recall@12 of one query: relevant goods among the first 12 answered / min(12, relevant goods),
 * so a query with 500 relevant goods scores 1 when all 12 shown are relevant.
 */
export function recallAt(ids: readonly number[], relevant: ReadonlySet<number>): number {
  if (relevant.size === 0) return 0;
  const found = ids.slice(0, depth).filter((id) => relevant.has(id)).length;
  return found / Math.min(depth, relevant.size);
}

/** Reciprocal rank of the first relevant good within the first 12 (0 when none is there). */
export function reciprocalRank(ids: readonly number[], relevant: ReadonlySet<number>): number {
  const rank = ids.slice(0, depth).findIndex((id) => relevant.has(id));
  return rank < 0 ? 0 : 1 / (rank + 1);
}

export type Judged = { query: LabelledQuery; ids: number[]; recall: number; rr: number; error?: string };

export function judge(query: LabelledQuery, ids: number[], error?: string): Judged {
  return { query, ids, recall: recallAt(ids, query.relevant), rr: reciprocalRank(ids, query.relevant), error };
}

export type Score = { queries: number; recall: number; mrr: number };

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Mean recall@12 and MRR per kind, in the order of `queryKinds`, then over all queries. */
export function score(judged: readonly Judged[]): { kinds: Map<QueryKind, Score>; overall: Score } {
  const kinds = new Map<QueryKind, Score>();
  for (const kind of queryKinds) {
    const of = judged.filter((j) => j.query.kind === kind);
    if (of.length)
      kinds.set(kind, { queries: of.length, recall: mean(of.map((j) => j.recall)), mrr: mean(of.map((j) => j.rr)) });
  }
  return {
    kinds,
    overall: { queries: judged.length, recall: mean(judged.map((j) => j.recall)), mrr: mean(judged.map((j) => j.rr)) },
  };
}

/** Nearest-rank percentile of an ascending list, in ms with one decimal. */
export function percentileMs(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}
