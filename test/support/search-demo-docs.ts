import { attributeDefs, optionDefs } from '#db/demo/data/attributes';
import { brandDefs } from '#db/demo/data/brands';
import { taxonomy } from '#db/demo/data/taxonomy';
import { Rng } from '#db/demo/random';
import type { SearchDoc } from '../../core/search/engine/types';

/**
 * Goods built from the demo taxonomy the way `db/demo/seed-goods.ts` builds them (titles, brands,
 * category path, characteristics, description), without a database: for tests and timing of the
 * text index at catalogue size. Deterministic for a seed.
 */
export function demoDocs(count: number, seed: number): SearchDoc[] {
  const rng = new Rng(seed);
  const units = new Map(attributeDefs.map((a) => [a.code, a]));
  const brands = new Map(brandDefs.map((b) => [b.slug, b.title]));
  const leaves = taxonomy.flatMap((root) =>
    root.children.flatMap((branch) => branch.children.map((leaf) => ({ root, branch, leaf }))),
  );
  const total = leaves.reduce((sum, l) => sum + l.leaf.weight, 0);
  const docs: SearchDoc[] = [];
  let first = 0;
  while (docs.length < count) {
    let entry = leaves[first++];
    if (!entry) {
      let x = rng.next() * total;
      entry =
        leaves.find((l) => {
          x -= l.leaf.weight;
          return x < 0;
        }) ?? (leaves[leaves.length - 1] as (typeof leaves)[number]);
    }
    const { root, branch, leaf } = entry;
    const brand = brands.get(rng.pick(leaf.brands)) ?? 'Poplavok';
    const model = leaf.make(rng, brand);
    for (const draft of model.drafts) {
      if (docs.length >= count) break;
      const id = docs.length + 1;
      const characteristics = Object.entries(draft.attrs).map(([code, value]) => {
        if (typeof value === 'number') {
          const def = units.get(code);
          return { ua: `${value} ${def?.unitUa ?? ''}`.trim(), ru: `${value} ${def?.unitRu ?? ''}`.trim() };
        }
        const [ua, ru] = optionDefs[code]?.[value] ?? [value, value];
        return { ua, ru };
      });
      docs.push({
        id,
        code: String(100000 + id * 8 + rng.int(0, 7)),
        title: { ua: draft.ua, ru: draft.ru },
        brand,
        categories: [leaf, branch, root].map((c) => ({ ua: c.ua, ru: c.ru })),
        characteristics,
        description: { ua: `${draft.ua}. ${model.aboutUa}`, ru: `${draft.ru}. ${model.aboutRu}` },
        available: !rng.chance(0.08),
        popularity: Math.floor(rng.next() ** 3 * 1000),
      });
    }
  }
  return docs;
}
