import { z } from 'zod';
import { carrierSettingsIssues, carrierSettingsShape } from '#core/carriers';
import { fiscalSettingsIssues, fiscalSettingsShape } from '#core/fiscal';
import { paymentSettingsIssues, paymentSettingsShape } from '#core/payments';
import { parseTrustProxy } from '#server/http/proxy';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** When set, rate limits are shared through Redis (several server processes). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /**
   * The HTML cache of anonymous pages (ADR 0066): its memory budget in MiB for this process, 0
   * turns it off. With REDIS_URL the pages are kept in Redis instead, shared by every instance.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  /**
   * `1`: a shopper with a session or a cart whose browser runs the shop's scripts (the `js` cookie)
   * gets the cached page too, its personal parts filled in by /personal (ADR 0074). Off by default:
   * until /personal answers, such a page acts as signed out.
   */
  SHARE_PAGES_WITH_SCRIPTS: z.enum(['0', '1']).default('0'),
  /**
   * Admission control (ADR 0069): renders and API calls running at once in this process (0 turns
   * the gate off), and how long a page or read may wait for one before it is answered 503 with
   * Retry-After.
   */
  MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(10_000).default(16),
  MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  MAX_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(0).max(10_000).default(2),
  /** Mean event-loop delay (ms) past which a read that would have to queue is shed at once (0: never). */
  MAX_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /**
   * Server processes on this machine (Node's cluster; ADR 0070). More than one needs DATABASE_URL
   * (PGlite's data dir belongs to one process); REDIS_URL makes them share rate limits and pages.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies may name the client (X-Forwarded-For) and its scheme (X-Forwarded-Proto): a hop
   * count, or `loopback` / `uniquelocal` / addresses / CIDRs. Unset: nobody (ADR 0042).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if ('error' in trust) {
        ctx.addIssue({ code: 'custom', message: trust.error });
        return z.NEVER;
      }
      return trust;
    }),
  /**
   * Google Tag Manager container (`GTM-…`). Unset: the pages load no third-party script and the
   * CSP allows none; the events still go to `window.dataLayer` (ADR 0054).
   */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
    .optional(),
  /**
   * NODE_ENV as the operator set it: `production` makes a production start (ADR 0107), like an
   * https PUBLIC_URL. bin/start.mjs sets it for React when unset and says so with
   * POPLAVOK_NODE_ENV_DEFAULTED=1: `npm start` on a laptop stays the demo shop.
   */
  NODE_ENV: z.string().optional(),
  POPLAVOK_NODE_ENV_DEFAULTED: z.enum(['0', '1']).default('0'),
  /**
   * `1`: a production start serves the demo's doors anyway — demo staff, the demo payment page —
   * saying so loudly in the log at every start (ADR 0107). Unset: such a start refuses.
   */
  ALLOW_DEMO: z.enum(['0', '1']).default('0'),
  /** Goods in the demo catalogue seeded into an empty database. */
  SEED_GOODS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  /**
   * Original pictures in an S3-compatible bucket instead of `DATA_DIR/images/originals` (ADR
   * 0063): the bucket's base URL with an optional key prefix, and its credentials.
   */
  IMAGES_S3_URL: z.url({ protocol: /^https?$/ }).optional(),
  IMAGES_S3_REGION: z.string().min(1).default('us-east-1'),
  IMAGES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  IMAGES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The resized variants kept on disk, in MiB: past it the least recently used go (ADR 0079). */
  IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(1_048_576).default(512),
  /** Variants one client address may have rendered (cache misses) per minute; more answer 429 (ADR 0079). */
  IMAGE_MISSES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(240),
  /** Stored bytes of photos of reviews awaiting moderation, all addresses together, in MiB; past it 507 (ADR 0079). */
  REVIEW_PHOTOS_PENDING_MB: z.coerce.number().int().min(0).max(1_048_576).default(1024),
  /**
   * The chain's requisites on bank-transfer invoices (ADR 0100). Any unset: the invoice
   * prints demo requisites marked "ДЕМО — реквізити не справжні".
   */
  INVOICE_SELLER_NAME: z.string().trim().min(1).max(200).optional(),
  INVOICE_SELLER_EDRPOU: z
    .string()
    .regex(/^(\d{8}|\d{10})$/, 'must be 8 digits (or a 10-digit tax number)')
    .optional(),
  INVOICE_SELLER_IBAN: z
    .string()
    .regex(/^UA\d{27}$/, 'must be a Ukrainian IBAN: UA and 27 digits')
    .optional(),
  INVOICE_SELLER_BANK: z.string().trim().min(1).max(200).optional(),
  INVOICE_SELLER_ADDRESS: z.string().trim().min(1).max(300).optional(),
  /** VAT included in prices, percent, for the invoice's VAT line; 0 prints "Без ПДВ". */
  INVOICE_VAT_PERCENT: z.coerce.number().int().min(0).max(50).default(0),
  /**
   * The payment providers' settings (LIQPAY_*, MONOBANK_*, PRIVAT_PARTS_*, MONO_PARTS_*; ADR 0097,
   * 0098), each declared and documented in its provider's folder (core/payments/<provider>/entry.ts)
   * and listed by core/payments' registry (ADR 0121).
   */
  ...paymentSettingsShape,
  /**
   * The fiscal service's settings (CHECKBOX_*; ADR 0099), declared and documented in its folder
   * (core/fiscal/checkbox/entry.ts) and listed by core/fiscal's registry (ADR 0121).
   */
  ...fiscalSettingsShape,
  /**
   * The carriers' settings (NOVA_POSHTA_*, UKRPOSHTA_*, MEEST_*; ADR 0104, 0105), each declared and
   * documented in its carrier's folder (core/carriers/<carrier>/entry.ts) and listed by
   * core/carriers' registry (ADR 0121).
   */
  ...carrierSettingsShape,
  /** Kyiv time of the nightly carrier directory sync, HH:MM; `off` to leave it to `npm run carriers:sync`. */
  CARRIERS_SYNC_AT: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/)
    .default('03:30'),
  /**
   * Carriers (ADR 0105). The town the chain dispatches from (our town code, KOATUU;
   * Kyiv by default): tariff estimates and waybills start there.
   */
  CARRIER_SENDER_SETTLEMENT: z
    .string()
    .regex(/^\d{10}$/, 'must be a 10-digit town code')
    .default('8000000000'),
  /**
   * The 1C / BAS exchange at /1c/exchange (ADR 0102): the login and password 1C's
   * "обмін з сайтом" signs in with (both or neither; unset: the endpoint answers 404), the retail
   * price type of offers.xml (its name or Ид; unset: the one type named retail — Розничная,
   * Роздрібна…, else no price is imported, ADR 0118), and the most bytes one
   * `mode=file` post may carry (what `mode=init` tells 1C).
   */
  EXCHANGE_1C_LOGIN: z.string().min(1).max(100).optional(),
  EXCHANGE_1C_PASSWORD: z.string().min(8).max(200).optional(),
  EXCHANGE_1C_PRICE_TYPE: z.string().trim().min(1).max(200).optional(),
  /**
   * The store (its id or slug) that gets stock 1C sends without a warehouse — the offer's
   * `Количество`, 3.1's `Остаток` without `Склад` (ADR 0118); unset: such stock is
   * ignored and the job page says so.
   */
  EXCHANGE_1C_STOCK_STORE: z.string().trim().min(1).max(100).optional(),
  /**
   * What the stock 1C sends is (ADR 0120): `free` (the default) — its free rest ("свободный
   * остаток", what UT's "обмін з сайтом" exports: the stock less what its posted "Заказ клиента"
   * reserve), so an order 1C has taken (confirmed by `mode=success`) no longer counts against it
   * here; `total` — the whole stock, every open order's reservation is subtracted.
   */
  EXCHANGE_1C_RESTS: z.enum(['free', 'total']).default('free'),
  /**
   * The stores that send parcels, by id or slug, comma-separated, in the order they are asked
   * (ADR 0120): a delivery order reserves its goods there. Unset: every active store, the one with
   * most of a good first.
   */
  DISPATCH_STORES: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    ),
  EXCHANGE_1C_FILE_LIMIT_MB: z.coerce.number().int().min(1).max(1024).default(100),
  /**
   * What all of the exchange's sessions together may keep on disk (DATA_DIR/exchange-1c: uploads,
   * unpacked archives, pictures), in MiB (ADR 0106): a post or an archive that would pass
   * it is refused and removed; finished sessions give way first.
   */
  EXCHANGE_1C_DISK_LIMIT_MB: z.coerce.number().int().min(1).max(1_048_576).default(4096),
  /**
   * The key of the pickup codes' HMAC (ADR 0120), 32+ characters, the same on every server. Unset,
   * a fixed label keys them. Changing it voids the codes already sent (the phone search still works).
   */
  PICKUP_CODE_SECRET: z.string().min(32).max(500).optional(),
});

export type Env = z.infer<typeof envSchema>;

const checkedSchema = envSchema.superRefine((env, ctx) => {
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message: 'more than one process needs DATABASE_URL (the embedded database serves one process)',
    });
  if (env.IMAGES_S3_URL && !(env.IMAGES_S3_ACCESS_KEY_ID && env.IMAGES_S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: ['IMAGES_S3_URL'],
      message: 'needs IMAGES_S3_ACCESS_KEY_ID and IMAGES_S3_SECRET_ACCESS_KEY',
    });
  // The issue names the missing key, never the one that is set (a secret is never printed).
  for (const { path, message } of paymentSettingsIssues(env)) ctx.addIssue({ code: 'custom', path: [path], message });
  for (const [id, secret] of [['EXCHANGE_1C_LOGIN', 'EXCHANGE_1C_PASSWORD']] as const)
    if (!env[id] !== !env[secret])
      ctx.addIssue({ code: 'custom', path: [env[id] ? secret : id], message: `${id} and ${secret} go together` });
  for (const { path, message } of carrierSettingsIssues(env)) ctx.addIssue({ code: 'custom', path: [path], message });
  if (env.EXCHANGE_1C_DISK_LIMIT_MB < env.EXCHANGE_1C_FILE_LIMIT_MB)
    ctx.addIssue({
      code: 'custom',
      path: ['EXCHANGE_1C_DISK_LIMIT_MB'],
      message: 'must be at least EXCHANGE_1C_FILE_LIMIT_MB (one post has to fit)',
    });
  for (const { path, message } of fiscalSettingsIssues(env)) ctx.addIssue({ code: 'custom', path: [path], message });
});

/** Settings whose values are secrets: a configuration error names them but never prints them. */
const isSecret = (name: string) =>
  /PRIVATE|SECRET|TOKEN|PASSWORD|PIN_CODE|LICENSE_KEY|SIGN_KEY|API_KEY|BEARER/.test(name);

/** Parses the environment once at boot; on bad values prints every problem and exits. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = checkedSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = isSecret(name) && source[name] !== undefined ? '"(hidden)"' : JSON.stringify(source[name]);
    return `  ${issue.path.join('.')}=${value}: ${issue.message}`;
  });
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * A production start (ADR 0107): the shop's public address is https, or the operator set
 * NODE_ENV=production (not bin/start.mjs's default for React: `npm start` stays the demo shop).
 */
export function isProductionStart(env: Env): boolean {
  return (
    env.PUBLIC_URL?.startsWith('https:') === true ||
    (env.NODE_ENV === 'production' && env.POPLAVOK_NODE_ENV_DEFAULTED !== '1')
  );
}

/** Whether the demo's doors (the demo payment page, its receipts) may be served: not in production without ALLOW_DEMO=1. */
export function demoDoorsAllowed(env: Env): boolean {
  return !isProductionStart(env) || env.ALLOW_DEMO === '1';
}

/**
 * Whether a real SMS gateway sends the outbox. None is built yet (ADR 0013: texts wait in
 * `sms_outbox`), so none is configured; the gateway, when plugged in, answers here from its
 * settings — and the demo code on the shopper's page goes away with it (ADR 0116).
 */
export function smsGatewayConfigured(_env: Env): boolean {
  return false;
}

/**
 * Demo SMS (ADR 0116): no gateway sends texts and the demo's doors are open, so the
 * storefront shows the shopper the code it "sent", marked as the demo's. Never on a production
 * start without ALLOW_DEMO=1, never once a gateway is configured.
 */
export function smsDemo(env: Env): boolean {
  return demoDoorsAllowed(env) && !smsGatewayConfigured(env);
}
