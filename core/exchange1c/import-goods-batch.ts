import type { RowIssue } from '#core/imports';
import type { Ctx } from '#core/shared';
import { applyGoods } from './apply-goods';
import { type CmlGood, weightOf } from './commerceml';
import { deletionMarks } from './deleted-marks';
import { type ExchangeJob, exchangeActor } from './exchange-job';
import { impliedParents, importGoodVariants, isVariantGood } from './good-variants';
import { type ExchangePictures, importPictures } from './import-pictures';
import { followParents } from './import-variants';
import { codeOfArticle, type ExchangeGood, type GoodPlan, goodIssues, loadGoods, planGood } from './plan-goods';
import { type BrandCache, brandOf } from './upsert-brands';
import { addOptions, addStringOptions, type PropertyMaps, stringOptionId } from './upsert-properties';

/** What a run of import.xml knows between batches. */
export type GoodsRun = {
  job: ExchangeJob;
  categories: Map<string, number>;
  ungrouped: (ctx: Ctx) => Promise<number>;
  brands: BrandCache;
  properties: PropertyMaps;
  /** Every good's Ид met so far: duplicates are errors, and a full export hides the rest. */
  seen: Map<string, number>;
  /** Goods made from their 2.03 / 2.04 characteristic Товары, not (yet) listed on their own. */
  implied?: Set<string>;
  codesTaken: Set<string>;
  /** Pictures from the session's directory to the image store; none: Картинка is ignored. */
  pictures?: ExchangePictures;
};

/** A good's characteristics as `attribute:o<option>` / `attribute:n<number>`; unknown properties skipped. */
async function attributesOf(ctx: Ctx, run: GoodsRun, good: CmlGood): Promise<string[] | undefined> {
  if (!good.properties.length) return undefined;
  // One value per characteristic (the table's key): the first 1C gave.
  const out = new Map<number, string>();
  const add = (attribute: number, pair: string) => {
    if (!out.has(attribute)) out.set(attribute, pair);
  };
  for (const { id, value } of good.properties) {
    const attribute = run.properties.attributes.get(id);
    if (!attribute) continue;
    if (attribute.kind === 'number') {
      const n = Number(value.replace(',', '.'));
      if (Number.isFinite(n)) add(attribute.id, `${attribute.id}:n${n}`);
      continue;
    }
    let option = run.properties.options.get(value);
    if (option === undefined && !attribute.values.has(value)) {
      const key = stringOptionId(id, value);
      if (!run.properties.options.has(key)) await addOptions(ctx, run.properties, attribute.id, [[key, value]]);
      option = run.properties.options.get(key);
    }
    if (option !== undefined) add(attribute.id, `${attribute.id}:o${option}`);
  }
  return [...out.values()].sort();
}

/** A good as the exchange sets it: its group → category, maker → brand, properties → characteristics. */
async function exchangeGoodOf(ctx: Ctx, run: GoodsRun, good: CmlGood, issues: RowIssue[]): Promise<ExchangeGood> {
  const weightG = weightOf(good.requisites);
  // A weight that is no weight is a report line; the good imports without it.
  if (weightG === null)
    issues.push({
      line: good.line,
      code: 'bad_weight',
      column: 'Вес',
      value: good.requisites.get('Вес') ?? good.requisites.get('Вага') ?? '',
    });
  // A group 1C never sent puts the good with the ungrouped ones, as no group does.
  const groupId = good.groupIds.find((id) => run.categories.has(id));
  return {
    exchangeId: good.id,
    article: codeOfArticle(good.article),
    title: good.name,
    description: good.description,
    categoryId: groupId !== undefined ? (run.categories.get(groupId) ?? 0) : await run.ungrouped(ctx),
    brandId: good.maker ? await brandOf(ctx, run.brands, good.maker) : null,
    deleted: good.deleted,
    attributes: await attributesOf(ctx, run, good),
    pictures: good.pictures,
    ...(weightG ? { weightG } : {}),
  };
}

/**
 * One batch of import.xml's goods in one transaction: checked, resolved (group →
 * category, maker → brand, properties → characteristics), planned against the locked rows and
 * written; counted into the job's report. 2.03 / 2.04 characteristic Товары (`good#characteristic`)
 * are variants of their good, made from the first of them when 1C does not list it.
 */
export async function importGoodsBatch(ctx: Ctx, run: GoodsRun, batch: readonly CmlGood[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await addStringOptions(txCtx, run.properties, batch);
    const issues: RowIssue[] = [];
    const own: CmlGood[] = [];
    const characteristics: CmlGood[] = [];
    const implied = run.implied ?? new Set<string>();
    run.implied = implied;
    for (const good of batch) {
      const problems = goodIssues(good);
      const first = run.seen.get(good.id);
      // A good made from its characteristics, listed on its own after them, is no duplicate.
      if (!problems.length && first !== undefined && !implied.delete(good.id))
        problems.push({ line: good.line, code: 'duplicate', column: 'Ид', value: good.id, firstLine: first });
      if (problems.length) {
        issues.push(...problems);
        continue;
      }
      run.seen.set(good.id, good.line);
      (isVariantGood(good) ? characteristics : own).push(good);
    }
    const parents = impliedParents(run.seen, implied, characteristics);
    const values: { line: number; value: ExchangeGood }[] = [];
    for (const good of [...own, ...parents])
      values.push({ line: good.line, value: await exchangeGoodOf(txCtx, run, good, issues) });
    const found = await loadGoods(
      txCtx,
      values.map((v) => v.value),
      true,
    );
    const planned: GoodPlan[] = values.map((v) => planGood(v.line, v.value, found, run.codesTaken));
    const written = planned.filter((p) => p.outcome !== 'unchanged');
    // Deleted in 1C stays hidden when offers price it, until 1C lists it again unmarked; the marks
    // go into the goods' audit insert, and goods made in this batch need no look-up of old marks.
    const ids = await applyGoods(txCtx, written, exchangeActor, (made) =>
      deletionMarks(
        txCtx,
        planned.map((p) => ({ id: made.get(p.key) ?? p.current?.id ?? 0, deleted: p.value.deleted })),
        new Set(planned.flatMap((p) => (p.outcome === 'new' ? [made.get(p.key) ?? 0] : []))),
      ),
    );
    const followed = await followParents(
      txCtx,
      written.flatMap((p) =>
        p.current
          ? [
              {
                exchangeId: p.key,
                oldTitle: p.current.titleUa,
                deleted: p.value.deleted,
                attributes: 'characteristics' in p.after,
              },
            ]
          : [],
      ),
    );
    if (followed) run.job.report.variantsChanged = (run.job.report.variantsChanged ?? 0) + followed;
    if (run.pictures) {
      const wanted = planned.map((p) => ({ goodId: ids.get(p.key) ?? p.current?.id ?? 0, sources: p.value.pictures }));
      const done = await importPictures(txCtx, run.pictures, wanted);
      run.job.report.pictures = {
        changed: (run.job.report.pictures?.changed ?? 0) + done.changed,
        missing: (run.job.report.pictures?.missing ?? 0) + done.missing,
      };
    }
    const variants = await importGoodVariants(txCtx, characteristics, issues);
    issues.sort((a, b) => a.line - b.line);
    // A good made from its characteristics is no row of the file: its Товары count as variants.
    const made = new Set(parents.map((p) => p.id));
    run.job.add(batch.length, [...planned.filter((p) => !made.has(p.key)), ...variants], issues);
    await run.job.beat(txCtx);
  });
}
