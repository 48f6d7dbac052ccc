import { describe, expect, it } from 'vitest';
import { createCarriers } from '#core/carriers';
import { createLogger } from './boot';
import { startCarrierSync, syncDay } from './carriers';
import { parseEnv } from './env';

describe('the nightly carrier sync', () => {
  it('is due from 03:30 Kyiv time till midnight, once per Kyiv day (winter UTC+2, summer UTC+3)', () => {
    expect(syncDay(new Date('2026-11-27T01:29:00Z'), '03:30')).toBeNull();
    expect(syncDay(new Date('2026-11-27T01:30:00Z'), '03:30')).toBe('2026-11-27');
    expect(syncDay(new Date('2026-11-27T21:59:00Z'), '03:30')).toBe('2026-11-27');
    expect(syncDay(new Date('2026-11-27T22:00:00Z'), '03:30')).toBeNull();
    expect(syncDay(new Date('2026-07-01T00:29:00Z'), '03:30')).toBeNull();
    expect(syncDay(new Date('2026-07-01T00:30:00Z'), '03:30')).toBe('2026-07-01');
  });

  it('is not scheduled for the demo carrier, and CARRIERS_SYNC_AT is checked at boot', () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    expect(env.CARRIERS_SYNC_AT).toBe('03:30');
    expect(() => parseEnv({ CARRIERS_SYNC_AT: '3:30' })).toThrow();
    const carriers = createCarriers(env);
    expect(carriers.demo).toBe(true);
    let asked = 0;
    const stop = startCarrierSync({
      db: undefined as never,
      now: () => {
        asked++;
        return new Date();
      },
      log: createLogger({ ...env, LOG_LEVEL: 'silent' }),
      carriers,
      at: '03:30',
    });
    stop();
    expect(asked).toBe(0);
  });
});
