import { z } from 'zod';
import { maxId, parseId } from './ids';

/**
 * The zod form of `parseId` (ADR 0110): every boundary — page params, query
 * strings, forms of the storefront and the back office, the §7 API — parses a row id with this or
 * with `parseId`, never with `Number(…)` or `z.coerce.number()`. A number or plain digits,
 * 1 … 2³¹ − 1; anything else fails with zod's own issue (or `message` when given).
 */
export const idSchema = (message?: string) =>
  z.union([z.string(), z.number()], message).transform((raw, ctx) => {
    const id = parseId(raw);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message: message ?? `not an id (1 … ${maxId})` });
    return z.NEVER;
  });
