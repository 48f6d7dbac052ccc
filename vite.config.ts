import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

// Vite's default browser target ("baseline-widely-available"). The server build targets node20 but
// must minify CSS for the browsers: the stylesheet it links in a page's head is then byte for byte
// (and hash for hash) the one the client's route modules name, or hydration swaps it.
const browsers = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

/**
 * What every page loads anyway, in two chunks rather than dozens (ADR 0126): the modules that
 * `entry.client.tsx` and `root.tsx` import statically, transitively — the libraries in `vendor`,
 * our own in `shell`. Left to itself, the bundler cuts them into ~30 chunks by which routes share
 * them, and a phone pays a round trip for each. Lazy imports stay chunks of their own.
 */
function shellChunks(): { plugin: Plugin; inShell: (id: string) => 'vendor' | 'shell' | null } {
  const vendor = new Set<string>();
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'poplavok:shell-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const roots = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/.test(id));
      const seen = new Set<string>();
      const stack = [...roots];
      while (stack.length) {
        const id = stack.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
      }
      for (const id of seen) {
        if (roots.includes(id)) continue;
        (/[\\/]node_modules[\\/]/.test(id) ? vendor : shell).add(id);
      }
      console.log(`shell chunks: ${roots.length} roots, ${vendor.size} library modules, ${shell.size} of ours`);
    },
  };
  return { plugin, inShell: (id) => (vendor.has(id) ? 'vendor' : shell.has(id) ? 'shell' : null) };
}

/** The catalogue route's views, each a lazily loaded chunk of its own (ADR 0134), by the name the server uses. */
const catalogViews: Record<string, string> = {
  'app/components/product/good-view.tsx': 'good',
  'app/components/listing/category-view.tsx': 'category',
  'app/components/listing/fish-view.tsx': 'fish',
};

/**
 * Writes `build/client/catalog-views.json`: for each catalogue view, the addresses of its chunk and
 * of the chunks it imports statically, beyond `vendor` and `shell` (every page has those). The
 * server preloads a page's view with it (`app/routes/catalog/view-chunks.server.ts`); `bench js`
 * counts it into the page's first load.
 */
function catalogViewChunks(): Plugin {
  return {
    name: 'poplavok:catalog-view-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const views: Record<string, string[]> = {};
      for (const [source, view] of Object.entries(catalogViews)) {
        // Rolldown may put a view in a chunk shared with a route that imports it statically (the fish
        // category page and the category view): the chunk holding the module is the one to load.
        const module = path.resolve(import.meta.dirname, source);
        const chunk = [...chunks.values()].find((c) => c.moduleIds.includes(module));
        if (!chunk || chunk.name === 'vendor' || chunk.name === 'shell') continue;
        const files = new Set<string>();
        const stack = [chunk.fileName];
        while (stack.length) {
          const file = stack.pop() as string;
          const found = chunks.get(file);
          if (files.has(file) || !found || found.name === 'vendor' || found.name === 'shell') continue;
          files.add(file);
          stack.push(...found.imports);
        }
        views[view] = [...files].map((file) => `/${file}`);
      }
      const missing = Object.values(catalogViews).filter((view) => !views[view]);
      if (missing.length) this.error(`catalog views without a chunk of their own: ${missing.join(', ')}`);
      this.emitFile({ type: 'asset', fileName: 'catalog-views.json', source: JSON.stringify(views) });
    },
  };
}

/** A file of React Router's production build (its package exports only the development one). */
function routerBuild(file: string): string {
  return fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
}

export default defineConfig(({ command, isSsrBuild }) => {
  const shell = shellChunks();
  return {
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
      : {
          rollupOptions: {
            checks: { pluginTimings: false },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: (id: string) => shell.inShell(id) === 'vendor', priority: 2 },
                  { name: 'shell', test: (id: string) => shell.inShell(id) === 'shell', priority: 1 },
                ],
              },
            },
          },
        },
    // React Router's package exports only its development build, whose dev-only warnings and
    // messages ship to every browser; the production build beside it differs in one flag
    // (`ENABLE_DEV_WARNINGS = false`), so the client takes that one (ADR 0133). Both paths are
    // self-contained (relative imports only): one copy of the router, never two. Not under `vite dev`,
    // whose server side would then mix this copy with the one Node resolves.
    resolve:
      command !== 'build' || isSsrBuild
        ? undefined
        : {
            alias: [
              { find: /^react-router$/, replacement: routerBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
            ],
          },
    ssr: {
      // Native WASM / node-only packages stay external and load from node_modules at run time.
      external: ['@electric-sql/pglite', 'pg', 'pino'],
    },
    plugins: [reactRouter(), shell.plugin, catalogViewChunks()],
  };
});
