import { openDatabase } from '../client';
import { migrate } from '../migrate';
import { isSeeded, seedDemo } from './index';

/** Measures the demo seed on in-memory PGlite: `npx tsx db/demo/measure.ts 100000`. */
async function main() {
  const goods = Number(process.argv[2] ?? 3000);
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrate(database);
  const report = await seedDemo(database.db, { goods, log: (msg) => console.log(msg) });
  console.log(JSON.stringify(report), 'seeded:', await isSeeded(database.db));
  await database.close();
}

await main();
