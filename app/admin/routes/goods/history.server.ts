import { type CatalogEntity, catalogHistory } from '#core/catalog/admin';
import type { AdminSession } from '../../lib/guard.server';
import { historyText } from './field-names';

/** The side column of a catalogue record: who changed what, when (the audit log). */
export async function recordHistory({ ctx, staff }: AdminSession, entity: CatalogEntity, id: number) {
  const rows = await catalogHistory(ctx, staff, entity, id, 15);
  return rows.map((row) => ({ at: row.at.toISOString(), who: row.who, what: historyText(row.action, row.fields) }));
}
