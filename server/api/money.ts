import { z } from '@hono/zod-openapi';
import { decimalUah } from '#core/shared';

/**
 * The one place where the API's money unit lives (ADR 0032): core and the database keep integer
 * kopiyky; every amount the API answers is a JSON number in UAH with at most two decimals
 * (211050 → 2110.5), and every amount it reads is UAH text with at most two decimals. Both ways
 * go through the decimal text built from integer parts, never through `kopiyky / 100` or
 * `Math.round(uah * 100)` on floats.
 */
export const uahDescription = 'UAH, up to two decimals';

/** "-2110.05": the exact decimal text of an amount, built from its integer parts. */
export const formatUah = (kopiyky: number): string => decimalUah(kopiyky);

/** Kopiyky → the API's UAH number: the double nearest to the exact decimal, so JSON prints `2110.5`. */
export function toUah(kopiyky: number): number;
export function toUah(kopiyky: number | null): number | null;
export function toUah(kopiyky: number | null): number | null {
  return kopiyky === null ? null : Number(formatUah(kopiyky));
}

const uahText = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * UAH text with at most two decimals ("2110", "2110.5", "-0.05", or what `String(toUah(k))`
 * prints) → kopiyky, from the digits; null for anything else (more decimals, exponents, commas).
 */
export function kopiykyFromUah(text: string): number | null {
  const match = uahText.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const abs = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign && abs !== 0 ? -abs : abs;
}

const described = (what?: string) => (what ? `${uahDescription}; ${what}` : uahDescription);

/** An amount the API answers: a UAH number, documented as such (and as `what`) in /api/openapi.json. */
export const uah = (what?: string) => z.number().openapi({ description: described(what), example: 2110.5 });
export const uahOrNull = (what?: string) =>
  z
    .number()
    .nullable()
    .openapi({ description: described(what), example: 2499.99 });

/**
 * A money input (query or form field): UAH, not negative, at most two decimals, up to `max`
 * kopiyky → integer kopiyky. Anything else fails with `code` (the API's 400 envelope).
 */
export function uahInput(code: string, max = 1_000_000_000) {
  const pattern = /^\d{1,11}(\.\d{1,2})?$/;
  return z
    .string()
    .regex(pattern, code)
    .transform((text, issue) => {
      const kopiyky = kopiykyFromUah(text);
      if (kopiyky !== null && kopiyky <= max) return kopiyky;
      issue.addIssue({ code: 'custom', message: code });
      return z.NEVER;
    })
    .openapi({
      type: 'string',
      pattern: pattern.source,
      description: `${uahDescription}, at most ${formatUah(max)}`,
      example: '2110.50',
    });
}
