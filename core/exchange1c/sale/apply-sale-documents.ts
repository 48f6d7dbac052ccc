import { sql } from 'drizzle-orm';
import { outboxSmsGateway, type SmsGateway } from '#core/accounts';
import { changeOrderStatusByShop } from '#core/orders';
import { markPaidByExchange } from '#core/payments';
import type { Ctx } from '#core/shared';
import { recordAudit } from '#core/staff';
import type { OrderStatus } from '#db/schema';
import { orderFingerprint } from './fingerprint';
import type { IncomingDocument } from './parse-sale-documents';
import { type IncomingIntent, readIncoming } from './read-incoming';
import { statusPath } from './status-path';

/** The name the history, the payment's event and the audit log show for 1C's changes. */
export const exchangeActor = '1C exchange';

export type SaleProblem = {
  line: number;
  /** The document's Ид / Номер as 1C sent them. */
  ref: string;
  error: 'exchange_sale_order_unknown' | 'exchange_sale_status_unknown' | 'exchange_sale_status_invalid';
  detail?: string;
};

export type SaleApplyReport = {
  applied: number;
  unchanged: number;
  /** Documents of other operations than "Заказ товара" (1C's own payments, shipments…). */
  skipped: number;
  /** Paid by 1C's word but not ours to mark (collected on delivery, cancelled…): left as they are. */
  notPayable: number[];
  /** Refused documents: nothing of them applied. */
  problems: SaleProblem[];
  /** Applied documents with a part left out (a status name we do not know, ADR 0118). */
  warnings: SaleProblem[];
};

class Refusal extends Error {
  constructor(readonly problem: Omit<SaleProblem, 'line' | 'ref'>) {
    super(problem.error);
  }
}

/**
 * Applies the documents 1C sent back (ADR 0103), each in its own transaction: the payment
 * first (through core/payments, like a manager's "mark paid"), then the status through the order
 * workflow — walked step by step, the shopper told only of the last — all under the actor
 * "1C exchange". An unknown order or an impossible move is reported and changes nothing of that
 * document; an unknown status name is reported and moves nothing, the rest of that document (its
 * payment, 1C's flags) still applies (ADR 0118). The same documents twice change nothing.
 */
export async function applySaleDocuments(
  ctx: Ctx,
  documents: readonly IncomingDocument[],
  options: { fileName?: string; sms?: SmsGateway } = {},
): Promise<SaleApplyReport> {
  const report: SaleApplyReport = {
    applied: 0,
    unchanged: 0,
    skipped: 0,
    notPayable: [],
    problems: [],
    warnings: [],
  };
  for (const doc of documents) {
    const ref = doc.id ?? doc.number ?? '';
    if (doc.operation && doc.operation !== 'Заказ товара') {
      report.skipped++;
      continue;
    }
    const intent = readIncoming(doc);
    if (intent.orderId === null) {
      report.problems.push({ line: doc.line, ref, error: 'exchange_sale_order_unknown' });
      continue;
    }
    // A name we do not know moves nothing; the document's payment and flags still apply.
    if (intent.unknownStatus !== null)
      report.warnings.push({
        line: doc.line,
        ref,
        error: 'exchange_sale_status_unknown',
        detail: intent.unknownStatus,
      });
    const orderId = intent.orderId;
    try {
      const outcome = await ctx.db.transaction(async (tx) => {
        const txCtx = { ...ctx, db: tx };
        const [order] = rowsOf<{ status: OrderStatus; kind: 'department' | 'courier' | 'pickup'; fp: string }>(
          await tx.execute(sql`
            select o.status, m.kind, ${orderFingerprint} as fp
            from orders o join delivery_methods m on m.id = o.delivery_method_id
            where o.id = ${orderId} for update of o`),
        );
        if (!order) throw new Refusal({ error: 'exchange_sale_order_unknown' });
        const path = intent.status ? statusPath(order.status, intent.status, order.kind) : impliedPath(order, intent);
        if (path === null)
          throw new Refusal({ error: 'exchange_sale_status_invalid', detail: `${order.status} → ${intent.status}` });
        let changed = false;
        if (intent.paid) {
          const note = ['1C', intent.paid.number && `№ ${intent.paid.number}`, intent.paid.date]
            .filter(Boolean)
            .join(' ');
          const paid = await markPaidByExchange(txCtx, {
            orderId,
            note,
            by: exchangeActor,
            details: Object.fromEntries(Object.entries(intent.paid).filter(([, v]) => v !== null)) as Record<
              string,
              string
            >,
          });
          if (paid.ok) changed = true;
          else if (paid.error === 'not_payable') report.notPayable.push(orderId);
        }
        for (const [i, status] of path.entries()) {
          const moved = await changeOrderStatusByShop(
            txCtx,
            { orderId, status, by: exchangeActor, quiet: i < path.length - 1 },
            options.sms ?? outboxSmsGateway,
          );
          if (!moved.ok) throw new Refusal({ error: 'exchange_sale_status_invalid', detail: `→ ${status}` });
          changed = true;
        }
        if (changed) await keepExportInStep(txCtx, orderId, order.fp);
        return changed ? 'applied' : 'unchanged';
      });
      report[outcome]++;
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      report.problems.push({ line: doc.line, ref, ...e.problem });
    }
  }
  await recordAudit(
    ctx,
    { kind: 'import', name: exchangeActor },
    {
      action: 'exchange1c.sale_file',
      entity: 'exchange1c',
      entityId: options.fileName ?? 'sale',
      after: { ...report, problems: report.problems.slice(0, 50), warnings: report.warnings.slice(0, 50) },
    },
  );
  return report;
}

/**
 * The steps 1C's flags imply (ADR 0118): only forwards — an order already there or past it, or one
 * the workflow cannot walk there (cancelled, a pickup never "shipped"), is left as it is.
 */
function impliedPath(
  order: { status: OrderStatus; kind: 'department' | 'courier' | 'pickup' },
  intent: IncomingIntent,
): OrderStatus[] {
  if (!intent.atLeast || (intent.atLeast === 'shipped' && order.kind === 'pickup')) return [];
  return statusPath(order.status, intent.atLeast, order.kind) ?? [];
}

/**
 * 1C made this change, so it has the order as it is now: when 1C had the order as it was before
 * (its confirmed fingerprint), it gets the new one, and the order is not echoed back to it.
 */
async function keepExportInStep(ctx: Ctx, orderId: number, before: string) {
  await ctx.db.execute(sql`
    update order_exports e set exported_hash = (select ${orderFingerprint} from orders o where o.id = ${orderId})
    where e.order_id = ${orderId} and e.exported_hash = ${before}`);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
