import { and, eq } from 'drizzle-orm';
import { loadPackGoods, packParcels } from '#core/carriers';
import { getLoyaltyDiscount, type LoyaltyReason } from '#core/loyalty';
import {
  bp,
  codCommission,
  codMaxAmount,
  codRounding,
  kyivCourierCost,
  maxOrderAmount,
  missingForMinOrder,
  percentOf,
  transportPackageFee,
} from '#core/pricing';
import type { Ctx } from '#core/shared';
import { departments, stores } from '#db/schema';
import type { CarrierTariffs } from './carrier-tariffs';
import type { CheckMessage } from './check-message';
import type { CheckOrderInput } from './check-order-input';
import { promoCustomerKeys } from './customer-keys';
import { type DeliveryFeeLine, deliveryFeeLine, type InsuranceLine, insuranceLine } from './delivery-fee';
import { type CreditTerms, creditTerms, financedBy, instalmentLimits, instalmentPayments } from './instalments';
import { pointTooSmall } from './list-departments';
import { type CheckedLine, isFullPrice, loadLines, needsTransportPackage } from './load-lines';
import { type DeliveryView, findTown, offeredMethods, type PaymentView, type TownView } from './offered-methods';
import { shortfalls, townStock } from './stock-check';
import { findUsableCertificate, findUsablePromo } from './vouchers';

export type CheckResult = {
  town: TownView | null;
  delivery: Omit<DeliveryView, 'payments'> | null;
  payment: PaymentView | null;
  department: {
    code: string;
    titleUa: string;
    titleRu: string;
    storeId: number | null;
    /** A carrier's point: a department or a parcel locker (priced apart, ADR 0105). */
    kind?: 'department' | 'parcel_locker';
  } | null;
  lines: CheckedLine[];
  fee: { deliveryCost: number; paymentCommission: number; shippingContainer: number };
  /** How delivery is paid: an amount, free, or the carrier's tariff on receipt (ADR 0082); null before a choice. */
  deliveryFee: DeliveryFeeLine | null;
  /** The carrier's insurance of the declared value, paid to the carrier (SPEC §9, ADR 0082). */
  insurance: InsuranceLine | null;
  /** Goods at full (old) prices; at current prices; the sale difference — kopiyky. */
  goodsPrice: number;
  goodsPriceDiscount: number;
  goodsPriceDiscountValue: number;
  /** Club (loyalty) discount actually applied, its percent and why. */
  discount: number;
  discountPercent: number;
  discountReason: LoyaltyReason | null;
  promocode: string | null;
  promocodeDiscount: number;
  /** The applied promo may be used once per customer (recorded when the order is placed). */
  promoOncePerCustomer: boolean;
  certificate: { number: string; amount: number } | null;
  /** Kopiyky waived so that a whole-hryvnia carrier's cash on delivery is whole (ADR 0114); 0 otherwise. */
  rounding: number;
  /**
   * Paid by instalments (SPEC §9, ADR 0098): the bank, the number of payments, what the bank
   * offers and each payment (kopiyky; the first takes the remainder). Null for other methods.
   */
  credit: (CreditTerms & { first: number; each: number }) | null;
  /** What the shopper pays in total, carrier COD fee included (ADR 0021). */
  price: number;
  notAvailableGoods: number[];
  /** Pickup in the town: per store, the cart's goods it lacks in the wanted quantity (ADR 0083). */
  storeGaps: { storeId: number; goodIds: number[] }[];
  disabledDelivery: number[];
  disabledPayment: number[];
  disabledCheckout: boolean;
  messages: CheckMessage[];
};

/** Messages that inform but do not block the order. */
const advisory = new Set(['promo_sale_goods', 'promo_club_better', 'credit_full_price']);

/** The messages that block the order (the others only advise). */
export const blockingMessages = (check: Pick<CheckResult, 'messages'>) =>
  check.messages.filter((m) => !advisory.has(m.code));

export type CheckOptions = {
  /** The client spent its budget of failed voucher attempts: codes are not looked up (ADR 0033). */
  vouchersBlocked?: boolean;
  /** A carrier tariff adapter that can estimate the carrier's fee (ADR 0082); none → no estimate. */
  tariffs?: CarrierTariffs;
};

/**
 * Recalculates an order from the database (SPEC §7 create/check; rules §5, §8, §9, §1): prices,
 * availability, discounts, fees, certificate, and every reason the order cannot be placed yet.
 * Never trusts client prices. Money is integer kopiyky, percentages rounded half up per line.
 */
export async function checkOrder(ctx: Ctx, input: CheckOrderInput, options: CheckOptions = {}): Promise<CheckResult> {
  const messages: CheckMessage[] = [];
  if (options.vouchersBlocked && (input.promo_code || input.certificate)) {
    messages.push({ code: 'voucher_attempts_exceeded' });
    input = { ...input, promo_code: '', certificate: '' };
  }
  const town = await findTown(ctx, input.townCode);
  if (!town) messages.push({ code: 'town_not_found' });
  const methods = town ? await offeredMethods(ctx, town.code) : [];
  // An unfinished form still gets its totals, with the choices still to make as reasons.
  const deliveryFull = methods.find((m) => m.id === input.deliveryMethod) ?? null;
  if (town && input.deliveryMethod === null) messages.push({ code: 'delivery_invalid' });
  else if (town && !deliveryFull) messages.push({ code: 'delivery_unavailable' });
  const payment = deliveryFull?.payments.find((p) => p.id === input.paymentMethod) ?? null;
  if (deliveryFull && input.paymentMethod === null) messages.push({ code: 'payment_invalid' });
  else if (deliveryFull && !payment) messages.push({ code: 'payment_unavailable' });
  const department = town && deliveryFull ? await pickDepartment(ctx, town.code, deliveryFull, input, messages) : null;
  if (deliveryFull?.kind === 'courier') {
    if (!input.recipient_first_name || !input.recipient_last_name) messages.push({ code: 'recipient_name_required' });
    if (!input.street || !input.house) messages.push({ code: 'address_required' });
  }

  const lines = await loadLines(ctx, input.cart);
  const available = lines.filter((l) => l.isAvailable);
  // Instalments only at full price (SPEC §9, ADR 0098): a sale line costs its old price, and no
  // club discount, promo code or certificate applies; the codes are not even looked up.
  const isCredit = payment?.code === 'credit';
  let credit: CreditTerms | null = null;
  if (isCredit) {
    const terms = creditTerms(input, sum(lines.map((l) => l.quantity)));
    credit = terms.terms;
    messages.push(...terms.messages);
    input = { ...input, promo_code: '', certificate: '' };
    for (const l of available)
      if (!isFullPrice(l) && l.oldPrice !== null) {
        l.price = l.oldPrice;
        l.sum = l.price * l.quantity;
      }
  }
  if (!lines.length) messages.push({ code: 'cart_empty' });
  // A point that cannot take the parcel (a 125 cm rod and a locker) is refused here,
  // so no order names a point its carrier must turn the parcel away from.
  if (town && deliveryFull && department?.kind && available.length) {
    const refused = await pointTooSmall(
      ctx,
      { deliveryMethodId: deliveryFull.id, townCode: town.code, code: department.code },
      available,
    );
    if (refused)
      messages.push({ code: refused.kind === 'parcel_locker' ? 'parcel_locker_too_small' : 'department_too_small' });
  }
  for (const l of lines) if (!l.isAvailable) messages.push({ code: 'good_unavailable', goodId: l.id });
  messages.push(...(await shortfalls(ctx, available)));
  const pickup = methods.find((m) => m.kind === 'pickup');
  const stock = town && pickup ? await townStock(ctx, town.code, available) : new Map<number, Set<number>>();
  if (department?.storeId) {
    const held = stock.get(department.storeId) ?? new Set<number>();
    for (const l of available) if (!held.has(l.id)) messages.push({ code: 'good_not_in_store', goodId: l.id });
  }
  const storeGaps = [...stock].map(([storeId, has]) => ({
    storeId,
    goodIds: available.filter((l) => !has.has(l.id)).map((l) => l.id),
  }));
  const pickupPossible = storeGaps.some((g) => g.goodIds.length === 0);

  const goodsPrice = sum(available.map((l) => Math.max(l.oldPrice ?? l.price, l.price) * l.quantity));
  const goodsPriceDiscount = sum(available.map((l) => l.sum));
  const missing = missingForMinOrder(goodsPriceDiscount);
  if (lines.length && missing > 0)
    messages.push({ code: 'min_order' }, { code: 'min_order_add', params: { amount: missing } });
  if (goodsPriceDiscount > maxOrderAmount)
    messages.push({ code: 'order_too_large', params: { amount: maxOrderAmount } });

  // Discounts (ADR 0022): club % and percent promos only on full-price lines; the better one wins.
  const full = available.filter(isFullPrice);
  const loyalty = isCredit ? { percent: 0, reason: null, level: 0 } : await getLoyaltyDiscount(ctx);
  const loyaltyLines = full.map((l) => percentOf(l.sum, bp(loyalty.percent)));
  const found = input.promo_code
    ? await findUsablePromo(ctx, input.promo_code, goodsPriceDiscount, await promoCustomerKeys(ctx, input.phone))
    : null;
  const promo = found?.ok ? found.promo : null;
  if (found && !found.ok)
    messages.push('params' in found ? { code: found.code, params: found.params } : { code: found.code });
  const promoLines = promo?.kind === 'percent' ? full.map((l) => percentOf(l.sum, bp(promo.value))) : full.map(() => 0);
  const promoAmount = promo?.kind === 'fixed' ? Math.min(promo.value, goodsPriceDiscount) : sum(promoLines);
  const usePromo = promo !== null && promoAmount > sum(loyaltyLines);
  // Why a valid code gave way: it acts on no line of this cart (all on sale), or the
  // club discount is worth at least as much (ADR 0022: the better one wins, never both).
  if (promo && !usePromo)
    messages.push(
      promoAmount === 0 && full.length < available.length
        ? { code: 'promo_sale_goods' }
        : { code: 'promo_club_better', params: { amount: sum(loyaltyLines), percent: loyalty.percent } },
    );
  const lineDiscounts = usePromo ? promoLines : loyaltyLines;
  full.forEach((l, i) => {
    l.discount = lineDiscounts[i] ?? 0;
  });
  const discount = usePromo ? 0 : sum(loyaltyLines);
  const promocodeDiscount = usePromo ? promoAmount : 0;
  const goodsToPay = goodsPriceDiscount - discount - promocodeDiscount;

  const delivery = deliveryFull ? withoutPayments(deliveryFull) : null;
  const deliveryCost = delivery?.carrier === 'own' && delivery.kind === 'courier' ? kyivCourierCost(goodsToPay) : 0;
  const shippingContainer =
    delivery &&
    delivery.kind !== 'pickup' &&
    (await needsTransportPackage(
      ctx,
      available.map((l) => l.id),
    ))
      ? transportPackageFee
      : 0;
  const subtotal = goodsToPay + deliveryCost + shippingContainer;
  const estimate =
    delivery && options.tariffs && town
      ? await options.tariffs.estimate(ctx, {
          delivery,
          townCode: town.code,
          declaredValue: goodsToPay,
          cashOnDelivery: payment?.code === 'cod',
          lines: available,
          ...(department?.kind ? { pointKind: department.kind } : {}),
        })
      : null;

  // What will really ship (ADR 0117): a carrier's goods packed into parcels within SPEC
  // §9's per-parcel limits; checkout says so when it is more than one.
  const parcels =
    delivery && delivery.kind !== 'pickup' && delivery.carrier !== 'own' && available.length
      ? await parcelCount(ctx, available, goodsToPay)
      : null;

  let certificate: CheckResult['certificate'] = null;
  if (input.certificate) {
    const cert = await findUsableCertificate(ctx, input.certificate);
    if (!cert) messages.push({ code: 'certificate_invalid' });
    else certificate = { number: cert.number, amount: Math.min(cert.balance, subtotal) };
  }
  if (payment?.code === 'certificate') {
    if (!input.certificate) messages.push({ code: 'certificate_required' });
    else if (certificate && certificate.amount < subtotal) messages.push({ code: 'certificate_insufficient' });
  }
  const codCarrier = delivery?.carrier === 'nova_poshta' || delivery?.carrier === 'ukrposhta' ? delivery.carrier : null;
  // What the carrier collects for the shop is a sum it takes (ADR 0114): Nova Poshta whole
  // hryvnias, rounded down here — the one place — and shown as its own line "Заокруглення".
  const rounding =
    payment?.code === 'cod' && codCarrier ? codRounding(codCarrier, subtotal - (certificate?.amount ?? 0)) : 0;
  const amountDue = subtotal - (certificate?.amount ?? 0) - rounding;
  const commissionOf = (p: PaymentView) => (p.code === 'cod' && codCarrier ? codCommission(codCarrier, amountDue) : 0);
  // Cash at the door (ADR 0077): what the courier or the carrier collects, its fee included, ≤ 49,999 UAH.
  const overCashLimit = (p: PaymentView) =>
    delivery !== null && collectsCashAtDoor(delivery.kind, p.code) && amountDue + commissionOf(p) > codMaxAmount;
  // Instalments at full price (what credit costs: old prices, no discounts) within a bank's limits.
  const creditAmount = goodsPrice + deliveryCost + shippingContainer;
  const noBankFinances =
    available.length > 0 && !financedBy('privat', creditAmount) && !financedBy('mono', creditAmount);
  const disabledPayment = (deliveryFull?.payments ?? [])
    .filter((p) => overCashLimit(p) || (p.code === 'credit' && noBankFinances))
    .map((p) => p.id);
  if (credit && available.length && !financedBy(credit.bank, amountDue)) {
    const { min, max } = instalmentLimits[credit.bank];
    messages.push({
      code: credit.bank === 'mono' ? 'credit_amount_mono' : 'credit_amount_privat',
      params: { amount: amountDue, min: Math.ceil(min / 100), max: Math.floor(max / 100) },
    });
  }
  const paymentCommission = payment ? commissionOf(payment) : 0;
  if (payment && overCashLimit(payment))
    messages.push({ code: 'cod_limit', params: { amount: amountDue + paymentCommission } });

  return {
    town,
    delivery,
    payment,
    department,
    lines,
    fee: { deliveryCost, paymentCommission, shippingContainer },
    deliveryFee: delivery ? deliveryFeeLine(delivery, deliveryCost, estimate, estimate?.parcels ?? parcels) : null,
    insurance: delivery ? insuranceLine(delivery, goodsToPay) : null,
    goodsPrice,
    goodsPriceDiscount,
    goodsPriceDiscountValue: goodsPrice - goodsPriceDiscount,
    discount,
    discountPercent: usePromo ? 0 : loyalty.percent,
    discountReason: usePromo ? null : loyalty.reason,
    promocode: usePromo ? (promo?.code ?? null) : null,
    promocodeDiscount,
    promoOncePerCustomer: usePromo && promo?.oncePerCustomer === true,
    certificate,
    rounding,
    credit: credit && { ...credit, ...instalmentPayments(amountDue + paymentCommission, credit.parts) },
    price: amountDue + paymentCommission,
    notAvailableGoods: lines.filter((l) => !l.isAvailable).map((l) => l.id),
    storeGaps,
    disabledDelivery: pickup && available.length && !pickupPossible ? [pickup.id] : [],
    disabledPayment,
    disabledCheckout: messages.some((m) => !advisory.has(m.code)),
    messages,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** How many parcels the goods pack into (SPEC §9 per parcel), or null when a piece fits none. */
async function parcelCount(ctx: Ctx, lines: CheckedLine[], declaredValue: number): Promise<number | null> {
  const packed = packParcels(
    await loadPackGoods(
      ctx,
      lines.map((l) => ({ id: l.id, quantity: l.quantity, price: l.price })),
      declaredValue,
    ),
  );
  return packed.ok ? packed.parcels.length : null;
}

/**
 * Money handed over in cash on delivery (SPEC §9, ADR 0077): the carriers' cash on delivery, and
 * cash to whoever brings the goods (the Kyiv courier). Paying at a store's till is not: card works there.
 */
function collectsCashAtDoor(kind: DeliveryView['kind'], payment: string): boolean {
  return payment === 'cod' || (payment === 'cash' && kind !== 'pickup');
}

function withoutPayments({ payments: _, ...delivery }: DeliveryView): Omit<DeliveryView, 'payments'> {
  return delivery;
}

/** The chosen carrier department or pickup store (code = store id) in the town, or a message. */
async function pickDepartment(
  ctx: Ctx,
  townCode: string,
  delivery: DeliveryView,
  input: CheckOrderInput,
  messages: CheckMessage[],
): Promise<CheckResult['department']> {
  if (delivery.kind === 'courier') return null;
  const code = input.selectedDepartment;
  if (!code) {
    messages.push({ code: 'department_required' });
    return null;
  }
  if (delivery.kind === 'pickup') {
    const storeId = /^[1-9]\d{0,8}$/.test(code) ? Number(code) : 0;
    const [store] = await ctx.db
      .select({ id: stores.id, titleUa: stores.titleUa, titleRu: stores.titleRu })
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.townCode, townCode), eq(stores.isActive, true)));
    if (store) return { code, titleUa: store.titleUa, titleRu: store.titleRu, storeId: store.id };
  } else {
    const [row] = await ctx.db
      .select({
        code: departments.code,
        titleUa: departments.titleUa,
        titleRu: departments.titleRu,
        kind: departments.kind,
      })
      .from(departments)
      .where(
        and(
          eq(departments.deliveryMethodId, delivery.id),
          eq(departments.townCode, townCode),
          eq(departments.code, code),
          eq(departments.isActive, true),
        ),
      )
      .limit(1);
    if (row) return { ...row, storeId: null };
  }
  messages.push({ code: 'department_invalid' });
  return null;
}
