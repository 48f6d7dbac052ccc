// Starts the production server for Playwright on a fresh data directory (build if stale).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

// In the work tree (not node_modules, which several work trees may share).
const dataDir = '.cache/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['bin/start.mjs'], {
  stdio: 'inherit',
  // Tests name their own client address (e2e/fixtures.ts): the loopback is the trusted proxy.
  env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
