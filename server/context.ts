import type { Logger } from 'pino';
import type { Db } from '#db/client';
import type { Env } from './env';

/** What every request handler gets: the database and the process-wide services. */
export type Services = {
  db: Db;
  log: Logger;
  env: Env;
  now: () => Date;
};

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
