import type { RowIssue } from '#core/imports';
import type { Ctx } from '#core/shared';
import { type CmlGood, parentNameOf, variantLabelOf } from './commerceml';
import { markDeleted } from './deleted-marks';
import { parentOf, writeVariants } from './import-variants';
import { loadVariants, type VariantPlan } from './plan-variants';

/**
 * CommerceML 2.03 / 2.04 (UT 10.3; 1C's own sample, irpsv/commerceml tests/assets/off-doc-1c):
 * each characteristic is a `Товар` of import.xml whose Ид is `<good Ид>#<characteristic Ид>`, with
 * its values in `ХарактеристикиТовара` and the good's name — a variant of the good.
 */
export const isVariantGood = (good: CmlGood) => good.id.includes('#');

/**
 * The goods a batch's characteristic Товары belong to that the run has not met listed on their
 * own: each made from its first characteristic Товар (group, maker, properties, pictures, weight),
 * named without the characteristic's part, never deleted on its strength. They join `seen` (a full
 * catalogue does not hide them) and `implied` (listed on their own later, they are no duplicates).
 */
export function impliedParents(seen: Map<string, number>, implied: Set<string>, goods: readonly CmlGood[]): CmlGood[] {
  const out: CmlGood[] = [];
  for (const good of goods) {
    const id = parentOf(good.id);
    if (seen.has(id)) continue;
    seen.set(id, good.line);
    implied.add(id);
    out.push({ ...good, id, name: parentNameOf(good), characteristics: [], deleted: false });
  }
  return out;
}

/**
 * A batch's characteristic Товары as variants of their goods (written before, in the same
 * transaction): labelled by their ХарактеристикиТовара, named «<good> (<values>)», hidden when 1C
 * deleted them (the mark kept, so the offers' price does not put them on sale, item 7).
 */
export async function importGoodVariants(
  ctx: Ctx,
  goods: readonly CmlGood[],
  issues: RowIssue[],
): Promise<VariantPlan[]> {
  if (!goods.length) return [];
  const { planned } = await writeVariants(
    ctx,
    goods.map((good) => ({
      line: good.line,
      id: good.id,
      // A Товар without ХарактеристикиТовара is named by its name's parenthesis, else its characteristic's Ид.
      ...variantLabelOf({ ...good, name: /\)\s*$/.test(good.name) ? good.name : '' }),
      deleted: good.deleted,
    })),
    issues,
  );
  const made = await loadVariants(
    ctx,
    goods.map((g) => g.id),
  );
  await markDeleted(
    ctx,
    goods.map((g) => ({ id: made.get(g.id)?.id ?? 0, deleted: g.deleted })),
  );
  return planned;
}
