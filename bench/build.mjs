// `node bench/build.mjs <dir>`: build the shop when the build is missing or stale, the way
// `npm start` does (bin/start.mjs: same check, command and stamp), then copy build/ to <dir>.
// The load and crash benchmarks serve that copy, so an engineer rebuilding build/ during a run
// changes neither the server under test nor a restart after kill -9.
import { spawnSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import { isBuildFresh, sourceHash, stampFile } from '../bin/build-state.mjs';

const target = process.argv[2];
if (!target) {
  console.error('usage: node bench/build.mjs <snapshot dir>');
  process.exit(2);
}
if (!isBuildFresh()) {
  console.log('Building the shop (sources changed since the last build)…');
  const hash = sourceHash();
  const result = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
}
cpSync('build', target, { recursive: true });
