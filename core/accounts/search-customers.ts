import { type AnyColumn, and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cappedCount, keysetPage, type PageLinks, pageCursorInput, type SortKey } from '#core/keyset';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { loyaltyCards, orders, userNamesSql, users } from '#db/schema';
import { normalizePhone } from './phone';

export const customerPageSizes = [20, 50, 100] as const;

/** `?q=&after=|before=&perPage=` of the customers list (ADR 0124); a bad value falls back to the default. */
export const customerSearchInput = pageCursorInput.extend({
  q: z.string().trim().max(100).optional().catch(undefined),
  perPage: z.coerce
    .number()
    .refine((n) => (customerPageSizes as readonly number[]).includes(n))
    .catch(20)
    .default(20),
});
export type CustomerSearch = z.output<typeof customerSearchInput>;

export type CustomerRow = {
  id: number;
  phone: string;
  name: string;
  email: string | null;
  city: string | null;
  createdAt: Date;
  blockedAt: Date | null;
  orders: number;
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What a search text means (by phone, name, e-mail): a whole phone in any spelling
 * (+38 (050) 123-45-67, 0501234567, 380…) is that main or additional phone; other digits are a
 * part of a phone or a club card's number; text with @ is a part of an e-mail; words are parts
 * of the name (each word must match the last, first or middle name) or of an e-mail.
 */
export function customerCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const phone = normalizePhone(text);
  if (phone) return or(eq(users.phone, phone), eq(users.additionalPhone, phone));
  const digits = text.replace(/\D/g, '');
  if (/^[+\d\s()-]+$/.test(text) && digits.length >= 3) {
    // A card number is the primary key: `id = (one user or null)` keeps the OR to index scans.
    return or(
      ilike(users.phone, like(digits)),
      ilike(users.additionalPhone, like(digits)),
      eq(users.id, sql`(select ${loyaltyCards.userId} from ${loyaltyCards} where ${loyaltyCards.number} = ${digits})`),
    );
  }
  if (text.includes('@')) return ilike(users.email, like(text));
  // Each word a part of the last, first or middle name: of their one text, which a trigram index
  // serves (ADR 0128); words of one or two letters still match, by reading the table.
  const words = text.split(/\s+/).filter(Boolean).slice(0, 4);
  const byName = and(...words.map((word) => ilike(userNamesSql(users), like(word))));
  return or(byName, ilike(users.email, like(text)));
}

const newestFirst: SortKey[] = [
  { key: users.createdAt, dir: 'desc' },
  { key: users.id, dir: 'desc' },
];

/**
 * The customers list of the back office: found by `q`, newest first, a keyset page (ADR 0124)
 * with the matches counted up to 1,000, with their order counts.
 */
export async function searchCustomers(
  ctx: Ctx,
  actor: StaffView,
  input: CustomerSearch,
): Promise<{ items: CustomerRow[]; total: number; more: boolean; perPage: number } & PageLinks> {
  requireArea(actor, 'customers');
  const where = customerCondition(input.q ?? '');
  const anchor = (id: number) => (key: AnyColumn | SQL) => sql`(select ${key} from ${users} where ${users.id} = ${id})`;
  const [page, counted] = await Promise.all([
    keysetPage(
      (after, order, limit) =>
        ctx.db
          .select({
            id: users.id,
            phone: users.phone,
            firstName: users.firstName,
            lastName: users.lastName,
            patronymic: users.patronymic,
            email: users.email,
            city: users.city,
            createdAt: users.createdAt,
            blockedAt: users.blockedAt,
          })
          .from(users)
          .where(and(where, after))
          .orderBy(...order)
          .limit(limit),
      { keys: newestFirst, anchor, cursor: input, perPage: input.perPage, idOf: (row) => row.id },
    ),
    cappedCount(ctx.db, users, where),
  ]);
  const rows = page.rows;
  const counts = rows.length
    ? await ctx.db
        .select({ userId: orders.userId, n: count() })
        .from(orders)
        .where(
          inArray(
            orders.userId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(orders.userId)
    : [];
  return {
    items: rows.map(({ firstName, lastName, patronymic, ...row }) => ({
      ...row,
      name: [lastName, firstName, patronymic].filter(Boolean).join(' '),
      orders: counts.find((c) => c.userId === row.id)?.n ?? 0,
    })),
    total: counted.count,
    more: counted.more,
    perPage: input.perPage,
    ...page.links,
  };
}
