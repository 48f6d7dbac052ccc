/** What a request was for: latencies and statuses are reported per kind. */
export type Kind = 'page' | 'api-read' | 'cart' | 'check' | 'order' | 'auth';
export const kinds: readonly Kind[] = ['page', 'api-read', 'cart', 'check', 'order', 'auth'];

/** An HTTP status, or why there was none: `timeout` (10 s passed) or `error` (connection refused/reset). */
export type Status = number | 'timeout' | 'error';

type PerKind = { latencies: number[]; statuses: Map<Status, number> };

/** Counts and latencies of every request of a run (milliseconds, answered requests only). */
export class Stats {
  private readonly perKind = new Map<Kind, PerKind>();
  readonly errors = new Map<string, number>();

  record(kind: Kind, status: Status, ms: number, error?: string) {
    let entry = this.perKind.get(kind);
    if (!entry) {
      entry = { latencies: [], statuses: new Map() };
      this.perKind.set(kind, entry);
    }
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    if (typeof status === 'number') entry.latencies.push(ms);
    if (error) this.errors.set(error, (this.errors.get(error) ?? 0) + 1);
  }

  count(predicate: (status: Status, kind: Kind) => boolean): number {
    let total = 0;
    for (const [kind, entry] of this.perKind)
      for (const [status, n] of entry.statuses) if (predicate(status, kind)) total += n;
    return total;
  }

  /** Status → count over all kinds, numbers first. */
  statusCounts(): Record<string, number> {
    const all = new Map<Status, number>();
    for (const entry of this.perKind.values())
      for (const [status, n] of entry.statuses) all.set(status, (all.get(status) ?? 0) + n);
    const keys = [...all.keys()].sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }));
    return Object.fromEntries(keys.map((k) => [String(k), all.get(k) ?? 0]));
  }

  /**
   * One row per kind: requests, 2xx, 4xx (429 apart), 503s (the server shedding load with
   * Retry-After: an answer, not a failure), other 5xx, timeouts, errors, p50/p95/p99/max in ms.
   */
  table() {
    return kinds
      .filter((kind) => this.perKind.has(kind))
      .map((kind) => {
        const entry = this.perKind.get(kind) as PerKind;
        const n = (test: (s: Status) => boolean) =>
          [...entry.statuses].reduce((sum, [status, count]) => sum + (test(status) ? count : 0), 0);
        const sorted = [...entry.latencies].sort((a, b) => a - b);
        return {
          kind,
          requests: n(() => true),
          '2xx': n((s) => typeof s === 'number' && s < 300),
          '4xx': n((s) => typeof s === 'number' && s >= 400 && s < 500 && s !== 429),
          '429s': n((s) => s === 429),
          '503s': n((s) => s === 503),
          '5xx': n((s) => isServerError(s)),
          timeouts: n((s) => s === 'timeout'),
          errors: n((s) => s === 'error'),
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          max: Math.round(sorted.at(-1) ?? 0),
        };
      });
  }
}

/** A server failure: 5xx other than 503, which the shop answers when it sheds load (with Retry-After). */
export function isServerError(status: Status): boolean {
  return typeof status === 'number' && status >= 500 && status !== 503;
}

/** Nearest-rank percentile of an ascending list, rounded to whole ms. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return Math.round(sorted[index] ?? 0);
}
