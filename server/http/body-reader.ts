/**
 * Request bodies are read before any work is admitted (ADR 0075): 20 connections
 * announcing 1,000 bytes and sending one every 5 s held all 16 admission slots for a minute, at
 * ~4 bytes/s of attacker traffic, because a slot was taken before the body arrived.
 *
 * - A form or cart body (≤ 64 KB) is read whole, bounded in size (413) and in time (408 after
 *   `formDeadlineMs`), and handed on from memory: the gate and the handlers never wait for a socket.
 * - An upload (a review with photos, up to 55 MB) is streamed on, but must keep moving: past
 *   `graceMs` it must average `minBytesPerSecond`, and no gap may exceed `idleMs` — a 3G phone
 *   sends ~100 KB/s, a slow-body attack bytes per second.
 * - One client address has at most `perClient` bodies in flight (429 past it), so a crowd of slow
 *   connections from one address holds no more than that many sockets' worth of buffers.
 */
export type BodyReadOptions = {
  formDeadlineMs: number;
  graceMs: number;
  minBytesPerSecond: number;
  idleMs: number;
  perClient: number;
  /**
   * Uploads (review photos) being received at once in the process: each is parsed in memory (up to
   * 55 MB), so this bounds that memory; past it 503 + Retry-After.
   */
  maxUploads: number;
};

export const defaultBodyRead: BodyReadOptions = {
  formDeadlineMs: 10_000,
  graceMs: 10_000,
  minBytesPerSecond: 8 * 1024,
  idleMs: 15_000,
  perClient: 8,
  maxUploads: 4,
};

/** The body did not arrive fast enough (answered 408). */
export class SlowBodyError extends Error {
  constructor() {
    super('request body too slow');
    this.name = 'SlowBodyError';
  }
}

/** The body passed its limit (answered 413). */
export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a whole body of at most `limit` bytes within `deadlineMs`; rejects with
 * {@link SlowBodyError} or {@link BodyTooLargeError} (and cancels the stream) otherwise.
 */
export async function readWhole(
  body: ReadableStream<Uint8Array>,
  limit: number,
  deadlineMs: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    reader.cancel().catch(() => {});
  }, deadlineMs);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) throw new SlowBodyError();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        reader.cancel().catch(() => {});
        throw new BodyTooLargeError();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (timedOut) throw new SlowBodyError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

/**
 * The same bytes, as long as they keep coming: at most `limit` of them, averaging
 * `minBytesPerSecond` past `graceMs`, no gap over `idleMs`. The stream errors with
 * {@link SlowBodyError} / {@link BodyTooLargeError} otherwise; `onEnd` runs once either way.
 */
export function guardedStream(
  body: ReadableStream<Uint8Array>,
  limit: number,
  options: Pick<BodyReadOptions, 'graceMs' | 'minBytesPerSecond' | 'idleMs'>,
  onEnd: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const started = Date.now();
  let size = 0;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let idle: NodeJS.Timeout | undefined;
      const stalled = new Promise<'stalled'>((resolve) => {
        idle = setTimeout(() => resolve('stalled'), options.idleMs);
      });
      try {
        const next = await Promise.race([reader.read(), stalled]);
        const elapsed = Date.now() - started;
        const tooSlow =
          next === 'stalled' ||
          (elapsed > options.graceMs && (size / elapsed) * 1000 < options.minBytesPerSecond && !next.done);
        if (tooSlow) {
          reader.cancel().catch(() => {});
          end();
          controller.error(new SlowBodyError());
          return;
        }
        if (next.done) {
          end();
          controller.close();
          return;
        }
        size += next.value.byteLength;
        if (size > limit) {
          reader.cancel().catch(() => {});
          end();
          controller.error(new BodyTooLargeError());
          return;
        }
        controller.enqueue(next.value);
      } catch (error) {
        end();
        controller.error(error);
      } finally {
        clearTimeout(idle);
      }
    },
    cancel(reason) {
      end();
      return reader.cancel(reason);
    },
  });
}

/** Bodies being read per client address (the counter behind `perClient`). */
export class BodyReaders {
  private readonly reading = new Map<string, number>();

  constructor(private readonly perClient: number) {}

  /** Takes a place for `client`, or false when it already has `perClient` bodies in flight. */
  enter(client: string): boolean {
    const now = this.reading.get(client) ?? 0;
    if (this.perClient > 0 && now >= this.perClient) return false;
    this.reading.set(client, now + 1);
    return true;
  }

  leave(client: string) {
    const now = (this.reading.get(client) ?? 1) - 1;
    if (now <= 0) this.reading.delete(client);
    else this.reading.set(client, now);
  }
}
