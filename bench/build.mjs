// `node bench/build.mjs <dir>`: build the shop when the build is missing or stale, the way
// `npm start` does (bin/build.mjs: same check, command and stamp), then copy build/ to <dir>.
// The load and crash benchmarks serve that copy, so an engineer rebuilding build/ during a run
// changes neither the server under test nor a restart after kill -9.
import { cpSync } from 'node:fs';
import { build } from '../bin/build.mjs';
import { isBuildFresh } from '../bin/build-state.mjs';

const target = process.argv[2];
if (!target) {
  console.error('usage: node bench/build.mjs <snapshot dir>');
  process.exit(2);
}
if (!isBuildFresh()) {
  console.log('Building the shop (sources changed since the last build)…');
  const status = build();
  if (status !== 0) process.exit(status);
}
cpSync('build', target, { recursive: true });
