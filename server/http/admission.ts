import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Admission control (ADR 0069): at most `concurrency` expensive requests (renders, API work) run at
 * once; the rest wait in two queues — writes (orders, cart, sign-in: whatever is not GET/HEAD)
 * before reads — and a read that would wait longer than `maxWaitMs`, or finds the queue full, or
 * would have to queue while the event loop lags past `maxLagMs`, is answered at once with 503 and
 * `Retry-After`.
 * A saturated process thus keeps answering quickly instead of letting hundreds of renders
 * interleave until every one of them is late and new connections wait unaccepted.
 *
 * Per client (ADR 0075): one client address holds at most `perClient` slots at
 * once and has at most `perClientQueue` requests waiting; past that its next request is answered
 * 429 at once — that client's, not everybody's. A freed slot goes to the oldest waiter whose client
 * is under its share, so one address firing 32 uncached searches cannot push everyone else out.
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
  /** Slots one client address may hold at once (0: no per-client share). */
  perClient: number;
  /** Requests one client address may have waiting; past it, 429 for that client. */
  perClientQueue: number;
};

export const defaultAdmission: AdmissionOptions = {
  concurrency: 16,
  maxWaitMs: 1_000,
  writeWaitMs: 5_000,
  maxQueue: 64,
  maxLagMs: 250,
  retryAfterSeconds: 2,
  perClient: 2,
  perClientQueue: 8,
};

export type Priority = 'write' | 'read';
/** Why a request was not run: the process is saturated (503), or its client is over its share (429). */
export type Refusal = 'overloaded' | 'client_share';
type Waiter = { client: string; admit: () => void; shed: () => void };
/** A client's slots and waiters, and when it was last let in (a round of turns between clients). */
type ClientLoad = { inFlight: number; waiting: number; lastServed: number };
export type AdmissionStats = {
  admitted: number;
  shed: number;
  /** Refused because their client was over its share (included in `shed`). */
  clientShed: number;
  inFlight: number;
  waiting: number;
  lagMs: number;
  clients: number;
};

/** The client of a request that names none (tests, internal work). */
export const anyClient = '';

export class AdmissionGate {
  private inFlight = 0;
  private readonly queues: Record<Priority, Waiter[]> = { write: [], read: [] };
  private admitted = 0;
  private shedCount = 0;
  private clientShedCount = 0;
  private readonly clients = new Map<string, ClientLoad>();
  private served = 0;
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
  async run<T>(
    priority: Priority,
    signal: AbortSignal | undefined,
    work: () => Promise<T>,
    client: string = anyClient,
  ): Promise<T | null> {
    const outcome = await this.attempt(priority, signal, work, client);
    return outcome.ran ? outcome.value : null;
  }

  /** Like {@link run}, and says why a request was refused. */
  async attempt<T>(
    priority: Priority,
    signal: AbortSignal | undefined,
    work: () => Promise<T>,
    client: string = anyClient,
  ): Promise<{ ran: true; value: T } | { ran: false; refusal: Refusal }> {
    const refusal = await this.enter(priority, signal, client);
    if (refusal) return { ran: false, refusal };
    try {
      return { ran: true, value: await work() };
    } finally {
      this.leave(client);
    }
  }

  stats(): AdmissionStats {
    return {
      admitted: this.admitted,
      shed: this.shedCount,
      clientShed: this.clientShedCount,
      inFlight: this.inFlight,
      waiting: this.queues.write.length + this.queues.read.length,
      lagMs: Math.round(this.lag),
      clients: this.clients.size,
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

  private load(client: string): ClientLoad {
    let load = this.clients.get(client);
    if (!load) {
      load = { inFlight: 0, waiting: 0, lastServed: 0 };
      this.clients.set(client, load);
    }
    return load;
  }

  private release(client: string, load: ClientLoad) {
    if (load.inFlight === 0 && load.waiting === 0) this.clients.delete(client);
  }

  /** Whether a client may take one more slot (requests without a client are not shared out). */
  private underShare(client: string): boolean {
    if (client === anyClient || this.options.perClient <= 0) return true;
    return (this.clients.get(client)?.inFlight ?? 0) < this.options.perClient;
  }

  private take(client: string) {
    this.inFlight++;
    this.admitted++;
    const load = this.load(client);
    load.inFlight++;
    load.lastServed = ++this.served;
  }

  /** Null when admitted; else why not. */
  private enter(priority: Priority, signal: AbortSignal | undefined, client: string): Promise<Refusal | null> {
    if (signal?.aborted) return Promise.resolve(this.shed('overloaded'));
    const reads = this.queues.read;
    // A free slot admits at once, however the loop lags: with room to spare, refusing helps nobody
    // (a slow start-up or a long collection is not a crowd).
    if (
      this.inFlight < this.options.concurrency &&
      this.underShare(client) &&
      !this.eligible(this.queues.write) &&
      !this.eligible(reads)
    ) {
      this.take(client);
      // Start on the next turn of the event loop, not in this one: requests that arrived together
      // are then all seen by the gate before any of them runs. On PGlite a render is mostly
      // synchronous, and one client's 32 parallel searches were otherwise admitted one after
      // another, each alone, never over its share.
      return new Promise((resolve) => setImmediate(() => resolve(null)));
    }
    const load = this.load(client);
    if (client !== anyClient && this.options.perClient > 0 && load.waiting >= this.options.perClientQueue) {
      this.release(client, load);
      return Promise.resolve(this.shed('client_share'));
    }
    if (priority === 'read' && (reads.length >= this.options.maxQueue || this.lagging())) {
      this.release(client, load);
      return Promise.resolve(this.shed('overloaded'));
    }
    return new Promise<Refusal | null>((resolve) => {
      const queue = this.queues[priority];
      const done = (refusal: Refusal | null) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        load.waiting--;
        if (refusal) this.release(client, load);
        resolve(refusal);
      };
      // Waiting past its time: the process is saturated, or this client is the one holding it.
      const timedOut = () => done(this.shed(this.underShare(client) ? 'overloaded' : 'client_share'));
      const waiter: Waiter = { client, admit: () => done(null), shed: timedOut };
      const onAbort = () => done(this.shed('overloaded'));
      const timer = setTimeout(timedOut, priority === 'read' ? this.options.maxWaitMs : this.options.writeWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      load.waiting++;
      queue.push(waiter);
    });
  }

  private shed(refusal: Refusal): Refusal {
    this.shedCount++;
    if (refusal === 'client_share') this.clientShedCount++;
    return refusal;
  }

  private leave(client: string) {
    this.inFlight--;
    const load = this.clients.get(client);
    if (load) {
      load.inFlight--;
      this.release(client, load);
    }
    // The next one starts on a later turn of the event loop, so that sockets are read and new
    // connections accepted between two renders (a chain of promises alone would never yield).
    setImmediate(() => this.admitNext());
  }

  /**
   * Writes first; in each queue a waiter whose client is under its share — of those, the one whose
   * client holds fewest slots and was let in longest ago (clients take turns), the oldest first.
   */
  private admitNext() {
    while (this.inFlight < this.options.concurrency) {
      const next = this.eligible(this.queues.write) ?? this.eligible(this.queues.read);
      if (!next) return;
      this.take(next.client);
      next.admit();
    }
  }

  private eligible(queue: Waiter[]): Waiter | undefined {
    let best: Waiter | undefined;
    let bestLoad: ClientLoad | undefined;
    for (const waiter of queue) {
      if (!this.underShare(waiter.client)) continue;
      const load = this.clients.get(waiter.client);
      if (
        !best ||
        (load &&
          bestLoad &&
          (load.inFlight < bestLoad.inFlight ||
            (load.inFlight === bestLoad.inFlight && load.lastServed < bestLoad.lastServed)))
      ) {
        best = waiter;
        bestLoad = load;
      }
    }
    return best;
  }
}
