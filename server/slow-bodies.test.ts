import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdmissionGate, defaultAdmission } from '#server/http/admission';
import { defaultBodyRead, guardedStream, SlowBodyError } from '#server/http/body-reader';
import { createTestShop, type TestShop } from '#test/support/shop';

// Slow request bodies must not hold the admission gate's slots. Real sockets, a
// real HTTP server, the whole app.
let shop: TestShop;
let server: ReturnType<typeof serve>;
let port = 0;
const gate = new AdmissionGate({ ...defaultAdmission, concurrency: 2, maxWaitMs: 500, maxLagMs: 0 });

beforeAll(async () => {
  shop = await createTestShop({
    admission: gate,
    // Short clocks so the test does not wait 10 s; the rules are the production ones.
    bodyRead: { ...defaultBodyRead, formDeadlineMs: 1_500, perClient: 3, maxUploads: 2 },
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  gate.close();
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});

/** A client announcing `length` bytes of form body and sending only `sent` of them (then nothing). */
function slowPost(path: string, length: number, sent: string, forwardedFor?: string) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${length}\r\n${forwardedFor ? `X-Forwarded-For: ${forwardedFor}\r\n` : ''}\r\n${sent}`,
  );
  return { socket, closed };
}

describe('slow bodies hold no slot', () => {
  it('with every slot-worth of clients trickling a body, an API read and a page still answer 200; the trickles get 408', async () => {
    // Twice the gate's slots, each from its own connection (the per-client cap is 3: two addresses
    // are not needed for the slots, but the cap must not be what saves the shop here).
    const slow = [0, 1, 2].map(() => slowPost('/site/ordernew/create/check', 1000, 'd'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const api = await fetch(`http://127.0.0.1:${port}/site/home/`);
    const page = await fetch(`http://127.0.0.1:${port}/checkout`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(200);
    expect(page.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(gate.stats().inFlight).toBe(0);
    const answers = await Promise.all(slow.map((s) => s.closed));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answers[0]).toContain('request_timeout');
  }, 20_000);

  it('one address has at most perClient bodies in flight; the next is refused 429 at once', async () => {
    const held = [0, 1, 2].map(() => slowPost('/site/users/cart/add', 100, 'i'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const extra = slowPost('/site/users/cart/add', 5, 'id=1&');
    const answer = await extra.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 429/);
    expect(answer.toLowerCase()).toContain('retry-after: 2');
    for (const h of held) h.socket.destroy();
  }, 20_000);
});

describe('photo uploads held in memory are bounded', () => {
  it('slow uploads hold no slot; past maxUploads at once the next review post is answered 503 + Retry-After', async () => {
    const uploads = [0, 1].map(() => slowPost('/site/reviews/1', 1_000_000, '--x'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Slow uploads hold no admission slot (the gate has 2): the shop still answers.
    expect((await fetch(`http://127.0.0.1:${port}/site/home/`)).status).toBe(200);
    expect(gate.stats().inFlight).toBe(0);
    const third = slowPost('/site/reviews/1', 1_000_000, '--x');
    const answer = await third.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer.toLowerCase()).toContain('retry-after: 10');
    for (const upload of uploads) upload.socket.destroy();
  }, 20_000);
});

describe('an upload must keep moving', () => {
  /** A body that sends `chunk` every `everyMs`, `count` times. */
  function trickle(chunk: number, everyMs: number, count: number) {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent++ >= count) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, everyMs));
        controller.enqueue(new Uint8Array(chunk));
      },
    });
  }
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    let bytes = 0;
    for await (const chunk of stream) bytes += chunk.byteLength;
    return bytes;
  };
  const pace = { graceMs: 100, minBytesPerSecond: 8 * 1024, idleMs: 300 };

  it('an honest phone (64 KB every 50 ms) gets through whole', async () => {
    let ended = 0;
    const bytes = await drain(guardedStream(trickle(64 * 1024, 50, 6), 10 * 2 ** 20, pace, () => ended++));
    expect(bytes).toBe(6 * 64 * 1024);
    expect(ended).toBe(1);
  });

  it('a trickle under the minimum rate past the grace is cut (SlowBodyError)', async () => {
    let ended = 0;
    await expect(drain(guardedStream(trickle(10, 50, 100), 10 * 2 ** 20, pace, () => ended++))).rejects.toBeInstanceOf(
      SlowBodyError,
    );
    expect(ended).toBe(1);
  });

  it('a body that stops sending is cut after idleMs', async () => {
    await expect(
      drain(guardedStream(trickle(64 * 1024, 1_000, 2), 10 * 2 ** 20, { ...pace, graceMs: 10_000 }, () => {})),
    ).rejects.toBeInstanceOf(SlowBodyError);
  });
});
