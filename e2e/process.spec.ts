import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

// The server as a process: the lock on DATA_DIR, SIGTERM, and data kept across restarts.
test.describe.configure({ mode: 'serial' });

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startShop(dataDir: string, port: number, extraEnv: Record<string, string> = {}): Run {
  let output = '';
  const child = spawn(process.execPath, ['bin/start.mjs'], {
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

test('a second server on the same DATA_DIR refuses to start; SIGTERM closes cleanly; data survives a restart', async ({
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

  // Restart: no seeding again, same goods.
  const again = startShop(dataDir, 3413);
  await waitUp(3413);
  const againHtml = await (
    await fetch('http://127.0.0.1:3413/', { headers: { accept: 'text/html', cookie: 'locale=ua' } })
  ).text();
  expect(again.output()).not.toContain('seeding the demo shop');
  const titles = (html: string) => [...html.matchAll(/class="good-card-title">([^<]+)</g)].map((m) => m[1]);
  expect(titles(againHtml)).toEqual(titles(firstHtml));
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
});
