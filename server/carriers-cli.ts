/**
 * `npm run carriers:sync` — syncs the configured carriers' directories (settlements, departments,
 * parcel lockers) into the shop's database now and prints the counts and time (* ADR 0104); the server does the same nightly. Without NOVA_POSHTA_API_KEY (and the others):
 * "demo: nothing to sync". PGlite: with the server stopped (it holds the data dir).
 */
import { openDatabase } from '#db/client';
import { migrate } from '#db/migrate';
import { carriersFromEnv, syncCarriers } from './carriers';
import { parseEnv } from './env';

const env = parseEnv();
const carriers = carriersFromEnv(env);
if (carriers.demo) {
  console.log('demo: nothing to sync (set NOVA_POSHTA_API_KEY to sync Nova Poshta)');
  process.exit(0);
}
const database = await (env.DATABASE_URL
  ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
  : openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR })
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  await migrate(database);
  for (const { carrier, result } of await syncCarriers(database.db, carriers, () => new Date())) {
    if (result.ok) {
      const { settlements: s, towns: t, points: p } = result.counts;
      console.log(
        `${carrier}: ${(result.ms / 1000).toFixed(1)} s; settlements ${s.seen} seen, ${s.created} new, ${s.updated} changed, ` +
          `${s.deactivated} gone; towns ${t.created} new; departments and lockers ${p.seen} seen, ${p.created} new, ` +
          `${p.updated} changed, ${p.skipped} skipped (no town), ${p.deactivated} deactivated`,
      );
    } else if (result.error === 'failed') {
      console.error(`${carrier}: failed after ${(result.ms / 1000).toFixed(1)} s: ${result.message}`);
      process.exitCode = 1;
    } else {
      console.error(`${carrier}: ${result.error.replaceAll('_', ' ')}`);
      if (result.error !== 'demo') process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
