import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';
import { createLogger } from './boot';
import { parseEnv } from './env';

let shop: TestShop;
let staff: StaffClient;
let written = '';
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      done();
    },
  });
  // The production logger (server/boot.ts) writing into the test's sink.
  shop = await createTestShop({ log: createLogger(parseEnv({}), sink) });
  staff = await staffClient(shop);
}, 120_000);
afterAll(() => shop.close());

describe('every server error goes through the redacting logger (ADR 0036, 0110)', () => {
  it("a back-office loader's failed query: logged by the server's logger with its parameters redacted, nothing on the console", async () => {
    const marker = 'Zzmarker4711';
    // A broken table under the customers' search: its query fails with the marker among its parameters.
    await shop.database.db.execute(sql`alter table users rename column last_name to last_name_gone`);
    const printed: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation((...args) => printed.push(...args));
    try {
      written = '';
      const response = await staff.get('manager', `/admin/customers?q=${marker}`);
      await response.text();
      expect(response.status).toBe(500);
      expect(written).toContain('Failed query');
      expect(written).toContain('[redacted]');
      expect(written).toContain('/admin/customers');
      expect(written).not.toContain(marker);
      expect(printed).toEqual([]);
      // A client navigation's data request goes through the same handler.
      written = '';
      const data = await staff.get('manager', `/admin/customers.data?q=${marker}`);
      await data.text();
      expect(written).toContain('[redacted]');
      expect(written).not.toContain(marker);
      expect(printed).toEqual([]);
    } finally {
      consoleErrors.mockRestore();
      await shop.database.db.execute(sql`alter table users rename column last_name_gone to last_name`);
    }
  });
});
