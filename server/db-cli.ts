/**
 * `npm run db:migrate` — apply migrations to the configured database (DATA_DIR or DATABASE_URL).
 * `npm run db:seed -- [--goods N] [--reset]` — fill it with the demo shop; `--reset` empties a
 * database that already has data (never done silently: it deletes everything).
 * `npm run db:show -- orders|quick-orders|callbacks|reviews|enquiries|sms|newsletter [--limit N]` —
 * the newest rows of what shoppers sent in (PGlite: with the server stopped; it holds the data dir).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#db/client';
import { isSeeded, seedDemo } from '#db/demo';
import { inbox, inboxKinds, isInboxKind } from '#db/inbox';
import { migrate } from '#db/migrate';
import { parseEnv } from './env';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { goods: { type: 'string' }, reset: { type: 'boolean', default: false }, limit: { type: 'string' } },
});
const command = positionals[0];
const env = parseEnv();
// A locked data dir (the server is running) or an unreachable server: its message, no stack.
const database = await (env.DATABASE_URL
  ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR })
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const where = env.DATABASE_URL ? 'DATABASE_URL' : `PGlite in ${env.DATA_DIR}`;

try {
  if (command === 'migrate') {
    await migrate(database);
    console.log(`Migrations applied (${where}).`);
  } else if (command === 'seed') {
    const goods = values.goods === undefined ? env.SEED_GOODS : Number(values.goods);
    if (!Number.isInteger(goods) || goods < 1 || goods > 1_000_000) throw new Error('--goods must be 1…1000000');
    if (values.reset) {
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
    }
    await migrate(database);
    if (await isSeeded(database.db)) {
      throw new Error(`The database (${where}) already has goods; add --reset to replace everything in it.`);
    }
    const started = performance.now();
    const report = await seedDemo(database.db, { goods, log: (message) => console.log(message) });
    console.log(
      `Seeded ${report.goods} goods, ${report.categories} categories, ${report.brands} brands, ` +
        `${report.stores} stores in ${((performance.now() - started) / 1000).toFixed(1)} s (${where}).`,
    );
  } else if (command === 'show') {
    const kind = positionals[1];
    const limit = Number(values.limit ?? 20);
    if (!isInboxKind(kind)) throw new Error(`npm run db:show -- ${inboxKinds.join('|')} [--limit N]`);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new Error('--limit must be 1…1000');
    await migrate(database);
    const rows = await inbox(database.db, kind, limit);
    if (rows.length === 0) console.log(`No ${kind} yet (${where}).`);
    else console.table(rows);
  } else {
    throw new Error('usage: tsx server/db-cli.ts migrate | seed [--goods N] [--reset] | show <what> [--limit N]');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
