import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';
import { AdmissionGate, type AdmissionOptions, defaultAdmission } from './admission';
import { waitsForHashing } from './admission-http';

const options = (overrides: Partial<AdmissionOptions>): AdmissionOptions => ({
  ...defaultAdmission,
  maxLagMs: 0,
  ...overrides,
});

/** A piece of work that runs until the test lets it finish. */
function held() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

/** Lets the gate's setImmediate hand-over and the promise chains behind it run. */
const settle = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

describe('admission gate (ADR 0069)', () => {
  it('runs at most `concurrency` at once; waiting writes start before waiting reads', async () => {
    const gate = new AdmissionGate(options({ concurrency: 2 }));
    const order: string[] = [];
    const first = held();
    const second = held();
    const running = [
      gate.run('read', undefined, first.work),
      gate.run('read', undefined, second.work),
      gate.run('read', undefined, async () => order.push('read')),
      gate.run('write', undefined, async () => order.push('write')),
    ];
    await settle();
    expect(gate.stats()).toMatchObject({ inFlight: 2, waiting: 2 });
    expect(order).toEqual([]);
    first.finish();
    await settle();
    expect(order).toEqual(['write']);
    second.finish();
    await Promise.all(running);
    expect(order).toEqual(['write', 'read']);
    expect(gate.stats()).toMatchObject({ inFlight: 0, waiting: 0, admitted: 4, shed: 0 });
  });

  it('a read finding the queue full is shed at once; a write still waits its turn', async () => {
    const gate = new AdmissionGate(options({ concurrency: 1, maxQueue: 1 }));
    const slot = held();
    const busy = gate.run('read', undefined, slot.work);
    const queued = gate.run('read', undefined, async () => 'queued');
    expect(await gate.run('read', undefined, async () => 'shed')).toBeNull();
    const write = gate.run('write', undefined, async () => 'write');
    slot.finish();
    expect(await Promise.all([busy, queued, write])).toEqual([undefined, 'queued', 'write']);
    expect(gate.stats().shed).toBe(1);
  });

  it('a read that waits longer than maxWaitMs is shed; a write waits up to writeWaitMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const gate = new AdmissionGate(options({ concurrency: 1, maxWaitMs: 1000, writeWaitMs: 5000 }));
      const slot = held();
      const busy = gate.run('read', undefined, slot.work);
      const read = gate.run('read', undefined, async () => 'read');
      const write = gate.run('write', undefined, async () => 'write');
      await vi.advanceTimersByTimeAsync(1001);
      expect(await read).toBeNull();
      expect(gate.stats()).toMatchObject({ waiting: 1, shed: 1 });
      slot.finish();
      await busy;
      expect(await write).toBe('write');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a client that goes away leaves the queue; one already gone is not started', async () => {
    const gate = new AdmissionGate(options({ concurrency: 1 }));
    const slot = held();
    const busy = gate.run('read', undefined, slot.work);
    const controller = new AbortController();
    let ran = false;
    const waiting = gate.run('read', controller.signal, async () => {
      ran = true;
    });
    controller.abort();
    expect(await waiting).toBeNull();
    expect(await gate.run('write', controller.signal, async () => 'late')).toBeNull();
    slot.finish();
    await busy;
    expect(ran).toBe(false);
    expect(gate.stats()).toMatchObject({ waiting: 0, inFlight: 0, shed: 2 });
  });

  it('while the event loop lags past maxLagMs, a read that would queue is shed; a free slot still admits', async () => {
    let lag = 400;
    const gate = new AdmissionGate(options({ concurrency: 1, maxLagMs: 250 }), () => lag);
    expect(await gate.run('read', undefined, async () => 'free slot')).toBe('free slot');
    const slot = held();
    const busy = gate.run('read', undefined, slot.work);
    expect(await gate.run('read', undefined, async () => 'ok')).toBeNull();
    const write = gate.run('write', undefined, async () => 'order');
    lag = 10;
    const read = gate.run('read', undefined, async () => 'ok');
    slot.finish();
    await busy;
    expect(await Promise.all([write, read])).toEqual(['order', 'ok']);
  });

  it('one client holds at most its share; its surplus waits, then is refused (429), others pass', async () => {
    const gate = new AdmissionGate(options({ concurrency: 4, perClient: 2, perClientQueue: 2 }));
    const greedy = [held(), held(), held(), held()];
    const attempts = greedy.map((h) => gate.attempt('read', undefined, h.work, 'greedy'));
    // Two run, two wait for its share; the fifth is refused at once, for this client only.
    expect(await gate.attempt('read', undefined, async () => 'x', 'greedy')).toEqual({
      ran: false,
      refusal: 'client_share',
    });
    await settle();
    expect(gate.stats()).toMatchObject({ inFlight: 2, waiting: 2, clientShed: 1 });
    // Somebody else gets a free slot at once, although the greedy client is waiting.
    expect(await gate.run('read', undefined, async () => 'honest', 'honest')).toBe('honest');
    for (const h of greedy) h.finish();
    expect((await Promise.all(attempts)).every((a) => a.ran)).toBe(true);
    expect(gate.stats()).toMatchObject({ inFlight: 0, waiting: 0, clients: 0 });
  });

  it('clients take turns for freed slots: one that queued three does not go three times first', async () => {
    const gate = new AdmissionGate(options({ concurrency: 2, perClient: 1, perClientQueue: 8 }));
    const order: string[] = [];
    const a = held();
    const b = held();
    const running = [gate.run('read', undefined, a.work, 'a'), gate.run('read', undefined, b.work, 'b')];
    // Client a queues three more before c asks once.
    const queued = [1, 2, 3].map((n) => gate.run('read', undefined, async () => order.push(`a${n}`), 'a'));
    const c = gate.run('read', undefined, async () => order.push('c'), 'c');
    // a's freed slot goes to c, who has not been let in yet, before a's own queue.
    a.finish();
    await settle();
    b.finish();
    await Promise.all([...running, ...queued, c]);
    expect(order[0]).toBe('c');
  });

  it('the middleware answers 429 with Retry-After to the client over its share', async () => {
    const gate = new AdmissionGate(options({ concurrency: 4, perClient: 1, perClientQueue: 0 }));
    const slot = held();
    const busy = gate.run('read', undefined, slot.work, '203.0.113.9');
    const over = await gate.attempt('read', undefined, async () => 1, '203.0.113.9');
    expect(over).toEqual({ ran: false, refusal: 'client_share' });
    const { overloaded } = await import('./admission-http');
    const page = overloaded(2, 'text/html', 'client_share');
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('2');
    const api = overloaded(2, 'application/json', 'client_share');
    expect(((await api.json()) as { code: string }).code).toBe('too_many_at_once');
    slot.finish();
    await busy;
  });
});

it('sign-in, registration and recovery posts bypass the gate (the hashing pool bounds them)', () => {
  const post = (path: string) => new Request(`http://shop${path}`, { method: 'POST' });
  for (const path of [
    '/users/auth',
    '/users/auth/phoneauth',
    '/site/users/auth/registration',
    '/profile',
    '/ru/profile/recovery',
  ])
    expect(waitsForHashing(post(path)), path).toBe(true);
  for (const path of ['/site/users/cart', '/checkout', '/profiles', '/api/ordernew'])
    expect(waitsForHashing(post(path)), path).toBe(false);
  expect(waitsForHashing(new Request('http://shop/profile'))).toBe(false);
});

describe('a saturated shop answers at once (ADR 0069)', () => {
  let shop: TestShop;
  const gate = new AdmissionGate(options({ concurrency: 1, maxQueue: 0 }));
  const slot = held();
  let busy: Promise<unknown>;

  beforeAll(async () => {
    shop = await createTestShop({ admission: gate, pageCache: {} });
    // A page everyone shares, cached before the shop fills up.
    expect((await shop.app.request('/', { headers: { accept: 'text/html' } })).status).toBe(200);
    busy = gate.run('read', undefined, slot.work);
  });

  afterAll(async () => {
    slot.finish();
    await busy;
    await shop?.close();
  });

  it('the API answers 503 with Retry-After and the bilingual message', async () => {
    const response = await shop.app.request('/site/home/', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toMatchObject({
      status: 'error',
      code: 'overloaded',
      message_ua: 'Зараз дуже багато відвідувачів. Спробуйте через 2 с',
      message: 'Сейчас очень много посетителей. Попробуйте через 2 с',
    });
  });

  it("a signed-in shopper's page answers 503 with a page that reloads itself", async () => {
    const response = await shop.app.request('/', { headers: { accept: 'text/html', cookie: 'token=someone' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="refresh" content="2">');
    expect(html).toContain('Зараз у магазині дуже багато відвідувачів');
  });

  it('a cached page and the health check are still served', async () => {
    const page = await shop.app.request('/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-cache')).toMatch(/hit|stale/);
    expect((await shop.app.request('/healthz')).status).toBe(200);
  });
});
