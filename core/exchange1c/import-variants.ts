import type { RowIssue } from '#core/imports';
import type { Ctx } from '#core/shared';
import { applyVariants, copyAttributes, ensureGroups } from './apply-variants';
import { type CmlOffer, variantLabelOf } from './commerceml';
import { deletedInExchange } from './deleted-marks';
import type { ExchangeJob } from './exchange-job';
import { type ExchangePictures, importPictures } from './import-pictures';
import {
  loadParents,
  loadVariants,
  loadVariantsOf,
  type ParentNow,
  planVariant,
  type VariantNow,
  type VariantPlan,
  type VariantWanted,
} from './plan-variants';

/** What a run of offers.xml knows of its characteristic offers between batches. */
export type VariantsRun = {
  job: ExchangeJob;
  /** Every characteristic offer's Ид met so far: duplicates are errors, a full file hides the rest. */
  seen: Map<string, number>;
  /** Where a characteristic offer's Картинка files are read; none: they are ignored. */
  pictures?: ExchangePictures;
};

export const parentOf = (id: string) => id.slice(0, id.indexOf('#'));

/**
 * An offer that describes a variant: `<good Ид>#<characteristic Ид>` with whatever
 * carries its distinguishing values — ХарактеристикиТовара, 3.1's ЗначенияСвойств, or only its name
 * (2.07: «Чоботи (39)»). Split prices / rests files name offers by Ид alone and describe none.
 */
export const describesVariant = (offer: CmlOffer) =>
  offer.id.includes('#') && (offer.characteristics.length > 0 || offer.propertyValues.length > 0 || !!offer.name);

/** A characteristic as a file describes it: an offer, or a 2.03 / 2.04 `Товар`. */
export type DescribedVariant = {
  line: number;
  /** `<good Ид>#<characteristic Ид>`. */
  id: string;
  label: string;
  /** What follows the parent's name in the variant's name, in parentheses. */
  values: string;
  deleted: boolean;
  /**
   * Named by an offer's name alone (no ХарактеристикиТовара, no ЗначенияСвойств): it names a new
   * variant, an existing one keeps its label — 2.03 / 2.04 offers carry the good's name, the
   * `Товар` of import.xml described the characteristic.
   */
  weak?: boolean;
};

/** What follows the parent's name in a variant's name now (` (2.7 м)`), by the parent's name it was made with. */
const suffixOf = (v: VariantNow, parentTitle: string) =>
  v.titleUa.startsWith(`${parentTitle} (`) ? v.titleUa.slice(parentTitle.length) : ` (${v.variantUa ?? ''})`;

/**
 * Makes or updates each described variant as a good of its parent's variant group (ADR
 * 0102), inside the batch's transaction: a parent 1C never sent is a report line; a variant 1C
 * marked deleted (its `Товар`, item 7) stays hidden though an offer names it. Returns the plans.
 */
export async function writeVariants(
  ctx: Ctx,
  described: readonly DescribedVariant[],
  issues: RowIssue[],
): Promise<{ planned: VariantPlan[]; parents: Map<string, ParentNow> }> {
  const parents = await loadParents(
    ctx,
    described.map((d) => parentOf(d.id)),
  );
  const known: { described: DescribedVariant; parent: ParentNow }[] = [];
  for (const d of described) {
    const parent = parents.get(parentOf(d.id));
    if (parent) known.push({ described: d, parent });
    else issues.push({ line: d.line, code: 'unknown_good', column: 'Ид', value: parentOf(d.id) });
  }
  const current = await loadVariants(
    ctx,
    known.map((k) => k.described.id),
  );
  // 1C's deletion mark of a 2.03 / 2.04 `Товар` (item 7) outweighs an offer that only names it.
  const marked = await deletedInExchange(
    ctx,
    known.flatMap((k) => (k.described.weak ? [current.get(k.described.id)?.id ?? 0] : [])).filter((id) => id),
  );
  const wanted: VariantWanted[] = known.map(({ described: d, parent }) => {
    const kept = d.weak ? current.get(d.id) : undefined;
    return {
      line: d.line,
      exchangeId: d.id,
      parent,
      label: kept ? (kept.variantUa ?? '') : d.label,
      suffix: kept ? suffixOf(kept, parent.titleUa) : ` (${d.values})`,
      hidden: d.deleted || (kept ? marked.has(kept.id) : false),
    };
  });
  await ensureGroups(ctx, [...new Set(wanted.map((w) => w.parent))]);
  const planned = wanted.map((w) => planVariant(w, current.get(w.exchangeId)));
  await applyVariants(
    ctx,
    planned.filter((p) => p.outcome !== 'unchanged'),
  );
  return { planned, parents };
}

/**
 * A batch's characteristic offers (ADR 0102), inside the batch's transaction: each
 * becomes or updates a good of its parent's variant group (made from the parent good of
 * import.xml), before its price and stock are read. A parent 1C never sent is a report line.
 */
export async function importVariants(ctx: Ctx, run: VariantsRun, batch: readonly CmlOffer[]): Promise<void> {
  const offers = batch.filter(describesVariant);
  if (!offers.length) return;
  const issues: RowIssue[] = [];
  const fresh: CmlOffer[] = [];
  for (const offer of offers) {
    const first = run.seen.get(offer.id);
    if (first !== undefined)
      issues.push({ line: offer.line, code: 'duplicate', column: 'Ид', value: offer.id, firstLine: first });
    else if (offer.id.length > 100) issues.push({ line: offer.line, code: 'too_long', column: 'Ид', value: offer.id });
    else {
      run.seen.set(offer.id, offer.line);
      fresh.push(offer);
    }
  }
  const { planned, parents } = await writeVariants(
    ctx,
    fresh.map((offer) => ({
      line: offer.line,
      id: offer.id,
      ...variantLabelOf(offer),
      deleted: offer.deleted,
      weak: !offer.characteristics.length && !offer.propertyValues.length,
    })),
    issues,
  );
  // 2.08+: a characteristic offer's own Картинка (a red reel's photo) is its variant's picture.
  const withPictures = fresh.filter((o) => o.pictures.length);
  if (run.pictures && withPictures.length) {
    const made = await loadVariants(
      ctx,
      withPictures.map((o) => o.id),
    );
    const done = await importPictures(
      ctx,
      run.pictures,
      withPictures.flatMap((o) => {
        const variant = made.get(o.id);
        const parent = parents.get(parentOf(o.id));
        return variant ? [{ goodId: variant.id, sources: o.pictures, replaces: parent?.images ?? [] }] : [];
      }),
    );
    run.job.report.pictures = {
      changed: (run.job.report.pictures?.changed ?? 0) + done.changed,
      missing: (run.job.report.pictures?.missing ?? 0) + done.missing,
    };
  }
  run.job.add(
    offers.length,
    planned,
    issues.sort((a, b) => a.line - b.line),
  );
  await run.job.beat(ctx);
}

/** A parent good import.xml wrote: its name before, whether 1C deleted it, whether its characteristics changed. */
export type ParentChange = { exchangeId: string; oldTitle: string | null; deleted: boolean; attributes: boolean };

/**
 * After import.xml changed parent goods: their variants follow — name, description,
 * category, maker, weight, 1C characteristics; a deleted parent hides them. Returns how many changed.
 */
export async function followParents(ctx: Ctx, changes: readonly ParentChange[]): Promise<number> {
  const variants = await loadVariantsOf(
    ctx,
    changes.map((c) => c.exchangeId),
  );
  if (!variants.length) return 0;
  const byId = new Map(changes.map((c) => [c.exchangeId, c]));
  const parents = await loadParents(
    ctx,
    variants.map((v) => parentOf(v.exchangeId)),
  );
  await ensureGroups(
    ctx,
    [...parents.values()].filter((p) => p.groupId !== null),
  );
  const planned = variants.flatMap((v) => {
    const parent = parents.get(parentOf(v.exchangeId));
    const change = byId.get(parentOf(v.exchangeId));
    if (!parent || !change) return [];
    const wanted: VariantWanted = {
      line: 0,
      exchangeId: v.exchangeId,
      parent,
      label: v.variantUa ?? '',
      suffix: suffixOf(v, change.oldTitle ?? parent.titleUa),
      ...(change.deleted ? { hidden: true } : {}),
    };
    return [planVariant(wanted, v)];
  });
  const changed = planned.filter((p) => p.outcome === 'changed');
  await applyVariants(ctx, changed);
  await copyAttributes(
    ctx,
    variants.flatMap((v) => {
      const parent = parents.get(parentOf(v.exchangeId));
      return parent && byId.get(parent.exchangeId)?.attributes ? [{ variantId: v.id, parentId: parent.id }] : [];
    }),
  );
  return changed.length;
}
