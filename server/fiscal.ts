import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { configuredFiscalizer, demoFiscalizer, type Fiscalizer, issueReceipts } from '#core/fiscal';
import { kyivDay, kyivWall, uahWithUnit } from '#core/shared';
import type { Db } from '#db/client';
import { fiscalReceipts } from '#db/schema';
import { demoDoorsAllowed, type Env } from './env';

/**
 * The fiscal service the settings configure (core/fiscal's registry: Checkbox when its license key
 * and PIN code are set), else the demo (ADR 0099).
 */
export function createFiscalizer(env: Env, fetcher: typeof fetch = fetch): Fiscalizer {
  return configuredFiscalizer(env, fetcher) ?? demoFiscalizer(env.PUBLIC_URL ?? '');
}

/** The Kyiv day whose shift is due to close at `now` (from 23:50 Kyiv time), or null. */
export function shiftCloseDay(now: Date): string | null {
  const clock = kyivWall(now);
  const minutes = clock.hour * 60 + clock.minute;
  return minutes >= 23 * 60 + 50 ? kyivDay(now) : null;
}

/**
 * Runs the fiscal worker (ADR 0099): right away and every 30 s (a run still going is not
 * doubled), and closes the cashier's shift once a day at 23:50 Kyiv time (the Z-report). Timers
 * are unref'd; the answer stops them.
 */
export function startFiscalWorker(deps: {
  db: Db;
  now: () => Date;
  log: Logger;
  fiscal: Fiscalizer;
  demo?: Fiscalizer;
}): () => void {
  const { db, now, log, fiscal } = deps;
  const demo = deps.demo ?? demoFiscalizer();
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const report = await issueReceipts({ db, locale: 'ua', now: now() }, fiscal, { demo });
      if (report.done || report.retried || report.failed) log.info(report, 'fiscal receipts');
      if (report.failed) log.warn({ failed: report.failed }, 'fiscal receipts failed for 48 h: see the back office');
    } catch (error) {
      log.warn({ err: error }, 'issuing fiscal receipts failed');
    } finally {
      running = false;
    }
  };
  let closedDay: string | null = null;
  const close = async () => {
    const day = shiftCloseDay(now());
    if (!day || day === closedDay) return;
    closedDay = day;
    await fiscal.closeShiftIfOpen().then(
      (closed) => closed && log.info({ day }, 'fiscal shift closed (Z-report)'),
      (error) => {
        closedDay = null;
        log.warn({ err: error }, 'closing the fiscal shift failed');
      },
    );
  };
  void run();
  const timer = setInterval(run, 30_000);
  const closeTimer = setInterval(close, 60_000);
  timer.unref();
  closeTimer.unref();
  return () => {
    clearInterval(timer);
    clearInterval(closeTimer);
  };
}

/**
 * The demo receipt's page `/checkout/receipt/<id>`: what a link from the demo
 * fiscalizer opens. It says in big letters that it is not a fiscal receipt and shows nothing
 * personal — only the order's number, the sum and the demo code. A real receipt's id: 404, and
 * every id on a production start without ALLOW_DEMO=1 (ADR 0107).
 */
export function fiscalRoutes(deps: { db: Db; env?: Env }) {
  const app = new Hono();
  const open = !deps.env || demoDoorsAllowed(deps.env);
  app.get('/checkout/receipt/:id', async (c) => {
    const id = c.req.param('id');
    if (!open || !/^[0-9a-f-]{36}$/.test(id)) return c.notFound();
    const [row] = await deps.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.requestId, id));
    if (row?.provider !== 'demo' || row.status !== 'done') return c.notFound();
    const what = row.kind === 'return' ? 'Чек повернення' : 'Чек продажу';
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(
      `<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>Демо-чек, не фіскальний</title></head><body>` +
        `<h1>Демо-чек, не фіскальний</h1>` +
        `<p>Магазин працює без Checkbox (CHECKBOX_LICENSE_KEY не задано): цей документ не є фіскальним чеком.</p>` +
        `<p>${what} до замовлення №${row.orderId}</p><p>Сума: ${uahWithUnit(row.amount)}, безготівково</p>` +
        `<p>Код: ${row.fiscalCode ?? ''}</p></body></html>`,
    );
  });
  return app;
}
