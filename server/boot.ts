import pino, { type Logger } from 'pino';
import { wipeExpiredSms } from '#core/accounts';
import { demoFiscalizer } from '#core/fiscal';
import { originalsStore } from '#core/media';
import { runPaymentHousekeeping, runPickupHolds, setPickupCodeKey } from '#core/orders';
import { startPromotionPrices } from '#core/pricing';
import { sweepReviewPhotos } from '#core/reviews';
import { createShipmentCarriers } from '#core/shipments';
import { setDispatchStores } from '#core/stock';
import { type Database, openDatabase } from '#db/client';
import { isSeeded, seedDemo } from '#db/demo';
import { migrate } from '#db/migrate';
import { vacuumAnalyze } from '#db/vacuum';
import { configureRateLimits } from '#server/http/rate-limit';
import { carriersFromEnv, startCarrierSync } from './carriers';
import type { Services } from './context';
import type { Env } from './env';
import { createFiscalizer, startFiscalWorker } from './fiscal';
import { createPaymentGateway } from './payment-gateway';
import { createTariffs, startTrackingWorker } from './shipments';

/** Error fields that may hold a customer's data: SQL parameters, PostgreSQL's row detail. */
const personalFields = new Set(['params', 'parameters', 'detail', 'where']);

/**
 * Serialises an error and its causes without the values of a failed query (phones, names,
 * addresses): the log keeps the SQL text, code and stack, never personal data (ADR 0036).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return error;
  const out: Record<string, unknown> = pino.stdSerializers.err(error);
  for (const key of Object.keys(out)) if (personalFields.has(key)) out[key] = '[redacted]';
  // Drizzle repeats the parameters in its message ("Failed query: …\nparams: …"), so in the stack too.
  for (const key of ['message', 'stack'])
    if (typeof out[key] === 'string') out[key] = (out[key] as string).replace(/^params: .*$/gm, 'params: [redacted]');
  if ('cause' in error && error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export function createLogger(env: Env, destination?: pino.DestinationStream): Logger {
  const options = { level: env.LOG_LEVEL, base: undefined, serializers: { err: serializeError } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A promise nobody awaited or an exception nobody caught still ends the process, as Node's default
 * does — but told by the logger, whose serializer redacts a query's parameters (* ADR 0110), not printed raw on stderr.
 */
export function logProcessFailures(log: Logger, exit: (code: number) => void = process.exit) {
  process.on('unhandledRejection', (reason) => {
    log.fatal({ err: reason }, 'unhandled rejection');
    exit(1);
  });
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    exit(1);
  });
}

/** Opens the configured database, applies migrations and seeds the demo shop into an empty one. */
export async function bootDatabase(env: Env, log: Logger): Promise<Database> {
  const started = performance.now();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  log.info(
    { kind: database.kind, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR, ms: ms(started) },
    'database open',
  );
  try {
    const migrated = performance.now();
    await migrate(database);
    log.info({ ms: ms(migrated) }, 'migrations applied');
    if (env.SEED_GOODS > 0 && !(await isSeeded(database.db))) {
      log.info({ goods: env.SEED_GOODS }, 'empty database: seeding the demo shop');
      const report = await seedDemo(database.db, { goods: env.SEED_GOODS });
      log.info(report, 'demo shop seeded');
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

const vacuumEveryMs = 60 * 60_000;

/** Process-wide services; `close` releases what they hold (Redis for rate limits). */
export async function createServices(
  env: Env,
  log: Logger,
  database: Database,
): Promise<Services & { close: () => Promise<void> }> {
  const closeLimits = await configureRateLimits(env.REDIS_URL);
  setDispatchStores(env.DISPATCH_STORES);
  setPickupCodeKey(env.PICKUP_CODE_SECRET);
  const now = () => new Date();
  // Housekeeping: recovery passwords must not stay readable in the SMS outbox (ADR 0035).
  const wipe = () =>
    wipeExpiredSms({ db: database.db, locale: 'ua', now: now() }).catch((error) =>
      log.warn({ err: error }, 'wiping expired SMS failed'),
    );
  void wipe();
  const timer = setInterval(wipe, 60_000);
  timer.unref();
  // Review photos nobody moderated expire, rejected ones go, old base64 rows move to files (ADR 0079).
  const sweep = () =>
    sweepReviewPhotos({ db: database.db, locale: 'ua', now: now() }, originalsStore(env)).then(
      (swept) => (swept.deleted || swept.moved) && log.info(swept, 'review photos swept'),
      (error) => log.warn({ err: error }, 'sweeping review photos failed'),
    );
  void sweep();
  const sweepTimer = setInterval(sweep, 10 * 60_000);
  sweepTimer.unref();
  // PGlite has no autovacuum: without statistics and a visibility map listings sort whole
  // subtrees and index-only scans visit the heap (ADR 0068). VACUUM hourly (~60 ms at 100,000
  // goods), with ANALYZE (~2 s, the one connection waits) on the first run and then daily.
  let vacuums = 0;
  const vacuum = async () => {
    const started = performance.now();
    const analyze = vacuums++ % 24 === 0;
    await vacuumAnalyze(database.db, { analyze }).then(
      () => log.info({ ms: ms(started), analyze }, 'vacuum done'),
      (error) => log.warn({ err: error }, 'vacuum failed'),
    );
  };
  // Payments whose callback never came are asked about; abandoned ones expire (ADR 0096);
  // orders whose invoice was not paid in 3 working days are cancelled (ADR 0100), and card or
  // instalment orders whose payment was never finished, so their stock goes back (ADR 0120).
  const payments = createPaymentGateway(env);
  let reconciling = false;
  const reconcile = async () => {
    if (reconciling) return;
    reconciling = true;
    await runPaymentHousekeeping({ db: database.db, locale: 'ua', now: now() }, payments).then(
      ({ reconcile: r, invoices, cardOrders }) =>
        (r.applied || r.expired || r.errors || invoices.expired || cardOrders.cancelled) &&
        log.info({ ...r, invoices, cardOrders }, 'payments reconciled'),
      (error) => log.warn({ err: error }, 'reconciling payments failed'),
    );
    reconciling = false;
  };
  const reconcileTimer = setInterval(reconcile, 5 * 60_000);
  reconcileTimer.unref();
  // Pickups held 3 days (SPEC §9, ADR 0120): the day-before reminder, then the cancel that frees the stock.
  const holds = () =>
    runPickupHolds({ db: database.db, locale: 'ua', now: now() }).then(
      (r) => (r.reminded || r.expired) && log.info(r, 'pickup holds'),
      (error) => log.warn({ err: error }, 'pickup holds failed'),
    );
  const holdsTimer = setInterval(holds, 5 * 60_000);
  holdsTimer.unref();
  // Promotions start and end without a deploy: prices follow at the boundary (ADR 0082).
  const stopPromotionPrices = startPromotionPrices(database.db, now, log);
  const vacuumTimer = database.kind === 'pglite' ? setInterval(vacuum, vacuumEveryMs) : undefined;
  vacuumTimer?.unref();
  // Fiscal receipts of card and instalment payments, the daily Z-report (ADR 0099).
  const stopFiscal = startFiscalWorker({
    db: database.db,
    now,
    log,
    fiscal: createFiscalizer(env),
    demo: demoFiscalizer(env.PUBLIC_URL ?? ''),
  });
  // Carriers' settlements and departments, nightly at CARRIERS_SYNC_AT Kyiv time (ADR 0104).
  const stopCarrierSync = startCarrierSync({
    db: database.db,
    now,
    log,
    carriers: carriersFromEnv(env),
    at: env.CARRIERS_SYNC_AT,
  });
  // Carriers (ADR 0105): checkout's tariff estimates, waybills, hourly tracking.
  const carriers = createShipmentCarriers(env);
  const stopTracking = startTrackingWorker({ db: database.db, now, log, carriers });
  return {
    db: database.db,
    log,
    env,
    now,
    payments,
    carriers,
    tariffs: createTariffs(env, carriers, log),
    close: async () => {
      stopTracking();
      clearInterval(timer);
      clearInterval(sweepTimer);
      clearInterval(reconcileTimer);
      clearInterval(holdsTimer);
      clearInterval(vacuumTimer);
      stopPromotionPrices();
      stopFiscal();
      stopCarrierSync();
      await closeLimits();
    },
  };
}

function ms(since: number) {
  return Math.round(performance.now() - since);
}
