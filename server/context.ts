import type { Logger } from 'pino';
import type { CarrierTariffs } from '#core/checkout';
import type { PaymentGateway } from '#core/payments';
import type { Ctx, Locale } from '#core/shared';
import type { ShipmentCarriers } from '#core/shipments';
import type { Db } from '#db/client';
import type { Env } from './env';

/** What every request handler gets: the database and the process-wide services. */
export type Services = {
  db: Db;
  log: Logger;
  env: Env;
  now: () => Date;
  /** The configured payment providers: real ones from the environment, else the demo page. */
  payments: PaymentGateway;
  /** The carriers for waybills and tracking: real ones from the environment, else the demo carrier. */
  carriers?: ShipmentCarriers;
  /** Checkout's carrier tariff estimates (ADR 0105); none → "за тарифами перевізника". */
  tariffs?: CarrierTariffs;
};

/**
 * A use case's context for this moment (`Ctx`, core/shared): the one place a request, a job or a
 * callback builds it from the services — the back office, 1C and the providers speak Ukrainian.
 */
export const ctxOf = (services: Pick<Services, 'db' | 'now'>, locale: Locale = 'ua'): Ctx => ({
  db: services.db,
  locale,
  now: services.now(),
});

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The client's address (for rate limits in storefront actions). */
    clientIp: string;
    /** This response's Content-Security-Policy nonce for inline scripts ('' in development). */
    nonce: string;
    /** Render the whole document before answering (a page for the HTML cache, ADR 0066). */
    wholeDocument?: boolean;
  }
}
