import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  checkOrder,
  checkOrderInput,
  type DeliveryView,
  listDeliveryMethods,
  listDepartments,
  type PaymentView,
  searchTowns,
  searchTownsInput,
} from '#core/checkout';
import { errorTexts } from '#core/i18n';
import { createOrderInput, placeOrder, preselectCheckout } from '#core/orders';
import { guestSessionCookie } from '#server/http/cookie-names';
import { readCookie } from '#server/http/cookies';
import { clientIp } from '#server/http/rate-limit';
import { checkRequests, recordVoucherFailures, type VoucherClient, vouchersBlocked } from '#server/http/voucher-guard';
import { requireUser } from './auth';
import { checkBody } from './check-json';
import { type ApiEnv, apiError, createRouter, ok, okResponse } from './http';
import { rateLimit } from './limits';
import { toUah } from './money';
import { checkResult, placedOrder, refusedOrder } from './ordernew.schemas';
import { paymentForApi } from './payment-json';

/** Checkout API (SPEC §7 ordernew calls plus the designed towns search and order creation, ADR 0020–0023). */
export const ordernewApi = createRouter();

const townCode = z
  .string()
  .regex(/^\d{10}$/, 'town_code_invalid')
  .openapi({ param: { name: 'townCode', in: 'path' }, type: 'string', example: '8000000000' });
const methodId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'delivery_invalid')
  .transform(Number)
  .openapi({ param: { name: 'deliveryMethodId', in: 'path' }, type: 'string', example: '3' });
const form = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/x-www-form-urlencoded': { schema } }, required: true },
});

const field = (f: { title: string; title_ua: string } & Record<string, unknown>) => f;
const payment = (p: PaymentView) => ({
  id: p.id,
  code: p.code,
  title: p.titleRu,
  title_ua: p.titleUa,
  message: p.messageRu,
  message_ua: p.messageUa,
  fields: p.fields.map(field),
});
const delivery = (m: DeliveryView) => ({
  id: m.id,
  code: m.code,
  kind: m.kind,
  title: m.titleRu,
  title_ua: m.titleUa,
  message: m.messageRu,
  message_ua: m.messageUa,
  fields: m.fields.map(field),
  payments: m.payments.map(payment),
});

ordernewApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/ordernew/delivery/places/{townCode}',
    tags: ['checkout'],
    summary: 'Delivery methods available in a town, with their fields and accepted payments',
    description:
      'SPEC §7. Methods with no town serve everywhere; the Kyiv courier only in 8000000000; store pickup only in towns with stores. Each item: id, title (ru), title_ua, message, message_ua, fields (SPEC §3 Field), payments (same shape).',
    request: { params: z.object({ townCode }) },
    responses: {
      200: { description: '`data`: list of delivery methods' },
      400: { description: 'Malformed town code' },
      404: { description: 'Unknown town' },
    },
  }),
  async (c) => {
    const result = await listDeliveryMethods(c.get('ctx'), c.req.valid('param').townCode);
    if (!result.ok) return apiError(c, 404, result.error);
    return ok(c, result.methods.map(delivery));
  },
);

ordernewApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/ordernew/delivery/placesMethod/{townCode}/{deliveryMethodId}',
    tags: ['checkout'],
    summary: "Departments of a delivery method in a town (pickup: the town's stores, code = store id)",
    request: { params: z.object({ townCode, deliveryMethodId: methodId }) },
    responses: {
      200: { description: '`data.result` (and `result`): list of { code, title, title_ua }' },
      400: { description: 'Malformed town code or method id' },
      404: { description: 'Unknown town, or the method is not offered there' },
    },
  }),
  async (c) => {
    const { townCode: town, deliveryMethodId } = c.req.valid('param');
    const result = await listDepartments(c.get('ctx'), town, deliveryMethodId);
    if (!result.ok) return apiError(c, 404, result.error);
    const list = result.departments.map((d) => ({ code: d.code, title: d.titleRu, title_ua: d.titleUa }));
    return c.json({ status: 200, result: list, data: { result: list } }, 200);
  },
);

ordernewApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/ordernew/towns',
    tags: ['checkout'],
    summary: 'Town search for checkout (designed): prefix match in both languages, biggest first, max 20',
    description: 'Empty `q` gives the biggest towns with Kyiv (8000000000) first.',
    request: { query: searchTownsInput },
    responses: {
      200: { description: '`data`: list of { code, title, title_ua, region, region_ua }' },
      400: { description: 'Bad query' },
    },
  }),
  async (c) => {
    const list = await searchTowns(c.get('ctx'), c.req.valid('query').q);
    return ok(
      c,
      list.map((t) => ({
        code: t.code,
        title: t.titleRu,
        title_ua: t.titleUa,
        region: t.regionRu,
        region_ua: t.regionUa,
      })),
    );
  },
);

ordernewApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/ordernew/create/check',
    tags: ['checkout'],
    summary: 'Recalculate an order on the server: prices, discounts, fees and why it cannot be placed yet',
    description:
      'SPEC §7. All amounts in UAH with up to two decimals (ADR 0032), read from the database (client prices are ignored). `cart` is a JSON string `[{id, quantity}]`, ≤ 100 lines, quantity 1–999. `messages` lists bilingual reasons; `disabled_checkout` is true when any of them blocks the order. Instalments (payment code `credit`, SPEC §9, ADR 0098): `bank` = `privat` (default when empty) or `mono`, `parts` = the number of payments the bank offers (privat 2…8, mono 3…8; empty → the bank smallest); such an order is priced at full price — a sale line costs its old price, no club discount, promo code or certificate (`credit_full_price`) —, monobank takes at most 10 units (`credit_max_units`); `credit` answers the bank, parts and each payment.',
    request: form(checkOrderInput),
    responses: {
      200: okResponse('`data`: the SPEC §7 check fields, money in UAH', checkResult),
      400: { description: 'Malformed input' },
    },
  }),
  async (c) => {
    const client = voucherClient(c);
    const request = await checkRequests(`ip:${client.ip}`);
    if (!request.ok) {
      c.header('Retry-After', String(request.retryAfter));
      return apiError(c, 429, 'rate_limited', { seconds: request.retryAfter });
    }
    const check = await checkOrder(c.get('ctx'), c.req.valid('form'), {
      vouchersBlocked: await vouchersBlocked(client),
      tariffs: c.get('services').tariffs,
    });
    await recordVoucherFailures(client, check);
    return ok(c, checkBody(check));
  },
);

/** Who tries vouchers: the address, and the account when signed in (ADR 0033). */
const voucherClient = (c: Context<ApiEnv>): VoucherClient => ({ ip: clientIp(c), userId: c.get('user')?.id ?? null });

/** Well-formed order attempts per client per minute (counted after validation). */
const createLimit = rateLimit('order-create', 30, 60);
const limited = async (c: Context<ApiEnv>) => (await createLimit(c, async () => {})) ?? null;

ordernewApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/ordernew/create',
    tags: ['checkout'],
    summary: 'Place an order (designed): re-checks everything in one transaction; idempotent by key',
    description:
      'Everything check takes plus phone, first_name, last_name, second_name, email, other_recipient (+ recipient_phone), call_back ("1" = no confirmation call), comment, idempotency_key (required; the same key again returns the same order); for instalments `bank` and `parts` as in check (stored with the order as its bank and number of payments). Guests may order. Refused with 409 and the check result when checkout is disabled.',
    request: form(createOrderInput),
    responses: {
      200: okResponse(
        '`data`: { order_id, total (UAH), created, payment_status, payment } — `payment` says where to pay a card or instalments order',
        placedOrder,
      ),
      400: { description: 'Malformed input' },
      409: {
        description:
          'Checkout disabled (`data.check` holds the reasons), key used by someone else, or a promo/certificate just ran out',
        content: { 'application/json': { schema: refusedOrder } },
      },
      429: { description: 'Too many orders' },
    },
  }),
  async (c) => {
    const blocked = await limited(c);
    if (blocked) return blocked;
    const client = voucherClient(c);
    const result = await placeOrder(c.get('ctx'), c.req.valid('form'), {
      vouchersBlocked: await vouchersBlocked(client),
      guestSession: c.get('user') ? null : readCookie(c.req.raw, guestSessionCookie),
    });
    if (!result.ok) await recordVoucherFailures(client, result.check);
    if (result.ok)
      return ok(c, {
        order_id: result.orderId,
        total: toUah(result.total),
        created: result.created,
        // A card or instalments: where the shopper pays now.
        ...(await paymentForApi(c, result.orderId)),
      });
    const check = result.check ? checkBody(result.check) : null;
    return c.json({ status: 'error', code: result.error, ...errorTexts(result.error), data: { check } }, 409);
  },
);

ordernewApi.openapi(
  createRoute({
    method: 'get',
    path: '/site/ordernew/delivery/gethistory',
    tags: ['checkout'],
    summary: "The signed-in shopper's last order choices, or Kyiv and the first methods (§4 preselection)",
    middleware: [requireUser] as const,
    responses: {
      200: {
        description:
          '`data`: { source (history|default), town {code,title,title_ua}, delivery_method_id, department, shop_id, payment_method_id, ordersHistory }',
      },
      401: { description: 'Not signed in' },
    },
  }),
  async (c) => {
    const p = await preselectCheckout(c.get('ctx'));
    return ok(c, {
      source: p.source,
      town: { code: p.townCode, title: p.townTitleRu, title_ua: p.townTitleUa },
      delivery_method_id: p.deliveryMethodId,
      department: p.department,
      shop_id: p.storeId,
      payment_method_id: p.paymentMethodId,
      ordersHistory: p.history.map((h) => ({
        code: h.department,
        title: h.townTitleRu,
        title_ua: h.townTitleUa,
        place_id: h.townCode,
        index: null,
        shop_id: h.storeId,
        delivery_method_id: h.deliveryMethodId,
        payment_method_id: h.paymentMethodId,
      })),
    });
  },
);
