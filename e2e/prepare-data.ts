/**
 * The data directory the e2e server starts on: the demo shop, seeded as `npm start` seeds it, with
 * more pieces of the goods the journeys order again and again. Orders hold stock (ADR 0120), and a
 * suite places some forty orders of the same rod (11) and match rod (10) in both projects and
 * languages: with the demo's 1–12 pieces a store, the later journeys would find them sold out. The
 * stores that hold them stay the same; only their counts grow. Good 20 (e2e/stock.spec.ts counts
 * its pieces) and every other good keep the demo's stock.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '#db/client';
import { seedDemo } from '#db/demo';
import { migrate } from '#db/migrate';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx e2e/prepare-data.ts <data dir>');
const database = await openDatabase({ kind: 'pglite', dataDir });
try {
  await migrate(database);
  await seedDemo(database.db, { goods: Number(process.env.SEED_GOODS ?? 3000) });
  await database.db.execute(sql`update store_stock set quantity = quantity * 20 where good_id in (10, 11, 71)`);
} finally {
  await database.close();
}
