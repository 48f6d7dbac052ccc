import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { outboxSmsGateway, queueEmail, type SmsGateway } from '#core/accounts';
import type { Ctx } from '#core/shared';
import { fiscalReceipts, orderLines, orders, payments } from '#db/schema';
import { buildReceipt } from './build-receipt';
import { demoFiscalizer } from './demo';
import { FiscalError, type Fiscalizer } from './fiscalizer';
import { receiptEmail, receiptSms } from './receipt-texts';

export type IssueReport = { done: number; retried: number; failed: number };

/** A claimed row is left alone this long by other runs (the call to the fiscal service is under way). */
const leaseMs = 5 * 60_000;
/** After this long of failures a receipt is `failed`: the back office shows it, a manager acts. */
export const giveUpMs = 48 * 3600_000;

/** The wait before the next try after `attempts` failures: 1 min, 2, 4 … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

type Row = typeof fiscalReceipts.$inferSelect;

/**
 * Issues the fiscal receipts that are due (ADR 0099; Law 265/95-ВР): claims pending rows
 * whose time has come (`for update skip locked`, then a lease, so two runs never take one row; the
 * call happens outside any transaction), builds each receipt from its order and payment and asks
 * the fiscal service under the row's `requestId` — a retry never issues twice. Done: the link,
 * fiscal code and service's id are stored and the shopper is sent the link once (SMS, and e-mail
 * when the order has one). Failed: tried again with backoff (1 min doubling to 1 h), `failed` after
 * 48 h. A return waits for its sale's receipt. The payment is never touched. A demo payment gets
 * a demo receipt (`options.demo`) even where Checkbox is configured.
 */
export async function issueReceipts(
  ctx: Ctx,
  fiscalizer: Fiscalizer,
  options: { limit?: number; sms?: SmsGateway; demo?: Fiscalizer } = {},
): Promise<IssueReport> {
  const rows = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(fiscalReceipts)
      .where(and(eq(fiscalReceipts.status, 'pending'), lte(fiscalReceipts.nextAttemptAt, ctx.now)))
      .orderBy(asc(fiscalReceipts.nextAttemptAt), asc(fiscalReceipts.id))
      .limit(options.limit ?? 20)
      .for('update', { skipLocked: true });
    for (const row of due)
      await tx
        .update(fiscalReceipts)
        .set({ nextAttemptAt: new Date(ctx.now.getTime() + leaseMs) })
        .where(eq(fiscalReceipts.id, row.id));
    return due;
  });
  const report: IssueReport = { done: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    const outcome = await issueOne(
      ctx,
      fiscalizer,
      options.demo ?? demoFiscalizer(),
      row,
      options.sms ?? outboxSmsGateway,
    );
    report[outcome]++;
  }
  return report;
}

async function issueOne(
  ctx: Ctx,
  configured: Fiscalizer,
  demo: Fiscalizer,
  row: Row,
  sms: SmsGateway,
): Promise<keyof IssueReport> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, row.orderId));
  const [payment] = await ctx.db
    .select({ provider: payments.provider })
    .from(payments)
    .where(eq(payments.id, row.paymentId));
  if (!order || !payment) return failed(ctx, row, 'order or payment not found', true);
  // Money the demo page "took" is no sale: never a real fiscal receipt for it.
  const fiscalizer = payment.provider === 'demo' ? demo : configured;
  let relatedId: string | null = null;
  if (row.kind === 'return') {
    const [sale] = await ctx.db
      .select()
      .from(fiscalReceipts)
      .where(and(eq(fiscalReceipts.paymentId, row.paymentId), eq(fiscalReceipts.kind, 'sell')));
    if (sale && sale.status !== 'done') return failed(ctx, row, 'waiting for the sale receipt');
    relatedId = sale?.provider === fiscalizer.name ? sale.providerId : null;
  }
  const lines = await ctx.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const receipt = buildReceipt(
    { ...order, lines },
    { id: row.requestId, kind: row.kind, amount: row.amount, provider: payment.provider, relatedId },
  );
  let issued: Awaited<ReturnType<Fiscalizer['sell']>>;
  try {
    issued = row.kind === 'sell' ? await fiscalizer.sell(receipt) : await fiscalizer.refund(receipt);
  } catch (error) {
    const newId = error instanceof FiscalError && error.options.newId === true;
    return failed(ctx, row, error instanceof Error ? error.message : 'fiscal service failed', false, newId);
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(fiscalReceipts)
      .set({
        status: 'done',
        provider: fiscalizer.name,
        providerId: issued.providerId,
        fiscalCode: issued.fiscalCode,
        url: issued.url,
        attempts: row.attempts + 1,
        lastError: null,
        doneAt: ctx.now,
      })
      .where(eq(fiscalReceipts.id, row.id));
    // Once: only the run that sets sent_at writes the messages, in the same transaction.
    const [claimed] = await tx
      .update(fiscalReceipts)
      .set({ sentAt: ctx.now })
      .where(and(eq(fiscalReceipts.id, row.id), isNull(fiscalReceipts.sentAt)))
      .returning({ id: fiscalReceipts.id });
    if (!claimed) return;
    const locale = order.locale === 'ru' ? 'ru' : 'ua';
    const notice = { orderId: order.id, firstName: order.firstName, amount: row.amount, kind: row.kind, ...issued };
    const txCtx = { ...ctx, db: tx };
    await sms.send(txCtx, order.phone, receiptSms(notice, locale), 'fiscal_receipt');
    if (order.email)
      await queueEmail(txCtx, { to: order.email, ...receiptEmail(notice, locale), purpose: 'fiscal_receipt' });
  });
  return 'done';
}

/** Keeps why it failed (no secrets: adapters' messages carry status and code only) and when to try again. */
async function failed(ctx: Ctx, row: Row, why: string, final = false, newId = false): Promise<'retried' | 'failed'> {
  const attempts = row.attempts + 1;
  const giveUp = final || ctx.now.getTime() - row.createdAt.getTime() >= giveUpMs;
  await ctx.db
    .update(fiscalReceipts)
    .set({
      attempts,
      lastError: why.slice(0, 300),
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(ctx.now.getTime() + retryDelayMs(attempts)),
      ...(newId ? { requestId: randomUUID() } : {}),
    })
    .where(eq(fiscalReceipts.id, row.id));
  return giveUp ? 'failed' : 'retried';
}
