import { FiscalError, type Fiscalizer, type FiscalReceipt, type IssuedReceipt } from '../fiscalizer';
import { sellPayload } from './payload';

export type CheckboxOptions = {
  /** Checkbox API v1 (default https://api.checkbox.ua/api/v1). */
  apiUrl?: string;
  /** The cash register's license key (`X-License-Key`). */
  licenseKey: string;
  /** The cashier's PIN code (`/cashier/signinPinCode`). */
  pinCode: string;
  fetch?: typeof fetch;
  /** Pause between status polls (shift opening, receipt processing); 0 in tests. */
  pollMs?: number;
  /** Status polls before giving up for this run (the worker retries later under the same id). */
  polls?: number;
  /** Where a shopper sees a receipt by its id (Checkbox's public page). */
  receiptPage?: string;
};

type Shift = { id: string; status: 'CREATED' | 'OPENING' | 'OPENED' | 'CLOSING' | 'CLOSED' };
type Receipt = {
  id: string;
  status: 'CREATED' | 'DONE' | 'ERROR' | 'CANCELLATION' | 'CANCELLED';
  fiscal_code?: string | null;
};
type Answer = { status: number; body: unknown };

const code = (body: unknown) =>
  body && typeof body === 'object' ? String((body as { code?: unknown }).code ?? '') : '';
const message = (body: unknown) =>
  body && typeof body === 'object' ? String((body as { message?: unknown }).message ?? '').slice(0, 200) : '';

/**
 * The Checkbox adapter (ADR 0099; API v1): the cashier signs in with the PIN code under
 * the register's license key, the bearer token is kept and renewed on a 401; a sale opens the
 * shift when none is open and waits until it is OPENED; a receipt is posted under our own id —
 * a repeated id is answered `receipt.already_exists`, so the receipt is fetched instead of issued
 * twice — and polled until Checkbox has it fiscalised (DONE, with `fiscal_code`). A return is the
 * same call with every good `is_return`. Secrets never leave the headers.
 */
export function checkboxFiscalizer(options: CheckboxOptions): Fiscalizer {
  const api = (options.apiUrl ?? 'https://api.checkbox.ua/api/v1').replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const pollMs = options.pollMs ?? 1000;
  const polls = options.polls ?? 20;
  const page = (options.receiptPage ?? 'https://check.checkbox.ua').replace(/\/+$/, '');
  let token: string | null = null;
  let signingIn: Promise<string> | null = null;

  const wait = () => (pollMs > 0 ? new Promise((r) => setTimeout(r, pollMs)) : Promise.resolve());

  async function send(method: string, path: string, body: unknown, bearer: string | null): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'X-License-Key': options.licenseKey,
      'X-Client-Name': 'Poplavok',
      'X-Client-Version': '1',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const response = await doFetch(`${api}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }

  async function signIn(): Promise<string> {
    signingIn ??= (async () => {
      const answer = await send('POST', '/cashier/signinPinCode', { pin_code: options.pinCode }, null);
      const access = (answer.body as { access_token?: unknown } | null)?.access_token;
      if (answer.status !== 200 || typeof access !== 'string')
        throw new FiscalError(`checkbox sign-in: ${answer.status} ${code(answer.body) || message(answer.body)}`.trim());
      token = access;
      return access;
    })().finally(() => {
      signingIn = null;
    });
    return signingIn;
  }

  /** A cashier's call: signs in when needed and once more when the token has expired (401). */
  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const answer = await send(method, path, body, token ?? (await signIn()));
    if (answer.status !== 401) return answer;
    token = null;
    return send(method, path, body, await signIn());
  }

  const fail = (what: string, answer: Answer) =>
    new FiscalError(`checkbox ${what}: ${answer.status} ${code(answer.body) || message(answer.body)}`.trim(), {
      retryable: answer.status >= 500 || answer.status === 429 || answer.status === 401,
    });

  async function currentShift(): Promise<Shift | null> {
    const answer = await call('GET', '/cashier/shift');
    if (answer.status === 200) return (answer.body as Shift | null) ?? null;
    if (answer.status === 404) return null;
    throw fail('shift', answer);
  }

  async function waitShift(shift: Shift, until: Shift['status']): Promise<Shift> {
    let current = shift;
    for (let i = 0; current.status !== until; i++) {
      if (current.status === 'CLOSED' && until === 'OPENED')
        throw new FiscalError('checkbox shift closed while opening');
      if (i >= polls) throw new FiscalError(`checkbox shift still ${current.status}`);
      await wait();
      const answer = await call('GET', `/shifts/${encodeURIComponent(current.id)}`);
      if (answer.status !== 200) throw fail('shift status', answer);
      current = answer.body as Shift;
    }
    return current;
  }

  async function openShift(): Promise<void> {
    let shift = await currentShift();
    if (!shift) {
      const opened = await call('POST', '/shifts', {});
      // Another process may have opened it a moment ago: read the cashier's shift again.
      if (opened.status === 200 || opened.status === 201 || opened.status === 202) shift = opened.body as Shift;
      else shift = await currentShift();
      if (!shift) throw fail('open shift', opened);
    }
    await waitShift(shift, 'OPENED');
  }

  async function fetchReceipt(id: string): Promise<Receipt> {
    const answer = await call('GET', `/receipts/${encodeURIComponent(id)}`);
    if (answer.status !== 200) throw fail('receipt', answer);
    return answer.body as Receipt;
  }

  async function issue(receipt: FiscalReceipt): Promise<IssuedReceipt> {
    await openShift();
    const posted = await call('POST', '/receipts/sell', sellPayload(receipt));
    let current: Receipt;
    if (posted.status === 200 || posted.status === 201 || posted.status === 202) current = posted.body as Receipt;
    else if (code(posted.body) === 'receipt.already_exists' || /already exists/i.test(message(posted.body)))
      current = await fetchReceipt(receipt.id);
    else throw fail('sell', posted);
    for (let i = 0; current.status === 'CREATED'; i++) {
      if (i >= polls) throw new FiscalError('checkbox receipt still processing');
      await wait();
      current = await fetchReceipt(receipt.id);
    }
    if (current.status !== 'DONE' || !current.fiscal_code)
      // Checkbox keeps a used id even when the tax service refused the receipt: a new id next time.
      throw new FiscalError(`checkbox receipt ${current.status}`, { newId: current.status === 'ERROR' });
    return { providerId: current.id, fiscalCode: current.fiscal_code, url: `${page}/${current.id}` };
  }

  return {
    name: 'checkbox',
    sell: (receipt) => issue({ ...receipt, kind: 'sell' }),
    refund: (receipt) => issue({ ...receipt, kind: 'return' }),
    openShift,
    async closeShiftIfOpen() {
      const shift = await currentShift();
      if (shift?.status !== 'OPENED') return false;
      const closed = await call('POST', '/shifts/close', {});
      if (closed.status !== 200 && closed.status !== 201 && closed.status !== 202) throw fail('close shift', closed);
      await waitShift({ ...shift, ...(closed.body as Partial<Shift>) }, 'CLOSED');
      return true;
    },
  };
}
