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

// React renders for production; the operator's own NODE_ENV=production (or an https PUBLIC_URL)
// is what makes a production start, which refuses while the demo is open (ADR 0107): say whether
// it was ours. Cluster workers inherit both.
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  process.env.POPLAVOK_NODE_ENV_DEFAULTED = '1';
}
const { startServer } = await import('../build/server/index.js');
try {
  await startServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
