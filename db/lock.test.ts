import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'poplavok-lock-'));
const lockFile = (dir: string) => path.join(dir, 'poplavok.lock');

/** A real second process that takes the lock with this module and keeps it until it dies. */
const holderScript = (dir: string) => `
const { acquireDataDirLock } = await import(${JSON.stringify(pathToFileURL(path.resolve('db/lock.ts')).href)});
await acquireDataDirLock(${JSON.stringify(dir)});
console.log('locked ' + process.pid);
setInterval(() => {}, 1 << 30);
`;
const holderArgs = (dir: string) => ['--import', 'tsx', '--input-type=module', '-e', holderScript(dir)];

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Starts `command` and resolves with the pid the holder prints once it has the lock. */
function startHolder(command: string, args: string[]): Promise<{ child: ChildProcess; holderPid: number }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const match = /locked (\d+)/.exec(out);
      if (match) resolve({ child, holderPid: Number(match[1]) });
    });
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.on('exit', (code) => reject(new Error(`holder exited (${code}) before locking: ${err}`)));
  });
}

/** The state letter of /proc/<pid>/stat: R, S, … or Z for a zombie (dead, not yet reaped). */
function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null;
  }
}

const linuxOnly = process.platform === 'linux' ? it : it.skip;

describe('data directory lock (PGlite has none of its own; ADR 0044)', () => {
  it('refuses a directory held by another live process, naming its pid; frees it when that process ends', async () => {
    const dir = tempDir();
    const { child, holderPid } = await startHolder(process.execPath, holderArgs(dir));
    const refused = acquireDataDirLock(dir);
    await expect(refused).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      new RegExp(`in use by another Poplavok process \\(pid ${holderPid}\\)`),
    );
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const release = await acquireDataDirLock(dir);
    release();
  }, 30_000);

  linuxOnly(
    'is free at once after its holder is killed with SIGKILL, while the dead holder is still an unreaped zombie',
    async () => {
      const dir = tempDir();
      // `exec sleep` makes sleep the holder's parent: it never waits, so the killed holder stays a zombie.
      const script = `'${process.execPath}' ${holderArgs(dir)
        .map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`)
        .join(' ')} & exec sleep 60`;
      const { holderPid } = await startHolder('/bin/sh', ['-c', script]);
      await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);

      process.kill(holderPid, 'SIGKILL');
      const deadline = Date.now() + 5000;
      while (processState(holderPid) !== 'Z' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(processState(holderPid)).toBe('Z');

      const started = performance.now();
      const release = await acquireDataDirLock(dir);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(processState(holderPid)).toBe('Z'); // still unreaped: the lock did not wait for that
      release();
    },
    30_000,
  );

  it('a leftover lock file naming an unrelated live process (a reused pid) does not block', async () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), String(process.ppid)); // the test runner's parent: alive, not a shop
    const release = await acquireDataDirLock(dir);
    release();
    writeFileSync(lockFile(dir), '999999999'); // a pid that no longer exists
    (await acquireDataDirLock(dir))();
  });

  it('removes its socket on release, and the directory can be locked again', async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir);
    expect(existsSync(lockFile(dir))).toBe(true);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    release();
    release(); // idempotent
    expect(existsSync(lockFile(dir))).toBe(false);
    (await acquireDataDirLock(dir))();
  });

  it('of several processes starting at once on a dead lock, exactly one gets it', async () => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), '999999999');
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => acquireDataDirLock(dir)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DataDirLockedError);
    (won[0] as PromiseFulfilledResult<() => void>).value();
  });

  linuxOnly('a data directory whose path is too long for a socket file is locked all the same', async () => {
    const dir = path.join(tempDir(), 'd'.repeat(120));
    mkdirSync(dir);
    const release = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    release();
    (await acquireDataDirLock(dir))();
  });
});
