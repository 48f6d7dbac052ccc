import type { RowIssue } from '#core/imports';
import type { Ctx } from '#core/shared';
import { applyVariants, copyAttributes, ensureGroups } from './apply-variants';
import { type CmlOffer, variantLabelOf } from './commerceml';
import type { ExchangeJob } from './exchange-job';
import { type ExchangePictures, importPictures } from './import-pictures';
import { loadParents, loadVariants, loadVariantsOf, planVariant, type VariantWanted } from './plan-variants';

/** What a run of offers.xml knows of its characteristic offers between batches. */
export type VariantsRun = {
  job: ExchangeJob;
  /** Every characteristic offer's Ид met so far: duplicates are errors, a full file hides the rest. */
  seen: Map<string, number>;
  /** Where a characteristic offer's Картинка files are read; none: they are ignored. */
  pictures?: ExchangePictures;
};

const parentOf = (id: string) => id.slice(0, id.indexOf('#'));

/**
 * An offer that describes a variant (issue 31 item 3): `<good Ид>#<characteristic Ид>` with whatever
 * carries its distinguishing values — ХарактеристикиТовара, 3.1's ЗначенияСвойств, or only its name
 * (2.07: «Чоботи (39)»). Split prices / rests files name offers by Ид alone and describe none.
 */
export const describesVariant = (offer: CmlOffer) =>
  offer.id.includes('#') && (offer.characteristics.length > 0 || offer.propertyValues.length > 0 || !!offer.name);

/**
 * A batch's characteristic offers (issue 21, ADR 0102), inside the batch's transaction: each
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
  const parents = await loadParents(
    ctx,
    fresh.map((o) => parentOf(o.id)),
  );
  const wanted: VariantWanted[] = [];
  for (const offer of fresh) {
    const parent = parents.get(parentOf(offer.id));
    if (!parent) {
      issues.push({ line: offer.line, code: 'unknown_good', column: 'Ид', value: parentOf(offer.id) });
      continue;
    }
    const { label, values } = variantLabelOf(offer);
    wanted.push({
      line: offer.line,
      exchangeId: offer.id,
      parent,
      label,
      suffix: ` (${values})`,
      hidden: offer.deleted,
    });
  }
  await ensureGroups(ctx, [...new Set(wanted.map((w) => w.parent))]);
  const current = await loadVariants(
    ctx,
    wanted.map((w) => w.exchangeId),
  );
  const planned = wanted.map((w) => planVariant(w, current.get(w.exchangeId)));
  await applyVariants(
    ctx,
    planned.filter((p) => p.outcome !== 'unchanged'),
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
 * After import.xml changed parent goods (issue 21): their variants follow — name, description,
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
    const old = change.oldTitle ?? parent.titleUa;
    const suffix = v.titleUa.startsWith(`${old} (`) ? v.titleUa.slice(old.length) : ` (${v.variantUa ?? ''})`;
    const wanted: VariantWanted = {
      line: 0,
      exchangeId: v.exchangeId,
      parent,
      label: v.variantUa ?? '',
      suffix,
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
