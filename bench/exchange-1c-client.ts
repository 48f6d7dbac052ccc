import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { exchange1c } from './abuse-1c';

const door = '/1c/exchange';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How an exchange request went: its text (or why there was none) and how long it took, ms. */
type Reply = { text: string; ms: number; failed?: string };

/**
 * 1C's side of a catalogue exchange over real HTTP, as 1C's "обмін з сайтом" runs it (* ADR 0102): `checkauth` with HTTP Basic (the answer names the cookie), `init` (the answer names
 * `file_limit`), the file posted in `file_limit`-sized parts under one name, then `mode=import`
 * asked again until `success` or `failure`. Every poll's latency is kept: the 7.8 s poll.
 */
export class OneCClient {
  /** Each `mode=import` request's latency, ms. */
  readonly polls: number[] = [];
  /** Requests with no answer (a reset connection, a 60 s timeout), by reason. */
  readonly failures = new Map<string, number>();
  private cookie = '';
  private fileLimit = 100 * 2 ** 20;

  constructor(
    private readonly port: number,
    private readonly forwardedFor = '10.61.0.1',
  ) {}

  async signIn(): Promise<void> {
    const basic = Buffer.from(`${exchange1c.login}:${exchange1c.password}`).toString('base64');
    const auth = await this.request('type=catalog&mode=checkauth', { authorization: `Basic ${basic}` });
    const [status, name, value] = auth.text.split('\n');
    if (status !== 'success' || !name || !value) throw new Error(`checkauth answered ${auth.text || auth.failed}`);
    this.cookie = `${name}=${value}`;
    const init = await this.request('type=catalog&mode=init');
    const limit = /file_limit=(\d+)/.exec(init.text)?.[1];
    if (!limit) throw new Error(`init answered ${init.text || init.failed}`);
    this.fileLimit = Number(limit);
  }

  /** Posts the file in `file_limit` parts; the upload's seconds. */
  async upload(file: string): Promise<number> {
    const started = performance.now();
    const name = path.basename(file);
    const size = (await stat(file)).size;
    for (let start = 0; start < size; start += this.fileLimit) {
      const body = Readable.toWeb(createReadStream(file, { start, end: Math.min(size, start + this.fileLimit) - 1 }));
      const answer = await this.request(`type=catalog&mode=file&filename=${name}`, {}, body as ReadableStream);
      if (answer.text.trim() !== 'success') throw new Error(`file ${name} answered ${answer.text || answer.failed}`);
    }
    return (performance.now() - started) / 1000;
  }

  /** `mode=import` until it is no longer `progress` (a pause of `pauseMs` between polls); its answer and seconds. */
  async importFile(name: string, pauseMs = 1000): Promise<{ answer: string; seconds: number }> {
    const started = performance.now();
    for (;;) {
      const reply = await this.request(`type=catalog&mode=import&filename=${name}`);
      this.polls.push(reply.ms);
      const answer = reply.text.trim();
      if (!reply.failed && answer !== 'progress') return { answer, seconds: (performance.now() - started) / 1000 };
      await sleep(pauseMs);
    }
  }

  private async request(query: string, headers: Record<string, string> = {}, body?: ReadableStream): Promise<Reply> {
    const started = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${this.port}${door}?${query}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'x-forwarded-for': this.forwardedFor,
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...headers,
        },
        ...(body ? { body, duplex: 'half' } : {}),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      return { text, ms: performance.now() - started };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      this.failures.set(cause, (this.failures.get(cause) ?? 0) + 1);
      return { text: '', ms: performance.now() - started, failed: cause };
    }
  }
}
