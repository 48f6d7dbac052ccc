import { z } from 'zod';
import { parseTrustProxy } from './proxy';

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
  /** Goods in the demo catalogue seeded into an empty database. */
  SEED_GOODS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once at boot; on bad values prints every problem and exits. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.')}=${JSON.stringify(source[String(issue.path[0])])}: ${issue.message}`,
  );
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
