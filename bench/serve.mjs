// The production server of `npm run bench load|crash`: what bin/start.mjs runs after its build
// step, from the build snapshot in BENCH_BUILD (see bench/build.mjs).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const entry = pathToFileURL(path.resolve(process.env.BENCH_BUILD ?? 'build', 'server/index.js')).href;
const { startServer } = await import(entry);
try {
  await startServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
