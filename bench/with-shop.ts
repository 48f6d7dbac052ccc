import http from 'node:http';
import type { BenchOptions } from './options';
import { Ledger, printReconciliation, reconcile } from './reconcile';
import { freePort, ShopServer, snapshotBuild } from './shop-server';
import { createStore, type Store } from './store';

/** What a benchmark found besides the reconciliation: 5xx answers and other failures (e.g. a refused restart). */
export type Verdict = { serverErrors: number; problems: string[] };

/** What a benchmark body works with; `server` is replaced when the crash test restarts it. */
export type Shop = {
  server: ShopServer;
  /** Every server process of the run (the crash test starts several). */
  servers: ShopServer[];
  /** Starts another server process on the same port and store. */
  spawn: (timeoutMs?: number) => Promise<ShopServer>;
  store: Store;
  ledger: Ledger;
  /** Idempotency keys of this run start with it (reconciliation looks at those orders only). */
  prefix: string;
  /** Whether sockets can leave from 127.77.x.y (per-shopper source addresses). */
  bindSource: boolean;
};

/** How a run ended: `ok` when nothing was lost and there was no 5xx or other problem. */
export type Outcome<T> = { verdict: T; ok: boolean; problems: string[] };

/**
 * Runs a benchmark body against a production server on a fresh store, then stops the server,
 * reconciles the acknowledged orders with the database, prints the verdict and sets the exit code:
 * non-zero on any lost / duplicated / half-written order, any 5xx or another problem `body` reports
 * (never back to zero: `bench all` runs several). The store is removed afterwards unless something
 * was lost or `--keep` was given. Serves `options.serve` when given, else a fresh copy of the build.
 */
export async function withShop<T extends Verdict>(
  options: BenchOptions,
  label: string,
  body: (shop: Shop) => Promise<T>,
  { logLevel = 'warn', env: extraEnv = {} }: { logLevel?: string; env?: Record<string, string> } = {},
): Promise<Outcome<T>> {
  const build = options.serve ? { dir: options.serve, remove: () => {} } : snapshotBuild();
  const store = await createStore(options.db, label);
  const port = await freePort();
  const env = { ...store.env, SEED_GOODS: String(options.seedGoods), ...extraEnv };
  const servers: ShopServer[] = [];
  const spawn = async (timeoutMs?: number) => {
    return ShopServer.start(build.dir, port, env, { timeoutMs, logLevel, onSpawn: (s) => servers.push(s) });
  };
  // Ctrl-C: the same clean-up as a finished run (no server, build copy or store left behind).
  // tsx passes the terminal's SIGINT on, so it may come twice: handle every one, clean up once.
  let interrupting = false;
  const interrupted = async () => {
    if (interrupting) return;
    interrupting = true;
    console.log('interrupted: stopping the server, removing the build copy and the store');
    await Promise.all(servers.map((s) => s.kill9()));
    build.remove();
    await store.remove();
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  let failed = true;
  let outcome: Outcome<T> | undefined;
  try {
    const started = performance.now();
    const server = await spawn();
    console.log(
      `server pid ${server.pid} on 127.0.0.1:${port}, ${options.db} at ${store.where}, SEED_GOODS=${options.seedGoods}, ` +
        `TRUST_PROXY=1; up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const shop: Shop = {
      server,
      servers,
      spawn,
      store,
      ledger: new Ledger(),
      prefix: `bench-${label}-${options.seed}-${Date.now().toString(36)}-`,
      bindSource: await canBindSource(port),
    };
    if (!shop.bindSource) console.log('note: cannot bind 127.77.x.y; every shopper leaves from 127.0.0.1');
    const verdict = await body(shop);
    const stopped = await shop.server.stop();
    console.log(`server stopped on SIGTERM: ${stopped}${stopped.startsWith('exit code 0 ') ? '' : ' (NOT CLEAN)'}`);
    const errorLines = servers.reduce((n, s) => n + s.errorCount, 0);
    console.log(`server log: ${errorLines} error-level lines`);
    const distinct = new Map<string, number>();
    for (const [line, n] of servers.flatMap((s) => [...s.errorLines]))
      distinct.set(line, (distinct.get(line) ?? 0) + n);
    for (const [line, n] of [...distinct].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${n}× ${line}`);
    const whole = printReconciliation(await reconcile(store, shop.ledger, shop.prefix));
    const exits = servers.filter((s) => s.unexpectedExit && !s.refused).map((s) => `pid ${s.pid} ${s.unexpectedExit}`);
    if (exits.length) console.log(`server processes that ended on their own: ${exits.join(', ')}`);
    const problems = [
      ...(exits.length ? [`${exits.length} server process(es) ended on their own`] : []),
      ...(whole ? [] : ['orders lost, duplicated or half-written']),
      ...(verdict.serverErrors ? [`${verdict.serverErrors} responses 5xx`] : []),
      ...verdict.problems,
    ];
    failed = problems.length > 0;
    console.log(failed ? `FAIL: ${problems.join('; ')}` : 'OK: no 5xx, nothing lost, duplicated or half-written');
    outcome = { verdict, ok: !failed, problems };
  } finally {
    process.off('SIGINT', interrupted);
    await Promise.all(servers.map((s) => s.kill9()));
    build.remove();
    if (failed || options.keep) console.log(`kept ${options.db} store for inspection: ${store.where}`);
    else await store.remove();
  }
  if (failed) process.exitCode = 1;
  if (!outcome) throw new Error('the benchmark ended without a verdict');
  return outcome;
}

/** Whether a socket can use 127.77.0.1 as its source (Linux routes all of 127/8 to loopback). */
function canBindSource(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/healthz', localAddress: '127.77.0.1' }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
  });
}
