// `npm run build` and the build step of `npm start`: the production build, then the stamp of the
// sources it was made from (bin/build-state.mjs), so the next `npm start` does not build again.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sourceHash, stampFile } from './build-state.mjs';

/** Builds; returns the exit status (0 on success, the stamp written). */
export function build() {
  const hash = sourceHash();
  const result = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    stdio: ['inherit', 'inherit', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  process.stderr.write(withoutUpstreamNoise(result.stderr?.toString() ?? ''));
  if (result.status !== 0) return result.status ?? 1;
  writeFileSync(stampFile, hash);
  return 0;
}

// React Router 7's internal Vite servers pass the deprecated `envFile: false`; Vite warns once per
// server (eight times a build). Nothing here can act on it, and it buried real warnings (ADR 0088).
const upstreamNoise = /^The `envFile` option is deprecated, please use `envDir: false` instead\.\n/gm;

/** A build's error output without the warning above. */
export function withoutUpstreamNoise(text) {
  return text.replace(upstreamNoise, '');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(build());
