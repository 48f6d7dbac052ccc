import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { forgetCatalogChanges } from '#core/catalog';
import {
  type CmlNamed,
  hideUnlistedAfterPortions,
  importExchangeFile,
  isPortionFile,
  type ListedIds,
} from '#core/exchange1c';
import type { Services } from '../context';
import { originalsStore } from '../images/index';
import type { ExchangeArea } from './disk';
import { insideDir, unpackArchives } from './files';
import { failureReason } from './texts';

export type ImportState = { state: 'progress' } | { state: 'success' } | { state: 'failure'; reason: string };

/**
 * Goods or offers a transaction on PGlite (issue 31 item 9): its one connection is held, and its
 * queries never give the event loop a turn, for a whole batch — 2,000 goods kept shoppers waiting
 * seconds. PostgreSQL serves them on other connections meanwhile: the import core's 2,000 there.
 */
const pgliteBatchSize = 250;
/** …and a rest of a quarter of each batch's time after it, for the shoppers' queries (`slicePacer`). */
const pgliteRestShare = 0.25;

/** Imports running in this process, by session directory and file. */
const running = new Map<string, Promise<void>>();
/** A `running` marker older than this belongs to a process that died: the import may start again. */
const staleMs = 30 * 60_000;

/** Whether this process is importing a file of the session directory `dir` (it must stay on disk). */
export const importRunningIn = (dir: string) => [...running.keys()].some((key) => key.startsWith(`${dir}\u0000`));

const stateFile = (dir: string, name: string) => `${insideDir(dir, name)}.state.json`;

async function readState(dir: string, name: string): Promise<(ImportState & { at: number }) | null> {
  try {
    return JSON.parse(await readFile(stateFile(dir, name), 'utf8'));
  } catch {
    return null;
  }
}
const writeState = (dir: string, name: string, state: ImportState) =>
  writeFile(stateFile(dir, name), JSON.stringify({ ...state, at: Date.now() }));

/**
 * `mode=import` (issue 21): the first call starts the file's import in the background and answers
 * `progress`; later calls answer `progress` while it runs, then `success` or `failure` with the
 * reason. The state sits beside the file (`<file>.state.json`), so every process of the shop
 * answers the same; archives sent with `zip=yes` are unpacked first.
 */
export async function importState(
  services: Services,
  area: ExchangeArea,
  dir: string,
  name: string,
): Promise<ImportState> {
  const key = `${dir}\u0000${name}`;
  if (running.has(key)) return { state: 'progress' };
  const known = await readState(dir, name);
  if (known && (known.state !== 'progress' || Date.now() - known.at < staleMs)) {
    const { at: _at, ...state } = known;
    return state;
  }
  await writeState(dir, name, { state: 'progress' });
  const task = (async () => {
    let outcome: ImportState;
    try {
      await unpackArchives(area, dir, services.now());
      const file = insideDir(dir, name);
      if (!file || !(await stat(file).catch(() => null))) outcome = { state: 'failure', reason: 'file not found' };
      else {
        const ctx = { db: services.db, locale: 'ua' as const, now: services.now() };
        const classifier = await readClassifier(dir);
        const result = await importExchangeFile(ctx, createReadStream(file, { highWaterMark: 256 * 1024 }), {
          fileName: name,
          priceType: services.env.EXCHANGE_1C_PRICE_TYPE,
          sessionPriceTypes: classifier.priceTypes,
          totalStockStore: services.env.EXCHANGE_1C_STOCK_STORE,
          pictures: { dir, store: originalsStore(services.env) },
          portion: isPortionFile(name),
          ...(services.env.DATABASE_URL ? {} : { batchSize: pgliteBatchSize, restShare: pgliteRestShare }),
        });
        if (result.priceTypes.length) await writeClassifier(dir, { priceTypes: result.priceTypes });
        // A full portion's Ид wait beside it for the end of the export (`finishPortions`).
        if (result.listed) await writeFile(`${file}${listedSuffix}`, JSON.stringify(result.listed));
        services.log.info(
          { file: name, jobs: result.jobs.map((j) => ({ id: j.id, kind: j.kind, counts: j.report.counts })) },
          '1C exchange import',
        );
        outcome = { state: 'success' };
      }
    } catch (error) {
      const reason = failureReason(error);
      services.log.warn({ file: name, reason }, '1C exchange import failed');
      outcome = { state: 'failure', reason };
    }
    // The storefront's caches read the change feed again (ADR 0080), as after any write.
    forgetCatalogChanges(services.db);
    await writeState(dir, name, outcome).catch(() => undefined);
  })().finally(() => running.delete(key));
  running.set(key, task);
  return { state: 'progress' };
}

/**
 * What the session's classifier declared, whichever of its files declared it (issue 31 item 1): the
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
async function writeClassifier(dir: string, found: SessionClassifier): Promise<void> {
  const known = await readClassifier(dir);
  const byId = new Map(known.priceTypes.map((t) => [t.id, t]));
  for (const t of found.priceTypes) byId.set(t.id, t);
  await writeFile(path.join(dir, classifierFile), JSON.stringify({ priceTypes: [...byId.values()] }));
}

const listedSuffix = '.listed.json';
const portionsDone = 'portions-done.json';

/**
 * `mode=deactivate` / `mode=complete` (1C's end of a catalogue exchange, issue 21): when the
 * session imported a full export in portions (`import0_1.xml`…), what no full portion listed is
 * hidden now, once per session; otherwise nothing happens. Returns how many goods were hidden.
 */
export async function finishPortions(services: Services, dir: string): Promise<number> {
  await exchangeImportsSettled();
  if (await stat(path.join(dir, portionsDone)).catch(() => null)) return 0;
  const portions: ListedIds[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []))
    if (entry.isFile() && entry.name.endsWith(listedSuffix))
      portions.push(JSON.parse(await readFile(path.join(entry.parentPath, entry.name), 'utf8')));
  const ctx = { db: services.db, locale: 'ua' as const, now: services.now() };
  const done = await hideUnlistedAfterPortions(ctx, portions, 'import*_*.xml');
  // No full portion yet: nothing done, and a later end of this session may still have work.
  if (!done) return 0;
  await writeFile(path.join(dir, portionsDone), JSON.stringify({ job: done.id, at: Date.now() }));
  services.log.info({ job: done.id, hidden: done.report.hidden }, '1C exchange: full export in portions complete');
  forgetCatalogChanges(services.db);
  return done.report.hidden ?? 0;
}

/** Resolves when this process's imports have finished (tests wait on it instead of sleeping). */
export async function exchangeImportsSettled(): Promise<void> {
  while (running.size) await Promise.all([...running.values()]);
}
