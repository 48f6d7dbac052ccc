/**
 * `npm run bench <name> [-- options]`:
 * - `all`: the benchmarks below one after another (both databases by default), then one table of
 *   the speed figures with their targets, met or not (bench/all.ts);
 * - `ssr`: SSR throughput, as a ratio to a bare server measured in the same run (this machine's
 *   speed varies ~2× between runs);
 * - `load`: simulated shoppers against the production server, latencies per kind, then the
 *   database reconciled with every acknowledged order; `--rounds N`: the server's memory per round;
 * - `crash`: order streams, kill -9 mid-stream, restart on the same data, reconcile;
 * - `search`: the search engine in this process on the demo catalogue: quality on the labelled
 *   query set (recall@12, MRR per kind) and speed (autocomplete per keystroke, full with facets);
 * - `js`: first-load JavaScript per screen and each route's own chunk, gzipped, from build/client;
 * - `catalog`: category listings, the catalogue with facets and goods by ids in this process on the
 *   demo catalogue, p50/p95 against the speed targets, memory after each round.
 * - `abuse`: one client runs each attack (slow bodies, uncached renders, like
 *   stuffing, invented image variants) while honest shoppers measure home, a signed-in page and
 *   create/check side by side (bench/abuse.ts).
 * - `import`: check and apply of 100,000 rows of goods, prices and stock against a plain
 *   batched write of the same rows measured in the same run (bench/import.ts), then `exchange-1c`;
 * - `exchange-1c`: honest shoppers' p95 while a whole 1C exchange of 100,000 goods with a
 *   2,000-property classifier runs over HTTP, against their idle p95 in the same run (ADR 0118,
 *   bench/exchange-1c.ts).
 * - `carriers`: a full Nova Poshta-sized directory sync (11,000 settlements, 40,000 points) from the
 *   local fake, then an unchanged and a 1 %-changed pass: time, peak heap and RSS.
 * Each returns its figures as well as printing them; `all` collects them.
 */
import { benchAbuse } from './abuse';
import { benchAdminLists } from './admin-lists';
import { benchAll } from './all';
import { benchCarriers } from './carriers';
import { benchCatalog } from './catalog';
import { benchCrash } from './crash';
import { benchExchange1c } from './exchange-1c';
import { benchImport } from './import';
import { benchImportShopper } from './import-shopper';
import { benchJs } from './js';
import { benchLoad } from './load';
import { type BenchOptions, parseOptions, usage } from './options';
import { benchSearch } from './search/bench';
import { benchSsr } from './ssr';

export type { BenchOptions } from './options';

const benches: Record<string, (options: BenchOptions) => Promise<unknown>> = {
  all: benchAll,
  abuse: benchAbuse,
  ssr: benchSsr,
  load: benchLoad,
  crash: benchCrash,
  search: benchSearch,
  // The budget (issue 34), as Lighthouse CI's budgets do: a main page past it fails `bench js`
  // (not `bench all`, whose exit code is for parts that break, not for targets missed).
  js: async (options) => {
    const figures = await benchJs(options);
    if (figures.overBudget.length) process.exitCode = 1;
    return figures;
  },
  catalog: benchCatalog,
  // The 1C exchange's slices (ADR 0118) name `bench import`: the file imports, then the 1C exchange under shoppers.
  import: async (options) => ({ files: await benchImport(options), exchange1c: await benchExchange1c(options) }),
  'exchange-1c': benchExchange1c,
  'import-shopper': benchImportShopper,
  carriers: benchCarriers,
  'admin-lists': benchAdminLists,
};

const { name, options } = parseOptions(process.argv.slice(2));
const bench = benches[name];
if (!bench) {
  console.error(usage);
  process.exit(2);
}
await bench(options);
