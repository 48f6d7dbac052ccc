import { eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { formatPhone } from './phone';

/** The signed-in user as the API returns it (SPEC §3 User, basic fields; extras via getAddition). */
export type UserView = {
  id: number;
  /** The main phone, +380XXXXXXXXX: the login. */
  login: string;
  /** The main phone through the §5 mask. */
  phone: string;
  email: string | null;
  /** Full name: last, first, patronymic. */
  title: string;
  first_name: string;
  last_name: string;
  patronymic: string | null;
  personal_discount: number;
};

export const userViewColumns = {
  id: users.id,
  phone: users.phone,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  patronymic: users.patronymic,
  personalDiscount: users.personalDiscount,
};

type UserRow = { [K in keyof typeof userViewColumns]: (typeof users.$inferSelect)[K] };

export function fullName(row: { firstName: string; lastName: string; patronymic: string | null }): string {
  return [row.lastName, row.firstName, row.patronymic].filter(Boolean).join(' ');
}

export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    login: row.phone,
    phone: formatPhone(row.phone),
    email: row.email,
    title: fullName(row),
    first_name: row.firstName,
    last_name: row.lastName,
    patronymic: row.patronymic,
    personal_discount: row.personalDiscount,
  };
}

/** Loads one user's view, or null when the id is unknown. */
export async function loadUserView(ctx: Ctx, userId: number): Promise<UserView | null> {
  const [row] = await ctx.db.select(userViewColumns).from(users).where(eq(users.id, userId));
  return row ? toUserView(row) : null;
}
