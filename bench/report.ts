import { isServerError, type Stats } from './stats';

/** Named counters of what shoppers ran into (registrations, refusals, replays…), printed sorted. */
export class Tally {
  private readonly counts = new Map<string, number>();
  /** Shoppers that placed at least one order. */
  readonly ordered = new Set<number>();

  add(name: string, by = 1) {
    this.counts.set(name, (this.counts.get(name) ?? 0) + by);
  }

  get(name: string) {
    return this.counts.get(name) ?? 0;
  }

  print(shoppers: number, neverAnswered: number) {
    const lines = [...this.counts].sort(([a], [b]) => a.localeCompare(b));
    console.log('outcomes:', lines.map(([name, n]) => `${name} ${n}`).join('; ') || 'none');
    console.log(
      `shoppers: ${shoppers}, never got an answer ${neverAnswered}, ` +
        `placed at least one order ${this.ordered.size}`,
    );
  }
}

/** Totals, status counts, connection errors and the per-kind latency table. */
export function printRequests(stats: Stats, seconds: number) {
  const total = stats.count(() => true);
  const timeouts = stats.count((s) => s === 'timeout');
  const errors = stats.count((s) => s === 'error');
  console.log(
    `requests: ${total} in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s), timeouts ${timeouts}, ` +
      `connection errors ${errors}, 429 ${stats.count((s) => s === 429)} (rate limits, not failures), ` +
      `503 ${stats.count((s) => s === 503)} (load shed with Retry-After, not failures), other 5xx ${stats.count(isServerError)}`,
  );
  console.log('status counts:', JSON.stringify(stats.statusCounts()));
  if (stats.errors.size) console.log('errors:', JSON.stringify(Object.fromEntries(stats.errors)));
  console.log('latency in ms, answered requests only:');
  printTable(stats.table());
}

/** A plain fixed-width table (console.table would put the '429' column first and add an index). */
export function printTable(rows: Record<string, string | number>[]) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const cells = [columns, ...rows.map((row) => columns.map((c) => String(row[c] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)));
  for (const line of cells)
    console.log(
      line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
    );
}
