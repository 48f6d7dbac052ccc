// The build is stale when the sources it is made from changed: compare a hash of their contents
// with the one written after the last build (mtimes are meaningless after a fresh clone).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const roots = ['app', 'server', 'core', 'db', 'public'];
const files = ['package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json'];
export const stampFile = 'build/.source-hash';

function walk(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry)) out.push(full);
  }
}

export function sourceHash(cwd = process.cwd()) {
  const list = files.map((f) => path.join(cwd, f)).filter((f) => existsSync(f));
  for (const root of roots) walk(path.join(cwd, root), list);
  const hash = createHash('sha256');
  for (const file of list) hash.update(path.relative(cwd, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

export function isBuildFresh(cwd = process.cwd()) {
  const stamp = path.join(cwd, stampFile);
  if (!existsSync(path.join(cwd, 'build/server/index.js')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceHash(cwd);
}
