import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { ShopClient } from './client';
import {
  benchExchange1c,
  type ExchangeRow,
  exchangeTargetMs,
  type Shoppers,
  startShoppers,
  warmUp,
  withServedBuild,
} from './exchange-1c';
import type { BenchOptions } from './options';
import { printTable } from './report';
import { discoverCatalogue } from './shop';
import { freePort } from './shop-server';
import { percentile, Stats } from './stats';
import { withShop } from './with-shop';

/** What `bench all` reads per database: the shoppers' p95 idle and while the import runs, and failures. */
export type ShopperFigures = { db: string; idleP95: number; busyP95: number; errors: number };

export type ImportShopperRow = {
  db: string;
  rows: number;
  'idle p95': number;
  'check p95': number;
  'apply p95': number;
  'busy p95 ×idle': string;
  'busy max': number;
  'check s': string;
  'apply s': string;
  'loop max idle/check/apply': string;
  errors: number;
  met: string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const failures = (...runs: Shoppers[]) => runs.flatMap((r) => [...r.failed.values()]).reduce((n, k) => n + k, 0);

/**
 * `npm run bench import-shopper`: shoppers while a 100,000-row spreadsheet import runs in the
 * server (`--goods` rows, `--quick` 20,000). The production server on a fresh demo store (3,000
 * goods, ~50 stores), PGlite and PostgreSQL in turn: 4 shoppers (as `bench exchange-1c`) for
 * `--duration` s idle, then a back-office user uploads an XLSX of stock (goods × stores, every
 * quantity changed), waits for the dry run, clicks "Застосувати" and follows the job until
 * applied — the shoppers' p95 during the check and the apply, against idle in the same run.
 * `BENCH_SERVE` as `withServedBuild` says.
 */
export async function benchImportShopper(given: BenchOptions): Promise<ImportShopperRow[]> {
  const options = withServedBuild(given);
  const rows: ImportShopperRow[] = [];
  for (const db of options.dbs) rows.push(await importOn({ ...options, db }));
  console.log(
    `\nimport-shopper summary (ms unless said; load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):`,
  );
  printTable(rows);
  console.log(`target: a shopper's p95 during the import < ${exchangeTargetMs} ms`);
  return rows;
}

/** Both rows of issue 34 ("a shopper while a 1C exchange or a 100,000-row import runs"), for `bench all`. */
export async function benchShoppersWhileImporting(
  options: BenchOptions,
): Promise<{ exchange1c: ShopperFigures[]; import: ShopperFigures[] }> {
  const exchange = await benchExchange1c(options);
  const imports = await benchImportShopper(options);
  return {
    exchange1c: exchange.map((r: ExchangeRow) => ({
      db: r.db,
      idleP95: r['idle p95'],
      busyP95: r['import p95'],
      errors: Number(r['errors/resets'].split('/')[0]),
    })),
    import: imports.map((r) => ({
      db: r.db,
      idleP95: r['idle p95'],
      busyP95: Math.max(r['check p95'], r['apply p95']),
      errors: r.errors,
    })),
  };
}

async function importOn(options: BenchOptions): Promise<ImportShopperRow> {
  const wanted = options.goods ?? (options.quick ? 20_000 : 100_000);
  const seconds = options.duration ?? (options.quick ? 8 : 15);
  const count = options.shoppers ?? 4;
  const dir = mkdtempSync(path.join(tmpdir(), 'poplavok-bench-import-shopper-'));
  let row: ImportShopperRow | null = null;
  try {
    await withShop(
      options,
      'importshopper',
      async (shop) => {
        const { server } = shop;
        const setup = new ShopClient(server.port, new Stats(), { a: 212, b: 250 }, shop.bindSource);
        const pages = (await discoverCatalogue(setup)).productPages;
        setup.close();
        const staff = new Staff(server.port);
        if (!(await staff.signIn('content'))) throw new Error('the content manager could not sign in');
        const file = path.join(dir, 'stock.xlsx');
        const rows = await writeStockFile(staff, file, wanted);
        const shoppers = (phase: number) =>
          startShoppers(server.port, shop.bindSource, count, pages, options.seed + phase);
        console.log(
          `${options.db}: ${count} shoppers, ${seconds} s idle, then ${rows} stock rows (XLSX) checked and applied…`,
        );
        // A cold server's first renders are no idle figure: the shoppers warm it first (not counted).
        await (await warmUp(shoppers(-1))).stop();
        await server.loopDelay();
        const idleRun = shoppers(0);
        await sleep(seconds * 1000);
        const idle = await idleRun.stop();
        const idleLoop = await server.loopDelay();
        const checkRun = shoppers(1);
        let started = performance.now();
        const job = await staff.upload('stock', file);
        const checked = await staff.follow(job, ['Перевіряється']);
        const checkS = (performance.now() - started) / 1000;
        const check = await checkRun.stop();
        const checkLoop = await server.loopDelay();
        if (checked !== 'Перевірено') throw new Error(`the check ended ${checked}`);
        const applyRun = shoppers(2);
        started = performance.now();
        await staff.apply(job);
        const applied = await staff.follow(job, ['Перевірено', 'Застосовується']);
        const applyS = (performance.now() - started) / 1000;
        const apply = await applyRun.stop();
        const applyLoop = await server.loopDelay();
        staff.close();
        const idleP95 = percentile(sorted(idle.latencies), 0.95);
        const checkP95 = percentile(sorted(check.latencies), 0.95);
        const applyP95 = percentile(sorted(apply.latencies), 0.95);
        const busy = sorted([...check.latencies, ...apply.latencies]);
        const errors = failures(idle, check, apply);
        for (const [why, n] of [...idle.failed, ...check.failed, ...apply.failed]) console.log(`  ${n}× ${why}`);
        console.log(
          `  check ${checkS.toFixed(1)} s, apply ${applyS.toFixed(1)} s → ${applied}; shoppers: ${idle.requests} ` +
            `requests idle, ${check.requests} during the check, ${apply.requests} during the apply`,
        );
        const busyP95 = Math.max(checkP95, applyP95);
        row = {
          db: options.db,
          rows,
          'idle p95': idleP95,
          'check p95': checkP95,
          'apply p95': applyP95,
          'busy p95 ×idle': `${(busyP95 / Math.max(1, idleP95)).toFixed(1)}×`,
          'busy max': Math.round(busy.at(-1) ?? 0),
          'check s': checkS.toFixed(1),
          'apply s': applyS.toFixed(1),
          'loop max idle/check/apply': [idleLoop, checkLoop, applyLoop].map((l) => l?.maxMs ?? '?').join('/'),
          errors,
          met: busyP95 < exchangeTargetMs && !errors && applied === 'Застосовано' ? 'yes' : 'NO',
        };
        const problems = applied === 'Застосовано' ? [] : [`the apply ended ${applied}`];
        return { serverErrors: 0, problems };
      },
      { env: { BENCH_MEMORY_PORT: String(await freePort()) } },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!row) throw new Error('the import bench ended without figures');
  return row;
}

/**
 * The stock file: the shop's goods (from its own goods export) × its stores (from the stock
 * export), `wanted` rows, every quantity different from the seeded one, as XLSX.
 */
async function writeStockFile(staff: Staff, file: string, wanted: number): Promise<number> {
  const firstColumn = (csv: string, column: number) =>
    csv
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(';')[column] ?? '')
      .filter(Boolean);
  const goods = firstColumn(await staff.text('/admin/imports/export?kind=goods&format=csv'), 0);
  const stores = [...new Set(firstColumn(await staff.text('/admin/imports/export?kind=stock&format=csv'), 1))];
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = book.addWorksheet('stock');
  sheet.addRow(['ext_id', 'store', 'quantity']).commit();
  let rows = 0;
  for (const [g, extId] of goods.entries())
    for (const [s, store] of stores.entries()) {
      if (rows >= wanted) break;
      sheet.addRow([extId, store, 20 + ((g * 7 + s * 13) % 30)]).commit();
      rows++;
    }
  sheet.commit();
  await book.commit();
  return rows;
}

/** A back-office browser on fetch: its cookies, forms marked same-origin (ADR 0045), no redirects followed. */
class Staff {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly port: number) {}
  close() {}

  private async send(pathname: string, init: { method?: string; body?: BodyInit; type?: string } = {}) {
    const answer = await fetch(`http://127.0.0.1:${this.port}${pathname}`, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        'x-forwarded-for': '127.88.0.1',
        'sec-fetch-site': 'same-origin',
        ...(init.type ? { 'content-type': init.type } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      body: init.body,
      signal: AbortSignal.timeout(120_000),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return answer;
  }

  async text(pathname: string) {
    return (await this.send(pathname)).text();
  }

  private async csrf(pathname: string) {
    const page = await this.text(pathname);
    return (
      /name="_csrf"[^>]*value="([^"]*)"/.exec(page)?.[1] ?? /value="([^"]*)"[^>]*name="_csrf"/.exec(page)?.[1] ?? ''
    );
  }

  async signIn(login: string) {
    const form = new URLSearchParams({ login, password: 'poplavok', totp: '', next: '/admin' });
    const answer = await this.send('/admin/login', {
      method: 'POST',
      body: form.toString(),
      type: 'application/x-www-form-urlencoded',
    });
    await answer.arrayBuffer();
    return this.cookies.has('staff_session');
  }

  /** The import form: CSRF and kind before the file, as the page's form sends them; the job's page. */
  async upload(kind: string, file: string): Promise<string> {
    const form = new FormData();
    form.append('_csrf', await this.csrf('/admin/imports'));
    form.append('kind', kind);
    form.append('file', new Blob([readFileSync(file)]), path.basename(file));
    const answer = await this.send('/admin/imports/upload', { method: 'POST', body: form });
    await answer.arrayBuffer();
    const job = answer.headers.get('location');
    if (!job || !/^\/admin\/imports\/\d+/.test(job)) throw new Error(`upload answered ${answer.status} → ${job}`);
    return job.replace(/\?.*$/, '');
  }

  async apply(job: string) {
    const form = new URLSearchParams({ _csrf: await this.csrf(job), intent: 'apply' });
    const answer = await this.send(job, {
      method: 'POST',
      body: form.toString(),
      type: 'application/x-www-form-urlencoded',
    });
    await answer.arrayBuffer();
    if (answer.status >= 400) throw new Error(`apply answered ${answer.status}`);
  }

  /** Reads the job's status each second while it is one of `running`; the status it ended in. */
  async follow(job: string, running: string[]): Promise<string> {
    for (const deadline = Date.now() + 60 * 60_000; Date.now() < deadline; ) {
      const status = /admin-badge[^"]*">([^<]+)</.exec(await this.text(job))?.[1] ?? '?';
      if (!running.includes(status)) return status;
      await sleep(1000);
    }
    return 'still running after an hour';
  }
}
