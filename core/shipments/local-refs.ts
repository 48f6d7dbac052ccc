import { sql } from 'drizzle-orm';
import type { PointRefs } from './create-waybill';
import type { SettlementRefs } from './tariffs';

/**
 * Our town as the carrier's settlement, from the nightly sync's local copy (`carrier_settlements`,
 * ADR 0104): checkout never asks the carrier for it. Raw SQL so this module does not depend on
 * the carriers' schema file.
 */
export const localSettlementRefs: SettlementRefs = async (ctx, carrier, townCode) => {
  const result = await ctx.db.execute(
    // Nova Poshta prices and ships between its cities (CityRef, kept on the synced departments as
    // `town_ref`, ADR 0104); the others between their settlements.
    sql`select coalesce(
      (select d.town_ref from departments d join delivery_methods m on m.id = d.delivery_method_id
        where m.carrier = ${carrier} and d.town_code = ${townCode} and d.is_active and d.town_ref is not null
        order by d.id limit 1),
      (select ref from carrier_settlements where carrier = ${carrier} and town_code = ${townCode} and is_active
        order by ref limit 1)) as ref`,
  );
  return (result as unknown as { rows: { ref: string }[] }).rows[0]?.ref ?? null;
};

/** A department's carrier ref as the sync stored it (`departments.ref`), else its code (hand-made rows). */
export const localPointRefs: PointRefs = async (ctx, _carrier, deliveryMethodId, code) => {
  const result = await ctx.db.execute(
    sql`select ref from departments where delivery_method_id = ${deliveryMethodId} and code = ${code} limit 1`,
  );
  return (result as unknown as { rows: { ref: string | null }[] }).rows[0]?.ref ?? code;
};
