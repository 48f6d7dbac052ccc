import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { orderLines, orders, type PaymentProviderName, paymentEvents, paymentMethods, payments } from '#db/schema';
import { type PaymentGateway, providerForMethod } from './gateway';
import { isPayableOnline } from './order-payment';
import type { OrderForPayment, PaymentCheckout } from './provider';
import { registeredPaymentProvider } from './registry';

/**
 * Where a provider posts its callbacks: a registered provider's own path (its folder's entry;
 * server/payments.ts serves them), else `/payments/<name>` (the shop's own ways, which post none).
 */
export const callbackPathOf = (name: PaymentProviderName): string =>
  registeredPaymentProvider(name)?.callbackPath ?? `/payments/${name}`;

/** An attempt the shopper may still finish is reused for this long (a reload, a second click). */
const reuseMs = 20 * 60_000;
/** An online attempt nobody finished expires after a day (monobank's invoice lives as long). */
export const onlineAttemptMs = 24 * 3600_000;

export type StartPaymentResult =
  | {
      ok: true;
      paymentId: number;
      reference: string;
      provider: PaymentProviderName;
      demo: boolean;
      checkout: PaymentCheckout;
    }
  | { ok: false; error: 'order_not_found' | 'not_payable' | 'provider_unavailable' };

/** A random reference: the provider's order id for this attempt; nobody can guess another's. */
export function newReference(orderId: number): string {
  return `${orderId}-${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/**
 * Starts (or resumes) paying an order online (ADR 0096): only an unpaid order paid by
 * card or instalments, through the provider configured for its method. A pending attempt of the
 * same provider and amount younger than 20 minutes is reused; otherwise a new attempt is stored,
 * registered at the provider and its checkout (where the browser goes) kept with it. A provider
 * that does not answer marks the attempt failed and answers `provider_unavailable`: the shopper
 * retries from the order page. `origin` makes the absolute return and callback addresses.
 */
export async function startPayment(
  ctx: Ctx,
  gateway: PaymentGateway,
  orderId: number,
  origin: string,
): Promise<StartPaymentResult> {
  const [order] = await ctx.db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      locale: orders.locale,
      phone: orders.phone,
      email: orders.email,
      firstName: orders.firstName,
      lastName: orders.lastName,
      parts: orders.paymentParts,
      details: orders.paymentDetails,
      method: paymentMethods.code,
    })
    .from(orders)
    .innerJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(eq(orders.id, orderId));
  if (!order) return { ok: false, error: 'order_not_found' };
  const provider = providerForMethod(gateway, order.method, order.details.bank);
  if (!provider || !isPayableOnline(order)) return { ok: false, error: 'not_payable' };

  const [recent] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.status, 'pending'),
        eq(payments.provider, provider.name),
        eq(payments.amount, order.total),
        gt(payments.createdAt, new Date(ctx.now.getTime() - reuseMs)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (recent?.checkout)
    return {
      ok: true,
      paymentId: recent.id,
      reference: recent.reference,
      provider: provider.name,
      demo: !!provider.demo,
      checkout: recent.checkout,
    };

  const lines = await ctx.db
    .select({
      goodId: orderLines.goodId,
      extId: orderLines.extId,
      titleUa: orderLines.titleUa,
      titleRu: orderLines.titleRu,
      price: orderLines.price,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  const reference = newReference(order.id);
  const parts = order.method === 'credit' ? order.parts : null;
  // Stored with the order locked and read again: a line edit or a cancel that came in
  // since the read above wins (the shopper retries with the new total); one that comes after
  // closes this attempt, since the edit and the cancel lock the order too.
  const payment = await ctx.db.transaction(async (tx) => {
    const [now] = await tx
      .select({ total: orders.total, status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    if (!now || now.total !== order.total || !isPayableOnline({ ...order, ...now })) return null;
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: provider.name,
        amount: order.total,
        reference,
        parts,
        createdAt: ctx.now,
        updatedAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + onlineAttemptMs),
      })
      .returning({ id: payments.id });
    if (!row) throw new Error('payment insert returned nothing');
    return row;
  });
  if (!payment) return { ok: false, error: 'not_payable' };
  const forProvider: OrderForPayment = {
    id: order.id,
    locale: order.locale === 'ru' ? 'ru' : 'ua',
    phone: order.phone,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    lines: lines.map((l) => ({
      goodId: l.goodId,
      extId: l.extId,
      title: order.locale === 'ru' ? l.titleRu : l.titleUa,
      price: l.price,
      quantity: l.quantity,
    })),
    total: order.total,
  };
  try {
    const started = await provider.start({
      reference,
      amount: order.total,
      parts,
      providerId: null,
      order: forProvider,
      resultUrl: `${origin}/payments/return/${reference}`,
      serverUrl: `${origin}${callbackPathOf(provider.name)}`,
    });
    await ctx.db
      .update(payments)
      .set({ providerId: started.providerId ?? null, checkout: started.checkout, updatedAt: ctx.now })
      .where(eq(payments.id, payment.id));
    await ctx.db.update(orders).set({ paymentProvider: provider.name }).where(eq(orders.id, order.id));
    return {
      ok: true,
      paymentId: payment.id,
      reference,
      provider: provider.name,
      demo: !!provider.demo,
      checkout: started.checkout,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'start failed';
    await ctx.db
      .update(payments)
      .set({ status: 'failed', failureReason: `start: ${reason}`, updatedAt: ctx.now })
      .where(eq(payments.id, payment.id));
    await ctx.db.insert(paymentEvents).values({
      paymentId: payment.id,
      provider: provider.name,
      source: 'poll',
      verified: true,
      outcome: `rejected: start failed: ${reason}`,
      status: 'failed',
      createdAt: ctx.now,
    });
    return { ok: false, error: 'provider_unavailable' };
  }
}
