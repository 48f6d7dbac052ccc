import { demoImageUrl } from '../../core/media';
import type { Db } from '../client';
import {
  attributeOptions,
  attributes,
  brands,
  categories,
  directionCategories,
  directions,
  fishCategories,
  fishTypes,
} from '../schema';
import { slugify } from '../translit';
import { insertMany } from './bulk';
import { attributeDefs, optionDefs } from './data/attributes';
import { brandDefs } from './data/brands';
import { directionDefs, fishDefs } from './data/fish';
import { type Leaf, taxonomy } from './data/taxonomy';

export type CatalogRefs = {
  leaves: { id: number; leaf: Leaf }[];
  categoryIds: Map<string, number>;
  brandIds: Map<string, { id: number; title: string; popular: boolean; own: boolean }>;
  attributeIds: Map<string, number>;
  optionIds: Map<string, number>;
  categoryCount: number;
};

/** Categories (3 levels), directions, fish types, brands and characteristic definitions. */
export async function seedCatalog(db: Db): Promise<CatalogRefs> {
  const rows: (typeof categories.$inferInsert)[] = [];
  const categoryIds = new Map<string, number>();
  const leaves: CatalogRefs['leaves'] = [];
  const add = (
    key: string,
    ua: string,
    ru: string,
    kind: string,
    parentId: number | null,
    position: number,
    transport: boolean,
  ) => {
    const id = rows.length + 1;
    categoryIds.set(key, id);
    const variant = id % 4;
    rows.push({
      id,
      parentId,
      slug: slugify(ua),
      titleUa: ua,
      titleRu: ru,
      icon: demoImageUrl({ type: 'icon', kind }),
      banner: demoImageUrl({ type: 'category-banner', kind, variant }),
      bannerLink: `/${slugify(ua)}/c${id}`,
      imageMobile: demoImageUrl({ type: 'category-mobile', kind }),
      position,
      needsTransportPackage: transport,
    });
    return id;
  };
  taxonomy.forEach((root, r) => {
    const rootId = add(root.key, root.ua, root.ru, root.kind, null, r, false);
    root.children.forEach((branch, b) => {
      const transport = branch.children.every((leaf) => leaf.transport);
      const branchId = add(branch.key, branch.ua, branch.ru, branch.kind, rootId, b, transport);
      branch.children.forEach((leaf, l) => {
        const id = add(leaf.key, leaf.ua, leaf.ru, leaf.kind, branchId, l, leaf.transport ?? false);
        leaves.push({ id, leaf });
      });
    });
  });
  await insertMany(db, categories, rows);

  await insertMany(
    db,
    directions,
    directionDefs.map((d, i) => ({
      id: i + 1,
      slug: d.slug,
      titleUa: d.ua,
      titleRu: d.ru,
      icon: demoImageUrl({ type: 'icon', kind: d.icon }),
      position: i,
    })),
  );
  await insertMany(
    db,
    directionCategories,
    directionDefs.flatMap((d, i) =>
      d.categories.map((key, position) => ({ directionId: i + 1, categoryId: mustId(categoryIds, key), position })),
    ),
  );
  await insertMany(
    db,
    fishTypes,
    fishDefs.map((f, i) => ({
      id: i + 1,
      slug: f.slug,
      titleUa: f.ua,
      titleRu: f.ru,
      image: demoImageUrl({ type: 'fish', fish: f.image }),
      descriptionUa: f.about[0],
      descriptionRu: f.about[1],
      position: i,
    })),
  );
  await insertMany(
    db,
    fishCategories,
    fishDefs.flatMap((f, i) =>
      f.categories.map((key, position) => ({ fishId: i + 1, categoryId: mustId(categoryIds, key), position })),
    ),
  );

  const brandIds: CatalogRefs['brandIds'] = new Map();
  await insertMany(
    db,
    brands,
    brandDefs.map((brand, i) => {
      brandIds.set(brand.slug, {
        id: i + 1,
        title: brand.title,
        popular: brand.popular ?? false,
        own: brand.own ?? false,
      });
      const [ua, ru] = brand.about ?? [
        `${brand.title} — бренд рибальського та туристичного спорядження (${brand.country}). Офіційна продукція з гарантією.`,
        `${brand.title} — бренд рыболовного и туристического снаряжения. Официальная продукция с гарантией.`,
      ];
      return {
        id: i + 1,
        slug: brand.slug,
        title: brand.title,
        country: brand.country,
        logo: demoImageUrl({ type: 'logo', slug: brand.slug }),
        descriptionUa: ua,
        descriptionRu: ru,
        isOwn: brand.own ?? false,
        isPopular: brand.popular ?? false,
      };
    }),
  );

  const attributeIds = new Map<string, number>();
  const optionIds = new Map<string, number>();
  const optionRows: (typeof attributeOptions.$inferInsert)[] = [];
  await insertMany(
    db,
    attributes,
    attributeDefs.map((a, i) => {
      attributeIds.set(a.code, i + 1);
      for (const [slug, [ua, ru]] of Object.entries(optionDefs[a.code] ?? {})) {
        const id = optionRows.length + 1;
        optionIds.set(`${a.code}:${slug}`, id);
        optionRows.push({ id, attributeId: i + 1, slug, valueUa: ua, valueRu: ru, position: optionRows.length });
      }
      return {
        id: i + 1,
        code: a.code,
        kind: a.kind,
        titleUa: a.ua,
        titleRu: a.ru,
        unitUa: a.unitUa ?? null,
        unitRu: a.unitRu ?? null,
        isFacet: true,
        position: i,
      };
    }),
  );
  await insertMany(db, attributeOptions, optionRows);
  return { leaves, categoryIds, brandIds, attributeIds, optionIds, categoryCount: rows.length };
}

function mustId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo data refers to unknown category ${key}`);
  return id;
}
