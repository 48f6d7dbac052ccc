import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Good = {
  good: { code: string; name: string; price: number };
  quantity: number;
  is_return?: boolean;
  discounts?: Discount[];
};
type Discount = { type: 'DISCOUNT' | 'EXTRA_CHARGE'; mode: 'VALUE' | 'PERCENT'; value: number; name?: string };
export type FakeReceipt = {
  id: string;
  type: 'SELL' | 'RETURN';
  status: 'CREATED' | 'DONE';
  fiscal_code: string | null;
  total_sum: number;
  body: Record<string, unknown>;
  polls: number;
};
type FakeShift = { id: string; status: 'OPENING' | 'OPENED' | 'CLOSING' | 'CLOSED'; polls: number; serial: number };

export type FakeCheckboxOptions = {
  licenseKey?: string;
  pinCode?: string;
  /** Status polls a new shift stays OPENING (0: opened at once). */
  openAfterPolls?: number;
  /** Status polls a new receipt stays CREATED (0: DONE at once). */
  doneAfterPolls?: number;
};

/**
 * A local Checkbox (API v1) for tests (issue 20, ADR 0099): checks the license key on every call,
 * the PIN code at sign-in and the bearer token after it; opens and closes the one cashier's shift
 * (OPENING → OPENED after N polls); refuses a receipt without an open shift, a repeated receipt
 * id (`receipt.already_exists`) and a receipt whose payments differ from its goods less discounts;
 * answers 503 the next N calls when told to. Node's http on port 0.
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
    signIns: 0,
    failNext: 0,
    openAfterPolls: options.openAfterPolls ?? 0,
    doneAfterPolls: options.doneAfterPolls ?? 0,
    zReports: 0,
  };
  let fiscalSerial = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = req.method ?? 'GET';
    state.calls.push(`${method} ${path}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.failNext > 0) {
      state.failNext--;
      return send(503, { message: 'Service Unavailable' });
    }
    if (req.headers['x-license-key'] !== licenseKey) return send(403, { message: 'Invalid license key' });
    let body: Record<string, unknown> = {};
    try {
      body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    } catch {
      return send(422, { message: 'invalid JSON' });
    }
    if (method === 'POST' && path === '/cashier/signinPinCode') {
      if (body.pin_code !== pinCode)
        return send(403, { message: 'Invalid PIN code', code: 'auth.invalid_credentials' });
      const token = randomUUID();
      state.tokens.add(token);
      state.signIns++;
      return send(200, { type: 'bearer', token_type: 'bearer', access_token: token });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !state.tokens.has(bearer)) return send(401, { message: 'Not authenticated' });

    const shift = state.shift;
    const shiftView = (s: FakeShift) => ({ id: s.id, serial: s.serial, status: s.status });
    if (method === 'GET' && path === '/cashier/shift') return send(200, shift ? shiftView(shift) : null);
    if (method === 'POST' && path === '/shifts') {
      if (shift) return send(400, { message: 'Cashier already has an open shift', code: 'shift.already_opened' });
      const created: FakeShift = {
        id: randomUUID(),
        status: state.openAfterPolls > 0 ? 'OPENING' : 'OPENED',
        polls: state.openAfterPolls,
        serial: state.shifts.length + 1,
      };
      state.shift = created;
      state.shifts.push(created);
      return send(202, shiftView(created));
    }
    if (method === 'POST' && path === '/shifts/close') {
      if (shift?.status !== 'OPENED') return send(400, { message: 'No open shift', code: 'shift.not_opened' });
      shift.status = 'CLOSED';
      state.shift = null;
      state.zReports++;
      return send(202, { ...shiftView(shift), status: 'CLOSING' });
    }
    const shiftId = /^\/shifts\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && shiftId) {
      const found = state.shifts.find((s) => s.id === shiftId);
      if (!found) return send(404, { message: 'Not found' });
      if (found.status === 'OPENING' && --found.polls <= 0) found.status = 'OPENED';
      return send(200, shiftView(found));
    }
    if (method === 'POST' && path === '/receipts/sell') {
      if (shift?.status !== 'OPENED') return send(400, { message: 'Shift is not opened', code: 'shift.not_opened' });
      const id = String(body.id ?? randomUUID());
      if (state.receipts.has(id))
        return send(400, { message: 'Receipt already exists', code: 'receipt.already_exists' });
      const goods = (body.goods ?? []) as Good[];
      const off = (ds: Discount[] | undefined) =>
        (ds ?? []).reduce((s, d) => s + (d.type === 'EXTRA_CHARGE' ? -d.value : d.value), 0);
      const total =
        goods.reduce((s, g) => s + Math.round((g.good.price * g.quantity) / 1000) - off(g.discounts), 0) -
        off(body.discounts as Discount[] | undefined);
      const paid = ((body.payments ?? []) as { type: string; value: number }[]).reduce((s, p) => s + p.value, 0);
      if (!goods.length || paid !== total) return send(422, { message: `payments ${paid} ≠ total ${total}` });
      const isReturn = goods.every((g) => g.is_return === true);
      if (!isReturn && goods.some((g) => g.is_return)) return send(422, { message: 'mixed return' });
      const receipt: FakeReceipt = {
        id,
        type: isReturn ? 'RETURN' : 'SELL',
        status: 'CREATED',
        fiscal_code: null,
        total_sum: total,
        body,
        polls: state.doneAfterPolls,
      };
      const finish = () => {
        receipt.status = 'DONE';
        receipt.fiscal_code = `TEST-${++fiscalSerial}`;
      };
      if (receipt.polls <= 0) finish();
      state.receipts.set(id, Object.assign(receipt, { finish }));
      return send(201, view(receipt));
    }
    const receiptId = /^\/receipts\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && receiptId) {
      const found = state.receipts.get(receiptId) as (FakeReceipt & { finish: () => void }) | undefined;
      if (!found) return send(404, { message: 'Not found' });
      if (found.status === 'CREATED' && --found.polls <= 0) found.finish();
      return send(200, view(found));
    }
    return send(404, { message: 'Not found' });
  };
  const view = (r: FakeReceipt) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    fiscal_code: r.fiscal_code,
    total_sum: r.total_sum,
  });

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
