// `npm start`: build when the build is missing or stale, then run the production server
// (which migrates, seeds an empty database and serves).
import { build } from './build.mjs';
import { isBuildFresh } from './build-state.mjs';

if (!isBuildFresh()) {
  console.log('Building the shop (first start or sources changed)…');
  const started = Date.now();
  const status = build();
  if (status !== 0) process.exit(status);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

process.env.NODE_ENV ??= 'production';
const { startServer } = await import('../build/server/index.js');
try {
  await startServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
