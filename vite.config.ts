import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Hono server; it imports virtual:react-router/server-build. One
  // file (build/server/index.js finds build/client next to itself): the browser's lazy chunks
  // (dialogs, each language's texts; ADR 0067) are inlined there rather than split.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/main.ts', output: { inlineDynamicImports: true } }, target: 'node20' }
    : {},
  ssr: {
    // Native WASM / node-only packages stay external and load from node_modules at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino'],
  },
  plugins: [reactRouter()],
}));
