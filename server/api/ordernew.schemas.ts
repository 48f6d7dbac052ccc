import { z } from '@hono/zod-openapi';
import { paymentStates } from '#core/orders';
import { uah, uahOrNull } from './money';

/** Documented shapes of the checkout answers (SPEC §7 create/check; money in UAH, ADR 0032). */
const id = z.number().int();
const titled = { title: z.string(), title_ua: z.string() };
const method = z.strictObject({ id, ...titled, message: z.string(), message_ua: z.string() }).nullable();
const place = z.strictObject({ code: z.string(), ...titled }).nullable();

/** Delivery cost, cash-on-delivery commission and transport packaging (SPEC §9, ADR 0021). */
export const fee = z.strictObject({
  deliveryCost: uah(),
  paymentCommission: uah(),
  shippingContainer: uah(),
});

/**
 * How delivery is paid (ADR 0082): `amount` the shop charges (in `fee.deliveryCost`),
 * `free`, or `carrier_tariff`: the carrier's tariff paid to the carrier on receipt, never in `price`;
 * `estimate` when a tariff adapter can tell.
 */
export const deliveryFee = z
  .strictObject({
    type: z.enum(['amount', 'free', 'carrier_tariff']),
    amount: uahOrNull('what the shop charges; null for the carrier tariff'),
    estimate: uahOrNull("the carrier's estimated tariff, insurance excluded; null when unknown"),
    estimate_demo: z.boolean().openapi({
      description: "the estimate is the demo carrier's made-up tariff (no carrier configured)",
    }),
    paid_to: z.enum(['shop', 'carrier']),
  })
  .nullable();

/** The carrier's insurance of the declared value, 1 % Nova Poshta / 0.5 % Ukrposhta (SPEC §9), paid to the carrier. */
export const insurance = z
  .strictObject({
    percent: z.number().openapi({ description: 'percent of the declared value (1 or 0.5)' }),
    declared_value: uah('the goods to pay'),
    amount: uah(),
    paid_to: z.literal('carrier'),
  })
  .nullable();

export const certificate = z.strictObject({ number: z.string(), amount: uah('spent on this order') }).nullable();

export const checkResult = z
  .strictObject({
    cart: z.array(
      z.strictObject({
        id,
        ext_id: z.string(),
        ...titled,
        name_ua: z.string(),
        images: z.array(z.string()),
        sell_status: z.string(),
        price: uah(),
        old_price: uahOrNull(),
        quantity: z.number().int(),
        sum: uah('price × quantity'),
        discount: uah('club or promo discount of the line'),
        isAvailable: z.boolean(),
      }),
    ),
    town: place,
    deliveryData: method,
    paymentData: method,
    department: place,
    fee,
    delivery_fee: deliveryFee,
    insurance,
    goods_price: uah('goods at full (old) prices'),
    goods_price_discount: uah('goods at current prices'),
    goods_price_discount_value: uah('the sale difference'),
    discount: uah('club (loyalty) discount'),
    discount_percent: z.number().int().openapi({ description: 'percent of the club discount' }),
    discount_reason: z.enum(['level', 'birthday', 'monthly', 'personal']).nullable(),
    promocode: z.string().nullable(),
    promocode_discount: uah(),
    certificate,
    rounding: uah('kopiyky waived so that Nova Poshta cash on delivery is whole hryvnias (ADR 0114); 0 otherwise'),
    price: uah('what the shopper pays, fees included'),
    credit: z
      .strictObject({
        bank: z.enum(['privat', 'mono']),
        parts: z
          .number()
          .int()
          .openapi({ description: 'the number of payments (the bank smallest when none was sent)' }),
        parts_offered: z.array(z.number().int()).openapi({ description: 'what the bank offers: privat 2…8, mono 3…8' }),
        first_payment: uah('the first payment (takes the remainder)'),
        payment: uah('each further payment'),
      })
      .nullable()
      .openapi({
        description:
          'Paid by instalments (payment code `credit`, SPEC §9, ADR 0098): the bank and payments; null for other methods. Such an order is priced at full price: no sale price, club discount, promo code or certificate (message `credit_full_price`).',
      }),
    notAvaliableGoods: z.array(id),
    disabledDelivery: z.array(id),
    disabledPayment: z.array(id),
    disabled_checkout: z.boolean(),
    messages: z.array(
      z.strictObject({
        code: z.string(),
        goodId: id.optional(),
        params: z
          .strictObject({
            amount: uah().optional(),
            available: z.number().int().nonnegative().optional(),
            min: z.number().int().optional(),
            max: z.number().int().optional(),
          })
          .optional()
          .openapi({
            description:
              'min_order_add: `amount` still missing to exceed 500 UAH; stock_short / stock_none: `available`, what the stores hold (ADR 0083); credit_parts_invalid: `min`…`max` payments the bank offers; credit_max_units: `max` units (ADR 0098)',
          }),
        message: z.string(),
        message_ua: z.string(),
      }),
    ),
  })
  .openapi('CheckResult');
export type CheckResultJson = z.infer<typeof checkResult>;

/** Where the shopper pays online: LiqPay's form to post, or a page to open. */
export const paymentStart = z
  .strictObject({
    provider: z.string().openapi({ description: 'liqpay | monobank | privat_parts | mono_parts | demo' }),
    method: z.enum(['GET', 'POST']).openapi({ description: 'POST: send `data` and `signature` as a form to `url`' }),
    url: z.string().openapi({ description: 'absolute' }),
    data: z.string().nullable().openapi({ description: "LiqPay's base64 `data`; null for a page" }),
    signature: z.string().nullable(),
    demo: z.boolean().openapi({ description: 'the demo provider: no money moves' }),
  })
  .openapi('PaymentStart');

export const placedOrder = z.strictObject({
  order_id: id,
  total: uah('the order price'),
  created: z.boolean().openapi({ description: 'false when the idempotency key was used before' }),
  payment_status: z.enum(paymentStates),
  payment: paymentStart.nullable().openapi({
    description: 'card or instalments: where to pay now; null otherwise or when the provider did not answer',
  }),
});

export const refusedOrder = z.strictObject({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  message_ua: z.string(),
  data: z.strictObject({ check: checkResult.nullable() }),
});
