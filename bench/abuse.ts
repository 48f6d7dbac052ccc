import http from 'node:http';
import net from 'node:net';
import { exchange1c, exchangeSignInWorks, guess1c } from './abuse-1c';
import { send } from './abuse-http';
import { StaffClient, xlsxBomb } from './abuse-xlsx';
import { jsonData, ShopClient } from './client';
import type { BenchOptions } from './options';
import { seededRandom } from './random';
import { type Catalogue, discoverCatalogue, orderFields, pickCart, signIn } from './shop';
import { freePort, type ShopServer } from './shop-server';
import { percentile, Stats } from './stats';
import { withShop } from './with-shop';

/**
 * `npm run bench abuse`: one anonymous client runs each attack of the hardening issue
 * against a real server in turn — slow bodies (hole 1), uncached renders from one address (hole
 * 2), like stuffing (hole 5), image variants of invented pictures (hole 9) — while honest shoppers
 * (each its own address) keep loading home, a signed-in product page and `create/check`. Printed
 * side by side per phase: the honest shoppers' success rate and p95, and what the attacker got.
 * Target: ≥ 99 % success and p95 < 1 s for the honest shoppers under every attack.
 * It adds an honest manager (the back office's orders list, signed in) to every phase and two
 * attacks: 1C password guesses on several modes of /1c/exchange (target: 429s, never a 200) and an
 * XLSX bomb uploaded through the import form (target: the server's RSS back within 20 % of where
 * the phase started).
 */
export type HonestFigures = { requests: number; okPercent: number; p95: number };
export type AbusePhase = {
  phase: string;
  honest: Record<HonestKind, HonestFigures>;
  manager: HonestFigures;
  attacker: Record<string, number>;
  note: string;
  /** The attack's own verdict of the attack, when it has one (guesses refused, memory returned). */
  met?: boolean;
};
export type AbuseFigures = { db: string; phases: AbusePhase[]; met: boolean };

type HonestKind = 'home' | 'signed-in page' | 'create/check';
const honestKinds: HonestKind[] = ['home', 'signed-in page', 'create/check'];
/** The attacker's address (X-Forwarded-For; the server runs with TRUST_PROXY=1) and socket source. */
const attacker = { forwardedFor: '10.66.0.1', source: '127.66.0.1' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchAbuse(options: BenchOptions): Promise<AbuseFigures[]> {
  const figures: AbuseFigures[] = [];
  for (const db of options.dbs) figures.push(await abuseOn({ ...options, db }));
  return figures;
}

async function abuseOn(options: BenchOptions): Promise<AbuseFigures> {
  const seconds = options.duration ?? 20;
  const honestCount = options.shoppers ?? 4;
  console.log(
    `\nabuse: ${honestCount} honest shoppers (home, a signed-in product page, create/check; ~200 ms between steps) ` +
      `on ${options.db}, ${seconds} s without an attack, then ${seconds} s under each attack from one address (${attacker.forwardedFor})`,
  );
  const memoryPort = await freePort();
  const env = {
    EXCHANGE_1C_LOGIN: exchange1c.login,
    EXCHANGE_1C_PASSWORD: exchange1c.password,
    BENCH_MEMORY_PORT: String(memoryPort),
  };
  const outcome = await withShop(
    options,
    'abuse',
    async (shop) => {
      const { port } = shop.server;
      const source = shop.bindSource ? attacker.source : undefined;
      const setup = new ShopClient(port, new Stats(), { a: 0, b: 1 }, shop.bindSource);
      const catalogue = await discoverCatalogue(setup);
      const reviewId = await findReview(setup, catalogue);
      setup.close();
      // Signed in once, one after the other (password hashing is a bounded pool), kept for every phase.
      const shoppers: ShopClient[] = [];
      for (let i = 0; i < honestCount; i++) {
        const client = new ShopClient(port, new Stats(), { a: 200, b: 1 + i }, shop.bindSource);
        const signed = await signIn(client, { phone: '0501234567', password: 'poplavok', firstName: '', lastName: '' });
        if (signed !== 'ok') throw new Error(`honest shopper ${i}: sign-in ${signed}`);
        shoppers.push(client);
      }
      const manager = new StaffClient(port, '10.77.202.1', shop.bindSource ? '127.77.202.1' : undefined);
      if (!(await manager.signIn('manager')))
        throw new Error('honest manager: the back office did not let "manager" in');
      const startMb = (await shop.server.memory()).rssMb;
      console.log(`server RSS after the sign-ins (after a GC): ${startMb ?? '?'} MB`);
      const phases: AbusePhase[] = [];
      // A phase lasts `seconds`, the bomb's at least a minute (its check runs on after the upload).
      const attacks: [string, () => Attack | Promise<Attack>, number?][] = [
        ['no attack', () => idle()],
        ['1 slow bodies ×20', () => slowBodies(port, source, 20)],
        [
          '2 uncached searches ×32',
          () => parallelGets(port, source, 32, (i, n) => `/search/${words[n % words.length]}${i}x${n}`),
        ],
        ['5 likes, new User-Agent each', () => likes(port, source, reviewId)],
        [
          '9 invented image variants ×8',
          () =>
            parallelGets(port, source, 8, (i, n) => `/images/v1/w/1200/demo/logo-x${i}-${n}.svg.webp`, 'image/webp'),
        ],
        ['28.1 1C password guesses', () => passwordGuesses(port, source)],
        ['28 XLSX bomb (1 GB strings)', () => bombUpload(shop.server, port, source), Math.max(seconds, 60)],
      ];
      let serverErrors = 0;
      for (const [phase, start, phaseSeconds = seconds] of attacks) {
        const attack = await start();
        const [honest, staff] = await Promise.all([
          honestShoppers(port, shop.bindSource, shoppers, catalogue, phaseSeconds, options.seed),
          honestManager(manager, phaseSeconds),
        ]);
        const attackerStatuses = await attack.stop();
        serverErrors += honest.serverErrors + staff.serverErrors + (attackerStatuses['500'] ?? 0);
        const row: AbusePhase = {
          phase,
          honest: honest.figures,
          manager: staff.figures,
          attacker: attackerStatuses,
          note: honest.note,
        };
        if (attack.note) row.note += `; ${await attack.note()}`;
        if (attack.met) row.met = attack.met();
        phases.push(row);
        printPhase(row);
        await sleep(1_000);
      }
      for (const client of shoppers) client.close();
      manager.close();
      return { serverErrors, problems: [], phases };
    },
    { env },
  );
  const phases = outcome.verdict.phases;
  const shoppersMet = phases.every((p) =>
    honestKinds.every((k) => p.honest[k].okPercent >= 99 && p.honest[k].p95 < 1_000),
  );
  const attacksMet = phases.every((p) => p.met !== false);
  console.log(
    `\nabuse on ${options.db}: honest shoppers ≥ 99 % and p95 < 1 s under every attack: ${shoppersMet ? 'met' : 'NOT met'}`,
  );
  for (const p of phases.filter((row) => row.met !== undefined))
    console.log(`  ${p.phase}: ${p.met ? 'met' : 'NOT met'} (${p.note.split('; ').slice(1).join('; ')})`);
  return { db: options.db, phases, met: shoppersMet && attacksMet };
}

const words = ['kotushka', 'vudylyshche', 'namet', 'gachok', 'liska', 'spinning', 'feeder', 'vobler'];

function printPhase(row: AbusePhase) {
  const cell = (k: HonestKind) => `${row.honest[k].okPercent.toFixed(1)} % ${row.honest[k].p95} ms`;
  const statuses = Object.entries(row.attacker)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const manager = `${row.manager.okPercent.toFixed(1)} % ${row.manager.p95} ms`;
  console.log(
    `${row.phase.padEnd(30)} home ${cell('home').padEnd(16)} signed-in ${cell('signed-in page').padEnd(16)} ` +
      `check ${cell('create/check').padEnd(16)} manager ${manager.padEnd(16)} attacker: ${statuses || '—'}` +
      `${row.note ? `  (${row.note})` : ''}`,
  );
}

/** Honest shoppers, each at its own address, for `seconds`: success (2xx/3xx after one retry on 503) and latency. */
async function honestShoppers(
  port: number,
  bindSource: boolean,
  clients: ShopClient[],
  catalogue: Catalogue,
  seconds: number,
  seed: number,
) {
  const random = seededRandom(seed);
  const samples = new Map<HonestKind, { ms: number; ok: boolean }[]>(honestKinds.map((k) => [k, []]));
  let serverErrors = 0;
  let homeRendered = 0;
  const deadline = Date.now() + seconds * 1000;
  const run = async (client: ShopClient, i: number) => {
    const own = random.fork();
    const timed = async (kind: HonestKind, request: () => ReturnType<ShopClient['get']>) => {
      const started = performance.now();
      const answer = await request();
      const ok = typeof answer.status === 'number' && answer.status < 400;
      if (typeof answer.status === 'number' && answer.status >= 500 && answer.status !== 503) serverErrors++;
      samples.get(kind)?.push({ ms: performance.now() - started, ok });
      return answer;
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const homeHeaders = { accept: 'text/html', 'x-forwarded-for': `10.77.201.${1 + i}` };
    const homeSource = bindSource ? `127.77.201.${1 + i}` : undefined;
    while (Date.now() < deadline) {
      // An anonymous visitor: the HTML cache's page (X-Cache says whether it was rendered again).
      const started = performance.now();
      const home = await send(port, '/', { headers: homeHeaders, agent, source: homeSource });
      samples
        .get('home')
        ?.push({ ms: performance.now() - started, ok: typeof home.status === 'number' && home.status < 400 });
      if (typeof home.status === 'number' && home.status >= 500 && home.status !== 503) serverErrors++;
      if (home.cache !== 'hit') homeRendered++;
      await sleep(own.int(100, 300));
      await timed('signed-in page', () => client.get('page', own.pick(catalogue.goods).page, 'text/html'));
      await sleep(own.int(100, 300));
      const cart = pickCart(catalogue, own);
      await timed('create/check', () =>
        client.post('check', '/site/ordernew/create/check', orderFields(catalogue, cart, own)),
      );
      await sleep(own.int(100, 300));
    }
    agent.destroy();
  };
  await Promise.all(clients.map(run));
  const figures = Object.fromEntries(
    honestKinds.map((kind) => {
      const list = samples.get(kind) ?? [];
      const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
      const ok = list.filter((s) => s.ok).length;
      return [
        kind,
        { requests: list.length, okPercent: list.length ? (100 * ok) / list.length : 0, p95: percentile(sorted, 0.95) },
      ];
    }),
  ) as AbusePhase['honest'];
  const homes = samples.get('home')?.length ?? 0;
  return { figures, serverErrors, note: `home rendered ${homeRendered} of ${homes}` };
}

type Attack = {
  stop: () => Promise<Record<string, number>>;
  note?: () => string | Promise<string>;
  met?: () => boolean;
};

/** The honest manager: the back office's orders list, signed in, about once a second. */
async function honestManager(client: StaffClient, seconds: number) {
  const samples: { ms: number; ok: boolean }[] = [];
  let serverErrors = 0;
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const answer = await client.get('/admin/orders');
    const ok = answer.status === 200;
    if (typeof answer.status === 'number' && answer.status >= 500 && answer.status !== 503) serverErrors++;
    samples.push({ ms: answer.ms, ok });
    await sleep(800);
  }
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const ok = samples.filter((s) => s.ok).length;
  const figures: HonestFigures = {
    requests: samples.length,
    okPercent: samples.length ? (100 * ok) / samples.length : 0,
    p95: Math.round(percentile(sorted, 0.95)),
  };
  return { figures, serverErrors };
}

/**
 * 1C password guesses (bench/abuse-1c.ts). Before them 1C's own address signs in;
 * after them that address still may, a fresh one may not (the global budget), and the guesser's
 * right passwords were never answered 200.
 */
async function passwordGuesses(port: number, source: string | undefined): Promise<Attack> {
  const home = '10.77.203.1';
  const before = await exchangeSignInWorks(port, home);
  const guesser = guess1c(port, source);
  let figures: Awaited<ReturnType<typeof guesser.stop>> | null = null;
  let after = { home: false, stranger: true };
  return {
    stop: async () => {
      figures = await guesser.stop();
      after = { home: await exchangeSignInWorks(port, home), stranger: await exchangeSignInWorks(port, '10.77.203.9') };
      return figures.statuses;
    },
    note: () =>
      `1C's address signs in before: ${before ? 'yes' : 'NO'}, after: ${after.home ? 'yes' : 'NO'}; a fresh address after: ` +
      `${after.stranger ? 'yes' : 'no (global budget)'}; guesses checked (401) before every answer was 429: ` +
      `${figures?.checked ?? '?'} over ${figures?.addresses ?? '?'} addresses; right password tried ${figures?.rightTries ?? 0}×, ` +
      `answered 200 ${figures?.rightAnswered200 ?? 0}×`,
    met: () => Boolean(figures && figures.rightAnswered200 === 0 && (figures.statuses['429'] ?? 0) > 0 && before),
  };
}

/**
 * An XLSX bomb (bench/abuse-xlsx.ts) uploaded through the import form by a signed-in staff
 * member who may import (the demo's `content`); the job page followed while the honest clients run;
 * the server's RSS (after a GC) before, at its peak (sampled every 250 ms, no GC) and once the
 * phase is over (after a GC, up to 30 s for it to come back).
 */
async function bombUpload(server: ShopServer, port: number, source: string | undefined): Promise<Attack> {
  const started = performance.now();
  const bomb = await xlsxBomb();
  const built = ((performance.now() - started) / 1000).toFixed(1);
  const staff = new StaffClient(port, attacker.forwardedFor, source);
  const tally = new Tally();
  const signedIn = await staff.signIn('content');
  const beforeMb = (await server.memory()).rssMb;
  let peakMb = server.rssMb() ?? 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, server.rssMb() ?? 0);
  }, 250);
  let upload = 'no upload';
  let job = 'never seen';
  let settledIn: number | null = null;
  const uploaded = performance.now();
  // The job page is followed until its check ends (or fails), up to 3 minutes, also past the phase.
  const run = (async () => {
    if (!signedIn) return;
    const sent = await staff.uploadImport('goods', 'bomb.xlsx', bomb.file);
    tally.add(sent.status);
    upload = `upload ${sent.status} → ${sent.location ?? '?'}${sent.csrf ? '' : ' (no CSRF field found)'}`;
    const page = sent.location && /^\/admin\/imports\/\d+/.test(sent.location) ? sent.location : null;
    while (page && performance.now() - uploaded < 180_000) {
      const answer = await staff.get(page);
      tally.add(answer.status);
      if (typeof answer.status !== 'number') job = `no answer (${answer.status})`;
      job = /admin-badge[^"]*">([^<]+)</.exec(answer.body)?.[1] ?? job;
      if (!/Перевіряється|Застосовується|never seen|no answer/.test(job)) {
        settledIn = (performance.now() - uploaded) / 1000;
        break;
      }
      await sleep(1_000);
    }
  })();
  let afterMb: number | null = null;
  const within = () => afterMb !== null && beforeMb !== null && afterMb <= beforeMb * 1.2;
  return {
    stop: async () => {
      await run;
      clearInterval(sampler);
      staff.close();
      for (let i = 0; i < 6; i++) {
        afterMb = (await server.memory()).rssMb;
        if (within()) break;
        await sleep(5_000);
      }
      return tally.counts;
    },
    note: () =>
      `bomb ${(bomb.file.length / 1e6).toFixed(1)} MB → ${(bomb.inflated / 1e9).toFixed(2)} GB (built in ${built} s); ` +
      `${signedIn ? upload : 'staff sign-in refused'}; job: ${job}` +
      `${settledIn === null ? ' (still so after 180 s)' : ` after ${settledIn.toFixed(1)} s`}; server RSS before ` +
      `${beforeMb ?? '?'} MB, peak ${peakMb} MB, after ${afterMb ?? '?'} MB (within 20 %: ${within() ? 'yes' : 'NO'})`,
    met: () => within() && settledIn !== null,
  };
}

function idle(): Attack {
  return { stop: async () => ({}) };
}

/** Counts of what the attacker got, by status (or `reset` / `timeout`). */
class Tally {
  readonly counts: Record<string, number> = {};
  add(status: string | number) {
    const key = String(status);
    this.counts[key] = (this.counts[key] ?? 0) + 1;
  }
}

/** Hole 1: `count` connections each announcing a 1,000-byte form and sending a byte every 5 s; reconnecting when cut. */
function slowBodies(port: number, source: string | undefined, count: number): Attack {
  const tally = new Tally();
  let stopped = false;
  const sockets = new Set<net.Socket>();
  const open = () => {
    if (stopped) return;
    const socket = net.connect({ port, host: '127.0.0.1', ...(source ? { localAddress: source } : {}) });
    sockets.add(socket);
    let answer = '';
    const drip = setInterval(() => socket.write('a'), 5_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      sockets.delete(socket);
      tally.add(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 'reset');
      if (!stopped) setTimeout(open, 100);
    });
    socket.write(
      `POST /site/ordernew/create/check HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${attacker.forwardedFor}\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nc',
    );
  };
  for (let i = 0; i < count; i++) open();
  return {
    stop: async () => {
      stopped = true;
      for (const socket of sockets) socket.destroy();
      return tally.counts;
    },
  };
}

/** Holes 2 and 9: `parallel` loops of GETs from the attacker's address, each to a new path. */
function parallelGets(
  port: number,
  source: string | undefined,
  parallel: number,
  pathOf: (loop: number, n: number) => string,
  accept = 'text/html',
): Attack {
  const tally = new Tally();
  let stopped = false;
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const loops = Array.from({ length: parallel }, async (_, loop) => {
    for (let n = 0; !stopped; n++) {
      const { status } = await send(port, pathOf(loop, n), {
        headers: { accept, 'x-forwarded-for': attacker.forwardedFor },
        agent,
        source,
      });
      tally.add(status);
    }
  });
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
      return tally.counts;
    },
  };
}

/** Hole 5: likes of one review, each with a new User-Agent and no cookie, as fast as they are answered. */
function likes(port: number, source: string | undefined, reviewId: number | null): Attack {
  const tally = new Tally();
  let stopped = false;
  let first: number | null = null;
  let last: number | null = null;
  const loop = (async () => {
    if (reviewId === null) return;
    for (let n = 0; !stopped; n++) {
      const answer = await send(port, `/site/reviews/${reviewId}/like`, {
        method: 'POST',
        headers: { 'x-forwarded-for': attacker.forwardedFor, 'user-agent': `Mozilla/5.0 (bench ${n})` },
        source,
      });
      tally.add(answer.status);
      const count = jsonData<{ likes: number }>({
        status: typeof answer.status === 'number' ? answer.status : 'error',
        body: answer.body,
        ms: 0,
      })?.likes;
      if (typeof count === 'number') {
        first ??= count;
        last = count;
      }
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return tally.counts;
    },
    note: () =>
      reviewId === null ? 'no published review found' : `likes of review ${reviewId}: ${first ?? '?'} → ${last ?? '?'}`,
  };
}

/** A published review of one of the catalogue's goods (the demo shop has some). */
async function findReview(client: ShopClient, catalogue: Catalogue): Promise<number | null> {
  for (const good of catalogue.goods.slice(0, 200)) {
    const answer = await client.get('api-read', `/site/reviews/${good.id}`);
    const items = jsonData<{ items: { id: number }[] }>(answer)?.items ?? [];
    if (items[0]) return items[0].id;
  }
  return null;
}
