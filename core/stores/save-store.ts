import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { changedFields, line, type SaveResult, slug } from '#core/content';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { stores, towns, type WeekHours } from '#db/schema';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid');
/** One weekday: [opens, closes] ("09:00", "20:00"), or null: closed. */
const day = z
  .tuple([time, time])
  .refine(([from, to]) => to > from, 'hours_invalid')
  .nullable();

/** A store of the chain (SPEC §2 /shops: address, hours, phone, map position). */
export const storeInput = z.object({
  id: idSchema().optional(),
  townCode: z.string().trim().min(1).max(20),
  slug: slug(120),
  titleUa: line(200),
  titleRu: line(200),
  addressUa: line(300),
  addressRu: line(300),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{7,20}$/, 'phone_invalid'),
  hours: z.object({ 1: day, 2: day, 3: day, 4: day, 5: day, 6: day, 7: day }),
  hasServiceCentre: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type StoreInput = z.input<typeof storeInput>;

/**
 * Creates or edits a store (area `content`), audited with what changed. Store pages, product
 * pages' stock lists and (when a store opens, closes or moves) the town lists drop it through the
 * change feed (`stores`, `store-towns`; ADR 0095). A store is closed, never deleted: orders and
 * staff refer to it.
 */
export async function saveStore(
  ctx: Ctx,
  actor: StaffView,
  input: StoreInput,
): Promise<SaveResult | { ok: false; error: 'town_not_found' | 'slug_taken' }> {
  requireArea(actor, 'content');
  const parsed = storeInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, hours, ...rest } = parsed.data;
  const fields = { ...rest, hours: hours as WeekHours };
  return ctx.db.transaction(async (tx) => {
    const [town] = await tx.select({ code: towns.code }).from(towns).where(eq(towns.code, fields.townCode));
    if (!town) return { ok: false, error: 'town_not_found' } as const;
    // /shops/{town}/{store}: one store per slug in a town.
    const [clash] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(
        and(
          eq(stores.townCode, fields.townCode),
          eq(stores.slug, fields.slug),
          id === undefined ? undefined : ne(stores.id, id),
        ),
      );
    if (clash) return { ok: false, error: 'slug_taken' } as const;
    const audit = (action: string, entityId: number, before: unknown, after: unknown) =>
      recordAudit(
        { ...ctx, db: tx },
        { kind: 'staff', staff: actor },
        { action, entity: 'store', entityId, before, after },
      );
    if (id === undefined) {
      const [row] = await tx.insert(stores).values(fields).returning();
      if (!row) throw new Error('store not inserted');
      await audit('store.create', row.id, null, row);
      return { ok: true, id: row.id } as const;
    }
    const [before] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
    if (!before) return { ok: false, error: 'not_found' } as const;
    const [after] = await tx.update(stores).set(fields).where(eq(stores.id, id)).returning();
    if (!after) throw new Error('store not updated');
    const change = changedFields(before, after);
    await audit('store.update', id, change.before, change.after);
    return { ok: true, id } as const;
  });
}
