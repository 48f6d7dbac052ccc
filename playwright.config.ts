import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** E2E runs against the production build (bin/start.mjs builds when stale) on a fresh data dir. */
export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A loaded CI machine hashes passwords and renders slower than a laptop: waits are generous,
  // assertions are not (a wait only ends early when the condition holds).
  expect: { timeout: 10_000 },
  timeout: 45_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
