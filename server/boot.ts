import pino, { type Logger } from 'pino';
import { type Database, openDatabase } from '#db/client';
import { isSeeded, seedDemo } from '#db/demo';
import { migrate } from '#db/migrate';
import { configureRateLimits } from './api/rate-limit';
import type { Services } from './context';
import type { Env } from './env';

export function createLogger(env: Env): Logger {
  return pino({ level: env.LOG_LEVEL, base: undefined });
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

/** Process-wide services; `close` releases what they hold (Redis for rate limits). */
export async function createServices(
  env: Env,
  log: Logger,
  database: Database,
): Promise<Services & { close: () => Promise<void> }> {
  const closeLimits = await configureRateLimits(env.REDIS_URL);
  return { db: database.db, log, env, now: () => new Date(), close: closeLimits };
}

function ms(since: number) {
  return Math.round(performance.now() - since);
}
