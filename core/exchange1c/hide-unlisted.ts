import { sql } from 'drizzle-orm';
import { rowsOf } from '#core/imports';
import type { Ctx } from '#core/shared';
import { recordAudits } from '#core/staff';
import { exchangeActor } from './exchange-job';

/** How many hidden goods a job remembers for "show them again" (a 100,000-goods job's JSON stays small). */
export const maxHiddenIds = 20_000;

/**
 * After a full catalogue: the exchange's goods it did not list are hidden
 * (`is_active = false`), never deleted — orders keep their history and a good 1C lists again
 * comes back. Keyset pages of 2,000, one transaction each, audited. Returns how many were hidden.
 * `variantsOnly`: after a full offers file, only variants (`<good>#<characteristic>`) it did not list.
 */
export async function hideUnlisted(
  ctx: Ctx,
  listed: Pick<ReadonlySet<string>, 'has'>,
  { variantsOnly = false, size = 2000, ids: hiddenIds }: { variantsOnly?: boolean; size?: number; ids?: number[] } = {},
): Promise<number> {
  let after = 0;
  let hidden = 0;
  for (;;) {
    const page = rowsOf<{ id: number; exchangeId: string }>(
      await ctx.db.execute(sql`
        select id, exchange_id as "exchangeId" from goods
        where exchange_id is not null and is_active and id > ${after}
          ${variantsOnly ? sql`and position('#' in exchange_id) > 0` : sql``}
        order by id limit ${size}`),
    );
    const gone = page.filter(
      (g) => !listed.has(g.exchangeId) && (variantsOnly || !listed.has(g.exchangeId.split('#')[0] ?? '')),
    );
    if (gone.length)
      await ctx.db.transaction(async (tx) => {
        const ids = gone.map((g) => g.id);
        await tx.execute(sql`
          update goods set is_active = false
          where is_active and id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int))`);
        await recordAudits(
          { ...ctx, db: tx },
          exchangeActor,
          ids.map((id) => ({
            action: 'good.hide',
            entity: 'good',
            entityId: id,
            before: { active: true },
            after: { active: false },
          })),
        );
      });
    hidden += gone.length;
    // The job keeps what it hid (up to a bound), so staff can show them again.
    if (hiddenIds) for (const g of gone) if (hiddenIds.length < maxHiddenIds) hiddenIds.push(g.id);
    const last = page.at(-1);
    if (!last || page.length < size) return hidden;
    after = last.id;
  }
}
