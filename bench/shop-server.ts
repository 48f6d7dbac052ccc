import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Builds when stale (as `npm start` does) and copies the build into a snapshot directory that
 * this run serves from; returns the directory and its removal.
 */
export function snapshotBuild(): { dir: string; remove: () => void } {
  const dir = path.resolve('node_modules/.cache/poplavok-bench', `build-${process.pid}`);
  mkdirSync(path.dirname(dir), { recursive: true });
  const result = spawnSync(process.execPath, ['bench/build.mjs', dir], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed (another change mid-edit? retry in a minute)');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export class StartRefused extends Error {}

type PinoLine = { level?: number; msg?: string; ms?: number; err?: { message?: string }; path?: string };

/**
 * The production server as a child process on 127.0.0.1 (bench/serve.mjs), with TRUST_PROXY=1 so
 * rate limits key on each simulated shopper's X-Forwarded-For. Keeps the server's error-level log
 * lines (unhandled API errors behind a 5xx) for the report.
 */
export class ShopServer {
  /** Distinct error-level log lines (up to 20) and how often each came. */
  readonly errorLines = new Map<string, number>();
  /** Boot timings the server logs at info level (ms): database open, migrations, ready to serve. */
  readonly boot: { db?: number; migrations?: number; ready?: number } = {};
  errorCount = 0;
  /** Set when the process ended without being stopped or killed by this harness. */
  unexpectedExit: string | null = null;
  /** The process exited before it served: a refused start (reported by the caller). */
  refused = false;
  private stopping = false;
  private output = '';

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    /** BENCH_MEMORY_PORT of bench/serve.mjs: where the process reports its memory after a GC. */
    private readonly memoryPort: number,
  ) {}

  /**
   * Spawns and waits until /healthz answers; StartRefused when the process exits first. `onSpawn`
   * gets the process at once, so an interrupted start can still be killed.
   */
  static async start(
    buildDir: string,
    port: number,
    env: Record<string, string>,
    {
      timeoutMs = 300_000,
      logLevel = 'warn',
      onSpawn,
    }: { timeoutMs?: number; logLevel?: string; onSpawn?: (server: ShopServer) => void } = {},
  ) {
    const child = spawn(process.execPath, ['bench/serve.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // A production start of the demo shop: it must not refuse for the demo's doors (ADR 0107).
        ALLOW_DEMO: '1',
        BENCH_BUILD: buildDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: logLevel,
        TRUST_PROXY: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ShopServer(child, port, Number(env.BENCH_MEMORY_PORT) || 0);
    onSpawn?.(server);
    child.once('exit', (code, signal) => {
      if (!server.stopping) server.unexpectedExit = signal ? `killed by ${signal}` : `exit code ${code}`;
    });
    child.stdout?.setEncoding('utf8').on('data', (text: string) => server.collect(text));
    child.stderr?.setEncoding('utf8').on('data', (text: string) => server.collect(text));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        server.refused = true;
        throw new StartRefused(server.output.trim().split('\n').slice(-3).join(' | ') || `exit ${child.exitCode}`);
      }
      if (await healthy(port)) return server;
      await Promise.race([exited, sleep(100)]);
    }
    child.kill('SIGKILL');
    throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
  }

  get pid() {
    return this.child.pid ?? 0;
  }

  /** CPU seconds the server process has used so far (Linux /proc), or null elsewhere. */
  cpuSeconds(): number | null {
    try {
      const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
    } catch {
      return null;
    }
  }

  /**
   * Waits until the process is idle — under 50 ms of CPU in a second, twice running, at most
   * `limitMs` — so a bench's first probe does not share the server with its start-up work (the
   * search index, caches). Returns the seconds waited.
   */
  async untilIdle(limitMs = 60_000): Promise<number> {
    const started = Date.now();
    const first = this.cpuSeconds();
    if (first === null) return 0;
    let last: number = first;
    for (let calm = 0; calm < 2 && Date.now() - started < limitMs; ) {
      await sleep(1000);
      const now: number = this.cpuSeconds() ?? last;
      calm = now - last < 0.05 ? calm + 1 : 0;
      last = now;
    }
    return Math.round((Date.now() - started) / 100) / 10;
  }

  /** The server process's resident memory in MB (Linux /proc VmRSS), or null elsewhere. */
  rssMb(): number | null {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
      return kb === undefined ? null : Math.round(Number(kb) / 1024);
    } catch {
      return null;
    }
  }

  /**
   * The server's memory in MB right after two full GCs in it, from bench/serve.mjs's probe (started
   * with BENCH_MEMORY_PORT); RSS from /proc alone, without GC, otherwise.
   */
  async memory(): Promise<{ rssMb: number | null; heapMb: number | null; externalMb: number | null }> {
    const none = { rssMb: this.rssMb(), heapMb: null, externalMb: null };
    if (!this.memoryPort) return none;
    try {
      const answer = await fetch(`http://127.0.0.1:${this.memoryPort}/`, { signal: AbortSignal.timeout(30_000) });
      const usage = (await answer.json()) as NodeJS.MemoryUsage;
      const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
      return { rssMb: this.rssMb(), heapMb: mb(usage.heapUsed), externalMb: mb(usage.external) };
    } catch {
      return none;
    }
  }

  /** The server's event-loop delay since the last call (bench/serve.mjs's `/loop`), ms; null without the probe. */
  async loopDelay(): Promise<{ maxMs: number; p99Ms: number; meanMs: number } | null> {
    if (!this.memoryPort) return null;
    try {
      const answer = await fetch(`http://127.0.0.1:${this.memoryPort}/loop`, { signal: AbortSignal.timeout(60_000) });
      return (await answer.json()) as { maxMs: number; p99Ms: number; meanMs: number };
    } catch {
      return null;
    }
  }

  /** Writes a heap snapshot of the server (after a GC) into the temp dir; its file, or null without the probe. */
  async heapSnapshot(): Promise<string | null> {
    if (!this.memoryPort) return null;
    const answer = await fetch(`http://127.0.0.1:${this.memoryPort}/snapshot`, {
      signal: AbortSignal.timeout(120_000),
    });
    return (await answer.json()) as string;
  }

  /** kill -9: no shutdown handler runs, the database is not closed. */
  async kill9(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.stopping = true;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM (the server closes its database) and wait; SIGKILL after 20 s. Says how and when it exited. */
  async stop(): Promise<string> {
    const started = performance.now();
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.stopping = true;
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    const how = this.child.signalCode ? `killed by ${this.child.signalCode}` : `exit code ${this.child.exitCode}`;
    return `${how} after ${((performance.now() - started) / 1000).toFixed(1)} s`;
  }

  private collect(text: string) {
    this.output = (this.output + text).slice(-4000);
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      let parsed: PinoLine | null = null;
      try {
        parsed = JSON.parse(line) as PinoLine;
      } catch {
        parsed = null;
      }
      if (parsed?.msg === 'database open') this.boot.db = parsed.ms;
      if (parsed?.msg === 'migrations applied') this.boot.migrations = parsed.ms;
      if (parsed?.msg?.startsWith('Poplavok is open')) this.boot.ready = parsed.ms;
      if (parsed && (parsed.level ?? 0) < 50) continue;
      this.errorCount++;
      const text = parsed
        ? `${parsed.msg ?? ''} ${parsed.path ?? ''} ${parsed.err?.message ?? ''}`.trim()
        : line.slice(0, 300);
      if (this.errorLines.has(text) || this.errorLines.size < 20)
        this.errorLines.set(text, (this.errorLines.get(text) ?? 0) + 1);
    }
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
