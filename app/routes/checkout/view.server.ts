import type { CartTotals } from '#core/cart';
import {
  type CarrierTariffs,
  type CheckResult,
  checkOrder,
  checkOrderInput,
  type DepartmentView,
  defaultTownCode,
  instalmentBank,
  instalmentParts,
  instalmentPayments,
  listDeliveryMethods,
  listDepartments,
  type PointTooSmall,
  searchTowns,
} from '#core/checkout';
import { errorTexts } from '#core/i18n';
import { type Ctx, decimalUah } from '#core/shared';
import { recordVoucherFailures, type VoucherClient, vouchersBlocked } from '#server/http/voucher-guard';
import type { CheckoutState } from './state.server';

export type FieldView = {
  name: string;
  title: string;
  type: 'input' | 'select' | 'checkbox';
  pattern: string | null;
  required: boolean;
  values: { value: string; title: string }[];
};
export type MethodView = {
  id: number;
  title: string;
  message: string;
  kind: string;
  disabled: boolean;
  fields: FieldView[];
};
export type CheckoutView = ReturnType<typeof toView>;

/** Fields the page renders elsewhere: recipient names (other recipient), the certificate box. */
const shownElsewhere = new Set(['recipient_full_name', 'certificate']);

/** Check messages that inform and do not block: shown as notices, not as reasons. */
const advisory = new Set(['promo_sale_goods', 'promo_club_better', 'credit_full_price']);

/**
 * Instalments (SPEC §9, ADR 0098): the bank and number of payments from the method's fields
 * (`f_bank`, `f_parts`). A number the newly chosen bank does not offer falls back to its default.
 */
function creditChoice(extra: Record<string, string>): { bank: string; parts: string } {
  const bank = extra.bank === 'privat' || extra.bank === 'mono' ? extra.bank : '';
  const parts = extra.parts ?? '';
  const offered = instalmentParts[instalmentBank(bank)];
  return { bank, parts: /^\d{1,2}$/.test(parts) && offered.includes(Number(parts)) ? parts : '' };
}

/** A core error code as a text in the page's language ({amount} in UAH, other parameters as they are). */
export function codeText(ctx: Ctx, code: string, amount?: number, counts: Record<string, number> = {}): string {
  const texts = errorTexts(code, { ...counts, ...(amount !== undefined ? { amount: decimalUah(amount) } : {}) });
  return ctx.locale === 'ru' ? texts.message : texts.message_ua;
}

/**
 * The checkout as the page shows it (SPEC §3 Order, §4 Checkout): the chosen town, its delivery
 * methods, departments, payments of the chosen delivery and the server's check of the order.
 * Choices no longer offered fall back to the first ones (§4).
 */
export async function buildCheckout(ctx: Ctx, state: CheckoutState, cart: CartTotals, client: CheckoutClient) {
  const view = await buildOnce(ctx, state, cart, client);
  // A method the order cannot use (pickup when no store holds every good) gives way to the first usable one.
  const chosen = view.deliveries.find((d) => String(d.id) === view.state.deliveryMethod);
  const usable = view.deliveries.find((d) => !d.disabled);
  if (!chosen?.disabled || !usable) return view;
  return buildOnce(ctx, { ...view.state, deliveryMethod: String(usable.id), paymentMethod: '' }, cart, client);
}

/** Who checks out (their voucher budget), and the carriers' tariff estimates when configured. */
export type CheckoutClient = VoucherClient & { tariffs?: CarrierTariffs };

async function buildOnce(ctx: Ctx, state: CheckoutState, cart: CartTotals, client: CheckoutClient) {
  let listed = await listDeliveryMethods(ctx, state.townCode || defaultTownCode);
  if (!listed.ok) listed = await listDeliveryMethods(ctx, defaultTownCode);
  const town = listed.ok ? listed.town : { code: defaultTownCode, titleUa: 'Київ', titleRu: 'Киев' };
  const methods = listed.ok ? listed.methods : [];
  const delivery = methods.find((m) => String(m.id) === state.deliveryMethod) ?? methods[0] ?? null;
  const payment = delivery?.payments.find((p) => String(p.id) === state.paymentMethod) ?? delivery?.payments[0] ?? null;
  const cartLines = cart.goods.filter((g) => !g.isDeleted).map((g) => ({ id: g.id, quantity: g.quantity }));
  // With the cart, points its parcel cannot fit come marked (a rod and a parcel locker).
  const deps = delivery ? await listDepartments(ctx, town.code, delivery.id, cartLines) : null;
  const departments = deps?.ok ? deps.departments : [];
  const department = departments.find((d) => d.code === state.selectedDepartment)?.code ?? '';
  const other = state.other_recipient === '1';
  const errors: Record<string, string> = {};
  const raw = {
    deliveryMethod: delivery ? String(delivery.id) : '',
    selectedDepartment: department,
    paymentMethod: payment ? String(payment.id) : '',
    cart: JSON.stringify(cartLines),
    promo_code: state.promo_code,
    townCode: town.code,
    certificate: state.certificate,
    recipient_first_name: other ? state.recipient_first_name : state.first_name,
    recipient_last_name: other ? state.recipient_last_name : state.last_name,
    recipient_second_name: other ? state.recipient_second_name : state.second_name,
    street: state.street,
    house: state.house,
    flat: state.flat,
    phone: state.phone,
    ...creditChoice(state.extra),
  };
  let parsed = checkOrderInput.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key in raw) {
        errors[key] = codeText(ctx, issue.message);
        (raw as Record<string, string>)[key] = '';
      }
    }
    parsed = checkOrderInput.safeParse(raw);
  }
  const blocked = await vouchersBlocked(client);
  const check = parsed.success
    ? await checkOrder(ctx, parsed.data, { vouchersBlocked: blocked, tariffs: client.tariffs })
    : null;
  if (check) {
    // Only a code the shopper just changed spends the failure budget, not every re-check (ADR 0033).
    const fresh = (code: string) =>
      (code === 'promo_invalid' && state.promo_code !== state.promo_seen) ||
      (code === 'certificate_invalid' && state.certificate !== state.cert_seen);
    await recordVoucherFailures(client, { ...check, messages: check.messages.filter((m) => fresh(m.code)) });
  }
  const towns = state.town_q ? await searchTowns(ctx, state.town_q) : [];
  const normalized: CheckoutState = {
    ...state,
    townCode: town.code,
    deliveryMethod: raw.deliveryMethod,
    paymentMethod: raw.paymentMethod,
    selectedDepartment: department,
    promo_seen: state.promo_code,
    cert_seen: state.certificate,
    // The number of payments as checked (a default filled in), so the select shows it.
    extra: check?.credit ? { ...state.extra, parts: String(check.credit.parts) } : state.extra,
  };
  return toView(ctx, {
    state: normalized,
    town,
    towns,
    methods,
    delivery,
    departments,
    check,
    errors,
  });
}

type Parts = {
  state: CheckoutState;
  town: { code: string; titleUa: string; titleRu: string };
  towns: Awaited<ReturnType<typeof searchTowns>>;
  methods: Extract<Awaited<ReturnType<typeof listDeliveryMethods>>, { ok: true }>['methods'];
  delivery: Parts['methods'][number] | null;
  departments: DepartmentView[];
  check: CheckResult | null;
  errors: Record<string, string>;
};

function toView(ctx: Ctx, p: Parts) {
  const ru = ctx.locale === 'ru';
  const title = (x: { titleUa: string; titleRu: string }) => (ru ? x.titleRu : x.titleUa);
  const fields = (list: Parts['methods'][number]['fields']): FieldView[] =>
    list
      .filter((f) => !shownElsewhere.has(f.name))
      .map((f) => ({
        name: f.name,
        title: ru ? f.title : f.title_ua,
        type: f.type,
        pattern: f.pattern ?? null,
        required: f.required ?? false,
        values: (f.values ?? []).map((v) => ({ value: v.value, title: ru ? v.title : v.title_ua })),
      }));
  const check = p.check;
  const method = (m: { id: number; titleUa: string; titleRu: string; messageUa: string; messageRu: string }) => ({
    id: m.id,
    title: title(m),
    message: ru ? m.messageRu : m.messageUa,
  });
  const lineTitle = new Map(check?.lines.map((l) => [l.id, title(l)]));
  const messages = (check?.messages ?? []).map((m) => {
    const { amount, ...counts } = m.params ?? {};
    const text = codeText(ctx, m.code, amount, counts);
    return { code: m.code, text: m.goodId !== undefined ? `${lineTitle.get(m.goodId) ?? ''}: ${text}` : text };
  });
  return {
    state: p.state,
    town: { code: p.town.code, title: title(p.town) },
    towns: p.towns.map((t) => ({ code: t.code, title: title(t), region: ru ? t.regionRu : t.regionUa })),
    deliveries: p.methods.map((m) => ({
      ...method(m),
      kind: m.kind,
      disabled: check?.disabledDelivery.includes(m.id) ?? false,
      fields: fields(m.fields),
    })),
    deliveryKind: p.delivery?.kind ?? null,
    departments: departmentsView(p.departments, check, title, (id) => lineTitle.get(id) ?? ''),
    payments: (p.delivery?.payments ?? []).map((pm) => ({
      ...method(pm),
      code: pm.code,
      kind: pm.code,
      disabled: check?.disabledPayment.includes(pm.id) ?? false,
      fields: fields(pm.fields),
    })),
    totals: check && {
      goods: check.goodsPrice,
      sale: check.goodsPriceDiscountValue,
      discount: check.discount,
      discountPercent: check.discountPercent,
      discountReason: check.discountReason,
      deliveryFee: check.deliveryFee,
      insurance: check.insurance,
      promo: check.promocodeDiscount,
      promocode: check.promocode,
      certificate: check.certificate?.amount ?? 0,
      rounding: check.rounding,
      delivery: check.fee.deliveryCost,
      commission: check.fee.paymentCommission,
      packaging: check.fee.shippingContainer,
      price: check.price,
    },
    /** Instalments: the bank and each number of payments it offers with its payments (kopiyky), for the select. */
    credit: check?.credit
      ? {
          bank: check.credit.bank,
          parts: check.credit.parts,
          options: check.credit.offered.map((n) => ({ parts: n, ...instalmentPayments(check.price, n) })),
        }
      : null,
    reasons: messages.filter((m) => !advisory.has(m.code)),
    notices: messages.filter((m) => advisory.has(m.code)),
    disabled: check ? check.disabledCheckout : true,
    errors: p.errors,
  };
}

type Titled = { titleUa: string; titleRu: string };

/**
 * Departments as the list shows them. A pickup store says whether it holds the whole cart or
 * which goods it lacks, and one lacking any is disabled (ADR 0083); those with
 * everything come first.
 */
function departmentsView(
  list: Parts['departments'],
  check: CheckResult | null,
  title: (x: Titled) => string,
  goodTitle: (id: number) => string,
) {
  const gaps = new Map(check?.storeGaps.map((g) => [g.storeId, g.goodIds]));
  const view = list.map((d) => {
    const gap = d.storeId === null ? undefined : gaps.get(d.storeId);
    const lacking = gap?.map(goodTitle) ?? [];
    /** null: not a store, or the cart was not checked; true / false: it holds the whole cart or not. */
    const hasAll = gap === undefined ? null : lacking.length === 0;
    return { code: d.code, title: title(d), hasAll, lacking, tooSmall: d.tooSmall ? tooSmallView(d.tooSmall) : null };
  });
  const usable = (d: (typeof view)[number]) => d.hasAll !== false && d.tooSmall === null;
  return [...view.filter(usable), ...view.filter((d) => !usable(d))];
}

/**
 * Why a point cannot take the cart's parcel: its kind and its limits as the carrier
 * gives them, "40×30×60 см, 20 кг" (width × height × length, NP's order); units read the same in ru.
 */
function tooSmallView(p: PointTooSmall): { kind: PointTooSmall['kind']; limits: string } {
  const cm = (mm: number) => String(Math.round(mm / 10));
  const size =
    p.maxWidthMm !== null && p.maxHeightMm !== null && p.maxLengthMm !== null
      ? `${cm(p.maxWidthMm)}×${cm(p.maxHeightMm)}×${cm(p.maxLengthMm)} см`
      : null;
  const weight = p.maxWeightG !== null ? `${Math.round(p.maxWeightG / 100) / 10} кг`.replace('.', ',') : null;
  return { kind: p.kind, limits: [size, weight].filter(Boolean).join(', ') };
}
