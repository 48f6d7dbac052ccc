import type { Ctx } from '#core/shared';
import { ExchangeJob, type ExchangeReport } from './exchange-job';
import { hideUnlisted } from './hide-unlisted';
import { ExchangeImportError } from './refused';

/** What a full portion listed: goods (import) and variants (offers with characteristics). */
export type ListedIds = { goods?: string[]; variants?: string[] };

/**
 * A portion of a split export: Bitrix-style `import0_1.xml`, `offers2_3.xml`,
 * `prices0_1.xml`, `rests1_1.xml`, and UT 11 / BAS packets `import___<guid>.xml`,
 * `offers___<guid>.xml`, `prices___<guid>.xml`, `rests___<guid>.xml` (and their other kinds).
 */
export const isPortionFile = (fileName: string) =>
  /^[a-z]+(?:\d+_\d+|_{2,3}[0-9a-f-]{8,})\.xml$/i.test(fileName.split('/').at(-1) ?? '');

/**
 * The end of a full export sent in portions (1C's `mode=deactivate` / `mode=complete`):
 * the exchange's goods no full import portion listed are hidden, and the variants no full offers
 * portion listed, recorded as one `import_jobs` row (kind `goods`, `hidden`). Nothing is hidden for
 * a kind no full portion carried (a changes-only exchange, or offers alone).
 */
export async function hideUnlistedAfterPortions(
  ctx: Ctx,
  portions: readonly ListedIds[],
  fileName: string,
): Promise<{ id: number; report: ExchangeReport } | null> {
  const goods = portions.some((p) => p.goods) ? new Set(portions.flatMap((p) => p.goods ?? [])) : null;
  const variants = portions.some((p) => p.variants) ? new Set(portions.flatMap((p) => p.variants ?? [])) : null;
  if (!goods && !variants) return null;
  const job = await ExchangeJob.start(ctx, 'goods', fileName);
  let failure: string | undefined;
  try {
    const ids: number[] = [];
    // Full portions that listed no goods at all (a classifier packet alone) hide nothing.
    if (goods && !goods.size) job.report.hideSkipped = true;
    job.report.hidden =
      (goods?.size ? await hideUnlisted(ctx, goods, { ids }) : 0) +
      (variants?.size ? await hideUnlisted(ctx, variants, { variantsOnly: true, ids }) : 0);
    if (ids.length) job.report.hiddenIds = ids;
  } catch (error) {
    failure = (error as Error).message || 'error';
  }
  await job.finish(ctx, failure);
  if (failure) throw new ExchangeImportError(failure);
  return { id: job.id, report: job.report };
}
