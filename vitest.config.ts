import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{app,bench,core,db,server}/**/*.test.{ts,tsx}'],
    globalSetup: ['db/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
