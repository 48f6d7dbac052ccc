import { mkdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Poplavok process (pid ${pid ?? 'unknown'}). ` +
        'PGlite has no file lock of its own and two processes on one directory lose writes: ' +
        'stop the other process, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock's name in the data directory (a Unix domain socket since ADR 0044). */
export const lockFileName = 'poplavok.lock';

/** sun_path holds 108 bytes on Linux, 104 on macOS, both with the terminating NUL. */
const maxSocketPath = process.platform === 'linux' ? 107 : 103;
/** A takeover of a dead lock takes milliseconds; a mutex older than this was left by a crash. */
const staleTakeoverMs = 10_000;

type Probe =
  | { alive: true; pid: number | null }
  | { alive: false; exists: boolean }
  /** Accepted, then closed without a word: the holder is exiting (SIGKILL reaps its threads one by one). */
  | { alive: false; exists: true; dying: true };

/**
 * Takes an exclusive lock on a PGlite data directory that dies with its holder (ADR 0044): the
 * process listens on a Unix domain socket `DATA_DIR/poplavok.lock`. The kernel closes the socket
 * when the holder exits however it exits (kill -9 included, before the zombie is reaped), so a
 * crashed shop restarts at once, and a reused PID means nothing. A live holder accepts the probe
 * connection and answers its pid, which names it in the error. Returns the release function.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  const address = lockAddress(dataDir);
  for (let attempt = 0; attempt < 100; attempt++) {
    const bound = await listen(address);
    if (bound.ok) {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        bound.server.close(); // libuv unlinks the socket file
      };
    }
    if (bound.code !== 'EADDRINUSE') throw bound.error;
    const probe = await probeLock(address);
    if (probe.alive) throw new DataDirLockedError(dataDir, probe.pid);
    if ('dying' in probe) {
      await sleep(20); // its socket closes with its last thread, in milliseconds
      continue;
    }
    // A socket file whose holder died (or a pid file of an older version). Only a path can be
    // stale (an abstract socket vanishes with its holder), and only one process may clear it.
    if (probe.exists && !address.startsWith('\0')) await takeOver(dataDir, address);
    else await sleep(20); // the holder is just binding or closing
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/**
 * The socket's address: the file in the data directory when its path fits in a socket address,
 * else (Linux) an abstract socket named after the directory's device and inode, which the kernel
 * frees with its holder too. Every process on one directory makes the same choice.
 */
function lockAddress(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), lockFileName);
  if (Buffer.byteLength(file) <= maxSocketPath) return file;
  if (process.platform !== 'linux') {
    throw new Error(`DATA_DIR ${dataDir} is too long to hold its lock socket: use a shorter path`);
  }
  const { dev, ino } = statSync(dataDir);
  return `\0poplavok-data-dir:${dev}:${ino}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function listen(
  address: string,
): Promise<{ ok: true; server: net.Server } | { ok: false; code: string | undefined; error: Error }> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.end(`${process.pid}\n`);
    });
    server.once('error', (error: NodeJS.ErrnoException) => resolve({ ok: false, code: error.code, error }));
    // `exclusive`: never share the handle through a cluster primary.
    server.listen({ path: address, exclusive: true }, () => {
      server.unref(); // the lock must not keep the process alive
      resolve({ ok: true, server });
    });
  });
}

/** Connects to the lock: refused or missing means no process holds it; anything else is a holder. */
function probeLock(address: string): Promise<Probe> {
  return new Promise((resolve) => {
    let answer = '';
    let connected = false;
    const socket = net.connect({ path: address });
    const done = (probe: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(probe);
    };
    // A stopped or busy holder still has the socket: it is alive, only its pid is unknown.
    const timer = setTimeout(() => done({ alive: true, pid: null }), 1000);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => {
      const pid = Number.parseInt(answer, 10);
      // A live holder always writes its pid before closing; silence means it is going away.
      done(Number.isInteger(pid) && pid > 0 ? { alive: true, pid } : { alive: false, exists: true, dying: true });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (connected) done(answer ? { alive: true, pid: null } : { alive: false, exists: true, dying: true });
      else if (error.code === 'ECONNREFUSED') done({ alive: false, exists: true });
      else if (error.code === 'ENOENT') done({ alive: false, exists: false });
      else done({ alive: true, pid: null });
    });
  });
}

/**
 * Removes a dead lock under a short mutex (an atomic mkdir), so two processes restarting at once
 * cannot both clear it and then each bind a socket of its own: whoever holds the mutex checks
 * again that the lock is dead, removes it and lets everyone race to bind; the losers find the
 * winner alive. A mutex left by a crash in those few milliseconds expires after 10 s.
 */
async function takeOver(dataDir: string, file: string): Promise<void> {
  const mutex = `${file}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(mutex).mtimeMs > staleTakeoverMs) rmSync(mutex, { recursive: true, force: true });
    } catch {}
    await sleep(20);
    return;
  }
  try {
    const probe = await probeLock(file);
    if (probe.alive) throw new DataDirLockedError(dataDir, probe.pid);
    if (probe.exists && !('dying' in probe)) rmSync(file, { force: true });
  } finally {
    rmSync(mutex, { recursive: true, force: true });
  }
}
