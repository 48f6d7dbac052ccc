import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { normalizePhone } from '#core/accounts';
import { blockingMessages, type CheckResult, checkOrder, promoCustomerKeys } from '#core/checkout';
import { addWorkingDays, initialPaymentStatus, openInvoice, paymentDetailsOf } from '#core/payments';
import type { Ctx } from '#core/shared';
import { reserveOrder } from '#core/stock';
import { cartLines, orderLines, orderStatusHistory, orders } from '#db/schema';
import type { CreateOrderInput } from './create-order-input';
import { spendVouchers } from './vouchers';

/** SPEC §9: an invoice is paid within 3 working days. */
export const invoiceWorkingDays = 3;

export type CreateOrderResult =
  | { ok: true; orderId: number; created: boolean; total: number }
  | {
      ok: false;
      error:
        | 'checkout_disabled'
        | 'idempotency_conflict'
        | 'promo_exhausted'
        | 'certificate_exhausted'
        | 'company_required'
        | 'edrpou_invalid'
        | 'good_not_in_store'
        | 'stock_gone';
      check?: CheckResult;
      /** A line another order took first (ADR 0120): which good, and how many are left. */
      stock?: { goodId: number; available: number };
    };

class Refusal extends Error {
  constructor(
    readonly code:
      | 'checkout_disabled'
      | 'promo_exhausted'
      | 'certificate_exhausted'
      | 'company_required'
      | 'edrpou_invalid'
      | 'good_not_in_store'
      | 'stock_gone'
      | 'duplicate',
    readonly check?: CheckResult,
    readonly stock?: { goodId: number; available: number },
  ) {
    super(code);
  }
}

export type CreateOrderOptions = {
  /** A guest's session (e.g. a cookie value): binds the idempotency key to that browser (ADR 0034). */
  guestSession?: string | null;
  /** The client spent its budget of failed voucher attempts (ADR 0033). */
  vouchersBlocked?: boolean;
};

/**
 * Places an order (ADR 0023): re-runs the check inside ONE transaction and refuses when checkout
 * is disabled; stores the order, lines with price snapshots and status 'new'; counts the promo
 * use, spends the certificate and clears the ordered lines from a signed-in shopper's cart.
 * Its lines are reserved (ADR 0120) at the pickup store, or at the dispatching stores for a
 * delivery; a line another order took first refuses it with SPEC §8's message.
 * The same idempotency key from the same owner with the same request returns the same order; any
 * other reuse of a key is a conflict (ADR 0034). Any failure writes nothing.
 */
export async function createOrder(
  ctx: Ctx,
  input: CreateOrderInput,
  options: CreateOrderOptions = {},
): Promise<CreateOrderResult> {
  const userId = ctx.user?.id ?? null;
  const binding = { scope: idempotencyScope(userId, options.guestSession), requestHash: requestHash(input) };
  const existing = await findByKey(ctx, input.idempotency_key);
  if (existing) return replay(existing, binding);
  const customerKeys = await promoCustomerKeys(ctx, input.phone);
  const other = input.other_recipient === '1';
  const checkInput = {
    ...input,
    recipient_first_name: other ? input.recipient_first_name : input.first_name,
    recipient_last_name: other ? input.recipient_last_name : input.last_name,
    recipient_second_name: other ? input.recipient_second_name : input.second_name,
  };
  try {
    const placed = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const check = await checkOrder(txCtx, checkInput, { vouchersBlocked: options.vouchersBlocked });
      if (check.disabledCheckout || !check.delivery || !check.payment)
        throw new Refusal(stockOnly(check) ? stockRefusal(check) : 'checkout_disabled', check);
      if (check.payment.code === 'invoice') {
        // SPEC §9 bank transfer: the invoice is made out to a company, named with its EDRPOU.
        if (!input.company) throw new Refusal('company_required', check);
        if (!/^(\d{8}|\d{10})$/.test(input.edrpou)) throw new Refusal('edrpou_invalid', check);
      }
      const address = [input.street, input.house, input.flat ? `кв. ${input.flat}` : ''].filter(Boolean).join(', ');
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          idempotencyKey: input.idempotency_key,
          idempotencyScope: binding.scope,
          requestHash: binding.requestHash,
          status: 'new',
          locale: ctx.locale,
          townCode: input.townCode,
          deliveryMethodId: check.delivery.id,
          departmentCode: check.department && !check.department.storeId ? check.department.code : null,
          storeId: check.department?.storeId ?? null,
          deliveryAddress: check.delivery.kind === 'courier' ? address : null,
          paymentMethodId: check.payment.id,
          phone: input.phone,
          firstName: input.first_name,
          lastName: input.last_name,
          secondName: input.second_name || null,
          email: input.email || null,
          recipientFirstName: other ? input.recipient_first_name : null,
          recipientLastName: other ? input.recipient_last_name : null,
          recipientSecondName: other ? input.recipient_second_name || null : null,
          recipientPhone: other ? normalizePhone(input.recipient_phone) : null,
          noCallBack: input.call_back === '1',
          comment: input.comment,
          goodsPrice: check.goodsPrice,
          // Sale difference + club discount: total = goods − goods_discount − promo − certificate + fees.
          goodsDiscount: check.goodsPriceDiscountValue + check.discount,
          loyaltyPercent: check.discountPercent,
          promoCode: check.promocode,
          promoDiscount: check.promocodeDiscount,
          certificateNumber: check.certificate?.number ?? null,
          certificateAmount: check.certificate?.amount ?? 0,
          deliveryCost: check.fee.deliveryCost,
          paymentCommission: check.fee.paymentCommission,
          shippingContainer: check.fee.shippingContainer,
          rounding: check.rounding,
          total: check.price,
          paymentStatus: initialPaymentStatus(check.payment.code, check.price),
          // Instalments: the bank and number of payments as checked (defaults filled in, ADR 0098).
          paymentParts: check.credit?.parts ?? null,
          paymentDetails: paymentDetailsOf(check.payment.code, { ...input, bank: check.credit?.bank ?? input.bank }),
          paymentDueAt: check.payment.code === 'invoice' ? addWorkingDays(ctx.now, invoiceWorkingDays) : null,
          createdAt: ctx.now,
        })
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning({ id: orders.id });
      if (!order) throw new Refusal('duplicate');
      await tx.insert(orderLines).values(
        check.lines.map((l) => ({
          orderId: order.id,
          goodId: l.id,
          extId: l.extId,
          titleUa: l.titleUa,
          titleRu: l.titleRu,
          price: l.price,
          oldPrice: l.oldPrice,
          quantity: l.quantity,
          discount: l.discount,
        })),
      );
      await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'new', createdAt: ctx.now });
      const storeId = check.department?.storeId ?? null;
      const reserved = await reserveOrder(
        txCtx,
        order.id,
        check.lines.map((l) => ({ goodId: l.id, quantity: l.quantity })),
        storeId !== null ? { kind: 'pickup', storeId } : { kind: 'delivery' },
      );
      if (!reserved.ok)
        throw new Refusal(storeId !== null ? 'good_not_in_store' : 'stock_gone', check, {
          goodId: reserved.goodId,
          available: reserved.available,
        });
      if (check.payment.code === 'invoice') await openInvoice(txCtx, order.id);
      const exhausted = await spendVouchers(txCtx, order.id, check, customerKeys);
      if (exhausted) throw new Refusal(exhausted, check);
      if (userId !== null)
        await tx.delete(cartLines).where(
          and(
            eq(cartLines.userId, userId),
            inArray(
              cartLines.goodId,
              check.lines.map((l) => l.id),
            ),
          ),
        );
      return { orderId: order.id, total: check.price };
    });
    return { ok: true, created: true, ...placed };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.code === 'duplicate') {
      const raced = await findByKey(ctx, input.idempotency_key);
      if (raced) return replay(raced, binding);
      throw error;
    }
    return { ok: false, error: error.code, check: error.check, ...(error.stock ? { stock: error.stock } : {}) };
  }
}

/** The codes of a check that say only "the stores no longer hold it". */
const stockCodes = new Set(['good_not_in_store', 'stock_none', 'stock_short']);

/**
 * A check that blocks for stock alone: the shopper saw the goods on the checkout page, so the
 * pieces were taken since (ADR 0120: a racer that commits first). On PGlite the racers run one
 * after the other, so the loser's check already sees the winner's reservation; on PostgreSQL it
 * may pass the check and lose at the reservation. Both answer the same code and text.
 */
function stockOnly(check: CheckResult): boolean {
  const codes = blockingMessages(check).map((m) => m.code);
  return codes.length > 0 && codes.every((c) => stockCodes.has(c)) && !!check.delivery && !!check.payment;
}

/** A pickup names its store (SPEC §8 "Товар відсутній у обраному магазині."); a delivery says it sold out. */
const stockRefusal = (check: CheckResult) => (check.department?.storeId ? 'good_not_in_store' : 'stock_gone');

async function findByKey(ctx: Ctx, key: string) {
  const [row] = await ctx.db
    .select({
      id: orders.id,
      userId: orders.userId,
      scope: orders.idempotencyScope,
      requestHash: orders.requestHash,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

/** Whose key it is: the account, the guest's browser session, or an anonymous guest client. */
export function idempotencyScope(userId: number | null, guestSession: string | null | undefined): string {
  if (userId !== null) return `user:${userId}`;
  if (guestSession) return `guest:${createHash('sha256').update(guestSession).digest('hex').slice(0, 32)}`;
  return 'guest';
}

/** The order as asked for, key aside: a replay with another cart, address or phone is not a replay. */
function requestHash(input: CreateOrderInput): string {
  const { idempotency_key: _key, ...rest } = input;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

/** JSON with object keys sorted at every level, so equal inputs hash equally. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function replay(
  existing: { id: number; userId: number | null; scope: string | null; requestHash: string | null; total: number },
  binding: { scope: string; requestHash: string },
): CreateOrderResult {
  // Orders placed before keys were bound (no scope stored) fall back to the account check.
  const sameOwner =
    existing.scope === null
      ? `user:${existing.userId}` === binding.scope || (existing.userId === null && binding.scope === 'guest')
      : existing.scope === binding.scope;
  const sameRequest = existing.requestHash === null || existing.requestHash === binding.requestHash;
  if (!sameOwner || !sameRequest) return { ok: false, error: 'idempotency_conflict' };
  return { ok: true, orderId: existing.id, created: false, total: existing.total };
}
