import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

// The server as a process: the lock on DATA_DIR, SIGTERM, and data kept across restarts.
test.describe.configure({ mode: 'serial' });

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startShop(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
  command: [string, string[]] = [process.execPath, ['bin/start.mjs']],
): Run {
  let output = '';
  const child = spawn(command[0], command[1], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_GOODS: '60', ...extraEnv },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUp(port: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`port ${port} never came up`);
}

test('a second server on the same DATA_DIR refuses to start; SIGTERM closes cleanly; data survives a restart; SIGTERM to npm start stops the server', async ({
  browserName: _,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'poplavok-proc-'));
  const first = startShop(dataDir, 3411);
  await waitUp(3411);
  const page = await fetch('http://127.0.0.1:3411/', { headers: { accept: 'text/html', cookie: 'locale=ua' } });
  const firstHtml = await page.text();
  expect(firstHtml).toContain('good-card');

  const second = startShop(dataDir, 3412);
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/in use by another Poplavok process \(pid \d+\)/);
  expect((await fetch('http://127.0.0.1:3411/healthz')).ok).toBe(true);

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('database closed');
  expect(existsSync(path.join(dataDir, 'poplavok.lock'))).toBe(false);

  // Restart as README says, with `npm start`: no seeding again, same goods.
  const again = startShop(dataDir, 3413, {}, ['npm', ['start', '--silent']]);
  await waitUp(3413);
  const againHtml = await (
    await fetch('http://127.0.0.1:3413/', { headers: { accept: 'text/html', cookie: 'locale=ua' } })
  ).text();
  expect(again.output()).not.toContain('seeding the demo shop');
  const titles = (html: string) => [...html.matchAll(/class="good-card-title">([^<]+)</g)].map((m) => m[1]);
  expect(titles(againHtml)).toEqual(titles(firstHtml));
  // README's `kill <pid>` of `npm start` stops the shop itself: nothing answers on the
  // port and the data directory's lock is gone (it was npm alone that died, the server answered on).
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
  await expect(fetch('http://127.0.0.1:3413/healthz')).rejects.toThrow();
  expect(existsSync(path.join(dataDir, 'poplavok.lock'))).toBe(false);
});

test('a production start refuses while the demo is open, one line per problem, nothing listening; ALLOW_DEMO=1 starts it and says so (ADR 0107)', async ({
  browserName: _,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'poplavok-live-'));
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };
  const refused = startShop(dataDir, 3414, production);
  expect(await refused.exited).toBe(1);
  const lines = refused.output().split('\n');
  const refusal = lines.findIndex((line) => line.startsWith('Refusing a production start'));
  expect(refusal).toBeGreaterThan(-1);
  expect(lines.slice(refusal + 1, refusal + 7)).toEqual([
    expect.stringMatching(
      /^ {2}demo staff sign in .*: admin, manager, moderator, content, store — .*staff:remove-demo$/,
    ),
    expect.stringMatching(/^ {2}card payments .*MONOBANK_TOKEN$/),
    expect.stringMatching(/^ {2}instalments through PrivatBank .*PRIVAT_PARTS_PASSWORD$/),
    expect.stringMatching(/^ {2}instalments through monobank .*MONO_PARTS_SIGN_KEY$/),
    expect.stringMatching(/^ {2}fiscal receipts .*CHECKBOX_PIN_CODE$/),
    expect.stringMatching(/^ {2}bank-transfer invoices .*INVOICE_SELLER_ADDRESS$/),
  ]);
  expect(lines[refusal + 7]).toContain('ALLOW_DEMO=1');
  expect(refused.output()).not.toContain('Poplavok is open at');
  expect(existsSync(path.join(dataDir, 'poplavok.lock'))).toBe(false);

  const allowed = startShop(dataDir, 3415, { ...production, ALLOW_DEMO: '1' });
  await waitUp(3415);
  expect(allowed.output()).toContain('ALLOW_DEMO=1: THIS PRODUCTION START SERVES THE DEMO');
  expect(allowed.output()).toContain('ALLOW_DEMO=1, demo open: demo staff sign in');
  allowed.child.kill('SIGTERM');
  expect(await allowed.exited).toBe(0);
});
