import { eq } from 'drizzle-orm';
import { getLoyaltyStatus, type LoyaltyReason } from '#core/loyalty';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { fishingTypes, isFishingType } from './fishing-types';
import { formatPhone } from './phone';
import { fullName } from './user-view';

export type Addition = {
  email: string | null;
  title: string;
  first_name: string;
  last_name: string;
  patronymic: string | null;
  additional_phone: string | null;
  birthday: { day: number; month: number; year: number } | null;
  city: string | null;
  address: string | null;
  fishing_type: string | null;
  fishing_type_title: string | null;
  fishing_type_title_ua: string | null;
  subscriptions: { sms: 0 | 1; email: 0 | 1 };
  personal_discount: number;
  /** The club level in force (SPEC §1), from the one loyalty source (ADR 0082). */
  loyalty_level: number;
  /** The one club discount checkout applies now, and why (level, birthday, monthly, personal). */
  loyalty_discount: { percent: number; reason: LoyaltyReason };
};

/** The signed-in user's extra profile fields (SPEC §3 User "extra fields loaded separately"). */
export async function getAddition(ctx: Ctx & { user: { id: number } }): Promise<Addition | null> {
  const [[u], loyalty] = await Promise.all([
    ctx.db.select().from(users).where(eq(users.id, ctx.user.id)),
    getLoyaltyStatus(ctx),
  ]);
  if (!u || !loyalty) return null;
  const [year, month, day] = (u.birthDate ?? '').split('-').map(Number);
  const fishing = isFishingType(u.fishingType) ? fishingTypes[u.fishingType] : null;
  return {
    email: u.email,
    title: fullName(u),
    first_name: u.firstName,
    last_name: u.lastName,
    patronymic: u.patronymic,
    additional_phone: u.additionalPhone ? formatPhone(u.additionalPhone) : null,
    birthday: u.birthDate && year && month && day ? { day, month, year } : null,
    city: u.city,
    address: u.address,
    fishing_type: u.fishingType,
    fishing_type_title: fishing?.ru ?? null,
    fishing_type_title_ua: fishing?.ua ?? null,
    subscriptions: { sms: u.subscribeSms ? 1 : 0, email: u.subscribeEmail ? 1 : 0 },
    personal_discount: u.personalDiscount,
    loyalty_level: loyalty.level,
    loyalty_discount: { percent: loyalty.percent, reason: loyalty.reason },
  };
}
