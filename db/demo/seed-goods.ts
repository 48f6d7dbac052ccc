import { sql } from 'drizzle-orm';
import { demoImageUrl, maxModelLook } from '../../core/media';
import type { Db } from '../client';
import { goodAttributes, goodGroups, goodRelated, goods, goodTags } from '../schema';
import { slugify } from '../translit';
import { insertMany } from './bulk';
import type { Leaf } from './data/taxonomy';
import type { Draft } from './goods/types';
import type { Rng } from './random';
import type { CatalogRefs } from './seed-catalog';

export type GoodRef = {
  id: number;
  leafKey: string;
  price: number;
  oldPrice: number | null;
  available: boolean;
  popularity: number;
  createdAt: Date;
  titleUa: string;
  titleRu: string;
  extId: string;
};

const closingUa = [
  'Офіційна гарантія 12 місяців.',
  'Доставка по Україні або самовивіз з магазину мережі.',
  'Перевірено консультантами «Поплавка» на водоймах України.',
  'Повернення протягом 14 днів.',
];
const closingRu = [
  'Официальная гарантия 12 месяцев.',
  'Доставка по Украине или самовывоз из магазина сети.',
  'Проверено консультантами «Поплавка» на водоёмах Украины.',
  'Возврат в течение 14 дней.',
];

/** Price in kopiyky from a UAH range: whole hryvnias or .99, a brand tier, a variant factor. */
function priceOf(rng: Rng, leaf: Leaf, base: number, factor: number): number {
  const uah = Math.min(leaf.price[1], Math.max(leaf.price[0], base * factor));
  const rounded = uah > 1000 ? Math.round(uah / 10) * 10 : Math.round(uah);
  return rng.chance(0.45) ? rounded * 100 - 1 : rounded * 100;
}

/** Picks a leaf for the next model: first one per leaf (so small seeds cover every section), then by weight. */
function leafPicker(refs: CatalogRefs, rng: Rng) {
  const total = refs.leaves.reduce((sum, l) => sum + l.leaf.weight, 0);
  let first = 0;
  return () => {
    if (first < refs.leaves.length) return refs.leaves[first++] as CatalogRefs['leaves'][number];
    let x = rng.next() * total;
    for (const entry of refs.leaves) {
      x -= entry.leaf.weight;
      if (x < 0) return entry;
    }
    return refs.leaves[refs.leaves.length - 1] as CatalogRefs['leaves'][number];
  };
}

/** Goods with variants, characteristics, tags and "bought together" links. */
export async function seedGoods(db: Db, refs: CatalogRefs, rng: Rng, count: number, now: Date): Promise<GoodRef[]> {
  const goodRows: (typeof goods.$inferInsert)[] = [];
  const groupRows: (typeof goodGroups.$inferInsert)[] = [];
  const attrRows: (typeof goodAttributes.$inferInsert)[] = [];
  const out: GoodRef[] = [];
  const nextLeaf = leafPicker(refs, rng);
  const year = 365 * 24 * 3600 * 1000;
  // Each model gets its own look (proportions, accent, label); the variants of one model share it.
  let models = 0;
  while (goodRows.length < count) {
    const look = models++ % (maxModelLook + 1);
    const { id: categoryId, leaf } = nextLeaf();
    const brandSlug = rng.pick(leaf.brands);
    const brand = refs.brandIds.get(brandSlug);
    if (!brand) throw new Error(`unknown brand ${brandSlug}`);
    const model = leaf.make(rng, brand.title);
    const drafts = model.drafts.slice(0, count - goodRows.length);
    let groupId: number | null = null;
    if (drafts.length > 1) {
      groupId = groupRows.length + 1;
      groupRows.push({ id: groupId, titleUa: model.groupUa, titleRu: model.groupRu });
    }
    const tier = brand.own ? 0.8 : brand.popular ? 1.15 : 1;
    const base = rng.logUniform(leaf.price[0], leaf.price[1] * 0.8) * tier;
    const discounted = rng.chance(0.25);
    const createdAt = new Date(now.getTime() - Math.floor(rng.next() ** 1.5 * year));
    const closing = rng.int(0, closingUa.length - 1);
    drafts.forEach((draft: Draft) => {
      const id = goodRows.length + 1;
      const price = priceOf(rng, leaf, base, draft.priceFactor ?? 1);
      const oldPrice = discounted
        ? Math.max(price + 100, Math.round((price * (1.1 + rng.next() * 0.3)) / 100) * 100)
        : null;
      const available = !rng.chance(0.08);
      const popularity = Math.floor(rng.next() ** 3 * 1000);
      const pictures = rng.int(2, 4);
      const extId = String(100000 + id * 8 + rng.int(0, 7));
      goodRows.push({
        id,
        extId,
        categoryId,
        brandId: brand.id,
        groupId,
        variantUa: groupId ? (draft.variantUa ?? null) : null,
        variantRu: groupId ? (draft.variantRu ?? null) : null,
        titleUa: draft.ua,
        titleRu: draft.ru,
        slug: slugify(draft.ua),
        descriptionUa: `${draft.ua}. ${model.aboutUa} ${closingUa[closing]}`,
        descriptionRu: `${draft.ru}. ${model.aboutRu} ${closingRu[closing]}`,
        price,
        oldPrice,
        sellStatus: available ? '4' : rng.pick(['0', '1']),
        images: Array.from({ length: pictures }, (_, v) =>
          demoImageUrl({ type: 'product', kind: leaf.kind, colour: draft.colour, variant: v, model: look }),
        ),
        popularity,
        createdAt,
      });
      out.push({
        id,
        leafKey: leaf.key,
        price,
        oldPrice,
        available,
        popularity,
        createdAt,
        titleUa: draft.ua,
        titleRu: draft.ru,
        extId,
      });
      for (const [code, value] of Object.entries(draft.attrs)) {
        const attributeId = refs.attributeIds.get(code);
        if (attributeId === undefined) throw new Error(`unknown attribute ${code}`);
        if (typeof value === 'number') attrRows.push({ goodId: id, attributeId, optionId: null, valueNum: value });
        else {
          const optionId = refs.optionIds.get(`${code}:${value}`);
          if (optionId === undefined) throw new Error(`unknown option ${code}:${value}`);
          attrRows.push({ goodId: id, attributeId, optionId, valueNum: null });
        }
      }
    });
  }
  await insertMany(db, goodGroups, groupRows);
  await insertMany(db, goods, goodRows, 1000);
  await insertMany(db, goodAttributes, attrRows, 5000);
  await seedTags(db, out);
  await seedRelated(db, out, rng);
  return out;
}

async function seedTags(db: Db, list: GoodRef[]) {
  const size = Math.max(12, Math.round(list.length * 0.03));
  const available = list.filter((g) => g.available);
  const hits = [...available].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, size);
  const novelty = [...available]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id)
    .slice(0, size);
  const discounts = list.filter((g) => g.oldPrice !== null);
  await insertMany(
    db,
    goodTags,
    [
      ...hits.map((g, position) => ({ tagId: 1, goodId: g.id, position })),
      ...novelty.map((g, position) => ({ tagId: 2, goodId: g.id, position })),
      ...discounts.map((g, position) => ({ tagId: 3, goodId: g.id, position })),
    ],
    5000,
  );
}

/** What is bought together with goods of a category (by leaf key). */
const companions: Record<string, string[]> = {
  'spinning-rods': ['spinning-reels', 'braided-lines', 'wobblers', 'soft-baits'],
  'feeder-rods': ['feeder-reels', 'mono-lines', 'feeder-cages', 'groundbait'],
  'carp-rods': ['carp-reels', 'boilies', 'bite-alarms', 'rod-pods'],
  'float-rods': ['spinning-reels', 'mono-lines', 'floats', 'hooks'],
  'ice-rods': ['ice-reels', 'ice-lines', 'ice-spoons', 'balancers'],
  'spinning-reels': ['braided-lines', 'mono-lines', 'spinning-rods'],
  'feeder-reels': ['mono-lines', 'feeder-rods'],
  wobblers: ['fluorocarbon', 'swivels', 'braided-lines'],
  'soft-baits': ['jig-heads', 'braided-lines'],
  'hiking-tents': ['blanket-bags', 'self-inflating-mats', 'headlamps'],
  'camping-tents': ['mummy-bags', 'foam-mats', 'camp-lanterns', 'chairs'],
  'gas-burners': ['gas-cans', 'pots'],
  'hiking-backpacks': ['trekking-poles', 'dry-bags', 'knives'],
  'echo-sounders': ['batteries', 'pvc-boats'],
  'pvc-boats': ['oars', 'electric-motors', 'echo-sounders'],
};

async function seedRelated(db: Db, list: GoodRef[], rng: Rng) {
  const byLeaf = new Map<string, GoodRef[]>();
  for (const g of list) {
    const bucket = byLeaf.get(g.leafKey) ?? [];
    bucket.push(g);
    byLeaf.set(g.leafKey, bucket);
  }
  const rows: (typeof goodRelated.$inferInsert)[] = [];
  for (const g of list) {
    const targets = companions[g.leafKey];
    if (!targets) continue;
    const seen = new Set<number>();
    for (const key of rng.sample(targets, 3)) {
      const pool = byLeaf.get(key);
      if (!pool || pool.length === 0) continue;
      const other = pool[rng.int(0, Math.min(pool.length, 200) - 1)] as GoodRef;
      if (seen.has(other.id)) continue;
      seen.add(other.id);
      rows.push({ goodId: g.id, relatedId: other.id, weight: 100 - (rows.length % 50) });
    }
  }
  await insertMany(db, goodRelated, rows, 5000);
}

/** Stock in a few stores for every available good, computed in SQL (fast at 100k goods). */
export async function seedStock(db: Db, storeCount: number) {
  await db.execute(sql`
    insert into store_stock (good_id, store_id, quantity)
    select g.id, s.id, 1 + ((g.id * 7 + s.id * 13) % 12)
    from goods g join stores s
      on ((g.id * 31 + s.id) % ${storeCount}) < (case when g.id % 5 = 0 then 8 else 3 end)
      or (s.town_code = '8000000000' and (g.id + s.id) % 6 = 0)
    where g.sell_status = '4'`);
}
