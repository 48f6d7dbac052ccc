import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { forgetCatalogChanges } from '#core/change-feed';
import { hideUnlistedAfterPortions, importExchangeFile, type ListedIds } from '#core/exchange1c';
import { ctxOf, type Services } from '../context';
import type { ExchangeArea } from './disk';
import { insideDir, unpackArchives } from './files';
import { importOptionsOf, writeClassifier } from './import-options';
import { failureReason } from './texts';
import { keeperOf, listedSuffix, madeGoods, noteWaiting, retryWaiting, waitingIdsOf } from './waiting';

/** `success` may carry a line for 1C's log (offers waiting for their goods). */
export type ImportState =
  | { state: 'progress' }
  | { state: 'success'; note?: string }
  | { state: 'failure'; reason: string };

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
 * `mode=import`: the first call starts the file's import in the background and answers
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
        const ctx = ctxOf(services);
        const result = await importExchangeFile(ctx, createReadStream(file, { highWaterMark: 256 * 1024 }), {
          ...(await importOptionsOf(services, dir, name)),
          // Offers whose goods have not come yet wait for them in this session.
          waiting: { keep: await keeperOf(area, waitingIdsOf(file)) },
        });
        if (result.priceTypes.length) await writeClassifier(dir, { priceTypes: result.priceTypes });
        // A full portion's Ид wait beside it for the end of the export (`finishPortions`).
        if (result.listed) await writeFile(`${file}${listedSuffix}`, JSON.stringify(result.listed));
        services.log.info(
          { file: name, jobs: result.jobs.map((j) => ({ id: j.id, kind: j.kind, counts: j.report.counts })) },
          '1C exchange import',
        );
        // New goods: the session's offers that waited for them apply now (their own jobs say how; this
        // file's answer stays its own).
        if (madeGoods(result))
          await retryWaiting(services, area, dir, false).catch((error) =>
            services.log.warn({ file: name, reason: failureReason(error) }, '1C exchange: waiting offers not applied'),
          );
        const note = await noteWaiting(dir, name, result);
        outcome = note ? { state: 'success', note } : { state: 'success' };
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

const portionsDone = 'portions-done.json';

/**
 * `mode=deactivate` / `mode=complete` (1C's end of a catalogue exchange): when the
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
  const ctx = ctxOf(services);
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
