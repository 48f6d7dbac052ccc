import type { Ctx } from '#core/shared';
import { type DeliveryView, findTown, offeredMethods, type TownView } from './offered-methods';

/**
 * Delivery methods available in a town, each with its fields and accepted payments (SPEC §7
 * delivery/places). The Kyiv courier only in Kyiv; store pickup only in towns with stores.
 */
export async function listDeliveryMethods(
  ctx: Ctx,
  townCode: string,
): Promise<{ ok: true; town: TownView; methods: DeliveryView[] } | { ok: false; error: 'town_not_found' }> {
  const town = await findTown(ctx, townCode);
  if (!town) return { ok: false, error: 'town_not_found' };
  return { ok: true, town, methods: await offeredMethods(ctx, town.code) };
}
