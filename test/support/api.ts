import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { issueToken } from '#core/accounts';
import type { PaymentGateway } from '#core/payments';
import type { Database } from '#db/client';
import { users } from '#db/schema';
import { createApi } from '#server/api/index';
import type { Services } from '#server/context';
import { parseEnv } from '#server/env';
import { createPaymentGateway } from '#server/payment-gateway';
import { createTestDatabase, seededAt } from '#test/support/db';

export type TestApi = {
  api: ReturnType<typeof createApi>;
  database: Database;
  services: Services;
  /** Form-encoded POST, as the apps send it; `headers` may carry `Token`. */
  post: (path: string, form: Record<string, string>, headers?: Record<string, string>) => Promise<Response>;
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  /** A new shopper (user row + token from core, no HTTP login): headers `{ token }` to send. */
  signIn: (phone: string) => Promise<Record<string, string>>;
  close: () => Promise<void>;
};

/** The API over a fresh test database (seeded demo shop by default), called in-process. */
export async function createTestApi(
  options: {
    seeded?: boolean;
    now?: Date;
    env?: Record<string, string>;
    payments?: PaymentGateway;
    /** Checkout's carrier tariff estimates; none by default. */
    tariffs?: Services['tariffs'];
  } = {},
): Promise<TestApi> {
  const database = await createTestDatabase({ seeded: options.seeded ?? true });
  const now = options.now ?? seededAt;
  const services: Services = {
    db: database.db,
    log: pino({ level: 'silent' }),
    // Review photos go to a directory of this API's own, never ./data.
    env: parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'poplavok-api-')), ...options.env }),
    now: () => now,
    payments: options.payments ?? createPaymentGateway(parseEnv({ ...options.env })),
    ...(options.tariffs ? { tariffs: options.tariffs } : {}),
  };
  const api = createApi(services);
  return {
    api,
    database,
    services,
    post: (path, form, headers = {}) =>
      Promise.resolve(
        api.request(path, {
          method: 'POST',
          body: new URLSearchParams(form).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        }),
      ),
    get: (path, headers = {}) => Promise.resolve(api.request(path, { headers })),
    signIn: async (phone) => {
      const [user] = await database.db
        .insert(users)
        .values({ phone, passwordHash: 'scrypt$1$1$1$x$y', firstName: 'Тест', lastName: 'Покупець' })
        .returning({ id: users.id });
      if (!user) throw new Error('user not created');
      const { token } = await issueToken({ db: database.db, locale: 'ua', now }, user.id);
      return { token };
    },
    close: async () => {
      await database.close();
      rmSync(services.env.DATA_DIR, { recursive: true, force: true });
    },
  };
}
