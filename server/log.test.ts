import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { users } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { createLogger } from './boot';
import { parseEnv } from './env';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
});
afterAll(() => database.close());

describe('logs hold no personal data (hardening issue hole 5, ADR 0036)', () => {
  it("a failed query's parameters and PostgreSQL's row detail never reach the log", async () => {
    const phone = '+380509998877';
    const row = { phone, passwordHash: 'x', firstName: 'Марія', lastName: 'Заньковецька' };
    await database.db.insert(users).values(row);
    const error = await database.db
      .insert(users)
      .values(row)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);

    let written = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    createLogger(parseEnv({}), sink).error({ err: error, path: '/site/ordernew/create' }, 'unhandled error');
    expect(written).toContain('insert into');
    expect(written).toContain('[redacted]');
    for (const secret of [phone, '509998877', 'Заньковецька', 'Марія']) expect(written).not.toContain(secret);
  });
});
