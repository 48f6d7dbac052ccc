import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local Checkbox (API v1) built from Checkbox's own documents and a public client, not from our
 * adapter (ADR 0112). Sources, cited beside each rule as [doc …] and [sdk …]:
 *   [doc] Checkbox's OpenAPI document (https://api.checkbox.ua/api/openapi.json, earlier
 *         https://api.checkbox.in.ua/api/openapi.json; a copy of version 0.1.79 is kept in
 *         lexesv/checkbox-ua-api-sdk-autogen, openapi.json): paths /api/v1/cashier/signinPinCode,
 *         /cashier/shift, /shifts, /shifts/{shift_id}, /shifts/close, /receipts/sell,
 *         /receipts/{receipt_id}; schemas CashierSignInPinCode, CashierAccessTokenResponseModel,
 *         ReceiptSellPayload, GoodItemPayload, GoodDetailsPayload, DiscountPayload,
 *         CardPaymentPayload, DeliveryPayload, ReceiptModel, ShiftWithCashierAndCashRegister,
 *         ReceiptStatus, ShiftStatus, HTTPError, HTTPValidationError, ValidationError.
 *   [sdk] dismine/checkbox-sdk: checkbox_sdk/storage/simple.py (the Authorization bearer and
 *         X-License-Key headers), checkbox_sdk/client/base.py (errors: `message`, 422 `detail`),
 *         checkbox_sdk/client/api/shifts.py and receipts.py (wait for OPENED | CLOSED, DONE | ERROR),
 *         docs/examples.rst ("Захист від дублювання чеків": 400 `receipt.already_exists`; the
 *         sell body with kopiyky and quantity × 1000).
 */

type Discount = { type: 'DISCOUNT' | 'EXTRA_CHARGE'; mode: 'VALUE' | 'PERCENT'; value: number; name?: string };
type Good = {
  good: { code: string; name: string; price: number };
  quantity: number;
  is_return?: boolean;
  discounts?: Discount[];
};
export type FakeReceipt = {
  id: string;
  type: 'SELL' | 'RETURN';
  /** [doc ReceiptStatus] CREATED → DONE (fiscalised) or ERROR (the tax service refused it). */
  status: 'CREATED' | 'DONE' | 'ERROR';
  fiscal_code: string | null;
  total_sum: number;
  body: Record<string, unknown>;
  polls: number;
  /** The tax service will refuse it (ERROR) when it is processed. */
  refused: boolean;
  serial: number;
};
/** [doc ShiftStatus] CREATED, OPENING, OPENED, CLOSING, CLOSED. */
type FakeShift = {
  id: string;
  status: 'CREATED' | 'OPENING' | 'OPENED' | 'CLOSING' | 'CLOSED';
  polls: number;
  serial: number;
};

export type FakeCheckboxOptions = {
  licenseKey?: string;
  pinCode?: string;
  /** Status polls a new shift stays CREATED / OPENING before it is OPENED (at least one: it is signed and sent first). */
  openAfterPolls?: number;
  /** Status polls a new receipt stays CREATED before it is DONE (at least one). */
  doneAfterPolls?: number;
};

/** One ValidationError [doc ValidationError: loc, msg, type]. */
type Problem = { loc: (string | number)[]; msg: string; type: string };

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What of a sell body the documents refuse [doc ReceiptSellPayload and the schemas it names]. */
function sellProblems(body: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const at = (loc: (string | number)[], msg: string, type: string) =>
    problems.push({ loc: ['body', ...loc], msg, type });
  // [doc ReceiptSellPayload.id, related_receipt_id] format uuid.
  for (const k of ['id', 'related_receipt_id'] as const)
    if (body[k] !== undefined && (typeof body[k] !== 'string' || !uuid.test(body[k] as string)))
      at([k], 'value is not a valid uuid', 'type_error.uuid');
  if (body.header !== undefined && typeof body.header !== 'string')
    at(['header'], 'str type expected', 'type_error.str');
  // [doc ReceiptSellPayload.required] goods.
  if (!Array.isArray(body.goods) || body.goods.length === 0) at(['goods'], 'field required', 'value_error.missing');
  for (const [i, item] of (Array.isArray(body.goods) ? body.goods : []).entries()) {
    if (!isObject(item)) {
      at(['goods', i], 'value is not a valid dict', 'type_error.dict');
      continue;
    }
    const good = item.good;
    // [doc GoodItemPayload.required] good, quantity; [doc quantity] integer, "1 шт = 1000".
    if (!isInt(item.quantity) || item.quantity <= 0)
      at(['goods', i, 'quantity'], 'value is not a valid integer', 'type_error.integer');
    if (item.is_return !== undefined && typeof item.is_return !== 'boolean')
      at(['goods', i, 'is_return'], 'value could not be parsed to a boolean', 'type_error.bool');
    if (!isObject(good)) {
      at(['goods', i, 'good'], 'field required', 'value_error.missing');
    } else {
      // [doc GoodDetailsPayload.required] code (≤ 256), name (≥ 1 character), price — an integer,
      // "Вартість в копійках за quantity = 1000".
      if (typeof good.code !== 'string' || !good.code || good.code.length > 256)
        at(['goods', i, 'good', 'code'], 'ensure this value has at most 256 characters', 'value_error.any_str');
      if (typeof good.name !== 'string' || good.name.length < 1)
        at(['goods', i, 'good', 'name'], 'ensure this value has at least 1 characters', 'value_error.any_str');
      if (!isInt(good.price) || good.price < 0)
        at(['goods', i, 'good', 'price'], 'value is not a valid integer', 'type_error.integer');
    }
    discountProblems(item.discounts, ['goods', i, 'discounts'], at);
  }
  discountProblems(body.discounts, ['discounts'], at);
  // [doc CardPaymentPayload / CashPaymentPayload] value integer (kopiyky) required; type CASH | CARD
  // | CASHLESS; label ≤ 128.
  for (const [i, p] of (Array.isArray(body.payments) ? body.payments : []).entries()) {
    if (!isObject(p) || !isInt(p.value) || p.value < 0)
      at(['payments', i, 'value'], 'value is not a valid integer', 'type_error.integer');
    else if (p.type !== undefined && !['CASH', 'CARD', 'CASHLESS'].includes(String(p.type)))
      at(
        ['payments', i, 'type'],
        "value is not a valid enumeration member; permitted: 'CASH', 'CARD', 'CASHLESS'",
        'type_error.enum',
      );
    else if (p.label !== undefined && (typeof p.label !== 'string' || p.label.length > 128))
      at(['payments', i, 'label'], 'ensure this value has at most 128 characters', 'value_error.any_str.max_length');
  }
  // [doc DeliveryPayload] email (format email), emails, phone with pattern ^380\d{9}$.
  const delivery = body.delivery;
  if (delivery !== undefined && delivery !== null) {
    if (!isObject(delivery)) at(['delivery'], 'value is not a valid dict', 'type_error.dict');
    else {
      if (
        delivery.email !== undefined &&
        (typeof delivery.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(delivery.email))
      )
        at(['delivery', 'email'], 'value is not a valid email address', 'value_error.email');
      if (delivery.phone !== undefined && (typeof delivery.phone !== 'string' || !/^380\d{9}$/.test(delivery.phone)))
        at(['delivery', 'phone'], 'string does not match regex "^380\\d{9}$"', 'value_error.str.regex');
    }
  }
  return problems;
}

/** [doc DiscountPayload.required] type (DISCOUNT | EXTRA_CHARGE), mode (PERCENT | VALUE), value (a number). */
function discountProblems(
  discounts: unknown,
  loc: (string | number)[],
  at: (loc: (string | number)[], msg: string, type: string) => void,
) {
  if (discounts === undefined) return;
  if (!Array.isArray(discounts)) return at(loc, 'value is not a valid list', 'type_error.list');
  for (const [i, d] of discounts.entries()) {
    if (!isObject(d)) {
      at([...loc, i], 'value is not a valid dict', 'type_error.dict');
      continue;
    }
    if (d.type !== 'DISCOUNT' && d.type !== 'EXTRA_CHARGE')
      at(
        [...loc, i, 'type'],
        "value is not a valid enumeration member; permitted: 'DISCOUNT', 'EXTRA_CHARGE'",
        'type_error.enum',
      );
    if (d.mode !== 'PERCENT' && d.mode !== 'VALUE')
      at(
        [...loc, i, 'mode'],
        "value is not a valid enumeration member; permitted: 'PERCENT', 'VALUE'",
        'type_error.enum',
      );
    if (typeof d.value !== 'number' || !(d.value > 0))
      at([...loc, i, 'value'], 'value is not a valid float', 'type_error.float');
  }
}

/**
 * A local Checkbox (API v1) for tests (ADR 0099; rebuilt from the documents after the probe,
 * ADR 0112): `X-License-Key` where the documents require it (sign-in, opening a shift), the PIN
 * code at sign-in and the bearer token after it; a shift is CREATED and OPENED after its status is
 * polled, closed through CLOSING; a receipt is validated as the OpenAPI document describes it
 * (422 with `message` and `detail`), refused without an open shift, refused under a used id (400
 * `receipt.already_exists`), answered CREATED and fiscalised (DONE, or ERROR when the tax service
 * refuses it) on a later poll; answers 503 the next N calls when told to. Node's http on port 0.
 */
export async function startFakeCheckbox(options: FakeCheckboxOptions = {}) {
  const licenseKey = options.licenseKey ?? 'test-license';
  const pinCode = options.pinCode ?? '1234';
  const state = {
    tokens: new Set<string>(),
    shift: null as FakeShift | null,
    shifts: [] as FakeShift[],
    receipts: new Map<string, FakeReceipt>(),
    /** Every call as method + path (no headers: they hold the secrets). */
    calls: [] as string[],
    /** Every refusal: method + path, HTTP status and the body's message / code. */
    refusals: [] as { call: string; status: number; message: string; code?: string; detail?: Problem[] }[],
    signIns: 0,
    failNext: 0,
    /** The next N receipts the tax service refuses (they end ERROR). */
    refuseNext: 0,
    openAfterPolls: Math.max(1, options.openAfterPolls ?? 1),
    doneAfterPolls: Math.max(1, options.doneAfterPolls ?? 1),
    zReports: 0,
  };
  let fiscalSerial = 0;
  let receiptSerial = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = req.method ?? 'GET';
    const call = `${method} ${path}`;
    state.calls.push(call);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    /** [doc HTTPError] `{ message }`; the public clients also read a `code` [sdk docs/examples.rst]. */
    const refuse = (status: number, message: string, extra: { code?: string; detail?: Problem[] } = {}) => {
      state.refusals.push({ call, status, message, ...extra });
      send(status, { message, ...extra });
    };
    if (state.failNext > 0) {
      state.failNext--;
      return refuse(503, 'Service Unavailable');
    }
    const licensed = req.headers['x-license-key'] === licenseKey;
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      body = isObject(parsed) ? parsed : {};
    } catch {
      return refuse(422, 'Validation error', {
        detail: [{ loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' }],
      });
    }
    if (method === 'POST' && path === '/cashier/signinPinCode') {
      // [doc /cashier/signinPinCode] X-License-Key is a required header; 403 HTTPError.
      if (!licensed) return refuse(403, 'Invalid license key');
      // [doc CashierSignInPinCode.required] pin_code, a string; 422 HTTPValidationError.
      if (typeof body.pin_code !== 'string')
        return refuse(422, 'Validation error', {
          detail: [{ loc: ['body', 'pin_code'], msg: 'field required', type: 'value_error.missing' }],
        });
      if (body.pin_code !== pinCode) return refuse(403, 'Invalid PIN code', { code: 'auth.invalid_credentials' });
      const token = randomUUID();
      state.tokens.add(token);
      state.signIns++;
      // [doc CashierAccessTokenResponseModel] type, token_type, access_token (required).
      return send(200, { type: 'bearer', token_type: 'bearer', access_token: token });
    }
    // [sdk storage/simple.py] every later call carries `Authorization: Bearer <access_token>`.
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !state.tokens.has(bearer)) return refuse(401, 'Not authenticated');

    const shiftView = (s: FakeShift) => ({
      id: s.id,
      serial: s.serial,
      status: s.status,
      created_at: '2026-11-28T08:00:00+00:00',
      taxes: [],
      ...(s.status === 'OPENED' ? { opened_at: '2026-11-28T08:00:02+00:00' } : {}),
    });
    /** A shift's state moves on when it is looked at (the signed transaction reached the tax service). */
    const advance = (s: FakeShift) => {
      if ((s.status === 'CREATED' || s.status === 'OPENING') && --s.polls <= 0) s.status = 'OPENED';
      else if (s.status === 'CREATED') s.status = 'OPENING';
      else if (s.status === 'CLOSING') {
        s.status = 'CLOSED';
        if (state.shift === s) state.shift = null;
        state.zReports++;
      }
    };
    // [doc GET /cashier/shift] the cashier's active shift, or null [sdk GetActiveShift: `storage.shift = result`].
    if (method === 'GET' && path === '/cashier/shift') return send(200, state.shift ? shiftView(state.shift) : null);
    if (method === 'POST' && path === '/shifts') {
      // [doc POST /shifts] X-License-Key is a required header.
      if (!licensed) return refuse(403, 'Invalid license key');
      if (state.shift) return refuse(400, 'Cashier already has an open shift', { code: 'shift.already_opened' });
      // [doc POST /shifts] "Створюється об'єкт зміни в стані CREATED"; 202 ShiftWithCashierAndCashRegister.
      const created: FakeShift = {
        id: typeof body.id === 'string' && uuid.test(body.id) ? body.id : randomUUID(),
        status: 'CREATED',
        polls: state.openAfterPolls,
        serial: state.shifts.length + 1,
      };
      state.shift = created;
      state.shifts.push(created);
      return send(202, shiftView(created));
    }
    if (method === 'POST' && path === '/shifts/close') {
      const shift = state.shift;
      if (shift?.status !== 'OPENED') return refuse(400, 'No open shift', { code: 'shift.not_opened' });
      // [doc POST /shifts/close] "Стан зміни встановлюється як CLOSING"; CLOSED once the Z-report is delivered.
      shift.status = 'CLOSING';
      return send(202, shiftView(shift));
    }
    const shiftId = /^\/shifts\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && shiftId) {
      const found = state.shifts.find((s) => s.id === shiftId);
      if (!found) return refuse(404, 'Not found');
      advance(found);
      return send(200, shiftView(found));
    }
    if (method === 'POST' && path === '/receipts/sell') {
      const problems = sellProblems(body);
      // [doc 422 HTTPValidationError] { message, detail: [{ loc, msg, type }] }.
      if (problems.length) return refuse(422, 'Validation error', { detail: problems });
      if (state.shift?.status !== 'OPENED') return refuse(400, 'Shift is not opened', { code: 'shift.not_opened' });
      const id = typeof body.id === 'string' ? body.id : randomUUID();
      // [sdk docs/examples.rst] a used id is refused with 400 and code receipt.already_exists — even
      // while the first is processing or when the body differs.
      if (state.receipts.has(id)) return refuse(400, 'Вказаний id чеку вже існує', { code: 'receipt.already_exists' });
      const goods = body.goods as Good[];
      const off = (ds: Discount[] | undefined, base: number) =>
        (ds ?? []).reduce(
          (s, d) =>
            s +
            (d.type === 'EXTRA_CHARGE' ? -1 : 1) *
              (d.mode === 'PERCENT' ? Math.round((base * d.value) / 100) : d.value),
          0,
        );
      const lines = goods.map((g) => {
        const value = Math.round((g.good.price * g.quantity) / 1000);
        return value - off(g.discounts, value);
      });
      const subtotal = lines.reduce((s, v) => s + v, 0);
      const total = subtotal - off(body.discounts as Discount[] | undefined, subtotal);
      const payments = (body.payments ?? []) as { type?: string; value: number }[];
      const paid = payments.reduce((s, p) => s + p.value, 0);
      // The money must cover the receipt; only cash may exceed it (the change, total_rest) [doc
      // ReceiptModel.total_payment, total_rest]. The refusal's code is ours: the documents name none.
      const cash = payments.some((p) => p.type === 'CASH');
      if (paid < total || (paid > total && !cash))
        return refuse(400, `Сума оплати ${paid} не відповідає сумі чеку ${total}`, {
          code: 'receipt.payment_mismatch',
        });
      const isReturn = goods.every((g) => g.is_return === true);
      if (!isReturn && goods.some((g) => g.is_return))
        return refuse(400, 'A receipt is either a sale or a return', { code: 'receipt.mixed_return' });
      const receipt: FakeReceipt = {
        id,
        type: isReturn ? 'RETURN' : 'SELL',
        status: 'CREATED',
        fiscal_code: null,
        total_sum: total,
        body,
        polls: state.doneAfterPolls,
        refused: state.refuseNext > 0,
        serial: ++receiptSerial,
      };
      if (state.refuseNext > 0) state.refuseNext--;
      state.receipts.set(id, receipt);
      // [doc POST /receipts/sell] 201 ReceiptModel, CREATED until the tax service answers.
      return send(201, view(receipt));
    }
    const receiptId = /^\/receipts\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && receiptId) {
      const found = state.receipts.get(receiptId);
      if (!found) return refuse(404, 'Not found');
      if (found.status === 'CREATED' && --found.polls <= 0) {
        // [doc ReceiptStatus] DONE with its fiscal_code, or ERROR [sdk receipts.py check_status].
        found.status = found.refused ? 'ERROR' : 'DONE';
        if (!found.refused) found.fiscal_code = `TEST-${++fiscalSerial}`;
      }
      return send(200, view(found));
    }
    return refuse(404, 'Not found');
  };
  /** [doc ReceiptModel] id, type, serial, status, goods, payments, total_sum, total_payment, total_rest, … */
  const view = (r: FakeReceipt) => {
    const payments = (r.body.payments ?? []) as { value: number }[];
    const paid = payments.reduce((s, p) => s + p.value, 0);
    return {
      id: r.id,
      type: r.type,
      serial: r.serial,
      status: r.status,
      goods: r.body.goods,
      payments,
      total_sum: r.total_sum,
      total_payment: paid,
      total_rest: paid - r.total_sum,
      // [doc fiscal_code] optional: absent (null) until the receipt is fiscalised.
      fiscal_code: r.fiscal_code,
      created_at: '2026-11-28T08:00:03+00:00',
      taxes: [],
      ...(r.status === 'ERROR'
        ? {
            transaction: {
              status: 'ERROR',
              response_status: 'ERROR',
              response_error_message: 'Документ не пройшов перевірку ДПС',
            },
          }
        : {}),
      ...(r.body.related_receipt_id ? { related_receipt_id: r.body.related_receipt_id } : {}),
    };
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    licenseKey,
    pinCode,
    state,
    /** The next `n` calls answer 503. */
    failNext(n: number) {
      state.failNext = n;
    },
    /** The tax service refuses the next `n` receipts: they end ERROR and their ids are used up. */
    refuseNext(n: number) {
      state.refuseNext = n;
    },
    /** Every issued token stops working (a 401 next time). */
    expireTokens() {
      state.tokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeCheckbox = Awaited<ReturnType<typeof startFakeCheckbox>>;
