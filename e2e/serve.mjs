// Starts the production server for Playwright on a fresh data directory (build if stale).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

// In the work tree (not node_modules, which several work trees may share).
const dataDir = '.cache/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
// The demo shop with more of the goods the journeys keep ordering (orders hold stock, ADR 0120).
const prepared = spawnSync('node_modules/.bin/tsx', ['e2e/prepare-data.ts', dataDir], { stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const child = spawn(process.execPath, ['bin/start.mjs'], {
  stdio: 'inherit',
  // Tests name their own client address (e2e/fixtures.ts): the loopback is the trusted proxy.
  // Two test workers, the browsers and the server share a CI machine's cores: a page may wait for a
  // slot longer than the shop's 1 s before shedding (503). What the tests check is the page, not
  // load shedding (server/http/admission.test.ts and `bench abuse` do that), so they wait up to 15 s,
  // and a lagging loop (PGlite's queries run on it; two browsers share the cores) sheds nothing.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    // The demo shop under test, also where the environment says NODE_ENV=production (ADR 0107).
    ALLOW_DEMO: '1',
    MAX_WAIT_MS: process.env.MAX_WAIT_MS ?? '15000',
    MAX_LAG_MS: process.env.MAX_LAG_MS ?? '0',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
