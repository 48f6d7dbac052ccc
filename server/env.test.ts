import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('configuration', () => {
  it('needs nothing: PGlite in ./data on port 3000', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad value', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT="eighty".*\n.*DATABASE_URL="mysql:\/\/x".*\n.*LOG_LEVEL="loud"/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('TRUST_PROXY: off by default; a hop count or addresses; anything else is named (ADR 0042)', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::1' }).TRUST_PROXY).toMatchObject({ kind: 'addresses' });
    for (const bad of ['true', 'yes', '10.0.0.0/33', '11', 'localhost', '1.2.3.4/8/8']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY=/);
    }
  });

  it('WEB_CONCURRENCY > 1 needs PostgreSQL: the embedded database serves one process (ADR 0070)', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(() => parseEnv({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY="2".*DATABASE_URL/);
    expect(parseEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/shop' }).WEB_CONCURRENCY).toBe(2);
  });

  it('EXCHANGE_1C_DISK_LIMIT_MB: 4 GiB for the whole exchange area by default, never below one post (ADR 0106)', () => {
    expect(parseEnv({}).EXCHANGE_1C_DISK_LIMIT_MB).toBe(4096);
    expect(parseEnv({ EXCHANGE_1C_DISK_LIMIT_MB: '512' }).EXCHANGE_1C_DISK_LIMIT_MB).toBe(512);
    expect(() => parseEnv({ EXCHANGE_1C_DISK_LIMIT_MB: '50' })).toThrow(
      /EXCHANGE_1C_DISK_LIMIT_MB.*EXCHANGE_1C_FILE_LIMIT_MB/,
    );
    expect(() => parseEnv({ EXCHANGE_1C_DISK_LIMIT_MB: 'lots' })).toThrow(/EXCHANGE_1C_DISK_LIMIT_MB/);
  });
});
