import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { loyaltyCards, orders, users } from '#db/schema';
import { normalizePhone } from './phone';

export const customerPageSizes = [20, 50, 100] as const;

/** `?q=&page=&per_page=` of the customers list; a bad value falls back to the default. */
export const customerSearchInput = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
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
    return or(
      ilike(users.phone, like(digits)),
      ilike(users.additionalPhone, like(digits)),
      inArray(
        users.id,
        sql`(select ${loyaltyCards.userId} from ${loyaltyCards} where ${loyaltyCards.number} = ${digits})`,
      ),
    );
  }
  if (text.includes('@')) return ilike(users.email, like(text));
  const words = text.split(/\s+/).filter(Boolean).slice(0, 4);
  const byName = and(
    ...words.map((word) =>
      or(ilike(users.lastName, like(word)), ilike(users.firstName, like(word)), ilike(users.patronymic, like(word))),
    ),
  );
  return or(byName, ilike(users.email, like(text)));
}

/** The customers list of the back office: found by `q`, newest first, with their order counts. */
export async function searchCustomers(
  ctx: Ctx,
  actor: StaffView,
  input: CustomerSearch,
): Promise<{ items: CustomerRow[]; total: number; page: number; perPage: number }> {
  requireArea(actor, 'customers');
  const where = customerCondition(input.q ?? '');
  const [rows, [total]] = await Promise.all([
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
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
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
    total: total?.n ?? 0,
    page: input.page,
    perPage: input.perPage,
  };
}
