// `npm start`: build when the build is missing or stale, then run the production server
// (which migrates, seeds an empty database and serves).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { isBuildFresh, sourceHash, stampFile } from './build-state.mjs';

if (!isBuildFresh()) {
  console.log('Building the shop (first start or sources changed)…');
  const started = Date.now();
  const hash = sourceHash();
  const result = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
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
