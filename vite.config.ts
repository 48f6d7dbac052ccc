import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Vite's default browser target ("baseline-widely-available"). The server build targets node20 but
// must minify CSS for the browsers: the stylesheet it links in a page's head is then byte for byte
// (and hash for hash) the one the client's route modules name, or hydration swaps it.
const browsers = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Hono server; it imports virtual:react-router/server-build. One
  // file (build/server/index.js finds build/client next to itself): the browser's lazy chunks
  // (dialogs, each language's texts; ADR 0067) are inlined there rather than split.
  // Rolldown's plugin-timing report only says a busy machine built slowly.
  build: isSsrBuild
    ? {
        rollupOptions: {
          input: './server/main.ts',
          output: { codeSplitting: false },
          checks: { pluginTimings: false },
        },
        target: 'node20',
        cssTarget: browsers,
      }
    : { rollupOptions: { checks: { pluginTimings: false } } },
  ssr: {
    // Native WASM / node-only packages stay external and load from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino'],
  },
  plugins: [reactRouter()],
}));
