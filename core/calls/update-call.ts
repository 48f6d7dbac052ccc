import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { callbackRequests, enquiries, quickOrders } from '#db/schema';
import { type CallType, callTypes } from './list-calls';

export const updateCallInput = z.strictObject({
  type: z.enum(callTypes),
  id: idSchema(),
  /** in_progress = "Взяти в роботу", done = "Виконано"; none = only the note changes. */
  status: z.enum(['in_progress', 'done']).optional(),
  note: z.string().trim().max(1000).optional(),
});
export type UpdateCallInput = z.input<typeof updateCallInput>;

const tables = { quick: quickOrders, callback: callbackRequests, enquiry: enquiries } as const;
/** The audit entity of each type. */
export const callEntities: Record<CallType, string> = {
  quick: 'quick_order',
  callback: 'callback_request',
  enquiry: 'enquiry',
};

/**
 * An operator works a request of the calls queue: new → in progress → done, with a
 * note; who and when are stored on the row and in the audit log (one transaction). Done is final
 * (the note may still change); a one-click order's older confirmed / cancelled count as done.
 */
export async function updateCall(
  ctx: Ctx,
  actor: StaffView,
  input: UpdateCallInput,
): Promise<{ ok: true } | { ok: false; error: 'call_not_found' | 'call_status_invalid' }> {
  requireArea(actor, 'calls');
  const { type, id, status, note } = updateCallInput.parse(input);
  const table = tables[type];
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: table.status, note: table.note })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!row) return { ok: false, error: 'call_not_found' } as const;
    const open = row.status === 'new' || row.status === 'in_progress';
    if (status && (!open || (status === 'in_progress' && row.status !== 'new')))
      return { ok: false, error: 'call_status_invalid' } as const;
    const after = { status: status ?? row.status, note: note ?? row.note };
    await tx
      .update(table)
      .set({ ...after, handledBy: actor.id, handledAt: ctx.now })
      .where(eq(table.id, id));
    const entity = callEntities[type];
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      {
        action: `${entity}.${status === 'in_progress' ? 'take' : status === 'done' ? 'done' : 'note'}`,
        entity,
        entityId: id,
        before: { status: row.status, note: row.note },
        after,
      },
    );
    return { ok: true } as const;
  });
}
