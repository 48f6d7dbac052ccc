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
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) return result.status ?? 1;
  writeFileSync(stampFile, hash);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(build());
