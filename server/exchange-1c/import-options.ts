import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CmlNamed, type ExchangeImportOptions, isPortionFile } from '#core/exchange1c';
import { originalsStore } from '#core/media';
import type { Services } from '../context';

/**
 * What the session's classifier declared, whichever of its files declared it: the
 * price types (UT 11 / 3.x packets declare them in `import___<guid>.xml`, prices come in
 * `prices___<guid>.xml`). Warehouses and properties are kept in the database as they are met.
 */
type SessionClassifier = { priceTypes: CmlNamed[] };
const classifierFile = 'classifier.json';

async function readClassifier(dir: string): Promise<SessionClassifier> {
  try {
    const read = JSON.parse(await readFile(path.join(dir, classifierFile), 'utf8')) as SessionClassifier;
    return { priceTypes: Array.isArray(read.priceTypes) ? read.priceTypes : [] };
  } catch {
    return { priceTypes: [] };
  }
}

/** A later declaration of the same Ид replaces the earlier one (its name may have changed). */
export async function writeClassifier(dir: string, found: SessionClassifier): Promise<void> {
  const known = await readClassifier(dir);
  const byId = new Map(known.priceTypes.map((t) => [t.id, t]));
  for (const t of found.priceTypes) byId.set(t.id, t);
  await writeFile(path.join(dir, classifierFile), JSON.stringify({ priceTypes: [...byId.values()] }));
}

/** How a file of the session `dir` is imported: the settings, the session's classifier, its pictures. */
export async function importOptionsOf(services: Services, dir: string, name: string): Promise<ExchangeImportOptions> {
  const classifier = await readClassifier(dir);
  return {
    fileName: name,
    priceType: services.env.EXCHANGE_1C_PRICE_TYPE,
    sessionPriceTypes: classifier.priceTypes,
    totalStockStore: services.env.EXCHANGE_1C_STOCK_STORE,
    rests: services.env.EXCHANGE_1C_RESTS,
    pictures: { dir, store: originalsStore(services.env) },
    portion: isPortionFile(name),
  };
}
