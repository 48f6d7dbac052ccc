import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '#test/support/exchange1c/zip';
import { createTestShop, type TestShop } from '#test/support/shop';
import { failuresInAll, failuresPerAddress } from './auth';
import { maxOpenSessions } from './disk';
import { exchangeImportsSettled } from './index';

/**
 * The 1C door hardened (ADR 0106) through the real app: the password's failure budgets
 * on every mode, one disk budget for every session, no file-system path in any answer.
 */
const password = 'secret-password-1c';
const basic = (login: string, secret: string) => `Basic ${Buffer.from(`${login}:${secret}`).toString('base64')}`;
let ipSeq = 0;
const newIp = () => `10.28.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

type Call = { ip: string; cookie?: string; auth?: string; body?: Buffer | string };
const caller =
  (shop: () => TestShop) =>
  (query: string, { ip, cookie, auth, body }: Call) =>
    shop().app.request(
      `http://localhost/1c/exchange?${query}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(auth ? { authorization: auth } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/octet-stream' }),
        },
        body: body as BodyInit | undefined,
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );

async function signIn(call: ReturnType<typeof caller>, login: string, ip: string): Promise<string> {
  const res = await call('type=catalog&mode=checkauth', { ip, auth: basic(login, password) });
  const [status, name, value] = (await res.text()).split('\n');
  expect(status).toBe('success');
  return `${name}=${value}`;
}

describe('the 1C password spends one failure budget on every mode, and a global one', () => {
  let shop: TestShop;
  const login = 'exchange-guess';
  const call = caller(() => shop);
  beforeAll(async () => {
    shop = await createTestShop({ env: { EXCHANGE_1C_LOGIN: login, EXCHANGE_1C_PASSWORD: password } });
  });
  afterAll(() => shop.close());

  it('wrong Basic guesses on mode=init / file / import / query spend the address budget; past it even the right password gets 429 on every mode, never the orders', async () => {
    const ip = newIp();
    const cookie = await signIn(call, login, ip); // a session of this address from before the guessing
    const guesses: [string, Buffer | undefined][] = [
      ['type=catalog&mode=init', undefined],
      ['type=catalog&mode=file&filename=import.xml', Buffer.from('<x/>')],
      ['type=catalog&mode=import&filename=import.xml', undefined],
      ['type=sale&mode=query', undefined],
    ];
    for (let i = 0; i < failuresPerAddress; i++) {
      const [query, body] = guesses[i % guesses.length] as [string, Buffer | undefined];
      const res = await call(query, { ip, auth: basic(login, `guess-${i}`), ...(body ? { body } : {}) });
      expect(res.status).toBe(401);
    }
    for (const [query] of guesses) {
      const right = await call(query, { ip, auth: basic(login, password) });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await right.text()).toBe('failure\ntoo many attempts');
    }
    // A locked address is locked on every mode, its session cookie too, checkauth too.
    expect((await call('type=sale&mode=query', { ip, cookie })).status).toBe(429);
    expect((await call('type=catalog&mode=checkauth', { ip, auth: basic(login, password) })).status).toBe(429);
    // Another address is not locked by this one's guesses.
    const other = newIp();
    const query = await call('type=sale&mode=query', { ip: other, auth: basic(login, password) });
    expect(query.status).toBe(200);
    expect(query.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });

  it('forged session tokens (cookie or sessid) are failed checks of the address too', async () => {
    const ip = newIp();
    const forged = `poplavok_1c=${'a'.repeat(32)}.9999999999.${'b'.repeat(43)}`;
    for (let i = 0; i < failuresPerAddress; i++) {
      const res =
        i % 2
          ? await call('type=catalog&mode=init', { ip, cookie: forged })
          : await call(`type=sale&mode=query&sessid=${'c'.repeat(32)}.1.${'d'.repeat(43)}`, { ip });
      expect(res.status).toBe(401);
    }
    expect((await call('type=catalog&mode=checkauth', { ip, auth: basic(login, password) })).status).toBe(429);
  });

  it(`after ${failuresInAll} failures from all addresses a new address gets 429 even with the right password; 1C's address and its session go on`, async () => {
    const home = newIp();
    const cookie = await signIn(call, login, home); // the real 1C signed in before the attack
    // Guesses from new addresses, 10 each, until the global budget answers the first guess of one 429.
    let checked = 0;
    for (let locked = false; !locked && checked <= failuresInAll; ) {
      const ip = newIp();
      for (let i = 0; i < failuresPerAddress && !locked; i++) {
        const status = (await call('type=sale&mode=query', { ip, auth: basic(login, `spread-${checked}`) })).status;
        locked = status === 429;
        if (!locked) expect(status).toBe(401);
        if (!locked) checked++;
      }
    }
    // The first test's 10 wrong passwords spent the same budget (forged tokens spend only the address's).
    expect(checked).toBe(failuresInAll - failuresPerAddress);
    const stranger = await call('type=sale&mode=query', { ip: newIp(), auth: basic(login, password) });
    expect(stranger.status).toBe(429);
    expect((await call('type=catalog&mode=checkauth', { ip: newIp(), auth: basic(login, password) })).status).toBe(429);
    // The session cookie 1C got before still works, from anywhere; its own address may sign in again.
    expect((await (await call('type=catalog&mode=init', { ip: newIp(), cookie })).text()).split('\n')[0]).toBe(
      'zip=yes',
    );
    expect((await call('type=catalog&mode=checkauth', { ip: home, auth: basic(login, password) })).status).toBe(200);
  });
});

describe('one disk budget for the exchange area', () => {
  let shop: TestShop;
  const login = 'exchange-disk';
  const call = caller(() => shop);
  const mib = 1024 * 1024;
  beforeAll(async () => {
    shop = await createTestShop({
      env: {
        EXCHANGE_1C_LOGIN: login,
        EXCHANGE_1C_PASSWORD: password,
        EXCHANGE_1C_FILE_LIMIT_MB: '1',
        EXCHANGE_1C_DISK_LIMIT_MB: '2',
      },
    });
  });
  afterAll(() => shop.close());
  const dataDir = () => shop.services.env.DATA_DIR;
  const noPath = (answer: string) => {
    expect(answer).not.toContain(dataDir());
    expect(answer).not.toContain('exchange-1c/');
    expect(answer).not.toMatch(/\/tmp\//);
  };
  const filesIn = async () =>
    (await readdir(path.join(dataDir(), 'exchange-1c'), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(path.join(dataDir(), 'exchange-1c'), path.join(e.parentPath, e.name)));

  it('a post over the file limit is refused in words and leaves nothing of itself behind', async () => {
    const ip = newIp();
    const cookie = await signIn(call, login, ip);
    const first = await call('type=catalog&mode=file&filename=import.xml', { ip, cookie, body: Buffer.alloc(100, 1) });
    expect(await first.text()).toBe('success');
    const over = await call('type=catalog&mode=file&filename=import.xml', {
      ip,
      cookie,
      body: Buffer.alloc(mib + 1, 2),
    });
    const answer = await over.text();
    expect(answer).toMatch(/^failure\nЧастина файлу більша за дозволений розмір \(1 МБ\)/);
    noPath(answer);
    const [kept] = (await filesIn()).filter((f) => f.endsWith('import.xml'));
    expect((await stat(path.join(dataDir(), 'exchange-1c', kept ?? ''))).size).toBe(100);
    // A new file refused whole is not there at all; the sale side too.
    await call('type=catalog&mode=file&filename=offers.xml', { ip, cookie, body: Buffer.alloc(mib + 1) });
    const sale = await call('type=sale&mode=file&filename=orders.xml', { ip, cookie, body: Buffer.alloc(mib + 1) });
    noPath(await sale.text());
    expect((await filesIn()).filter((f) => f.endsWith('offers.xml') || f.endsWith('orders.xml'))).toEqual([]);
  });

  it('a zip bomb is refused within the budget as it inflates, and its files and the archive are removed', async () => {
    const ip = newIp();
    const cookie = await signIn(call, login, ip);
    const before = await filesIn();
    // 3 MiB of one byte packs into a few KB: the archive passes the post limit, its content not the budget.
    const bomb = zipOf({ 'import.xml': '<a/>', 'import_files/big.xml': Buffer.alloc(3 * mib, 0x41) });
    expect(bomb.length).toBeLessThan(20_000);
    expect(await (await call('type=catalog&mode=file&filename=bomb.zip', { ip, cookie, body: bomb })).text()).toBe(
      'success',
    );
    expect(await (await call('type=catalog&mode=import&filename=import.xml', { ip, cookie })).text()).toBe('progress');
    await exchangeImportsSettled();
    const answer = await (await call('type=catalog&mode=import&filename=import.xml', { ip, cookie })).text();
    expect(answer).toMatch(/^failure\nАрхів розпаковується у більше, ніж місце для файлів обміну \(2 МБ\)/);
    noPath(answer);
    const after = (await filesIn()).filter((f) => !f.endsWith('.state.json'));
    expect(after.sort()).toEqual(before.sort());

    // An archive that says its entry is 100 bytes and inflates to 3 MiB: stopped as it streams.
    const lying = zipOf({ 'offers.xml': Buffer.alloc(3 * mib, 0x42) });
    const directory = lying.readUInt32LE(lying.length - 22 + 16);
    lying.writeUInt32LE(100, 22);
    lying.writeUInt32LE(100, directory + 24);
    const next = await signIn(call, login, ip);
    await call('type=catalog&mode=file&filename=lie.zip', { ip, cookie: next, body: lying });
    await call('type=catalog&mode=import&filename=offers.xml', { ip, cookie: next });
    await exchangeImportsSettled();
    const lie = await (await call('type=catalog&mode=import&filename=offers.xml', { ip, cookie: next })).text();
    expect(lie).toBe('failure\nАрхів пошкоджено або не дочитано; надішліть його ще раз');
    expect((await filesIn()).filter((f) => !f.endsWith('.state.json')).sort()).toEqual(before.sort());
  });

  it('a file that is not there, or a name that clashes with a directory, answers in words without the data directory', async () => {
    const ip = newIp();
    const cookie = await signIn(call, login, ip);
    // An archive whose entry needs `import.xml` to be a directory, and a post to a directory's name.
    await call('type=catalog&mode=file&filename=import.xml', { ip, cookie, body: '<a/>' });
    await call('type=catalog&mode=file&filename=import_files/a.jpg', { ip, cookie, body: 'jpg' });
    await call('type=catalog&mode=file&filename=clash.zip', {
      ip,
      cookie,
      body: zipOf({ 'import.xml/x.xml': '<a/>' }),
    });
    const toDirectory = await call('type=catalog&mode=file&filename=import_files', { ip, cookie, body: 'x' });
    expect(toDirectory.status).toBe(200);
    noPath(await toDirectory.text());
    for (const query of [
      'type=catalog&mode=import&filename=offers.xml',
      'type=catalog&mode=import&filename=missing.xml',
      'type=sale&mode=import&filename=missing.xml',
      'type=catalog&mode=file',
      'type=catalog&mode=file&filename=../../etc/passwd',
    ]) {
      const answer = await (await call(query, { ip, cookie })).text();
      if (answer === 'progress') await exchangeImportsSettled();
      noPath(await (await call(query, { ip, cookie })).text());
    }
  });

  it('every session spends the one budget: past it a post is refused, whatever session sends it', async () => {
    const ip = newIp();
    const posts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const cookie = await signIn(call, login, ip);
      const res = await call('type=catalog&mode=file&filename=part.xml', {
        ip,
        cookie,
        body: Buffer.alloc(mib - 1000),
      });
      posts.push((await res.text()).split('\n')[0] ?? '');
      if (i === 2)
        noPath(await (await call('type=catalog&mode=file&filename=part.xml', { ip, cookie, body: 'x' })).text());
    }
    expect(posts).toEqual(['success', 'success', 'failure']);
  });

  it(`past ${maxOpenSessions} sessions in use a new checkauth is refused in words, and nothing more is opened`, async () => {
    const ip = newIp();
    const open = (await readdir(path.join(dataDir(), 'exchange-1c'))).length;
    for (let i = open; i < maxOpenSessions; i++) await signIn(call, login, ip);
    const refused = await call('type=catalog&mode=checkauth', { ip, auth: basic(login, password) });
    expect(refused.status).toBe(503);
    expect(await refused.text()).toBe(
      'failure\nЗабагато незавершених сеансів обміну одночасно; спробуйте за кілька хвилин',
    );
    expect(await readdir(path.join(dataDir(), 'exchange-1c'))).toHaveLength(maxOpenSessions);
  });
});
