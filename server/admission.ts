import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { MiddlewareHandler } from 'hono';
import { errorTexts } from '#core/i18n';

/**
 * Admission control (ADR 0069): at most `concurrency` expensive requests (renders, API work) run at
 * once; the rest wait in two queues — writes (orders, cart, sign-in: whatever is not GET/HEAD)
 * before reads — and a read that would wait longer than `maxWaitMs`, or finds the queue full, or
 * would have to queue while the event loop lags past `maxLagMs`, is answered at once with 503 and
 * `Retry-After`.
 * A saturated process thus keeps answering quickly instead of letting hundreds of renders
 * interleave until every one of them is late and new connections wait unaccepted.
 */
export type AdmissionOptions = {
  concurrency: number;
  /** A read waits at most this long for a slot; a write waits up to `writeWaitMs`. */
  maxWaitMs: number;
  writeWaitMs: number;
  /** Waiting reads at most (writes are bounded by their wait). */
  maxQueue: number;
  /** Mean event-loop delay over the last half second above which new reads are shed. */
  maxLagMs: number;
  retryAfterSeconds: number;
};

export const defaultAdmission: AdmissionOptions = {
  concurrency: 16,
  maxWaitMs: 1_000,
  writeWaitMs: 5_000,
  maxQueue: 64,
  maxLagMs: 250,
  retryAfterSeconds: 2,
};

export type Priority = 'write' | 'read';
type Waiter = { admit: () => void; shed: () => void };
export type AdmissionStats = { admitted: number; shed: number; inFlight: number; waiting: number; lagMs: number };

export class AdmissionGate {
  private inFlight = 0;
  private readonly queues: Record<Priority, Waiter[]> = { write: [], read: [] };
  private admitted = 0;
  private shedCount = 0;
  private lag = 0;
  private readonly histogram: IntervalHistogram | null;
  private readonly sampler: NodeJS.Timeout | null;

  /** `lagProbe` stands in for the event-loop monitor (tests). */
  constructor(
    readonly options: AdmissionOptions = defaultAdmission,
    private readonly lagProbe?: () => number,
  ) {
    if (options.maxLagMs > 0 && !lagProbe) {
      this.histogram = monitorEventLoopDelay({ resolution: 10 });
      this.histogram.enable();
      this.sampler = setInterval(() => this.sampleLag(), 500);
      this.sampler.unref();
    } else {
      this.histogram = null;
      this.sampler = null;
    }
  }

  /** Runs `work` once a slot is free; null when the request is shed (the caller answers 503). */
  async run<T>(priority: Priority, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T | null> {
    if (!(await this.enter(priority, signal))) return null;
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  stats(): AdmissionStats {
    return {
      admitted: this.admitted,
      shed: this.shedCount,
      inFlight: this.inFlight,
      waiting: this.queues.write.length + this.queues.read.length,
      lagMs: Math.round(this.lag),
    };
  }

  close() {
    if (this.sampler) clearInterval(this.sampler);
    this.histogram?.disable();
  }

  private sampleLag() {
    if (!this.histogram) return;
    // The histogram counts the timer's own resolution in every sample.
    this.lag = Math.max(0, this.histogram.mean / 1e6 - 10);
    this.histogram.reset();
  }

  private lagging(): boolean {
    const lag = this.lagProbe ? this.lagProbe() : this.lag;
    return this.options.maxLagMs > 0 && lag > this.options.maxLagMs;
  }

  private enter(priority: Priority, signal: AbortSignal | undefined): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(this.shed());
    const reads = this.queues.read;
    // A free slot admits at once, however the loop lags: with room to spare, refusing helps nobody
    // (a slow start-up or a long collection is not a crowd).
    if (this.inFlight < this.options.concurrency && this.queues.write.length === 0 && reads.length === 0) {
      this.inFlight++;
      this.admitted++;
      return Promise.resolve(true);
    }
    if (priority === 'read' && (reads.length >= this.options.maxQueue || this.lagging())) {
      return Promise.resolve(this.shed());
    }
    return new Promise<boolean>((resolve) => {
      const queue = this.queues[priority];
      const done = (admitted: boolean) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        resolve(admitted);
      };
      const waiter: Waiter = { admit: () => done(true), shed: () => done(this.shed()) };
      const onAbort = () => waiter.shed();
      const timer = setTimeout(waiter.shed, priority === 'read' ? this.options.maxWaitMs : this.options.writeWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
    });
  }

  private shed(): false {
    this.shedCount++;
    return false;
  }

  private leave() {
    this.inFlight--;
    // The next one starts on a later turn of the event loop, so that sockets are read and new
    // connections accepted between two renders (a chain of promises alone would never yield).
    setImmediate(() => this.admitNext());
  }

  private admitNext() {
    while (this.inFlight < this.options.concurrency) {
      const next = this.queues.write.shift() ?? this.queues.read.shift();
      if (!next) return;
      this.inFlight++;
      this.admitted++;
      next.admit();
    }
  }
}

/**
 * Sign-in, registration, recovery and password changes (the API's `/users/auth…` and the
 * storefront's profile forms) wait on the password-hashing pool, which has its own bounded queue
 * and answers 503 `hashing_busy` past it (core/accounts/password.ts). They bypass the gate: held
 * slots waiting for a hash would starve every other request.
 */
export function waitsForHashing(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const { pathname } = new URL(request.url);
  return /\/users\/auth(\/|$)/.test(pathname) || /^(\/ru)?\/profile(\/|$)/.test(pathname);
}

/** Writes first: an order or a cart change is worth more to the shop than one more page view. */
export function priorityOf(method: string): Priority {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/** The answer to a shed request: quick, uncached, with when to come back. */
export function overloaded(retryAfterSeconds: number, accept: string | null | undefined): Response {
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (accept?.includes('text/html')) {
    const html =
      '<!doctype html><html lang="uk"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      `<meta http-equiv="refresh" content="${retryAfterSeconds}"><title>Поплавок</title>` +
      '<p>Зараз у магазині дуже багато відвідувачів. Сторінка оновиться за кілька секунд.</p>' +
      '<p lang="ru">Сейчас в магазине очень много посетителей. Страница обновится через несколько секунд.</p></html>';
    return new Response(html, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
  }
  // The API's bilingual error envelope (ADR 0007).
  return Response.json(
    { status: 'error', code: 'overloaded', ...errorTexts('overloaded', { seconds: retryAfterSeconds }), data: null },
    { status: 503, headers },
  );
}

/** Every request through this middleware passes the gate, except those `skip` lets straight through. */
export function admissionControl(gate: AdmissionGate, skip: (request: Request) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (skip(request)) return next();
    const ran = await gate.run(priorityOf(request.method), request.signal, async () => {
      await next();
      return true;
    });
    if (!ran) return overloaded(gate.options.retryAfterSeconds, request.headers.get('accept'));
  };
}
