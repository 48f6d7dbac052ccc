import { createReadStream } from 'node:fs';
import { appendFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { forgetCatalogChanges } from '#core/change-feed';
import { type ExchangeImportResult, ExchangeRefusedError, importExchangeFile, type ListedIds } from '#core/exchange1c';
import { ctxOf, type Services } from '../context';
import { countUsage, type ExchangeArea } from './disk';
import { insideDir } from './files';
import { importOptionsOf } from './import-options';
import { exchangeText, failureReason } from './texts';

/**
 * Offers that wait for their goods within one exchange session (ADR 0118): a
 * file's waiting offers are its Ид in `<file>.waiting.txt` beside it (never rows in memory between
 * requests), the files with waiting offers are listed in the session's `waiting.json` in the order
 * they came. A later file that makes goods applies them again; `deactivate` / `complete` applies
 * them a last time and refuses what is still unknown.
 */
type WaitingFile = { name: string; taken: number };
const listFile = 'waiting.json';
const idsSuffix = '.waiting.txt';
const nextSuffix = '.waiting.next';
/** Where a listed portion keeps what it listed (`finishPortions` reads it). */
export const listedSuffix = '.listed.json';

async function readList(dir: string): Promise<WaitingFile[]> {
  try {
    const read = JSON.parse(await readFile(path.join(dir, listFile), 'utf8'));
    return Array.isArray(read) ? read : [];
  } catch {
    return [];
  }
}
const writeList = (dir: string, list: readonly WaitingFile[]) =>
  list.length
    ? writeFile(path.join(dir, listFile), JSON.stringify(list))
    : rm(path.join(dir, listFile), { force: true });

/** The `keep` of an import: each batch's waiting Ид appended to `target`, counted in the area's budget. */
export async function keeperOf(area: ExchangeArea, target: string) {
  await rm(target, { force: true });
  return async (ids: readonly string[]) => {
    const text = `${ids.join('\n')}\n`;
    await appendFile(target, text);
    countUsage(area, Buffer.byteLength(text));
  };
}

/** The waiting Ид file of the session's file `file` (an absolute path). */
export const waitingIdsOf = (file: string) => `${file}${idsSuffix}`;

/** Rows a file's jobs took (new, changed or unchanged). */
const takenBy = (result: ExchangeImportResult) =>
  result.jobs.reduce((n, j) => n + j.report.counts.new + j.report.counts.changed + j.report.counts.unchanged, 0);

/** After a file's import: a file with waiting offers joins the session's list; the answer's line for 1C. */
export async function noteWaiting(dir: string, name: string, result: ExchangeImportResult): Promise<string | null> {
  if (!result.waiting) return null;
  const list = (await readList(dir)).filter((w) => w.name !== name);
  await writeList(dir, [...list, { name, taken: takenBy(result) }]);
  return exchangeText('exchange_offers_waiting', { count: result.waiting });
}

/** Whether a file put new goods or variants on the site (offers waiting for them may apply now). */
export const madeGoods = (result: ExchangeImportResult) =>
  result.jobs.some((j) => (j.kind === 'goods' || j.kind === 'variants') && j.report.counts.new > 0);

/** What the last pass says to 1C: a failure when a file took no row at all, else lines for the answer. */
export type WaitingEnd = { failure: string | null; notes: string[] };

/**
 * Applies the session's waiting offers again, files in the order they came. Not `final`: offers
 * still without goods keep waiting. `final` (`deactivate` / `complete`): they are refused, the
 * refusals are report lines of the pass's jobs, and 1C hears of them.
 */
export async function retryWaiting(
  services: Services,
  area: ExchangeArea,
  dir: string,
  final: boolean,
): Promise<WaitingEnd> {
  const end: WaitingEnd = { failure: null, notes: [] };
  const list = await readList(dir);
  if (!list.length) return end;
  const left: WaitingFile[] = [];
  for (const entry of list) {
    const file = insideDir(dir, entry.name);
    const ids = file ? await readFile(waitingIdsOf(file), 'utf8').catch(() => null) : null;
    if (!file || ids === null) continue;
    const next = `${file}${nextSuffix}`;
    const ctx = ctxOf(services);
    try {
      const result = await importExchangeFile(ctx, createReadStream(file, { highWaterMark: 256 * 1024 }), {
        ...(await importOptionsOf(services, dir, entry.name)),
        waiting: {
          only: new Set(ids.split('\n').filter(Boolean)),
          ...(final ? {} : { keep: await keeperOf(area, next) }),
        },
      });
      if (result.listed) await addListed(file, result.listed);
      const refused = result.jobs.find((j) => j.kind === 'prices')?.report.counts.errors ?? 0;
      if (final && refused)
        end.notes.push(exchangeText('exchange_offers_refused', { file: entry.name, count: refused }));
      if (result.waiting) {
        await rename(next, waitingIdsOf(file));
        left.push({ name: entry.name, taken: entry.taken + takenBy(result) });
        continue;
      }
    } catch (error) {
      const reason = `${entry.name}: ${failureReason(error)}`;
      services.log.warn({ file: entry.name, reason }, '1C exchange: offers that waited for their goods');
      if (!(error instanceof ExchangeRefusedError) && !final) {
        left.push(entry);
        continue;
      }
      // Refused now, but the file's other rows were taken earlier: a line, not a failure.
      if (error instanceof ExchangeRefusedError && entry.taken)
        end.notes.push(exchangeText('exchange_offers_refused', { file: entry.name, count: error.refused }));
      else end.failure ??= reason;
    }
    await rm(waitingIdsOf(file), { force: true });
    await rm(next, { force: true });
  }
  await writeList(dir, left);
  forgetCatalogChanges(services.db);
  return end;
}

/** A portion's waiting variants, once made, count as listed by it (else the end would hide them). */
async function addListed(file: string, listed: ListedIds): Promise<void> {
  const target = `${file}${listedSuffix}`;
  const known: ListedIds = JSON.parse(await readFile(target, 'utf8').catch(() => '{}'));
  const merged: ListedIds = { ...known };
  if (listed.goods) merged.goods = [...(known.goods ?? []), ...listed.goods];
  if (listed.variants) merged.variants = [...(known.variants ?? []), ...listed.variants];
  await writeFile(target, JSON.stringify(merged));
}
