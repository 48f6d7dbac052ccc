import http from 'node:http';
import type { Kind, Stats, Status } from './stats';

export const requestTimeoutMs = 10_000;

/**
 * At most `slots` requests in flight across all shoppers (the harness's bounded concurrency);
 * the time a request waits here for a slot is reported apart from its latency.
 */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  readonly waits: number[] = [];

  constructor(slots: number) {
    this.free = Math.max(1, slots);
  }

  async acquire(): Promise<void> {
    const started = performance.now();
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.waits.push(performance.now() - started);
  }

  release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

export type Answer = { status: Status; body: string; ms: number; error?: string; retryAfter?: number };

/** A fake client address: sent as X-Forwarded-For (10.77.a.b) and used as the socket's source (127.77.a.b). */
export type Address = { a: number; b: number };

/**
 * One simulated browser/app: its own keep-alive connections, cookie jar and `Token`. Every request
 * carries `X-Forwarded-For: 10.77.a.b` (the server keys rate limits by it when started with
 * TRUST_PROXY=1) and leaves from the loopback address 127.77.a.b, so per-address limits see one
 * shopper even where the header is not trusted. Traffic goes to 127.0.0.1 only.
 */
export class ShopClient {
  token: string | null = null;
  /** Requests that got an HTTP answer (any status). */
  answers = 0;
  private readonly cookies = new Map<string, string>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  constructor(
    private readonly port: number,
    private readonly stats: Stats,
    public address: Address,
    private readonly bindSource: boolean,
    private readonly slots: Slots = new Slots(Number.POSITIVE_INFINITY),
  ) {}

  get forwardedFor() {
    return `10.77.${this.address.a}.${this.address.b}`;
  }

  get(kind: Kind, path: string, accept = 'application/json'): Promise<Answer> {
    return this.send(kind, 'GET', path, undefined, accept);
  }

  post(kind: Kind, path: string, form: Record<string, string>): Promise<Answer> {
    return this.send(kind, 'POST', path, new URLSearchParams(form).toString());
  }

  close() {
    this.agent.destroy();
  }

  /** Carries another client's session (token and cookies) over: the same shopper, a later visit. */
  continueFrom(earlier: ShopClient) {
    this.token = earlier.token;
    for (const [name, value] of earlier.cookies) this.cookies.set(name, value);
  }

  private async send(kind: Kind, method: string, path: string, body?: string, accept?: string): Promise<Answer> {
    const answer = await this.sendInSlot(kind, method, path, body, accept);
    if (answer.status !== 503 || answer.retryAfter === undefined) return answer;
    // Shed (503 + Retry-After): come back once when told, as the apps and the busy page do.
    await new Promise((resolve) => setTimeout(resolve, Math.min(10, answer.retryAfter ?? 1) * 1000));
    return this.sendInSlot(kind, method, path, body, accept);
  }

  private async sendInSlot(kind: Kind, method: string, path: string, body?: string, accept?: string) {
    await this.slots.acquire();
    try {
      const answer = await this.sendNow(kind, method, path, body, accept);
      // The server closed an idle keep-alive connection as this request went out on it: it never
      // saw the request, and a browser sends it again on a new connection.
      return answer.error === 'ECONNRESET (reused)' ? await this.sendNow(kind, method, path, body, accept) : answer;
    } finally {
      this.slots.release();
    }
  }

  private sendNow(
    kind: Kind,
    method: string,
    path: string,
    body?: string,
    accept = 'application/json',
  ): Promise<Answer> {
    const started = performance.now();
    const headers: Record<string, string> = { accept, 'x-forwarded-for': this.forwardedFor };
    if (this.token) headers.token = this.token;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    return new Promise<Answer>((resolve) => {
      let settled = false;
      const finish = (status: Status, text: string, error?: string, retryAfter?: number) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const ms = performance.now() - started;
        if (typeof status === 'number') this.answers++;
        this.stats.record(kind, status, ms, error && `${kind} ${method} ${error}`);
        resolve({ status, body: text, ms, ...(error ? { error } : {}), ...(retryAfter ? { retryAfter } : {}) });
      };
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          headers,
          agent: this.agent,
          ...(this.bindSource ? { localAddress: `127.77.${this.address.a}.${this.address.b}` } : {}),
        },
        (response) => {
          this.keepCookies(response.headers['set-cookie']);
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          const retryAfter = Number(response.headers['retry-after']) || undefined;
          response.on('end', () =>
            finish(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), undefined, retryAfter),
          );
          response.on('error', (error) => finish('error', '', errorCode(error)));
        },
      );
      const timer = setTimeout(() => {
        finish('timeout', '');
        request.destroy();
      }, requestTimeoutMs);
      request.on('error', (error) => {
        const code = errorCode(error);
        if (code === 'ECONNRESET' && request.reusedSocket && !settled) {
          settled = true;
          clearTimeout(timer);
          resolve({ status: 'error', body: '', ms: 0, error: 'ECONNRESET (reused)' });
        } else finish('error', '', code);
      });
      request.end(body);
    });
  }

  private keepCookies(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function errorCode(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? error.message;
}

/** `data` of a JSON envelope, or null when the body is not JSON. */
export function jsonData<T>(answer: Answer): T | null {
  try {
    return (JSON.parse(answer.body) as { data: T }).data ?? null;
  } catch {
    return null;
  }
}

export const isOk = (answer: Answer) =>
  typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300;
